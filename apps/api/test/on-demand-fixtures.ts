import type { OnDemandCreated, OnDemandStatus, Presence } from '@sustho/contracts';
import { eq } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import type { App } from '../src/app.js';
import { treatments } from '../src/db/schema.js';
import { createDoctor, createOption, createUser } from './factories.js';

type SignedIn = Awaited<ReturnType<typeof createUser>>;

/** A treatment offered in Consult now, with no doctor of its own working scheduled hours. */
export async function createOnDemandTreatment(app: App, priceCents = 2500) {
  const treatment = await createOption(app.db, { slotStarts: [], priceCents });
  await app.db.update(treatments).set({ onDemand: true }).where(eq(treatments.id, treatment.id));
  return treatment;
}

/** A signed-in doctor of `treatment`, working 09:00–10:30 every day (for scheduled bookings). */
export async function createOnDemandDoctor(app: App, treatmentId: string) {
  const signedIn = await createUser(app, { role: 'doctor' });
  const doctor = await createDoctor(app.db, {
    treatmentId,
    name: signedIn.user.name,
    email: signedIn.user.email,
    userId: signedIn.user.id,
    slotStarts: ['09:00', '09:30', '10:00'],
  });
  return { ...signedIn, doctor };
}

/** PUT /api/on-demand/presence as `doctor`. */
export async function setOnline(app: App, doctor: SignedIn, online = true) {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/on-demand/presence',
    headers: doctor.headers,
    payload: { online },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Presence>();
}

let phones = 0;
/** A Bangladeshi mobile number no other request here used: each has its own SMS cap. */
export const uniquePhone = () =>
  `0171${String(process.pid % 1000).padStart(3, '0')}${String((phones += 1)).padStart(4, '0')}`;

/** POST /api/on-demand as `patient`; answers the created request. */
export async function askForDoctor(
  app: App,
  patient: SignedIn,
  treatmentName: string,
  extra: { patientId?: string; symptoms?: string; phone?: string } = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/on-demand',
    headers: patient.headers,
    payload: { treatmentName, phone: uniquePhone(), ...extra },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<OnDemandCreated>();
}

/** Pays a request with the sandbox's test card, as the payment page does. */
export async function payRequest(app: App, patient: SignedIn, bookingId: string) {
  const call = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: patient.headers, payload });
  const { clientSecret } = (await call('/api/create-payment-intent', { bookingId })).json<{
    clientSecret: string;
  }>();
  const card = { number: '4242424242424242', expiry: '12/34', cvc: '123' };
  const paid = await call('/api/payments/sandbox/confirm', { clientSecret, card });
  expect(paid.statusCode, paid.body).toBe(200);
}

/** Asks for a doctor and pays: the request is in the queue. */
export async function queuedRequest(app: App, patient: SignedIn, treatmentName: string) {
  const { _id } = await askForDoctor(app, patient, treatmentName);
  await payRequest(app, patient, _id);
  return _id;
}

/** GET /api/on-demand/{id} as `patient`. */
export async function statusOf(app: App, patient: SignedIn, bookingId: string) {
  const response = await app.inject({
    url: `/api/on-demand/${bookingId}`,
    headers: patient.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OnDemandStatus>();
}

/** Waits (dispatch runs when the queue's notification arrives) until the request is in `state`. */
export async function waitForState(
  app: App,
  patient: SignedIn,
  bookingId: string,
  state: OnDemandStatus['state'],
) {
  await vi.waitFor(
    async () => expect((await statusOf(app, patient, bookingId)).state).toBe(state),
    { timeout: 5000, interval: 50 },
  );
}
