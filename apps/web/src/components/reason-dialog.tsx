import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useFieldError } from '../lib/field-error';
import { SubmitButton } from './ui/submit-button';
import { TextArea } from './ui/text-area';

/** The words of a reason dialog, in the feature's own copy. */
export interface ReasonDialogText {
  title: string;
  /** What confirming does, under the subject; omitted when the title says it all. */
  explanation?: string;
  reason: string;
  /** Who reads the reason, under the field. */
  reasonHint?: string;
  keep: string;
  confirm: string;
}

/**
 * A staff member's destructive step that the patient is told the reason for (cancelling an order,
 * rejecting a prescription photo): `subject` names what it acts on, `reasonRule` is the API's own
 * rule on the reason (required or not, its length). Escape or the keep button closes it; the
 * confirm button waits for `busy` to end.
 */
export function ReasonDialog({
  open,
  subject,
  text,
  reasonRule,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  subject: string;
  text: ReasonDialogText;
  reasonRule: z.ZodType<string, string>;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const fieldError = useFieldError();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const form = useMemo(() => z.object({ reason: reasonRule }), [reasonRule]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ reason: string }>({ resolver: zodResolver(form), defaultValues: { reason: '' } });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      reset({ reason: '' });
      element.showModal();
    }
    if (!open && element.open) element.close();
  }, [open, reset]);

  const submit = handleSubmit(({ reason }) => {
    if (!busy) onConfirm(reason);
  });

  return (
    <dialog ref={dialog} className="modal" aria-labelledby={titleId} onCancel={onClose}>
      <div className="modal-box">
        <h3 id={titleId} className="text-lg font-bold">
          {text.title}
        </h3>
        <p className="py-2 font-semibold">{subject}</p>
        {text.explanation && <p className="pb-2">{text.explanation}</p>}
        <form noValidate onSubmit={submit} className="flex flex-col gap-2">
          <TextArea
            label={text.reason}
            rows={3}
            error={fieldError(text.reason, errors.reason)}
            {...register('reason')}
          />
          {text.reasonHint && <p className="text-sm">{text.reasonHint}</p>}
          <div className="modal-action flex-wrap">
            <button type="button" className="btn min-h-11" onClick={onClose} disabled={busy}>
              {text.keep}
            </button>
            <SubmitButton busy={busy} className="btn-error min-h-11">
              {text.confirm}
            </SubmitButton>
          </div>
        </form>
      </div>
    </dialog>
  );
}
