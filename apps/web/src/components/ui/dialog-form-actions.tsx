import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { SubmitButton } from './submit-button';

interface DialogFormActionsProps {
  /** A signed-in user submits; a visitor is offered to log in instead, and brought back here. */
  signedIn: boolean;
  busy: boolean;
  onClose: () => void;
  labels: { close: string; submit: string; login: string };
  /** Why a visitor must log in, said beneath the buttons and tied to the login link. */
  loginReason: string;
}

/** A dialog form's buttons: 'Close', and the submit button or, for a visitor, 'Login' with its reason. */
export function DialogFormActions({
  signedIn,
  busy,
  onClose,
  labels,
  loginReason,
}: DialogFormActionsProps) {
  const location = useLocation();
  const reasonId = useId();
  return (
    <>
      <div className="modal-action flex-wrap">
        <button type="button" className="btn" onClick={onClose}>
          {labels.close}
        </button>
        {signedIn ? (
          <SubmitButton busy={busy}>{labels.submit}</SubmitButton>
        ) : (
          <Link
            to={paths.login}
            state={{ from: location }}
            className="btn btn-primary"
            aria-describedby={reasonId}
          >
            {labels.login}
          </Link>
        )}
      </div>
      {!signedIn && (
        <p id={reasonId} className="text-sm">
          {loginReason}
        </p>
      )}
    </>
  );
}
