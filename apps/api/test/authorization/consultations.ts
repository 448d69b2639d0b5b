import { eq } from 'drizzle-orm';
import { doctors } from '../../src/db/schema.js';
import { createOpenRoomBooking } from '../factories.js';
import type { MatrixArea } from './types.js';

/**
 * Consultation rooms: only the booking's patient (patientA) and its doctor get in; another patient
 * and an admin get the 404 an unknown room gets (docs/product/consultation.md §1). The refusals for a closed window and
 * an unpaid booking are in consultations.test.ts.
 */
export const consultationCases: MatrixArea = async ({ app, users }) => {
  const [own] = await app.db
    .select({ id: doctors.id, treatmentId: doctors.treatmentId })
    .from(doctors)
    .where(eq(doctors.userId, users.doctor.user.id));
  const booking = await createOpenRoomBooking(app, {
    userId: users.patientA.user.id,
    doctorId: own!.id,
    treatmentId: own!.treatmentId,
  });
  const parties = (status: number) => ({
    anonymous: 401,
    patientA: status,
    patientB: 404,
    doctor: status,
    pharmacist: 404,
    lab: 404,
    admin: 404,
  });
  const room = `/api/consultations/${booking.id}`;
  return [
    {
      route: 'GET /api/consultations/{id}',
      request: () => ({ url: room }),
      expect: parties(200),
    },
    {
      route: 'GET /api/consultations/{id}/messages',
      request: () => ({ url: `${room}/messages` }),
      expect: parties(200),
    },
    {
      route: 'POST /api/consultations/{id}/messages',
      request: () => ({ url: `${room}/messages`, payload: { text: 'Hello, doctor' } }),
      expect: parties(201),
    },
    {
      route: 'GET /api/consultations/{id}/ice-servers',
      request: () => ({ url: `${room}/ice-servers` }),
      expect: parties(200),
    },
  ];
};
