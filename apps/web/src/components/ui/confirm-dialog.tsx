import { useEffect, useId, useRef } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  /** What the action is about, named above the message (e.g. which appointment). */
  subject?: string;
  /** A second paragraph saying what else happens (e.g. to a payment). */
  detail?: string;
  confirmLabel: string;
  cancelLabel: string;
  /** While the confirmed action runs: the buttons are disabled so it cannot be sent twice. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal that asks before something destructive. Escape or Cancel closes it; focus stays inside. */
export function ConfirmDialog({
  open,
  title,
  message,
  subject,
  detail,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  // Its own id: a page may hold two of these dialogs (My Appointments: bookings and waitlist).
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog ref={dialog} className="modal" aria-labelledby={titleId} onCancel={onCancel}>
      <div className="modal-box">
        <h3 id={titleId} className="text-lg font-bold">
          {title}
        </h3>
        {subject && <p className="pt-4 font-semibold">{subject}</p>}
        <p className="py-4">{message}</p>
        {detail && <p className="pb-4 font-medium">{detail}</p>}
        <div className="modal-action">
          <button type="button" className="btn" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </button>
          <button
            type="button"
            className="btn btn-error"
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy}
          >
            {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
