import { randomUUID } from 'node:crypto';
import type { MatrixContext, MatrixRequest } from '../authorization/types.js';

export interface SampleRoute {
  /** 'METHOD /path' with {param} placeholders, as the OpenAPI document names routes. */
  route: string;
  request: () => MatrixRequest;
}

/**
 * better-auth's own endpoints (hidden from the OpenAPI document), each with a request it would
 * take. None of them can damage the shared actors: the password change, the two-factor and the
 * SMS-code calls name a wrong password or code, the reset a token that does not exist.
 */
export function authEndpoints({ users }: MatrixContext): SampleRoute[] {
  const email = users.patientA.user.email;
  const post = (path: string, payload: () => Record<string, unknown>): SampleRoute => ({
    route: `POST /api/auth${path}`,
    request: () => ({ url: `/api/auth${path}`, payload: payload() }),
  });
  return [
    post('/sign-in/email', () => ({ email, password: 'correct-horse-battery' })),
    post('/sign-up/email', () => ({
      name: 'New Patient',
      email: `new-${randomUUID()}@example.com`,
      password: 'a-long-password',
    })),
    post('/request-password-reset', () => ({ email, redirectTo: '/reset-password' })),
    post('/reset-password', () => ({
      newPassword: 'a-brand-new-password',
      token: 'not-a-reset-token',
    })),
    post('/send-verification-email', () => ({ email, callbackURL: '/dashboard' })),
    post('/change-password', () => ({
      currentPassword: 'not-the-password',
      newPassword: 'another-password',
      revokeOtherSessions: true,
    })),
    post('/update-user', () => ({ name: 'Renamed Patient' })),
    post('/sign-in/social', () => ({ provider: 'google', callbackURL: '/dashboard' })),
    // Two-factor (decision 017): a wrong password or code, so no actor's second factor changes.
    post('/two-factor/enable', () => ({ password: 'not-the-password' })),
    post('/two-factor/disable', () => ({ password: 'not-the-password' })),
    post('/two-factor/get-totp-uri', () => ({ password: 'not-the-password' })),
    post('/two-factor/generate-backup-codes', () => ({ password: 'not-the-password' })),
    post('/two-factor/verify-totp', () => ({ code: '000000' })),
    post('/two-factor/verify-backup-code', () => ({ code: 'not-a-backup-code' })),
    // Signing in with an SMS code (decision 055): a number nobody proved, so no SMS goes out.
    post('/phone-number/send-otp', () => ({ phoneNumber: '01799999999' })),
    post('/phone-number/verify', () => ({ phoneNumber: '01799999999', code: '000000' })),
    { route: 'GET /api/auth/get-session', request: () => ({ url: '/api/auth/get-session' }) },
    {
      route: 'GET /api/auth/verify-email',
      request: () => ({ url: '/api/auth/verify-email?token=not-a-token' }),
    },
  ];
}
