import { addDays, type Currency } from '@sustho/contracts';
import type { App } from '../src/app.js';
import { createBooking, createOption, type createUser } from './factories.js';

type SignedInUser = Awaited<ReturnType<typeof createUser>>;

let bookingDays = 0;

/**
 * An active, unpaid booking of a fresh treatment, owned by `patient`, each on a day of its own:
 * a patient holds no two bookings at the same time.
 */
export async function bookingOf(
  app: App,
  patient: SignedInUser,
  values: { priceCents?: number; currency?: Currency } = {},
) {
  const priceCents = values.priceCents ?? 2500;
  const currency = values.currency ?? 'USD';
  const option = await createOption(app.db, { priceCents, currency });
  return createBooking(app.db, {
    treatmentId: option.id,
    appointmentDate: addDays('2030-03-12', bookingDays++),
    slotStart: '09:00',
    userId: patient.user.id,
    email: patient.user.email,
    priceCents,
    currency,
  });
}

/**
 * Books a slot through the API as `patient` and pays it with the sandbox's test card, as the web
 * app does; answers the booking's id. The clock must make the day bookable.
 */
export async function bookAndPay(
  app: App,
  patient: SignedInUser,
  booking: {
    treatmentName: string;
    appointmentDate: string;
    slot: string;
    phone?: string;
    patientId?: string;
  },
) {
  const call = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: patient.headers, payload });
  const booked = await call('/api/booking', {
    patientName: patient.user.name,
    phone: '01712345678',
    ...booking,
  });
  const { insertedId } = booked.json<{ insertedId: string }>();
  const { clientSecret } = (
    await call('/api/create-payment-intent', { bookingId: insertedId })
  ).json<{ clientSecret: string }>();
  const card = { number: '4242424242424242', expiry: '12/34', cvc: '123' };
  const paid = await call('/api/payments/sandbox/confirm', { clientSecret, card });
  if (paid.statusCode !== 200) throw new Error(`The test payment failed: ${paid.body}`);
  return insertedId;
}
