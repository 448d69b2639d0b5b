import type { App } from '../src/app.js';
import { createBooking, createOption, type createUser } from './factories.js';

type SignedInUser = Awaited<ReturnType<typeof createUser>>;

/** An active, unpaid booking of a fresh treatment, owned by `patient`. */
export async function bookingOf(
  app: App,
  patient: SignedInUser,
  values: { priceCents?: number } = {},
) {
  const priceCents = values.priceCents ?? 2500;
  const option = await createOption(app.db, { priceCents });
  return createBooking(app.db, {
    optionId: option.id,
    appointmentDate: '2030-03-12',
    slotStart: '09:00',
    userId: patient.user.id,
    email: patient.user.email,
    priceCents,
  });
}
