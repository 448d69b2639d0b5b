import { addDays, formatWireDate } from '@sustho/contracts';
import { waitlistEntries } from '../../src/db/schema.js';
import { clinicNow } from '../../src/lib/clinic-time.js';
import { clock } from '../../src/lib/clock.js';
import { createBooking, createOption } from '../factories.js';
import type { MatrixArea } from './types.js';

/**
 * The waitlist: any signed-in patient joins (a doctor's account does not book, so it does not
 * wait either); an entry is its patient's alone: anyone else, an admin included, finds none.
 */
export const waitlistCases: MatrixArea = ({ app, users }) => {
  const tomorrow = addDays(clinicNow(clock.now(), app.env.CLINIC_TIME_ZONE).today, 1);
  const patientA = users.patientA.user;

  /** A treatment whose slots tomorrow are taken: 09:00 by someone's booking, 10:00 unless `open`. */
  const fullTreatment = async ({ open = false } = {}) => {
    const option = await createOption(app.db, { slotStarts: ['09:00', '10:00'] });
    for (const slotStart of open ? ['09:00'] : ['09:00', '10:00'])
      await createBooking(app.db, { treatmentId: option.id, appointmentDate: tomorrow, slotStart });
    return option;
  };

  /** patientA's entry, offered tomorrow's 10:00, held for them. */
  const offeredEntryOfA = async () => {
    const option = await fullTreatment({ open: true });
    const [entry] = await app.db
      .insert(waitlistEntries)
      .values({
        userId: patientA.id,
        patientId: patientA.id,
        treatmentId: option.id,
        appointmentDate: tomorrow,
        patientName: 'Patient A',
        phone: '+8801712345678',
        state: 'offered',
        doctorId: option.doctorId,
        slotStart: '10:00',
        slotEnd: '10:30',
        offerExpiresAt: new Date(clock.now().getTime() + 15 * 60_000),
      })
      .returning({ id: waitlistEntries.id });
    return entry!.id;
  };

  return [
    {
      route: 'POST /api/waitlist',
      request: async () => ({
        url: '/api/waitlist',
        payload: {
          treatmentName: (await fullTreatment()).name,
          appointmentDate: formatWireDate(tomorrow),
          phone: '01712345678',
        },
      }),
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
      route: 'GET /api/waitlist',
      request: () => ({ url: '/api/waitlist' }),
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
      route: 'GET /api/waitlist/{id}',
      request: async () => ({ url: `/api/waitlist/${await offeredEntryOfA()}` }),
      expect: {
        anonymous: 401,
        patientA: 200,
        patientB: 404,
        doctor: 404,
        pharmacist: 404,
        lab: 404,
        admin: 404,
      },
    },
    {
      route: 'DELETE /api/waitlist/{id}',
      request: async () => ({ url: `/api/waitlist/${await offeredEntryOfA()}` }),
      expect: {
        anonymous: 401,
        patientA: 200,
        patientB: 404,
        doctor: 404,
        pharmacist: 404,
        lab: 404,
        admin: 404,
      },
    },
    {
      route: 'POST /api/waitlist/{id}/book',
      request: async () => ({ url: `/api/waitlist/${await offeredEntryOfA()}/book`, payload: {} }),
      expect: {
        anonymous: 401,
        patientA: 200,
        patientB: 404,
        doctor: 404,
        pharmacist: 404,
        lab: 404,
        admin: 404,
      },
    },
  ];
};
