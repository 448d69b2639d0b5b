import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useLocation } from 'react-router';
import { useCopy } from '../../../copy/language';
import { authErrorMessage } from '../../../lib/auth-errors';
import { sendVerificationEmail } from '../../../lib/send-verification';
import { returnPath } from '../return-path';

/**
 * Where sign-up ends: which address the verification link went to, 'Resend' in case it did not
 * arrive, and the way on: back to the page that sent the visitor to sign up (a plan's checkout),
 * or home. The new account is already signed in (docs/product/accounts.md), so verifying can wait.
 */
export function CheckInbox({ email }: { email: string }) {
  const copy = useCopy();
  const text = copy.auth.signup;
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  // The form the reader was in is gone: bring them (and their screen reader) to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  async function resend() {
    setBusy(true);
    try {
      await sendVerificationEmail(email);
      toast.success(text.resent);
    } catch (error) {
      toast.error(authErrorMessage(error, copy.auth.errors));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex flex-col gap-3">
      <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold break-words">
        {text.checkInbox(email)}
      </h2>
      <p>{text.checkInboxHint}</p>
      <button
        type="button"
        className="btn btn-outline w-full"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void resend()}
      >
        {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {text.resend}
      </button>
      <Link to={returnPath(location.state)} className="btn btn-primary w-full">
        {text.continue}
      </Link>
    </div>
  );
}
