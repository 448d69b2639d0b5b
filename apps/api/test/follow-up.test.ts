import { addDays, formatWireDate, type Booking } from '@sustho/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookings, paymentHolds } from '../src/db/schema.js';
import { clinicInstant, clinicNow } from '../src/lib/clinic-time.js';
import { clock } from '../src/lib/clock.js';
import { addMember } from './family-fixtures.js';
import { createBooking, createDoctor, createOption, createUser } from './factories.js';
import { buildTestApp, testEnv } from './helper.js';

// A window wide enough to race ten follow-ups on ten days (one booking a day per patient and
// treatment is a rule of its own); a payment hold, which a free follow-up must not get.
const WINDOW_DAYS = 14;
const { app } = await buildTestApp({
  FOLLOW_UP_DAYS: String(WINDOW_DAYS),
  PAYMENT_HOLD_MINUTES: '30',
  BOOKING_RATE_LIMIT_PER_HOUR: '1000',
});
const db = app.db;

// 08:00 today in Dhaka; the consultations were yesterday, their follow-ups from tomorrow on.
const TODAY = clinicNow(new Date(), app.env.CLINIC_TIME_ZONE).today;
const NOW = clinicInstant(TODAY, '08:00', app.env.CLINIC_TIME_ZONE).toISOString();
const YESTERDAY = addDays(TODAY, -1);
const NINE = '09:00 AM - 09:30 AM';

beforeEach(() => clock.set(NOW));
afterEach(() => clock.reset());

type SignedIn = Awaited<ReturnType<typeof createUser>>;

/** A patient with a consultation in `state` (completed unless told), yesterday unless told. */
async function consulted(state: 'completed' | 'paid' | 'no_show' = 'completed', day = YESTERDAY) {
  const patient = await createUser(app);
  const treatment = await createOption(db);
  const consultation = await createBooking(db, {
    treatmentId: treatment.id,
    doctorId: treatment.doctorId,
    appointmentDate: day,
    slotStart: '09:00',
    userId: patient.user.id,
    patientId: patient.user.id,
    state,
  });
  return { patient, treatment, consultation };
}

const followUp = (
  account: SignedIn,
  of: { id: string; treatmentName: string; doctorId?: string },
  values: { daysAhead?: number; patientId?: string } = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/booking',
    headers: account.headers,
    payload: {
      appointmentDate: formatWireDate(addDays(TODAY, values.daysAhead ?? 1)),
      treatmentName: of.treatmentName,
      patientName: account.user.name,
      slot: NINE,
      phone: '01712345678',
      doctorId: of.doctorId,
      patientId: values.patientId,
      followUpOf: of.id,
    },
  });

const listOf = async (account: SignedIn) => {
  const response = await app.inject({
    url: '/api/bookings',
    query: { email: account.user.email },
    headers: account.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<Booking[]>();
};

describe('A follow-up (services.md §3)', () => {
  it('is a week by default', () => {
    expect(testEnv().FOLLOW_UP_DAYS).toBe(7);
    expect(testEnv({ FOLLOW_UP_DAYS: '2.5' }).FOLLOW_UP_DAYS).toBe(2.5);
    expect(() => testEnv({ FOLLOW_UP_DAYS: '-1' })).toThrow(/FOLLOW_UP_DAYS/);
  });

  it('books free, unheld, with the same doctor and patient, within the window; the consultation then offers none', async () => {
    const { patient, treatment, consultation } = await consulted();
    const lastDay = formatWireDate(addDays(YESTERDAY, WINDOW_DAYS));
    const [before] = await listOf(patient);
    expect(before).toMatchObject({ status: 'completed', followUpOf: null, followUpUntil: lastDay });

    const response = await followUp(patient, {
      id: consultation.id,
      treatmentName: treatment.name,
      doctorId: treatment.doctorId,
    });
    expect(response.statusCode).toBe(200);
    const { insertedId } = response.json<{ insertedId: string }>();
    const [row] = await db.select().from(bookings).where(eq(bookings.id, insertedId));
    expect(row).toMatchObject({
      followUpOf: consultation.id,
      priceCents: 0,
      doctorId: treatment.doctorId,
      patientId: patient.user.id,
      state: 'booked',
    });
    expect(
      await db.select().from(paymentHolds).where(eq(paymentHolds.bookingId, insertedId)),
    ).toEqual([]);

    const list = await listOf(patient);
    expect(list.find((booking) => booking._id === insertedId)).toMatchObject({
      price: 0,
      followUpOf: consultation.id,
      followUpUntil: null,
      payBy: null,
    });
    expect(list.find((booking) => booking._id === consultation.id)?.followUpUntil).toBeNull();
  });

  it("refuses another account's consultation as unknown (404)", async () => {
    const { treatment, consultation } = await consulted();
    const stranger = await createUser(app);
    const response = await followUp(stranger, {
      id: consultation.id,
      treatmentName: treatment.name,
      doctorId: treatment.doctorId,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('You have no booking with this id');
  });

  it('refuses a consultation that was not completed, and offers it none', async () => {
    for (const state of ['paid', 'no_show'] as const) {
      const { patient, treatment, consultation } = await consulted(state);
      expect((await listOf(patient))[0]?.followUpUntil).toBeNull();
      const response = await followUp(patient, {
        id: consultation.id,
        treatmentName: treatment.name,
        doctorId: treatment.doctorId,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('Only a completed consultation gives a follow-up');
    }
  });

  it('refuses another doctor, and no doctor named', async () => {
    const { patient, treatment, consultation } = await consulted();
    const other = await createDoctor(db, { treatmentId: treatment.id, slotStarts: ['09:00'] });
    const response = await followUp(patient, {
      id: consultation.id,
      treatmentName: treatment.name,
      doctorId: other.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('A follow-up is with the doctor of its consultation');

    const unnamed = await followUp(patient, { id: consultation.id, treatmentName: treatment.name });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().message).toBe(
      'body.doctorId: a follow-up is booked with the doctor of its consultation',
    );
  });

  it('refuses another patient of the family', async () => {
    const { patient, treatment, consultation } = await consulted();
    const child = await addMember(app, patient);
    const response = await followUp(
      patient,
      { id: consultation.id, treatmentName: treatment.name, doctorId: treatment.doctorId },
      { patientId: child._id },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('A follow-up is for the patient of its consultation');
  });

  it('offers none once its patient is removed from the family', async () => {
    const patient = await createUser(app);
    const child = await addMember(app, patient);
    const treatment = await createOption(db);
    await createBooking(db, {
      treatmentId: treatment.id,
      doctorId: treatment.doctorId,
      appointmentDate: YESTERDAY,
      slotStart: '09:00',
      userId: patient.user.id,
      patientId: child._id,
      state: 'completed',
    });
    expect((await listOf(patient))[0]?.followUpUntil).not.toBeNull();
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/family/${child._id}`,
      headers: patient.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect((await listOf(patient))[0]?.followUpUntil).toBeNull();
  });

  it('refuses a day past the window, and offers none once the window is past', async () => {
    const { patient, treatment, consultation } = await consulted();
    const of = { id: consultation.id, treatmentName: treatment.name, doctorId: treatment.doctorId };
    // The consultation was yesterday: its last day is WINDOW_DAYS - 1 days ahead.
    const late = await followUp(patient, of, { daysAhead: WINDOW_DAYS });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      `A follow-up is booked on a day up to ${WINDOW_DAYS} days after its consultation`,
    );
    expect((await followUp(patient, of, { daysAhead: WINDOW_DAYS - 1 })).statusCode).toBe(200);

    const { patient: later } = await consulted('completed', addDays(TODAY, -WINDOW_DAYS - 1));
    expect((await listOf(later))[0]?.followUpUntil).toBeNull();
  });

  it('gives no follow-up of a follow-up', async () => {
    const { patient, treatment, consultation } = await consulted();
    const second = await createBooking(db, {
      treatmentId: treatment.id,
      doctorId: treatment.doctorId,
      appointmentDate: TODAY,
      slotStart: '09:00',
      userId: patient.user.id,
      patientId: patient.user.id,
      priceCents: 0,
      followUpOf: consultation.id,
      state: 'completed',
    });
    expect(
      (await listOf(patient)).find((booking) => booking._id === second.id)?.followUpUntil,
    ).toBeNull();
    const response = await followUp(patient, {
      id: second.id,
      treatmentName: treatment.name,
      doctorId: treatment.doctorId,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('A follow-up gives no follow-up of its own');
  });

  it('is one per consultation, whatever runs at once: of ten concurrent follow-ups one books', async () => {
    const { patient, treatment, consultation } = await consulted();
    const of = { id: consultation.id, treatmentName: treatment.name, doctorId: treatment.doctorId };
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, day) => followUp(patient, of, { daysAhead: day + 1 })),
    );
    const booked = responses.filter((response) => response.statusCode === 200);
    expect(booked).toHaveLength(1);
    for (const refused of responses.filter((response) => response.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('This consultation already has its follow-up');
    }
    const rows = await db.select().from(bookings).where(eq(bookings.followUpOf, consultation.id));
    expect(rows).toHaveLength(1);
  });

  it('is free again once its follow-up is cancelled', async () => {
    const { patient, treatment, consultation } = await consulted();
    const of = { id: consultation.id, treatmentName: treatment.name, doctorId: treatment.doctorId };
    const first = (await followUp(patient, of)).json<{ insertedId: string }>();
    expect((await followUp(patient, of, { daysAhead: 2 })).statusCode).toBe(409);

    const cancelled = await app.inject({
      method: 'DELETE',
      url: `/api/booking/${first.insertedId}`,
      headers: patient.headers,
    });
    expect(cancelled.json()).toEqual({ deletedCount: 1 });
    const lastDay = formatWireDate(addDays(YESTERDAY, WINDOW_DAYS));
    expect(
      (await listOf(patient)).find((booking) => booking._id === consultation.id)?.followUpUntil,
    ).toBe(lastDay);
    expect((await followUp(patient, of, { daysAhead: 2 })).statusCode).toBe(200);
  });

  it('moves only with its doctor, within its window', async () => {
    const { patient, treatment, consultation } = await consulted();
    const other = await createDoctor(db, { treatmentId: treatment.id, slotStarts: ['09:00'] });
    const of = { id: consultation.id, treatmentName: treatment.name, doctorId: treatment.doctorId };
    const { insertedId } = (await followUp(patient, of)).json<{ insertedId: string }>();
    const move = (daysAhead: number, doctorId?: string) =>
      app.inject({
        method: 'POST',
        url: `/api/bookings/${insertedId}/reschedule`,
        headers: patient.headers,
        payload: {
          appointmentDate: formatWireDate(addDays(TODAY, daysAhead)),
          slot: NINE,
          doctorId,
        },
      });

    const late = await move(WINDOW_DAYS);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      `A follow-up is booked on a day up to ${WINDOW_DAYS} days after its consultation`,
    );
    const elsewhere = await move(2, other.id);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe('A follow-up is with the doctor of its consultation');

    // Without a doctor named, the follow-up keeps its own, though another is free then.
    const moved = await move(WINDOW_DAYS - 1);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ doctorId: treatment.doctorId, price: 0 });
  });

  it('is priced 0 by the database too', async () => {
    const { treatment, consultation } = await consulted();
    await expect(
      createBooking(db, {
        treatmentId: treatment.id,
        appointmentDate: TODAY,
        slotStart: '10:00',
        followUpOf: consultation.id,
        priceCents: 2500,
      }),
    ).rejects.toThrow();
  });
});
