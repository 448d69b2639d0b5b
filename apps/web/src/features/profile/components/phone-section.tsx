import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useCopy } from '../../../copy/language';
import { queryRoots } from '../../../lib/query-keys';
import type { SessionUser } from '../../../lib/session';
import { sendPhoneCode, verifyOwnPhone } from '../../../lib/phone-code';
import { PhoneCodeSteps } from '../../../components/phone-code-steps';
import { Section } from './profile-sections';

/**
 * 'Sign in with your phone' (services.md §7, decision 055): a patient proves a mobile number with a
 * 6-digit SMS code, and can then sign in with a code sent to it. Patients only: staff sign in with
 * their password and second factor.
 */
export function PhoneSection({ user }: { user: SessionUser }) {
  const copy = useCopy();
  const text = copy.phoneCode.profile;
  const queryClient = useQueryClient();
  const [verifying, setVerifying] = useState(false);
  const verified = user.phoneNumberVerified && user.phoneNumber ? user.phoneNumber : null;

  return (
    <Section id="phone" heading={text.heading}>
      <p>{text.intro}</p>
      <p role="status" className="font-medium">
        {verified ? text.verified(verified) : text.none}
      </p>
      {verifying ? (
        <PhoneCodeSteps
          submitLabel={text.submit}
          sentMessage={text.codeSent}
          send={sendPhoneCode}
          verify={async (phone, code, signal) => {
            await verifyOwnPhone(phone, code, signal);
            await queryClient.invalidateQueries({ queryKey: queryRoots.session });
            toast.success(text.done);
            setVerifying(false);
          }}
          onCancel={() => setVerifying(false)}
          cancelLabel={text.cancel}
        />
      ) : (
        <button
          type="button"
          className="btn btn-outline self-start"
          onClick={() => setVerifying(true)}
        >
          {verified ? text.change : text.start}
        </button>
      )}
    </Section>
  );
}
