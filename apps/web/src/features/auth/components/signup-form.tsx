import type { SignUpInput } from '@sustho/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useLocation, useNavigate } from 'react-router';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { fieldError } from '../../../lib/field-error';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { copy } from '../../../copy';
import { signUpWithEmail } from '../api/sign-up';
import { authErrorMessage, isEmailInUse } from '../../../lib/auth-errors';
import { SocialButtons } from './social-buttons';

const text = copy.auth.signup;
const resolver = lazyZodResolver(() =>
  import('@sustho/contracts').then((contracts) => contracts.signUpInput),
);

export function SignupForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const form = useForm<SignUpInput>({ resolver });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await signUpWithEmail(input);
      await queryClient.invalidateQueries();
      toast.success(text.success(input.name));
      navigate(paths.home);
    } catch (error) {
      if (isEmailInUse(error)) {
        form.setError('email', { type: 'server', message: authErrorMessage(error) });
      } else {
        toast.error(authErrorMessage(error));
      }
    }
  });

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
      <SubmitButton busy={isSubmitting} className="mt-2 w-full">
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
