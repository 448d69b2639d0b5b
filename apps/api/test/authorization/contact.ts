import type { MatrixArea } from './types.js';

/** The contact form: anyone may send a message; only admins read them. */
export const contactCases: MatrixArea = () => [
  {
    route: 'POST /api/contact',
    request: () => ({
      url: '/api/contact',
      payload: {
        name: 'Matrix',
        email: 'matrix@example.com',
        phone: '01712345678',
        message: 'Hello',
      },
    }),
    expect: { anonymous: 201, patientA: 201, patientB: 201, doctor: 201, admin: 201 },
  },
  {
    route: 'GET /api/contact',
    request: () => ({ url: '/api/contact' }),
    expect: { anonymous: 401, patientA: 403, patientB: 403, doctor: 403, admin: 200 },
  },
];
