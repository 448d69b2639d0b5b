import type { LoginInput } from '@sustho/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useLocation, useNavigate } from 'react-router';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { useSubmission } from '../../../hooks/use-submission';
import { useFieldError } from '../../../lib/field-error';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useCopy } from '../../../copy/language';
import { signInWithPhoneCode, sendPhoneCode } from '../../../lib/phone-code';
import { signInWithEmail } from '../api/sign-in';
import { authErrorMessage } from '../../../lib/auth-errors';
import { sessionQuery } from '../../../lib/session';
import { returnPath } from '../return-path';
import { PhoneCodeSteps } from '../../../components/phone-code-steps';
import { SocialButtons } from './social-buttons';
import { TwoFactorStep } from './two-factor-step';
const resolver = lazyZodResolver(() =>
  import('@sustho/contracts').then((contracts) => contracts.loginInput),
);

export function LoginForm() {
  const copy = useCopy();
  const fieldError = useFieldError();
  const text = copy.auth.login;
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const from = returnPath(location.state);
  // No default values: react-hook-form then takes what was typed before the app ran the form.
  const form = useForm<LoginInput>({ resolver });
  const { errors } = form.formState;
  const submission = useSubmission();
  /** The e-mail whose password was right, while its authenticator code is asked. */
  const [codeFor, setCodeFor] = useState<string | null>(null);
  /** Whether the visitor chose to sign in with a code by SMS instead of a password. */
  const [bySms, setBySms] = useState(false);

  async function finish() {
    await queryClient.invalidateQueries();
    // The role decides where a sign-in without a page to return to lands; without it, home.
    const user = await queryClient.fetchQuery(sessionQuery()).catch(() => null);
    toast.success(text.success);
    navigate(returnPath(location.state, user?.role), { replace: true });
  }

  const onSubmit = form.handleSubmit((input) =>
    submission.run(
      async (signal) => {
        if ((await signInWithEmail(input, signal)) === 'two-factor') setCodeFor(input.email);
        else await finish();
      },
      (error) => toast.error(text.failure(authErrorMessage(error, copy.auth.errors))),
    ),
  );

  if (codeFor) {
    return (
      <TwoFactorStep email={codeFor} onSignedIn={finish} onStartOver={() => setCodeFor(null)} />
    );
  }

  if (bySms) {
    return (
      <section aria-labelledby="sms-sign-in-heading" className="flex flex-col gap-3">
        <h2 id="sms-sign-in-heading" className="text-lg font-semibold">
          {copy.phoneCode.signIn.heading}
        </h2>
        <p className="text-sm">{copy.phoneCode.signIn.intro}</p>
        <PhoneCodeSteps
          submitLabel={copy.phoneCode.signIn.submit}
          sentMessage={copy.phoneCode.sent}
          send={sendPhoneCode}
          verify={async (phone, code, signal) => {
            await signInWithPhoneCode(phone, code, signal);
            await finish();
          }}
          onCancel={() => setBySms(false)}
          cancelLabel={copy.phoneCode.signIn.usePassword}
        />
      </section>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <TextField
        label={text.email}
        type="email"
        autoComplete="email"
        error={fieldError(text.email, errors.email)}
        {...form.register('email')}
      />
      <TextField
        label={text.password}
        type="password"
        autoComplete="current-password"
        error={fieldError(text.password, errors.password)}
        {...form.register('password')}
      />
      <Link to={paths.resetPassword} className="link link-hover self-start text-sm">
        {text.forgotPassword}
      </Link>
      <SubmitButton busy={submission.busy} slow={submission.slow} className="mt-2 w-full">
        {text.submit}
      </SubmitButton>
      <button type="button" className="btn btn-outline w-full" onClick={() => setBySms(true)}>
        {copy.phoneCode.signIn.offer}
      </button>
      <p className="text-center text-sm">
        {text.newHere}{' '}
        <Link to={paths.signup} state={location.state} className="link link-primary">
          {text.createAccount}
        </Link>
      </p>
      <SocialButtons returnTo={from} />
    </form>
  );
}
