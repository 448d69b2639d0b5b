import { createUser } from '../factories.js';
import type { MatrixArea } from './types.js';

/** Account routes: a patient acts only on themself; an admin may ask about anyone. */
export const accountCases: MatrixArea = ({ users }) => [
  {
    route: 'GET /api/jwt',
    // Bearer tokens are not sessions: only a session cookie gets a token (see accounts.test.ts).
    request: () => ({ url: `/api/jwt?email=${users.patientA.user.email}` }),
    expect: {
      anonymous: 401,
      patientA: 401,
      patientB: 401,
      doctor: 401,
      pharmacist: 401,
      lab: 401,
      admin: 401,
    },
  },
  {
    route: 'POST /api/users',
    request: () => ({
      url: '/api/users',
      payload: { name: users.patientA.user.name, email: users.patientA.user.email },
    }),
    expect: {
      anonymous: 401,
      patientA: 200,
      patientB: 403,
      doctor: 403,
      pharmacist: 403,
      lab: 403,
      admin: 403,
    },
  },
  {
    route: 'GET /api/users/admin/{email}',
    request: () => ({ url: `/api/users/admin/${users.patientA.user.email}` }),
    expect: {
      anonymous: 401,
      patientA: 200,
      patientB: 403,
      doctor: 403,
      pharmacist: 403,
      lab: 403,
      admin: 200,
    },
  },
];

/** Profile routes act on the caller's own account only, so every signed-in caller gets 200. */
export const profileCases: MatrixArea = ({ app }) => [
  {
    route: 'GET /api/profile/export',
    request: () => ({ url: '/api/profile/export' }),
    expect: {
      anonymous: 401,
      patientA: 200,
      patientB: 200,
      doctor: 200,
      pharmacist: 200,
      lab: 200,
      admin: 200,
    },
  },
  {
    route: 'GET /api/profile/notifications',
    request: () => ({ url: '/api/profile/notifications' }),
    expect: {
      anonymous: 401,
      patientA: 200,
      patientB: 200,
      doctor: 200,
      pharmacist: 200,
      lab: 200,
      admin: 200,
    },
  },
  {
    route: 'PUT /api/profile/notifications',
    request: () => ({
      url: '/api/profile/notifications',
      payload: { smsReminders: true },
    }),
    expect: {
      anonymous: 401,
      patientA: 200,
      patientB: 200,
      doctor: 200,
      pharmacist: 200,
      lab: 200,
      admin: 200,
    },
  },
  {
    route: 'POST /api/profile/photo',
    // No multipart body: a signed-in caller passes the guard and gets 400 (uploads: profile.test.ts).
    request: () => ({ url: '/api/profile/photo' }),
    expect: {
      anonymous: 401,
      patientA: 400,
      patientB: 400,
      doctor: 400,
      pharmacist: 400,
      lab: 400,
      admin: 400,
    },
  },
  {
    route: 'DELETE /api/profile',
    // Each signed-in actor deletes a throwaway account of its own kind, so the shared actors survive.
    request: async (actor) => ({
      url: '/api/profile',
      headers:
        actor === 'anonymous'
          ? undefined
          : (
              await createUser(app, {
                role: actor === 'patientA' || actor === 'patientB' ? 'user' : actor,
              })
            ).headers,
    }),
    expect: {
      anonymous: 401,
      patientA: 200,
      patientB: 200,
      doctor: 200,
      pharmacist: 200,
      lab: 200,
      admin: 200,
    },
  },
];
