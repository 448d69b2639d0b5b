import { zodResolver } from '@hookform/resolvers/zod';
import {
  INVITED_STAFF_ROLES,
  staffInvitationInput,
  type InvitedStaffRole,
} from '@sustho/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { FormField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useCopy } from '../../../copy/language';
import { useFieldError } from '../../../lib/field-error';
import { useInviteStaff } from '../api/invite-staff';

/** The API's own rules; the role left on 'Choose a role' is a missing field. */
const addStaffForm = staffInvitationInput.extend({
  role: z.string().min(1, { message: 'is required' }).pipe(staffInvitationInput.shape.role),
});
type AddStaffForm = z.input<typeof addStaffForm>;

/** 'Add staff': name, e-mail and role; the invitation goes out, and the form empties for the next. */
export function AddStaffForm() {
  const copy = useCopy();
  const text = copy.staff.add;
  const fieldError = useFieldError();
  const roleId = useId();
  const invite = useInviteStaff();
  const form = useForm<AddStaffForm>({
    resolver: zodResolver(addStaffForm, undefined, { raw: true }),
    defaultValues: { name: '', email: '', role: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (invite.isPending) return;
    const input = { ...values, role: values.role as InvitedStaffRole };
    await invite.mutateAsync(input).then(
      () => {
        toast.success(text.invited(input.name));
        form.reset();
      },
      (error: unknown) => toast.error(error instanceof Error ? error.message : copy.errors.generic),
    );
  });

  return (
    <section aria-labelledby="add-staff-heading" className="card bg-base-200">
      <form noValidate onSubmit={onSubmit} className="card-body gap-2">
        <h2 id="add-staff-heading" className="card-title">
          {text.heading}
        </h2>
        <p className="text-sm">{text.text}</p>
        <TextField
          label={text.name}
          autoComplete="off"
          error={fieldError(text.name, errors.name)}
          {...form.register('name')}
        />
        <TextField
          label={text.email}
          type="email"
          autoComplete="off"
          error={fieldError(text.email, errors.email)}
          {...form.register('email')}
        />
        <FormField id={roleId} label={text.role} error={fieldError(text.role, errors.role)}>
          <select
            id={roleId}
            className="select select-bordered w-full"
            aria-invalid={errors.role ? true : undefined}
            aria-describedby={errors.role ? `${roleId}-error` : undefined}
            defaultValue=""
            {...form.register('role')}
          >
            <option value="">{text.chooseRole}</option>
            {INVITED_STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {copy.staff.roles[role]}
              </option>
            ))}
          </select>
        </FormField>
        <SubmitButton busy={invite.isPending} className="mt-2 w-full sm:w-auto">
          {text.submit}
        </SubmitButton>
      </form>
    </section>
  );
}
