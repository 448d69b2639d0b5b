import type { Medicine, OrderInput } from '@sustho/contracts';
import { eq } from 'drizzle-orm';
import type { App } from '../src/app.js';
import { doctors, medicines, prescriptions } from '../src/db/schema.js';
import { newVerificationCode } from '../src/modules/records/verification-code.js';
import { createDoctorUser, type createUser } from './factories.js';
import { bookingBetween } from './records/fixtures.js';

type SignedIn = Awaited<ReturnType<typeof createUser>>;

/** A delivery address in Dhaka, with a phone each step texts. */
export const DHAKA_ADDRESS: OrderInput['address'] = {
  recipient: 'Rahim Uddin',
  phone: '01712345678',
  line: 'House 12, Road 5',
  area: 'Dhanmondi',
  district: 'Dhaka',
};

/** A prescribed medicine as a doctor writes it, 1+0+1 for 5 days unless told. */
export const prescribed = (overrides: Partial<Medicine>): Medicine => ({
  name: 'Paracetamol',
  strength: '500 mg',
  form: 'Tablet',
  dose: '1+0+1',
  meal: 'after',
  durationDays: 5,
  instructions: '',
  ...overrides,
});

/**
 * A prescription issued to `patientId` (the account's own profile unless told) by a fresh doctor
 * after a past consultation, `issuedAt` now unless told. Answers its id.
 */
export async function issuePrescription(
  app: App,
  patient: SignedIn,
  lines: Medicine[],
  { patientId = patient.user.id, issuedAt = new Date() } = {},
) {
  const doctor = await createDoctorUser(app);
  const booking = await bookingBetween(
    app,
    doctor.user.id,
    { id: patient.user.id, name: patient.user.name, email: patient.user.email },
    { patientId },
  );
  const [doctorRow] = await app.db
    .select({ id: doctors.id })
    .from(doctors)
    .where(eq(doctors.userId, doctor.user.id));
  const [row] = await app.db
    .insert(prescriptions)
    .values({
      bookingId: booking.id,
      doctorId: doctorRow!.id,
      version: 1,
      code: newVerificationCode(),
      medicines: lines,
      issuedAt,
    })
    .returning({ id: prescriptions.id });
  return row!.id;
}

/** POSTs an order as `patient`: cash on delivery to Dhaka unless told. */
export const placeOrder = (app: App, patient: SignedIn, input: Partial<OrderInput>) =>
  app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: patient.headers,
    payload: { address: DHAKA_ADDRESS, payment: 'cod', ...input },
  });

/** A pharmacist's step on an order. */
export const moveOrder = (
  app: App,
  pharmacist: SignedIn,
  id: string,
  change: { state: string; reason?: string },
) =>
  app.inject({
    method: 'PATCH',
    url: `/api/orders/${id}`,
    headers: pharmacist.headers,
    payload: change,
  });

export async function stockOf(app: App, medicineId: string) {
  const [row] = await app.db
    .select({ stockUnits: medicines.stockUnits })
    .from(medicines)
    .where(eq(medicines.id, medicineId));
  return row!.stockUnits;
}
