import { randomUUID } from 'node:crypto';
import { staffInvitations } from '../../src/db/schema.js';
import { createUser } from '../factories.js';
import type { MatrixArea } from './types.js';

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
 * The Staff page (services.md §1): inviting, listing, revoking and removing pharmacists and lab
 * technicians answer admins only; the staff themselves manage no one.
 */
export const staffCases: MatrixArea = ({ app }) => {
  // Revoking and removing get a fresh target per caller, so each actor's answer stands alone.
  const freshInvitationId = async () => {
    const [row] = await app.db
      .insert(staffInvitations)
      .values({
        name: 'Matrix Staff',
        email: `staff-${randomUUID()}@clinic.example`,
        role: 'lab',
        tokenHash: randomUUID(),
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: staffInvitations.id });
    return row!.id;
  };
  const freshPharmacistId = async () => (await createUser(app, { role: 'pharmacist' })).user.id;
  return [
    { route: 'GET /api/staff', request: () => ({ url: '/api/staff' }), expect: adminOnly(200) },
    {
      route: 'POST /api/staff/invitations',
      request: () => ({
        url: '/api/staff/invitations',
        payload: {
          name: 'New Pharmacist',
          email: `pharmacist-${randomUUID()}@clinic.example`,
          role: 'pharmacist',
        },
      }),
      expect: adminOnly(201),
    },
    {
      route: 'DELETE /api/staff/invitations/{id}',
      request: async () => ({ url: `/api/staff/invitations/${await freshInvitationId()}` }),
      expect: adminOnly(200),
    },
    {
      route: 'DELETE /api/staff/{id}',
      request: async () => ({ url: `/api/staff/${await freshPharmacistId()}` }),
      expect: adminOnly(200),
    },
  ];
};
