import { addDays, formatWireDate } from '@sustho/contracts';
import { clinicNow } from '../../src/lib/clinic-time.js';
import { clock } from '../../src/lib/clock.js';
import { createBooking, createOption } from '../factories.js';
import type { MatrixArea } from './types.js';

/**
 * Bookings: any signed-in patient books; a booking is read and cancelled by its owner or an
 * admin, and moved by its owner only.
 */
export const bookingCases: MatrixArea = ({ app, users }) => {
  const tomorrow = addDays(clinicNow(clock.now(), app.env.CLINIC_TIME_ZONE).today, 1);
  const patientA = users.patientA.user;
  // Each call gets its own option and a day after the one POST /api/booking takes, so neither a patient's one-booking-a-day rule nor
  // their one-appointment-at-a-time rule gets in the way.
  let days = 0;
  const bookingOfA = async () => {
    const option = await createOption(app.db);
    return createBooking(app.db, {
      treatmentId: option.id,
      appointmentDate: addDays(tomorrow, 1 + days++),
      slotStart: '09:00',
      userId: patientA.id,
      email: patientA.email,
    });
  };

  return [
    {
      route: 'POST /api/booking',
      request: async (actor) => {
        const option = await createOption(app.db);
        return {
          url: '/api/booking',
          payload: {
            appointmentDate: formatWireDate(tomorrow),
            treatmentName: option.name,
            patientName: actor,
            slot: '09:00 AM - 09:30 AM',
            phone: '01712345678',
          },
        };
      },
      // A doctor's account does not book as a patient (docs/product/accounts.md §2).
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
      route: 'GET /api/bookings',
      request: () => ({ url: `/api/bookings?email=${encodeURIComponent(patientA.email)}` }),
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
    {
      route: 'GET /api/bookings/{id}',
      request: async () => ({ url: `/api/bookings/${(await bookingOfA()).id}` }),
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
    {
      // 'Add to calendar': the booking page's own check.
      route: 'GET /api/bookings/{id}/calendar',
      request: async () => ({ url: `/api/bookings/${(await bookingOfA()).id}/calendar` }),
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
    {
      route: 'DELETE /api/booking/{id}',
      request: async () => ({ url: `/api/booking/${(await bookingOfA()).id}` }),
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
    {
      route: 'POST /api/bookings/{id}/reschedule',
      request: async () => {
        const booking = await bookingOfA();
        return {
          url: `/api/bookings/${booking.id}/reschedule`,
          payload: {
            appointmentDate: formatWireDate(booking.appointmentDate!),
            slot: '09:30 AM - 10:00 AM',
          },
        };
      },
      // Only the booking's patient moves it; an admin cancels for a patient, never moves.
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
  ];
};
