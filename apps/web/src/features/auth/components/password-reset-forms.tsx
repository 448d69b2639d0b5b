import { zodResolver } from '@hookform/resolvers/zod';
import { loginInput, signUpInput } from '@sustho/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { ErrorMessage } from '../../../components/ui/error-message';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { useCopy } from '../../../copy/language';
import { useSubmission } from '../../../hooks/use-submission';
import { useFieldError } from '../../../lib/field-error';
import { requestPasswordReset, resetPassword } from '../api/password-reset';
import { authErrorMessage } from '../../../lib/auth-errors';
const requestSchema = loginInput.pick({ email: true });
const newPasswordSchema = z.object({ password: signUpInput.shape.password });

/** Step 1: ask for the e-mail with the reset link. */
export function RequestResetForm() {
  const copy = useCopy();
  const fieldError = useFieldError();
  const text = copy.auth.reset;
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(requestSchema) });
  const submission = useSubmission();
  const onSubmit = form.handleSubmit(({ email }) => {
    setFailure(null);
    return submission.run(
      async (signal) => {
        await requestPasswordReset(email, signal);
        setSent(true);
      },
      (error) => setFailure(authErrorMessage(error, copy.auth.errors)),
    );
  });
  if (sent)
    return (
      <p role="status" className="alert alert-success">
        {text.sent}
      </p>
    );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <p>{text.requestText}</p>
      <TextField
        label={text.email}
        type="email"
        autoComplete="email"
        error={fieldError(text.email, form.formState.errors.email)}
        {...form.register('email')}
      />
      {failure && <ErrorMessage message={failure} />}
      <SubmitButton busy={submission.busy} slow={submission.slow} className="w-full">
        {text.send}
      </SubmitButton>
      <Link to={paths.login} className="link text-center">
        {text.backToLogin}
      </Link>
    </form>
  );
}

/** Step 2, from the e-mailed link: choose the new password. */
export function ChooseNewPasswordForm({ token }: { token: string }) {
  const copy = useCopy();
  const fieldError = useFieldError();
  const text = copy.auth.reset;
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(newPasswordSchema) });
  const submission = useSubmission();
  const onSubmit = form.handleSubmit(({ password }) => {
    setFailure(null);
    return submission.run(
      async (signal) => {
        await resetPassword(token, password, signal);
        setDone(true);
      },
      (error) => setFailure(authErrorMessage(error, copy.auth.errors)),
    );
  });
  if (done) {
    return (
      <div className="flex flex-col gap-3">
        <p role="status" className="alert alert-success">
          {text.done}
        </p>
        <Link to={paths.login} className="btn btn-primary">
          {text.backToLogin}
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <TextField
        label={text.newPassword}
        type="password"
        autoComplete="new-password"
        error={fieldError(text.newPassword, form.formState.errors.password)}
        {...form.register('password')}
      />
      {failure && <ErrorMessage message={failure} />}
      <SubmitButton busy={submission.busy} slow={submission.slow} className="w-full">
        {text.save}
      </SubmitButton>
    </form>
  );
}
