import toast from 'react-hot-toast';
import { useCopy } from '../../../copy/language';
import { authErrorMessage } from '../../../lib/auth-errors';
import { useNotifications, useSetNotifications } from '../api/notifications';
import { Section } from './profile-sections';

/** 'SMS reminders' on or off: e-mail reminders always go, SMS ones only while this is on. */
export function RemindersSection() {
  const copy = useCopy();
  const text = copy.reminders;
  const settings = useNotifications();
  const save = useSetNotifications();
  return (
    <Section id="reminders" heading={text.heading}>
      <p>{text.text}</p>
      {settings.isError ? (
        <p role="alert" className="text-error">
          {text.loadFailed}
        </p>
      ) : (
        <label className="label cursor-pointer justify-start gap-3">
          <input
            type="checkbox"
            className="toggle toggle-primary"
            aria-describedby="sms-reminders-hint"
            checked={settings.data?.smsReminders ?? false}
            disabled={!settings.data || save.isPending}
            onChange={(event) =>
              save.mutate(
                { smsReminders: event.target.checked },
                {
                  onSuccess: (saved) =>
                    toast.success(saved.smsReminders ? text.savedOn : text.savedOff),
                  onError: (error) => toast.error(authErrorMessage(error, copy.auth.errors)),
                },
              )
            }
          />
          <span>{text.sms}</span>
        </label>
      )}
      <p id="sms-reminders-hint" className="text-sm opacity-80">
        {text.smsHint}
      </p>
    </Section>
  );
}
