import { zodResolver } from '@hookform/resolvers/zod';
import { planRefundInput, type PlanRefundInput, type UserListEntry } from '@sustho/contracts';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextArea } from '../../../components/ui/text-area';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import { useFieldError } from '../../../lib/field-error';
import { useRefundPlan } from '../api/refund-plan';

/** A user whose paid plan runs, the one All Users offers to refund. */
export type RefundablePlanUser = UserListEntry & { plan: NonNullable<UserListEntry['plan']> };

/**
 * 'Refund plan': the admin gives a plan's payment back with a reason, after this dialog names the
 * person and the plan. The plan ends with it (services.md §4).
 */
export function RefundPlanDialog({
  user,
  onClose,
}: {
  user: RefundablePlanUser | null;
  onClose: () => void;
}) {
  const copy = useCopy();
  const show = useFormat();
  const fieldError = useFieldError();
  const text = copy.plans.admin;
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const refund = useRefundPlan();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PlanRefundInput>({
    resolver: zodResolver(planRefundInput),
    defaultValues: { reason: '' },
  });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (user && !element.open) {
      reset({ reason: '' });
      element.showModal();
    }
    if (!user && element.open) element.close();
  }, [user, reset]);

  const submit = handleSubmit((input) => {
    if (!user || refund.isPending) return;
    refund.mutate(
      { id: user.plan.subscriptionId, input },
      {
        onSuccess: () => {
          toast.success(text.refunded);
          onClose();
        },
        onError: (error) => toast.error(error.message),
      },
    );
  });

  return (
    <dialog ref={dialog} className="modal" aria-labelledby={titleId} onCancel={onClose}>
      <div className="modal-box">
        <h3 id={titleId} className="text-lg font-bold">
          {user && text.refundTitle(user.name)}
        </h3>
        {user && (
          <form noValidate onSubmit={submit} className="flex flex-col gap-2">
            <p className="py-2">
              {text.refundText(copy.plans.names[user.plan.plan], show.date(user.plan.endsOn))}
            </p>
            <TextArea
              label={text.reason}
              rows={3}
              maxLength={500}
              error={fieldError(text.reason, errors.reason)}
              {...register('reason')}
            />
            <div className="modal-action">
              <button type="button" className="btn" onClick={onClose} disabled={refund.isPending}>
                {text.cancel}
              </button>
              <SubmitButton busy={refund.isPending}>{text.refund}</SubmitButton>
            </div>
          </form>
        )}
      </div>
    </dialog>
  );
}
