import { useQuery, useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useLocation } from 'react-router';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useCopy } from '../../../copy/language';
import { useSubmission } from '../../../hooks/use-submission';
import { ApiError } from '../../../lib/api-client';
import { authErrorMessage } from '../../../lib/auth-errors';
import { clientConfigQuery } from '../../../lib/client-config';
import type { SessionUser } from '../../../lib/session';
import { confirmSetup, startSetup, turnOff, type AuthenticatorSetup } from '../api/two-factor';
import { Section } from './profile-sections';
import { queryRoots } from '../../../lib/query-keys';
const SECTION_ID = 'two-factor';

type Step =
  | { name: 'idle' }
  | { name: 'password'; turning: 'on' | 'off' }
  | { name: 'scan'; setup: AuthenticatorSetup }
  | { name: 'backup'; codes: string[] };

/** The key inside the QR code, for people who type it into their app instead of scanning. */
const setupKey = (totpURI: string) => new URL(totpURI).searchParams.get('secret') ?? '';

/**
 * Staff turn two-factor sign-in on and off here (docs/product/accounts.md §3). Turning on takes the password, then
 * the authenticator app's first code (so a badly scanned QR code never locks anyone out), then
 * shows the backup codes, once. Turning off takes the password.
 */
export function TwoFactorSection({ user }: { user: SessionUser }) {
  const copy = useCopy();
  const text = copy.twoFactor.profile;
  const queryClient = useQueryClient();
  const config = useQuery(clientConfigQuery());
  const { hash } = useLocation();
  const section = useRef<HTMLDivElement>(null);
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submission = useSubmission();
  const enabled = !!user.twoFactorEnabled;

  // The app's own navigation does not scroll to a #fragment; the setup redirect relies on it.
  useEffect(() => {
    if (hash === `#${SECTION_ID}`) section.current?.scrollIntoView();
  }, [hash]);

  function go(next: Step) {
    setStep(next);
    setValue('');
    setError(undefined);
  }

  const refreshSession = () => queryClient.invalidateQueries({ queryKey: queryRoots.session });

  function submit(event: FormEvent, send: (entered: string, signal: AbortSignal) => Promise<void>) {
    event.preventDefault();
    const entered = value.trim();
    if (!entered) return setError(step.name === 'scan' ? text.code : text.password);
    setError(undefined);
    void submission.run(
      (signal) => send(entered, signal),
      (failure) =>
        setError(
          failure instanceof ApiError && failure.code === 'INVALID_CODE'
            ? text.wrongCode
            : authErrorMessage(failure, copy.auth.errors),
        ),
    );
  }

  const cancel = (
    <button type="button" className="btn btn-ghost" onClick={() => go({ name: 'idle' })}>
      {text.cancel}
    </button>
  );

  let body;
  if (step.name === 'password') {
    body = (
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) =>
          submit(event, async (password, signal) => {
            if (step.turning === 'on') {
              go({ name: 'scan', setup: await startSetup(password, signal) });
            } else {
              await turnOff(user.email, password, signal);
              await refreshSession();
              toast.success(text.turnedOff);
              go({ name: 'idle' });
            }
          })
        }
      >
        <TextField
          label={text.password}
          type="password"
          autoComplete="current-password"
          autoFocus
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error}
        />
        <div className="flex flex-wrap gap-2">
          <SubmitButton busy={submission.busy} slow={submission.slow}>
            {text.continue}
          </SubmitButton>
          {cancel}
        </div>
      </form>
    );
  } else if (step.name === 'scan') {
    body = (
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) =>
          submit(event, async (code, signal) => {
            await confirmSetup(user.email, code, signal);
            await refreshSession();
            toast.success(text.turnedOn);
            go({ name: 'backup', codes: step.setup.backupCodes });
          })
        }
      >
        <p>{text.scan}</p>
        <QRCodeSVG
          value={step.setup.totpURI}
          size={192}
          marginSize={2}
          title={text.qrLabel}
          role="img"
          aria-label={text.qrLabel}
          className="self-center rounded bg-white"
        />
        <p className="text-sm">
          {text.secret}: <code className="break-all font-mono">{setupKey(step.setup.totpURI)}</code>
        </p>
        <TextField
          label={text.code}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          autoFocus
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error}
        />
        <div className="flex flex-wrap gap-2">
          <SubmitButton busy={submission.busy} slow={submission.slow}>
            {text.confirm}
          </SubmitButton>
          {cancel}
        </div>
      </form>
    );
  } else if (step.name === 'backup') {
    body = (
      <div className="flex flex-col gap-3">
        <h3 className="font-semibold">{text.backupHeading}</h3>
        <p>{text.backupIntro}</p>
        <ul className="grid grid-cols-2 gap-2 font-mono" aria-label={text.backupHeading}>
          {step.codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <button
          type="button"
          className="btn btn-primary self-start"
          onClick={() => go({ name: 'idle' })}
        >
          {text.done}
        </button>
      </div>
    );
  } else {
    body = (
      <div className="flex flex-col gap-3">
        {!enabled && config.data?.staffTwoFactor === 'required' && (
          <p role="alert" className="alert alert-warning">
            {text.required}
          </p>
        )}
        <p>{enabled ? text.on : text.off}</p>
        <button
          type="button"
          className={`btn self-start ${enabled ? 'btn-outline' : 'btn-primary'}`}
          onClick={() => go({ name: 'password', turning: enabled ? 'off' : 'on' })}
        >
          {enabled ? text.turnOff : text.turnOn}
        </button>
      </div>
    );
  }

  return (
    <div ref={section}>
      <Section id={SECTION_ID} heading={text.heading}>
        <p className="text-sm">{text.intro}</p>
        {body}
      </Section>
    </div>
  );
}
