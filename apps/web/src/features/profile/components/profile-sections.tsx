import { zodResolver } from '@hookform/resolvers/zod';
import { IMAGE_UPLOAD_TYPES, loginInput, signUpInput } from '@sustho/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { useCopy } from '../../../copy/language';
import { useFieldError } from '../../../lib/field-error';
import type { SessionUser } from '../../../lib/session';
import { authErrorMessage } from '../../../lib/auth-errors';
import { changePassword } from '../api/change-password';
import { deleteMyAccount } from '../api/delete-account';
import { downloadMyData } from '../api/export-data';
import { sendVerificationEmail } from '../../../lib/send-verification';
import { updateProfile } from '../api/update-profile';
import { uploadProfilePhoto } from '../api/upload-photo';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { queryRoots } from '../../../lib/query-keys';

export function Section({
  id,
  heading,
  children,
}: {
  id?: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id ?? heading}-heading`}
      className="card bg-base-100 shadow"
    >
      <div className="card-body gap-3">
        <h2 id={`${id ?? heading}-heading`} className="card-title">
          {heading}
        </h2>
        {children}
      </div>
    </section>
  );
}

const nameSchema = signUpInput.pick({ name: true });

function PhotoField({ user }: { user: SessionUser }) {
  const copy = useCopy();
  const text = copy.profile;
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  async function upload(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    try {
      await uploadProfilePhoto(file);
      await queryClient.invalidateQueries({ queryKey: queryRoots.session });
      toast.success(text.details.photoSaved);
    } catch (error) {
      toast.error(authErrorMessage(error, copy.auth.errors));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex items-center gap-4">
      <UserAvatar name={user.name} image={user.image} size={64} />
      <div className="form-control">
        <label htmlFor="profile-photo" className="label-text font-medium">
          {text.details.photo}
        </label>
        <input
          id="profile-photo"
          type="file"
          accept={IMAGE_UPLOAD_TYPES.join(',')}
          className="file-input file-input-bordered file-input-sm mt-1"
          disabled={busy}
          aria-describedby="photo-hint"
          onChange={(event) => void upload(event.target.files?.[0])}
        />
        <span id="photo-hint" className="mt-1 text-sm text-base-content/80">
          {busy ? copy.layout.loading : text.details.photoHint}
        </span>
      </div>
    </div>
  );
}

export function NameSection({ user }: { user: SessionUser }) {
  const copy = useCopy();
  const fieldError = useFieldError();
  const text = copy.profile;
  const queryClient = useQueryClient();
  const form = useForm({ resolver: zodResolver(nameSchema), defaultValues: { name: user.name } });
  const onSubmit = form.handleSubmit(async ({ name }) => {
    try {
      await updateProfile({ name });
      await queryClient.invalidateQueries({ queryKey: queryRoots.session });
      toast.success(text.details.saved);
    } catch (error) {
      toast.error(authErrorMessage(error, copy.auth.errors));
    }
  });
  return (
    <Section id="details" heading={text.details.heading}>
      <PhotoField user={user} />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        <TextField
          label={text.details.name}
          autoComplete="name"
          error={fieldError(text.details.name, form.formState.errors.name)}
          {...form.register('name')}
        />
        <SubmitButton busy={form.formState.isSubmitting} className="self-start">
          {text.details.save}
        </SubmitButton>
      </form>
    </Section>
  );
}

export function EmailSection({ user }: { user: SessionUser }) {
  const copy = useCopy();
  const text = copy.profile;
  const [busy, setBusy] = useState(false);
  async function resend() {
    setBusy(true);
    try {
      await sendVerificationEmail(user.email);
      toast.success(text.email.resent);
    } catch (error) {
      toast.error(authErrorMessage(error, copy.auth.errors));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Section id="email" heading={text.email.heading}>
      <p className="flex flex-wrap items-center gap-2">
        <span>{user.email}</span>
        <span className={`badge ${user.emailVerified ? 'badge-success' : 'badge-warning'}`}>
          {user.emailVerified ? text.email.verified : text.email.unverified}
        </span>
      </p>
      {!user.emailVerified && (
        <button
          type="button"
          className="btn btn-outline btn-sm self-start"
          disabled={busy}
          onClick={() => void resend()}
        >
          {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {text.email.resend}
        </button>
      )}
    </Section>
  );
}

const passwordSchema = z.object({
  currentPassword: loginInput.shape.password,
  newPassword: signUpInput.shape.password,
});

export function PasswordSection({ user }: { user: SessionUser }) {
  const copy = useCopy();
  const fieldError = useFieldError();
  const text = copy.profile;
  const form = useForm({ resolver: zodResolver(passwordSchema) });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword(user.email, currentPassword, newPassword);
      form.reset({ currentPassword: '', newPassword: '' });
      toast.success(text.password.changed);
    } catch (error) {
      toast.error(authErrorMessage(error, copy.auth.errors));
    }
  });
  return (
    <Section id="settings" heading={text.password.heading}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        <TextField
          label={text.password.current}
          type="password"
          autoComplete="current-password"
          error={fieldError(text.password.current, errors.currentPassword)}
          {...form.register('currentPassword')}
        />
        <TextField
          label={text.password.next}
          type="password"
          autoComplete="new-password"
          error={fieldError(text.password.next, errors.newPassword)}
          {...form.register('newPassword')}
        />
        <SubmitButton busy={isSubmitting} className="self-start">
          {text.password.save}
        </SubmitButton>
      </form>
    </Section>
  );
}

export function DataSection() {
  const copy = useCopy();
  const text = copy.profile;
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadMyData();
    } catch (error) {
      toast.error(authErrorMessage(error, copy.auth.errors));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Section id="data" heading={text.data.heading}>
      <p>{text.data.text}</p>
      <button
        type="button"
        className="btn btn-outline self-start"
        disabled={busy}
        onClick={() => void download()}
      >
        {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {text.data.download}
      </button>
    </Section>
  );
}

export function DeleteAccountSection() {
  const copy = useCopy();
  const text = copy.profile;
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  async function remove() {
    setBusy(true);
    try {
      await deleteMyAccount();
      queryClient.clear();
      toast.success(text.danger.deleted);
      navigate(paths.home, { replace: true });
    } catch (error) {
      toast.error(authErrorMessage(error, copy.auth.errors));
      setBusy(false);
      setConfirming(false);
    }
  }
  return (
    <Section id="delete" heading={text.danger.heading}>
      <p>{text.danger.text}</p>
      <ul className="list-disc pl-6">
        {text.danger.effects.map((effect) => (
          <li key={effect}>{effect}</li>
        ))}
      </ul>
      <p>{text.danger.kept}</p>
      <button
        type="button"
        className="btn btn-error btn-outline self-start"
        onClick={() => setConfirming(true)}
      >
        {text.danger.delete}
      </button>
      <ConfirmDialog
        open={confirming}
        title={text.danger.confirmTitle}
        message={text.danger.confirmText}
        confirmLabel={text.danger.confirm}
        cancelLabel={text.danger.cancel}
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </Section>
  );
}
