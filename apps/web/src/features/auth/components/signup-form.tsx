import type { SignUpInput } from '@sustho/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useLocation } from 'react-router';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { useSubmission } from '../../../hooks/use-submission';
import { useFieldError } from '../../../lib/field-error';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useCopy, useLanguage } from '../../../copy/language';
import { signUpWithEmail } from '../api/sign-up';
import { authErrorMessage, isEmailInUse } from '../../../lib/auth-errors';
import { CheckInbox } from './check-inbox';
import { SocialButtons } from './social-buttons';
const resolver = lazyZodResolver(() =>
  import('@sustho/contracts').then((contracts) => contracts.signUpInput),
);

export function SignupForm() {
  const copy = useCopy();
  const fieldError = useFieldError();
  const text = copy.auth.signup;
  const { language } = useLanguage();
  const location = useLocation();
  const queryClient = useQueryClient();
  // No default values: react-hook-form then takes what was typed before the app ran the form.
  const form = useForm<SignUpInput>({ resolver });
  const { errors } = form.formState;
  const submission = useSubmission();
  // The address the verification link went to, once the account exists.
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = form.handleSubmit((input) =>
    submission.run(
      async (signal) => {
        await signUpWithEmail(input, language, signal);
        await queryClient.invalidateQueries();
        toast.success(text.success(input.name));
        setSentTo(input.email);
      },
      (error) => {
        if (isEmailInUse(error)) {
          form.setError('email', {
            type: 'server',
            message: authErrorMessage(error, copy.auth.errors),
          });
        } else {
          toast.error(authErrorMessage(error, copy.auth.errors));
        }
      },
    ),
  );

  if (sentTo) return <CheckInbox email={sentTo} />;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <TextField
        label={text.name}
        autoComplete="name"
        required
        error={fieldError(text.name, errors.name)}
        {...form.register('name')}
      />
      <TextField
        label={text.email}
        type="email"
        autoComplete="email"
        required
        error={fieldError(text.email, errors.email)}
        {...form.register('email')}
      />
      <TextField
        label={text.password}
        type="password"
        autoComplete="new-password"
        required
        hint={text.passwordHint}
        error={fieldError(text.password, errors.password)}
        {...form.register('password')}
      />
      <SubmitButton busy={submission.busy} slow={submission.slow} className="mt-2 w-full">
        {text.submit}
      </SubmitButton>
      <p className="text-center text-sm">
        {text.haveAccount}{' '}
        <Link to={paths.login} state={location.state} className="link link-primary">
          {text.login}
        </Link>
      </p>
      <SocialButtons returnTo={paths.home} />
    </form>
  );
}
