import { ACTORS, type MatrixArea } from './types.js';

/** The contact form: anyone may send a message; only admins read them. */
export const contactCases: MatrixArea = () => [
  {
    route: 'POST /api/contact',
    // One address per actor: the form allows each address only a few messages.
    request: (actor) => ({
      url: '/api/contact',
      remoteAddress: `192.0.2.${ACTORS.indexOf(actor) + 1}`,
      payload: {
        name: 'Matrix',
        email: 'matrix@example.com',
        phone: '01712345678',
        message: 'Hello',
      },
    }),
    expect: {
      anonymous: 201,
      patientA: 201,
      patientB: 201,
      doctor: 201,
      pharmacist: 201,
      lab: 201,
      admin: 201,
    },
  },
  {
    route: 'GET /api/contact',
    request: () => ({ url: '/api/contact' }),
    expect: {
      anonymous: 401,
      patientA: 403,
      patientB: 403,
      doctor: 403,
      pharmacist: 403,
      lab: 403,
      admin: 200,
    },
  },
];
