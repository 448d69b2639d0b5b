import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copy } from '../../../copy/en';
import { LoginForm } from './login-form';
import { TestProviders } from '../../../test/providers';

const login = copy.auth.login;
const text = copy.twoFactor.signIn;

/**
 * An account with two-factor sign-in: the password answers `twoFactorRedirect`; the code step
 * accepts `rightCode` (from the app) and `backup-code-1` once. Every call is recorded.
 */
function stubApi(rightCode: string) {
  const requests: { path: string; body: unknown }[] = [];
  const usedBackupCodes = new Set<string>();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const body = init?.body ? (JSON.parse(String(init.body)) as { code?: string }) : undefined;
    requests.push({ path, body });
    const json = (status: number, payload: unknown) =>
      new Response(JSON.stringify(payload), { status });
    switch (path) {
      case '/api/client-config':
        return json(200, { providers: {} });
      case '/api/auth/sign-in/email':
        return json(200, { twoFactorRedirect: true, twoFactorMethods: ['totp'] });
      case '/api/auth/two-factor/verify-totp':
        return body?.code === rightCode
          ? json(200, { token: 'session' })
          : json(401, { message: 'Invalid code', code: 'INVALID_CODE' });
      case '/api/auth/two-factor/verify-backup-code':
        if (body?.code === 'backup-code-1' && !usedBackupCodes.has(body.code)) {
          usedBackupCodes.add(body.code);
          return json(200, { token: 'session' });
        }
        return json(401, { message: 'Invalid backup code', code: 'INVALID_BACKUP_CODE' });
      case '/api/jwt':
        return json(200, { accessToken: 'not.a.token' });
      case '/api/auth/get-session':
        return json(200, {
          user: { id: 'u-1', name: 'Dr. Someone', email: 'doctor@example.com', role: 'doctor' },
          session: { id: 's-1', expiresAt: '2030-01-01' },
        });
      default:
        throw new Error(`Unexpected call ${path}`);
    }
  });
  return requests;
}

function loginPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <TestProviders queryClient={queryClient}>
      <MemoryRouter
        initialEntries={[{ pathname: '/login', state: { from: { pathname: '/dashboard' } } }]}
      >
        <Routes>
          <Route path="/login" element={<LoginForm />} />
          <Route path="/dashboard" element={<p>Dashboard page</p>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </TestProviders>
  );
}

async function passPasswordStep() {
  const user = userEvent.setup();
  render(loginPage());
  await user.type(screen.getByLabelText(login.email), 'doctor@example.com');
  await user.type(screen.getByLabelText(login.password), 'a-long-password{Enter}');
  return { user, codeField: await screen.findByLabelText(text.codeLabel) };
}

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('the login code step', () => {
  it('asks the authenticator code, says a wrong code is wrong, and signs in with the right one', async () => {
    const requests = stubApi('123456');
    const { user, codeField } = await passPasswordStep();
    // No token yet: the session only starts after the code.
    expect(requests.map((request) => request.path)).not.toContain('/api/jwt');
    expect(codeField).toHaveFocus();
    expect(codeField).toHaveAttribute('inputmode', 'numeric');
    expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');

    await user.type(codeField, '654321{Enter}');
    await waitFor(() => expect(codeField).toHaveAccessibleDescription(text.wrongCode));
    expect(screen.queryByText('Dashboard page')).toBeNull();

    await user.clear(codeField);
    await user.type(codeField, '123456');
    await user.click(screen.getByRole('button', { name: text.submit }));
    await screen.findByText('Dashboard page');
    const verifications = requests.filter(
      (request) => request.path === '/api/auth/two-factor/verify-totp',
    );
    expect(verifications.map((request) => request.body)).toEqual([
      { code: '654321' },
      { code: '123456' },
    ]);
    // The token comes once the right code started the session.
    const paths = requests.map((request) => request.path);
    expect(paths.indexOf('/api/jwt')).toBeGreaterThan(
      paths.lastIndexOf('/api/auth/two-factor/verify-totp'),
    );
  });

  it('takes a backup code instead', async () => {
    const requests = stubApi('123456');
    const { user } = await passPasswordStep();
    await user.click(screen.getByRole('button', { name: text.useBackup }));
    const backupField = screen.getByLabelText(text.backupLabel);
    await user.type(backupField, 'backup-code-1{Enter}');
    await screen.findByText('Dashboard page');
    expect(requests.filter((request) => request.path.includes('verify-backup-code'))).toEqual([
      { path: '/api/auth/two-factor/verify-backup-code', body: { code: 'backup-code-1' } },
    ]);
  });

  it('sends one request for a double press', async () => {
    const requests = stubApi('123456');
    const { user, codeField } = await passPasswordStep();
    await user.type(codeField, '123456');
    const button = screen.getByRole('button', { name: text.submit });
    await user.dblClick(button);
    await screen.findByText('Dashboard page');
    expect(requests.filter((request) => request.path.includes('verify-totp'))).toHaveLength(1);
  });
});
