import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copy } from '../../../copy/en';
import { ChooseNewPasswordForm, RequestResetForm } from './password-reset-forms';
import { SignupForm } from './signup-form';
import { stubApi } from '../../../test/stub-api';
import { TestProviders } from '../../../test/providers';

afterEach(() => vi.unstubAllGlobals());

/** Every call but the providers' config fails with a 503 and this message. */
function failingApi(message: string) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/client-config')
      return new Response(JSON.stringify({ providers: {} }), { status: 200 });
    return new Response(JSON.stringify({ message }), { status: 503 });
  });
}

function renderForm(form: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestProviders queryClient={queryClient}>
      <MemoryRouter>{form}</MemoryRouter>
      <Toaster />
    </TestProviders>,
  );
}

describe('a failed answer keeps what was typed', () => {
  it('on the sign-up form', async () => {
    failingApi('The sign-up service is busy');
    renderForm(<SignupForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(copy.auth.signup.name), 'Ayesha Rahman');
    await user.type(screen.getByLabelText(copy.auth.signup.email), 'ayesha@example.com');
    await user.type(screen.getByLabelText(copy.auth.signup.password), 'a-long-password');
    await user.click(screen.getByRole('button', { name: copy.auth.signup.submit }));
    await screen.findByText('The sign-up service is busy');
    expect(screen.getByLabelText(copy.auth.signup.name)).toHaveValue('Ayesha Rahman');
    expect(screen.getByLabelText(copy.auth.signup.email)).toHaveValue('ayesha@example.com');
    expect(screen.getByLabelText(copy.auth.signup.password)).toHaveValue('a-long-password');
  });

  it('on the password reset request', async () => {
    failingApi('The reset service is busy');
    renderForm(<RequestResetForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(copy.auth.reset.email), 'ayesha@example.com');
    await user.click(screen.getByRole('button', { name: copy.auth.reset.send }));
    await screen.findByText('The reset service is busy');
    expect(screen.getByLabelText(copy.auth.reset.email)).toHaveValue('ayesha@example.com');
  });

  it('on the new password form', async () => {
    failingApi('The password service is busy');
    renderForm(<ChooseNewPasswordForm token="a-token" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(copy.auth.reset.newPassword), 'the-second-password');
    await user.click(screen.getByRole('button', { name: copy.auth.reset.save }));
    await screen.findByText('The password service is busy');
    expect(screen.getByLabelText(copy.auth.reset.newPassword)).toHaveValue('the-second-password');
  });
});

describe('sign-up', () => {
  it('ends on the address to verify, and Resend sends the link again', async () => {
    const calls = stubApi({
      'POST /api/auth/sign-up/email': { token: null },
      'GET /api/jwt': { accessToken: 'a.b.c' },
      'POST /api/users': { acknowledged: true },
      'POST /api/auth/send-verification-email': { status: true },
    });
    renderForm(<SignupForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(copy.auth.signup.name), 'Ayesha Rahman');
    await user.type(screen.getByLabelText(copy.auth.signup.email), 'ayesha@example.com');
    await user.type(screen.getByLabelText(copy.auth.signup.password), 'a-long-password');
    await user.click(screen.getByRole('button', { name: copy.auth.signup.submit }));
    const heading = await screen.findByRole('heading', {
      name: 'Check your inbox to verify ayesha@example.com',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByLabelText(copy.auth.signup.password)).toBeNull();
    expect(screen.getByRole('link', { name: copy.auth.signup.continue })).toHaveAttribute(
      'href',
      '/',
    );

    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText(copy.auth.signup.resent)).toBeInTheDocument();
    const resent = calls.filter(
      (call) => call.request === 'POST /api/auth/send-verification-email',
    );
    expect(resent).toHaveLength(1);
    expect(resent[0]!.body).toMatchObject({ email: 'ayesha@example.com' });
  });
});
