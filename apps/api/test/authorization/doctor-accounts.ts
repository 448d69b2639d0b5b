import { randomBytes } from 'node:crypto';
import { doctorInvitations } from '../../src/db/schema.js';
import { hashInvitationToken } from '../../src/modules/invitations/index.js';
import { createDoctor, createOption } from '../factories.js';
import type { MatrixArea } from './types.js';
import { everyone } from './types.js';

const signedIn = (status: number) => ({
  anonymous: 401,
  patientA: status,
  patientB: status,
  doctor: status,
  pharmacist: status,
  lab: status,
  admin: status,
});

const adminOnly = (status: number) => ({
  anonymous: 401,
  patientA: 403,
  patientB: 403,
  doctor: 403,
  pharmacist: 403,
  lab: 403,
  admin: status,
});

/**
 * Doctor accounts: who am I, doctor profiles, invitations. An invitation link is public; accepting
 * it as someone else's account is refused, and anonymously a password makes the invited account.
 */
export const doctorAccountCases: MatrixArea = async ({ app }) => {
  const option = await createOption(app.db, { slotStarts: [] });
  // A fresh invited doctor per caller, so each actor's answer stands alone.
  const freshDoctorId = async () => (await createDoctor(app.db, { treatmentId: option.id })).id;
  const freshInvitation = async () => {
    const token = randomBytes(32).toString('base64url');
    await app.db.insert(doctorInvitations).values({
      doctorId: await freshDoctorId(),
      tokenHash: hashInvitationToken(token),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    return token;
  };
  return [
    { route: 'GET /api/me', request: () => ({ url: '/api/me' }), expect: signedIn(200) },
    {
      route: 'PATCH /api/doctors/{id}',
      request: async () => ({
        url: `/api/doctors/${await freshDoctorId()}`,
        payload: { bio: 'Twenty years in general practice.' },
      }),
      expect: adminOnly(200),
    },
    {
      route: 'POST /api/doctors/{id}/invitation',
      request: async () => ({ url: `/api/doctors/${await freshDoctorId()}/invitation` }),
      expect: adminOnly(200),
    },
    {
      route: 'GET /api/me/doctor-profile',
      request: () => ({ url: '/api/me/doctor-profile' }),
      expect: {
        anonymous: 401,
        patientA: 403,
        patientB: 403,
        doctor: 200,
        pharmacist: 403,
        lab: 403,
        admin: 403,
      },
    },
    {
      route: 'PATCH /api/me/doctor-profile',
      request: () => ({ url: '/api/me/doctor-profile', payload: { languages: ['Bangla'] } }),
      expect: {
        anonymous: 401,
        patientA: 403,
        patientB: 403,
        doctor: 200,
        pharmacist: 403,
        lab: 403,
        admin: 403,
      },
    },
    {
      route: 'POST /api/me/doctor-profile/photo',
      // No multipart body: a doctor passes the guard and gets 400 (uploads: doctors.test.ts).
      request: () => ({ url: '/api/me/doctor-profile/photo' }),
      expect: {
        anonymous: 401,
        patientA: 403,
        patientB: 403,
        doctor: 400,
        pharmacist: 403,
        lab: 403,
        admin: 403,
      },
    },
    {
      route: 'GET /api/invitations/{token}',
      request: async () => ({ url: `/api/invitations/${await freshInvitation()}` }),
      expect: everyone(200),
    },
    {
      route: 'POST /api/invitations/{token}/accept',
      // Signed in, every actor's e-mail differs from the invited one: 403.
      request: async () => ({
        url: `/api/invitations/${await freshInvitation()}/accept`,
        payload: { password: 'a-new-password-2026' },
      }),
      expect: {
        anonymous: 200,
        patientA: 403,
        patientB: 403,
        doctor: 403,
        pharmacist: 403,
        lab: 403,
        admin: 403,
      },
    },
  ];
};
