import type { ClientConfig } from '@sustho/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/render-app';
import { paths } from '../../../config/paths';
import { copy } from '../../../copy/en';
import type { SessionPayload } from '../../../lib/session';
import { failure, stubApi } from '../../../test/stub-api';
import { testClientConfig } from '../../../test/client-config';

afterEach(() => vi.unstubAllGlobals());

const config = (staffTwoFactor: ClientConfig['staffTwoFactor']) =>
  testClientConfig({ staffTwoFactor });

const session = (
  role: 'user' | 'admin',
  twoFactorEnabled: boolean,
  secondFactorVerifiedAt: string | null = null,
): SessionPayload => ({
  user: {
    id: 'u-1',
    name: 'Staff Member',
    email: 'staff@example.com',
    emailVerified: true,
    image: null,
    role,
    twoFactorEnabled,
  },
  session: { id: 's-1', expiresAt: '2099-01-01T00:00:00.000Z', secondFactorVerifiedAt },
});

/** The API as STAFF_TWO_FACTOR=required answers a staff member without two-factor sign-in. */
function stubRequired(payload: SessionPayload, staffTwoFactor: ClientConfig['staffTwoFactor']) {
  return stubApi({
    'GET /api/auth/get-session': payload,
    'GET /api/client-config': config(staffTwoFactor),
    'GET /api/jwt': { accessToken: 'not.a.token' },
    'GET /api/users/admin/:email': failure(403, 'Set up two-factor sign-in to continue'),
  });
}

describe('STAFF_TWO_FACTOR=required in the app', () => {
  it('sends a staff member without two-factor sign-in from another page to its setup', async () => {
    stubRequired(session('admin', false), 'required');
    const { router } = renderApp(paths.myAppointments);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.profile));
    expect(router.state.location.hash).toBe('#two-factor');
    expect(
      await screen.findByRole('heading', { name: copy.twoFactor.profile.heading }),
    ).toBeVisible();
    expect(screen.getByText(copy.twoFactor.profile.required)).toBeVisible();
  });

  it('leaves staff alone when it is optional, and patients always', async () => {
    const staffCalls = stubRequired(session('admin', false), 'optional');
    const first = renderApp(paths.about);
    // The gate decides once it has both the session and the setting.
    await waitFor(() =>
      expect(staffCalls.map((call) => call.request)).toContain('GET /api/client-config'),
    );
    await screen.findAllByRole('heading');
    expect(first.router.state.location.pathname).toBe(paths.about);
    first.unmount();

    const patientCalls = stubRequired(session('user', false), 'required');
    const second = renderApp(paths.about);
    await waitFor(() =>
      expect(patientCalls.map((call) => call.request)).toContain('GET /api/auth/get-session'),
    );
    await screen.findAllByRole('heading');
    expect(second.router.state.location.pathname).toBe(paths.about);
  });
});

describe('a staff session without the code, when the account has two-factor sign-in', () => {
  it('is signed out and sent to log in with the code (decision 030)', async () => {
    let signedIn = true;
    const calls = stubApi({
      'GET /api/auth/get-session': () => (signedIn ? session('admin', true) : null),
      'POST /api/auth/sign-out': () => {
        signedIn = false;
        return { success: true };
      },
      'GET /api/client-config': config('optional'),
      'GET /api/users/admin/:email': failure(
        403,
        'Sign in again with your authenticator code to continue',
      ),
    });
    const { router } = renderApp(paths.myAppointments);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    expect(calls.map((call) => call.request)).toContain('POST /api/auth/sign-out');
    await screen.findByText(copy.twoFactor.signIn.again);
  });

  it('keeps a session that passed the code', async () => {
    const calls = stubApi({
      'GET /api/auth/get-session': session('admin', true, '2026-11-25T08:00:00.000Z'),
      'GET /api/client-config': config('required'),
      'GET /api/jwt': { accessToken: 'not.a.token' },
      'GET /api/users/admin/:email': { isAdmin: true },
    });
    const { router } = renderApp(paths.about);
    await waitFor(() =>
      expect(calls.map((call) => call.request)).toContain('GET /api/client-config'),
    );
    await screen.findAllByRole('heading');
    expect(router.state.location.pathname).toBe(paths.about);
    expect(calls.map((call) => call.request)).not.toContain('POST /api/auth/sign-out');
  });
});
