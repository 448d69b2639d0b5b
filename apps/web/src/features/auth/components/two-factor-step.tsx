import { useId, useState, type FormEvent } from 'react';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import type { Copy } from '../../../copy/en';
import { useCopy } from '../../../copy/language';
import { useSubmission } from '../../../hooks/use-submission';
import { ApiError } from '../../../lib/api-client';
import { authErrorMessage } from '../../../lib/auth-errors';
import { verifySignInCode } from '../api/sign-in';

/** The refusals that mean this sign-in can no longer finish: the password step must come again. */
const EXPIRED_CODES = new Set(['INVALID_TWO_FACTOR_COOKIE', 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE']);

function codeErrorMessage(error: unknown, copy: Copy): string {
  const text = copy.twoFactor.signIn;
  if (error instanceof ApiError && error.code) {
    if (error.code === 'INVALID_CODE') return text.wrongCode;
    if (error.code === 'INVALID_BACKUP_CODE') return text.wrongBackupCode;
    if (EXPIRED_CODES.has(error.code)) return text.expired;
  }
  return authErrorMessage(error, copy.auth.errors);
}

/**
 * The login page's second step for an account with two-factor sign-in: a code from the
 * authenticator app, or one of the backup codes. The error stays beside the field (not only in a
 * toast), so a mistyped code can be corrected in place.
 */
export function TwoFactorStep({
  email,
  onSignedIn,
  onStartOver,
}: {
  email: string;
  onSignedIn: () => Promise<void>;
  onStartOver: () => void;
}) {
  const copy = useCopy();
  const text = copy.twoFactor.signIn;
  const [kind, setKind] = useState<'totp' | 'backup'>('totp');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submission = useSubmission();
  // Once a code was accepted the button stays busy until the next page shows: a code is single use,
  // so a second press in between would only turn a success into an error.
  const [accepted, setAccepted] = useState(false);
  const headingId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (accepted) return;
    const entered = code.replace(/\s/g, '');
    if (!entered) return setError(kind === 'totp' ? text.codeLabel : text.backupLabel);
    setError(undefined);
    void submission.run(
      async (signal) => {
        await verifySignInCode(email, entered, kind, signal);
        setAccepted(true);
        await onSignedIn();
      },
      (failure) => setError(codeErrorMessage(failure, copy)),
    );
  };

  function switchKind() {
    setKind(kind === 'totp' ? 'backup' : 'totp');
    setCode('');
    setError(undefined);
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={headingId}
      className="flex flex-col gap-3"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {text.heading}
      </h2>
      <TextField
        key={kind}
        label={kind === 'totp' ? text.codeLabel : text.backupLabel}
        autoComplete="one-time-code"
        inputMode={kind === 'totp' ? 'numeric' : 'text'}
        maxLength={kind === 'totp' ? 6 : 32}
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
      />
      <SubmitButton busy={submission.busy || accepted} slow={submission.slow} className="w-full">
        {text.submit}
      </SubmitButton>
      <button type="button" className="btn btn-ghost btn-sm" onClick={switchKind}>
        {kind === 'totp' ? text.useBackup : text.useApp}
      </button>
      <button type="button" className="link link-hover self-start text-sm" onClick={onStartOver}>
        {text.startOver}
      </button>
    </form>
  );
}
