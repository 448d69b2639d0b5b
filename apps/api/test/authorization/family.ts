import { addDays, formatWireDate } from '@sustho/contracts';
import { patients } from '../../src/db/schema.js';
import { clinicNow } from '../../src/lib/clinic-time.js';
import { clock } from '../../src/lib/clock.js';
import { memberFields } from '../family-fixtures.js';
import { createBooking, createOption } from '../factories.js';
import type { MatrixArea } from './types.js';

/**
 * My Family (services.md §2): every account acting as a patient manages its own family; a doctor's
 * account has none (403). A profile of another account is a 404 to everyone else, an admin
 * included, on every route that takes a patient id: the family's own, and `patientId` on a
 * booking and on the waitlist ("the parent's member" rows).
 */
export const familyCases: MatrixArea = ({ app, users }) => {
  const tomorrow = addDays(clinicNow(clock.now(), app.env.CLINIC_TIME_ZONE).today, 1);
  const patientA = users.patientA.user;

  /** A new member of patientA's family, written straight to the database. */
  const memberOfA = async () => {
    const [member] = await app.db
      .insert(patients)
      .values({ accountId: patientA.id, ...memberFields() })
      .returning({ id: patients.id });
    return member!.id;
  };

  // Actors outside patientA's family get the family's 404; a doctor's account is refused first.
  const onlyA = (status: number) => ({
    anonymous: 401,
    patientA: status,
    patientB: 404,
    doctor: 403,
    pharmacist: 403,
    lab: 403,
    admin: 404,
  });

  return [
    {
      route: 'GET /api/family',
      request: () => ({ url: '/api/family' }),
      expect: {
        anonymous: 401,
        patientA: 200,
        patientB: 200,
        doctor: 403,
        pharmacist: 403,
        lab: 403,
        admin: 200,
      },
    },
    {
      route: 'POST /api/family',
      request: () => ({ url: '/api/family', payload: memberFields() }),
      expect: {
        anonymous: 401,
        patientA: 201,
        patientB: 201,
        doctor: 403,
        pharmacist: 403,
        lab: 403,
        admin: 201,
      },
    },
    {
      route: 'PATCH /api/family/{id}',
      request: async () => ({
        url: `/api/family/${await memberOfA()}`,
        payload: { phone: '01712345678' },
      }),
      expect: onlyA(200),
    },
    {
      route: 'DELETE /api/family/{id}',
      request: async () => ({ url: `/api/family/${await memberOfA()}` }),
      expect: onlyA(200),
    },
    {
      // The parent's member, booked for by another account.
      route: 'POST /api/booking',
      request: async () => ({
        url: '/api/booking',
        payload: {
          appointmentDate: formatWireDate(tomorrow),
          treatmentName: (await createOption(app.db)).name,
          patientName: 'Someone',
          slot: '09:00 AM - 09:30 AM',
          phone: '01712345678',
          patientId: await memberOfA(),
        },
      }),
      expect: onlyA(200),
    },
    {
      // The parent's member, put on a waitlist by another account (the day is full).
      route: 'POST /api/waitlist',
      request: async () => {
        const option = await createOption(app.db, { slotStarts: ['09:00'] });
        await createBooking(app.db, {
          treatmentId: option.id,
          appointmentDate: tomorrow,
          slotStart: '09:00',
        });
        return {
          url: '/api/waitlist',
          payload: {
            treatmentName: option.name,
            appointmentDate: formatWireDate(tomorrow),
            patientId: await memberOfA(),
          },
        };
      },
      expect: onlyA(201),
    },
  ];
};
