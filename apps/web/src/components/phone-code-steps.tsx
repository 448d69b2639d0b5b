import { useId, useState, type FormEvent } from 'react';
import { SubmitButton } from './ui/submit-button';
import { TextField } from './ui/text-field';
import { useCopy } from '../copy/language';
import { useSubmission } from '../hooks/use-submission';
import { authErrorMessage } from '../lib/auth-errors';

/** A code typed with a Bangla keyboard ('১২৩৪৫৬') is the same code: the SMS writes it in Latin digits. */
export const latinDigits = (text: string) =>
  text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6)).replace(/\s/g, '');

/**
 * The two steps of an SMS code, shared by the login page and Profile: a mobile number and 'Send me
 * a code', then the 6-digit code. Errors stay beside their field, so a mistyped number or code is
 * corrected in place; a new code can be asked for without typing the number again.
 */
export function PhoneCodeSteps({
  submitLabel,
  sentMessage,
  send,
  verify,
  onCancel,
  cancelLabel,
}: {
  submitLabel: string;
  sentMessage: (phone: string) => string;
  send: (phone: string, signal: AbortSignal) => Promise<void>;
  /** Checks the code; once it resolves the flow is done and the buttons stay busy. */
  verify: (phone: string, code: string, signal: AbortSignal) => Promise<void>;
  onCancel: () => void;
  cancelLabel: string;
}) {
  const copy = useCopy();
  const text = copy.phoneCode;
  const [phone, setPhone] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [accepted, setAccepted] = useState(false);
  const submission = useSubmission();
  const statusId = useId();

  const failed = (failure: unknown) => setError(authErrorMessage(failure, copy.auth.errors));

  const sendCode = (event?: FormEvent) => {
    event?.preventDefault();
    const number = phone.trim();
    if (!number) return setError(copy.auth.errors.INVALID_PHONE_NUMBER);
    setError(undefined);
    void submission.run(async (signal) => {
      await send(number, signal);
      setCode('');
      setSentTo(number);
    }, failed);
  };

  const checkCode = (event: FormEvent) => {
    event.preventDefault();
    if (accepted || !sentTo) return;
    const entered = latinDigits(code);
    if (!/^\d{6}$/.test(entered)) return setError(text.code);
    setError(undefined);
    void submission.run(async (signal) => {
      await verify(sentTo, entered, signal);
      setAccepted(true);
    }, failed);
  };

  if (!sentTo) {
    return (
      <form onSubmit={sendCode} noValidate className="flex flex-col gap-3">
        <TextField
          label={text.phone}
          hint={text.phoneHint}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={40}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          error={error}
        />
        <SubmitButton busy={submission.busy} slow={submission.slow} className="w-full">
          {text.send}
        </SubmitButton>
        <button type="button" className="link link-hover self-start text-sm" onClick={onCancel}>
          {cancelLabel}
        </button>
      </form>
    );
  }

  return (
    <form
      onSubmit={checkCode}
      noValidate
      aria-describedby={statusId}
      className="flex flex-col gap-3"
    >
      <p id={statusId} role="status" className="text-sm">
        {sentMessage(sentTo)}
      </p>
      <TextField
        label={text.code}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={12}
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
      />
      <SubmitButton busy={submission.busy || accepted} slow={submission.slow} className="w-full">
        {submitLabel}
      </SubmitButton>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        disabled={submission.busy || accepted}
        onClick={() => sendCode()}
      >
        {text.sendAgain}
      </button>
      <button type="button" className="link link-hover self-start text-sm" onClick={onCancel}>
        {cancelLabel}
      </button>
    </form>
  );
}
