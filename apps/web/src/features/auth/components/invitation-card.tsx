import { zodResolver } from '@hookform/resolvers/zod';
import { signUpInput, type InvitationView } from '@sustho/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useLocation, useNavigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import type { Copy } from '../../../copy/en';
import { useCopy } from '../../../copy/language';
import { useAuth } from '../../../hooks/use-auth';
import { useSubmission } from '../../../hooks/use-submission';
import { useFieldError } from '../../../lib/field-error';
import { signInWithEmail } from '../api/sign-in';
import { acceptInvitation, useInvitation } from '../api/invitation';
const passwordForm = signUpInput.pick({ password: true });

const message = (error: unknown, copy: Copy) =>
  error instanceof Error ? error.message : copy.errors.generic;

/** Once accepted, everything cached about the caller (role, menus) is stale: read it again. */
function useAccepted() {
  const copy = useCopy();
  const text = copy.invitations;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await queryClient.invalidateQueries();
    toast.success(text.accepted);
    navigate(paths.dashboard, { replace: true });
  };
}

/** 'Set your password': makes the invited account, then signs in to it. */
function SetPasswordForm({ token, invitation }: { token: string; invitation: InvitationView }) {
  const copy = useCopy();
  const fieldError = useFieldError();
  const text = copy.invitations;
  const accepted = useAccepted();
  const submission = useSubmission();
  const form = useForm({ resolver: zodResolver(passwordForm), defaultValues: { password: '' } });
  const onSubmit = form.handleSubmit(({ password }) =>
    submission.run(
      async (signal) => {
        await acceptInvitation(token, { password }, signal);
        await signInWithEmail({ email: invitation.email, password }, signal);
        await accepted();
      },
      (error) => toast.error(message(error, copy)),
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">{text.setPassword}</h2>
      <input type="hidden" name="username" autoComplete="username" value={invitation.email} />
      <TextField
        label={text.password}
        type="password"
        autoComplete="new-password"
        hint={text.passwordHint}
        error={fieldError(text.password, form.formState.errors.password)}
        {...form.register('password')}
      />
      <SubmitButton busy={submission.busy} slow={submission.slow} className="mt-2 w-full">
        {text.setPassword}
      </SubmitButton>
    </form>
  );
}

/** 'Accept invitation' for the signed-in owner of the invited e-mail. */
function AcceptButton({ token }: { token: string }) {
  const copy = useCopy();
  const text = copy.invitations;
  const accepted = useAccepted();
  const submission = useSubmission();
  const accept = () =>
    void submission.run(
      async (signal) => {
        await acceptInvitation(token, {}, signal);
        await accepted();
      },
      (error) => toast.error(message(error, copy)),
    );
  return (
    <button
      type="button"
      className="btn btn-primary w-full"
      disabled={submission.busy}
      onClick={accept}
    >
      {submission.busy ? <span className="loading loading-spinner" aria-hidden="true" /> : null}
      {text.accept}
    </button>
  );
}

/**
 * /invite/:token: a new doctor or staff member sets a password; someone who already has an account with that
 * e-mail accepts while signed in to it; a link that cannot be used says why.
 */
export function InvitationCard({ token }: { token: string }) {
  const copy = useCopy();
  const text = copy.invitations;
  const invitation = useInvitation(token);
  const { user, isLoading } = useAuth();
  const location = useLocation();
  if (invitation.isPending || isLoading) return <Spinner />;
  if (invitation.isError) {
    return (
      <div role="alert" className="alert alert-error flex-col items-start">
        <strong>{text.cannotAccept}</strong>
        <span>{message(invitation.error, copy)}</span>
      </div>
    );
  }
  const { name, role, email, accountExists } = invitation.data;
  const signedInAs = user?.email.toLowerCase();
  return (
    <div className="flex flex-col gap-4">
      <p>{text.invitedAs[role]}</p>
      <p>{text.welcome(name, email)}</p>
      {signedInAs === email && <AcceptButton token={token} />}
      {user && signedInAs !== email && (
        <p role="alert" className="alert alert-warning">
          {text.otherAccount(email)}
        </p>
      )}
      {!user && accountExists && (
        <p>
          {text.signInFirst}{' '}
          <Link to={paths.login} state={{ from: location }} className="link link-primary">
            {text.signIn}
          </Link>
        </p>
      )}
      {!user && !accountExists && <SetPasswordForm token={token} invitation={invitation.data} />}
    </div>
  );
}
