import { eq } from 'drizzle-orm';
import { addDays } from '@sustho/contracts';
import { doctors } from '../../src/db/schema.js';
import { clinicNow } from '../../src/lib/clinic-time.js';
import { clock } from '../../src/lib/clock.js';
import { createBooking, createDoctor, createOption, EVERY_WEEKDAY } from '../factories.js';
import type { MatrixArea } from './types.js';

const doctorOnly = (status: number) => ({
  anonymous: 401,
  patientA: 403,
  patientB: 403,
  doctor: status,
  pharmacist: 403,
  lab: 403,
  admin: 403,
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

/** Schedules and agendas: a doctor reads and edits their own, an admin any doctor's schedule. */
export const scheduleCases: MatrixArea = async ({ app, users }) => {
  const [own] = await app.db
    .select({ id: doctors.id, treatmentId: doctors.treatmentId })
    .from(doctors)
    .where(eq(doctors.userId, users.doctor.user.id));
  const yesterday = addDays(clinicNow(clock.now(), app.env.CLINIC_TIME_ZONE).today, -1);
  // The doctor's own hours, as the factory made them, so saving them changes nothing for other areas.
  const schedule = {
    hours: EVERY_WEEKDAY.map((weekday) => ({ weekday, start: '09:00', end: '10:30' })),
    timeOff: [],
  };
  const otherDoctorId = async () => {
    const option = await createOption(app.db, { slotStarts: [] });
    return (await createDoctor(app.db, { treatmentId: option.id })).id;
  };
  // Each call gets a booking of the doctor's that has started, so each actor's answer stands alone.
  let slot = 0;
  const startedBookingId = async () => {
    slot += 1;
    const booking = await createBooking(app.db, {
      treatmentId: own!.treatmentId,
      doctorId: own!.id,
      appointmentDate: addDays(yesterday, -slot),
      slotStart: '09:00',
    });
    return booking.id;
  };

  return [
    {
      route: 'GET /api/me/schedule',
      request: () => ({ url: '/api/me/schedule' }),
      expect: doctorOnly(200),
    },
    {
      route: 'PUT /api/me/schedule',
      request: () => ({ url: '/api/me/schedule', payload: schedule }),
      expect: doctorOnly(200),
    },
    {
      route: 'GET /api/doctors/{id}/schedule',
      request: async () => ({ url: `/api/doctors/${await otherDoctorId()}/schedule` }),
      expect: adminOnly(200),
    },
    {
      route: 'PUT /api/doctors/{id}/schedule',
      request: async () => ({
        url: `/api/doctors/${await otherDoctorId()}/schedule`,
        payload: schedule,
      }),
      expect: adminOnly(200),
    },
    {
      route: 'GET /api/me/agenda',
      request: () => ({ url: '/api/me/agenda' }),
      expect: doctorOnly(200),
    },
    {
      route: 'POST /api/bookings/{id}/no-show',
      request: async () => ({ url: `/api/bookings/${await startedBookingId()}/no-show` }),
      // Admins too are refused: only the booking's own doctor saw whether the patient came.
      expect: doctorOnly(200),
    },
  ];
};
