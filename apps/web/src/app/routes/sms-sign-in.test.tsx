import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copy } from '../../copy/en';
import { testClientConfig } from '../../test/client-config';
import { TestProviders } from '../../test/providers';
import { ApiReply, stubApi, type ApiRoutes } from '../../test/stub-api';
import { PhoneSection } from '../../features/profile/components/phone-section';
import type { SessionUser } from '../../lib/session';
import { LoginForm } from '../../features/auth/components/login-form';
import { latinDigits } from '../../components/phone-code-steps';

const text = copy.phoneCode;
const errors = copy.auth.errors;

const refused = (status: number, code: string) =>
  new ApiReply<never>(status, { statusCode: status, error: 'Refused', message: code, code });

const SESSION = {
  user: {
    id: 'u-1',
    name: 'Rahima',
    email: 'rahima@example.com',
    emailVerified: true,
    image: null,
    role: 'user' as const,
  },
  session: { id: 's-1', expiresAt: '2030-01-01' },
};

function renderWith(element: React.ReactNode, routes: ApiRoutes) {
  const calls = stubApi({
    'GET /api/client-config': testClientConfig(),
    'GET /api/jwt': { accessToken: 'not.a.token' },
    'GET /api/auth/get-session': SESSION,
    'POST /api/auth/phone-number/send-otp': { message: 'code sent' },
    ...routes,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="/login" element={element} />
          <Route path="/" element={<p>Home page</p>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </TestProviders>,
  );
  return calls;
}

const bodiesOf = (calls: { request: string; body: unknown }[], request: string) =>
  calls.filter((call) => call.request === request).map((call) => call.body);

afterEach(() => vi.unstubAllGlobals());

describe('signing in with an SMS code on the login page', () => {
  it('sends a code to the number, takes the code (Bangla digits too) and signs in', async () => {
    const calls = renderWith(<LoginForm />, {
      'POST /api/auth/phone-number/verify': {
        status: true,
        token: 't',
        user: { id: 'u-1', email: 'rahima@example.com' },
      },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: text.signIn.offer }));
    expect(screen.getByRole('heading', { name: text.signIn.heading })).toBeInTheDocument();
    await user.type(screen.getByLabelText(text.phone), '01712-345678');
    await user.click(screen.getByRole('button', { name: text.send }));
    expect(await screen.findByText(text.sent('01712-345678'))).toBeInTheDocument();
    await user.type(screen.getByLabelText(text.code), '১২৩ ৪৫৬');
    await user.click(screen.getByRole('button', { name: text.signIn.submit }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(bodiesOf(calls, 'POST /api/auth/phone-number/send-otp')).toEqual([
      { phoneNumber: '01712-345678' },
    ]);
    expect(bodiesOf(calls, 'POST /api/auth/phone-number/verify')).toEqual([
      { phoneNumber: '01712-345678', code: '123456' },
    ]);
    expect(calls.find((call) => call.request === 'GET /api/jwt')?.search).toContain(
      'rahima%40example.com',
    );
  });

  it('shows a wrong code beside the field, and sends a new code without retyping the number', async () => {
    const calls = renderWith(<LoginForm />, {
      'POST /api/auth/phone-number/verify': refused(400, 'INVALID_OTP'),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: text.signIn.offer }));
    await user.type(screen.getByLabelText(text.phone), '01712345678');
    await user.click(screen.getByRole('button', { name: text.send }));
    await user.type(await screen.findByLabelText(text.code), '000000');
    await user.click(screen.getByRole('button', { name: text.signIn.submit }));
    expect(await screen.findByText(errors.INVALID_OTP)).toBeInTheDocument();
    expect(screen.getByLabelText(text.code)).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: text.sendAgain }));
    await vi.waitFor(() =>
      expect(bodiesOf(calls, 'POST /api/auth/phone-number/send-otp')).toHaveLength(2),
    );
  });

  it('refuses a code that is not six digits before asking, and goes back to the password', async () => {
    const calls = renderWith(<LoginForm />, {});
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: text.signIn.offer }));
    await user.click(screen.getByRole('button', { name: text.send }));
    expect(screen.getByText(errors.INVALID_PHONE_NUMBER)).toBeInTheDocument();
    await user.type(screen.getByLabelText(text.phone), '01712345678');
    await user.click(screen.getByRole('button', { name: text.send }));
    await user.type(await screen.findByLabelText(text.code), '123');
    await user.click(screen.getByRole('button', { name: text.signIn.submit }));
    expect(bodiesOf(calls, 'POST /api/auth/phone-number/verify')).toEqual([]);
    await user.click(screen.getByRole('button', { name: text.signIn.usePassword }));
    expect(screen.getByLabelText(copy.auth.login.password)).toBeInTheDocument();
  });
});

describe("Profile's phone section", () => {
  const patient: SessionUser = { ...SESSION.user };

  it('verifies a number with the code sent to it, for this account', async () => {
    const calls = renderWith(<PhoneSection user={patient} />, {
      'POST /api/auth/phone-number/verify': {
        status: true,
        token: 't',
        user: { id: 'u-1', email: 'rahima@example.com' },
      },
    });
    const user = userEvent.setup();
    expect(screen.getByText(text.profile.none)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.profile.start }));
    await user.type(screen.getByLabelText(text.phone), '01712345678');
    await user.click(screen.getByRole('button', { name: text.send }));
    expect(await screen.findByText(text.profile.codeSent('01712345678'))).toBeInTheDocument();
    await user.type(screen.getByLabelText(text.code), '654321');
    await user.click(screen.getByRole('button', { name: text.profile.submit }));
    expect(await screen.findByText(text.profile.done)).toBeInTheDocument();
    expect(bodiesOf(calls, 'POST /api/auth/phone-number/verify')).toEqual([
      { phoneNumber: '01712345678', code: '654321', updatePhoneNumber: true },
    ]);
  });

  it('says which number is verified, and that another account has the number', async () => {
    renderWith(
      <PhoneSection
        user={{ ...patient, phoneNumber: '+8801712345678', phoneNumberVerified: true }}
      />,
      { 'POST /api/auth/phone-number/verify': refused(400, 'PHONE_NUMBER_EXIST') },
    );
    const user = userEvent.setup();
    expect(screen.getByText(text.profile.verified('+8801712345678'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.profile.change }));
    await user.type(screen.getByLabelText(text.phone), '01812345678');
    await user.click(screen.getByRole('button', { name: text.send }));
    await user.type(await screen.findByLabelText(text.code), '654321');
    await user.click(screen.getByRole('button', { name: text.profile.submit }));
    expect(await screen.findByText(errors.PHONE_NUMBER_EXIST)).toBeInTheDocument();
  });
});

describe('latinDigits', () => {
  it('reads Bangla digits and drops spaces', () => {
    expect(latinDigits('১২৩ ৪৫৬')).toBe('123456');
    expect(latinDigits('98 76 54')).toBe('987654');
  });
});
