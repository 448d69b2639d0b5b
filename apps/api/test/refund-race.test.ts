import { addDays } from '@sustho/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import {
  auditLog,
  bookings,
  jobs,
  payments,
  prescriptions,
  sandboxPaymentIntents,
} from '../src/db/schema.js';
import { clinicInstant, clinicNow } from '../src/lib/clinic-time.js';
import { clock } from '../src/lib/clock.js';
import type { ServerProcess } from './api-process.js';
import { createBooking, createDoctorUser, createUser } from './factories.js';
import { buildTestApp, createTestDatabase, testDatabaseKind } from './helper.js';
import { twoMedicines } from './records/fixtures.js';
import { startTwoApiProcesses } from './two-api-processes.js';

/**
 * A patient deleting a paid booking races its doctor completing the consultation (issue 26,
 * finding 2). Whoever wins, the booking is either cancelled with its refund made, recorded and
 * audited once, or completed with its payment kept and no refund made at the provider; never both.
 */

type SignedIn = Awaited<ReturnType<typeof createUser>>;
type Doctor = Awaited<ReturnType<typeof createDoctorUser>>;
/** Sends a request with a caller's token, in round `round` (which process answers follows it). */
type Send = (
  caller: SignedIn,
  method: 'DELETE' | 'POST',
  url: string,
  round: number,
) => Promise<{ status: number; body: unknown }>;

const CARD = { number: '4242424242424242', expiry: '12/34', cvc: '123' };

/** A booking of `doctor` paid through the sandbox, as the payment page pays it. */
async function paidBooking(app: App, patient: SignedIn, doctor: Doctor, round: number) {
  const { today } = clinicNow(new Date(), app.env.CLINIC_TIME_ZONE);
  const booking = await createBooking(app.db, {
    treatmentId: doctor.doctor.treatmentId,
    doctorId: doctor.doctor.id,
    appointmentDate: addDays(today, 1 + round),
    slotStart: '09:00',
    userId: patient.user.id,
    email: patient.user.email,
  });
  const { clientSecret } = await app.services.payments.createIntent(patient.user, {
    kind: 'booking',
    id: booking.id,
  });
  await app.services.payments.confirmSandboxCard(clientSecret, CARD);
  return booking;
}

async function expectMoneyMatches(app: App, bookingId: string) {
  const [booking] = await app.db.select().from(bookings).where(eq(bookings.id, bookingId));
  const [payment] = await app.db.select().from(payments).where(eq(payments.bookingId, bookingId));
  const [intent] = await app.db
    .select()
    .from(sandboxPaymentIntents)
    .where(eq(sandboxPaymentIntents.id, payment!.transactionId));
  const audited = await app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, bookingId), eq(auditLog.action, 'payment.refunded')));
  if (booking!.state === 'completed') {
    expect(intent!.refundId).toBeNull();
    expect(payment).toMatchObject({ refundId: null, refundState: null });
    expect(audited).toEqual([]);
  } else {
    expect(booking!.state).toBe('refunded');
    expect(intent!.refundId).not.toBeNull();
    expect(payment).toMatchObject({ refundId: intent!.refundId, refundState: 'settled' });
    expect(audited).toHaveLength(1);
  }
  return booking!.state;
}

function refundRace(context: () => { app: App; send: Send }, rounds: number) {
  it(
    `keeps money and booking together in ${rounds} races of a refund with the doctor's completion`,
    {
      timeout: 300_000,
    },
    async () => {
      const { app, send } = context();
      const doctor = await createDoctorUser(app);
      const outcomes: string[] = [];
      for (let round = 0; round < rounds; round += 1) {
        // A patient each: one account may book and cancel only so often an hour.
        const patient = await createUser(app);
        const booking = await paidBooking(app, patient, doctor, round);
        const [cancelled, completed] = await Promise.all([
          send(patient, 'DELETE', `/api/booking/${booking.id}`, round),
          send(doctor, 'POST', `/api/bookings/${booking.id}/complete`, round + 1),
        ]);
        const state = await expectMoneyMatches(app, booking.id);
        if (state === 'completed') {
          expect(completed.status).toBe(200);
          expect(cancelled).toEqual({ status: 200, body: { deletedCount: 0 } });
        } else {
          expect(cancelled).toEqual({ status: 200, body: { deletedCount: 1 } });
          expect(completed.status).toBe(409);
        }
        outcomes.push(state);
      }
      expect(outcomes).toHaveLength(rounds);
    },
  );
}

describe(`a refund racing the doctor's completion, in one API process (${testDatabaseKind})`, () => {
  let app: App;
  beforeAll(async () => {
    ({ app } = await buildTestApp());
  });
  refundRace(
    () => ({
      app,
      send: async (caller, method, url) => {
        const response = await app.inject({ method, url, headers: caller.headers });
        return { status: response.statusCode, body: response.json() };
      },
    }),
    10,
  );
});

/**
 * The doctor's three outcomes of a consultation, each of which a cancelled booking refuses: a
 * refund in flight has cancelled it before the provider is asked, so none may happen to it.
 */
const DOCTOR_OUTCOMES = [
  { path: 'complete', payload: undefined },
  { path: 'no-show', payload: undefined },
  { path: 'prescriptions', payload: twoMedicines },
] as const;

describe(`a cancelled booking refuses its doctor's outcomes and writes nothing (${testDatabaseKind})`, () => {
  let app: App;
  beforeAll(async () => {
    ({ app } = await buildTestApp());
  });
  afterEach(() => clock.reset());

  /** Everything the doctor's calls could write for the booking: compared before and after them. */
  async function written(bookingId: string) {
    const [booking] = await app.db.select().from(bookings).where(eq(bookings.id, bookingId));
    return {
      booking,
      payments: await app.db.select().from(payments).where(eq(payments.bookingId, bookingId)),
      prescriptions: await app.db
        .select()
        .from(prescriptions)
        .where(eq(prescriptions.bookingId, bookingId)),
      audit: await app.db.select().from(auditLog).where(eq(auditLog.targetId, bookingId)),
      jobs: await app.db.select().from(jobs),
    };
  }

  /**
   * The booking's doctor completes it, marks it missed and issues a prescription once its slot has
   * started (so marking it missed is refused for its state alone): 409 each time, nothing written.
   */
  async function expectOutcomesRefused(doctor: Doctor, bookingId: string) {
    const before = await written(bookingId);
    const { appointmentDate, slotStart } = before.booking!;
    clock.set(
      new Date(
        clinicInstant(
          appointmentDate!,
          slotStart!.slice(0, 5),
          app.env.CLINIC_TIME_ZONE,
        ).getTime() +
          5 * 60_000,
      ),
    );
    // The factory's token was signed on the real clock, an hour's validity: sign one for now.
    const token = await app.authServices.accessTokens.sign(doctor.user, doctor.session.id);
    const messages: Record<string, string> = {};
    for (const { path, payload } of DOCTOR_OUTCOMES) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/bookings/${bookingId}/${path}`,
        headers: { authorization: `Bearer ${token}` },
        ...(payload && { payload }),
      });
      expect(response.statusCode, `${path}: ${response.body}`).toBe(409);
      messages[path] = response.json().message;
    }
    expect(await written(bookingId)).toEqual(before);
    return { state: before.booking!.state, payments: before.payments, messages };
  }

  it('refuses them for a paid booking whose refund is in flight (the provider not asked yet)', async () => {
    const doctor = await createDoctorUser(app);
    const patient = await createUser(app);
    const { id } = await paidBooking(app, patient, doctor, 0);
    // The refund as DELETE /booking/{id} records it under the booking's lock, before the provider.
    await app.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
      await app.services.payments.requestRefund(tx, locked!, patient.user, 'booking cancelled');
    });
    const refused = await expectOutcomesRefused(doctor, id);
    expect(refused.state).toBe('refunded');
    expect(refused.payments).toEqual([expect.objectContaining({ refundState: 'requested' })]);
    expect(refused.messages).toEqual({
      complete: 'This booking was cancelled: it has no consultation to write down',
      'no-show': 'A booking that is refunded cannot be marked missed',
      prescriptions: 'This booking was cancelled: it has no consultation to write down',
    });
  });

  it('refuses them for a booking its patient cancelled unpaid', async () => {
    const doctor = await createDoctorUser(app);
    const patient = await createUser(app);
    const { today } = clinicNow(new Date(), app.env.CLINIC_TIME_ZONE);
    const { id } = await createBooking(app.db, {
      treatmentId: doctor.doctor.treatmentId,
      doctorId: doctor.doctor.id,
      appointmentDate: addDays(today, 2),
      slotStart: '09:00',
      userId: patient.user.id,
      email: patient.user.email,
    });
    const cancelled = await app.inject({
      method: 'DELETE',
      url: `/api/booking/${id}`,
      headers: patient.headers,
    });
    expect(cancelled.json()).toEqual({ deletedCount: 1 });
    const refused = await expectOutcomesRefused(doctor, id);
    expect(refused.state).toBe('cancelled');
    expect(refused.messages['no-show']).toBe('A booking that is cancelled cannot be marked missed');
  });
});

const sharedDatabase = process.env.TEST_DATABASE_URL ? await createTestDatabase() : null;

describe.skipIf(!sharedDatabase)(
  "a refund racing the doctor's completion, through two API processes on one PostgreSQL (needs TEST_DATABASE_URL)",
  () => {
    let app: App;
    let servers: ServerProcess[] = [];
    let stop = async () => {};

    beforeAll(async () => {
      ({ app, servers, stop } = await startTwoApiProcesses(sharedDatabase!));
    }, 120_000);

    afterAll(() => stop());

    refundRace(
      () => ({
        app,
        send: async (caller, method, url, round) => {
          const response = await fetch(`${servers[round % 2]!.url}${url}`, {
            method,
            headers: caller.headers,
          });
          return { status: response.status, body: await response.json() };
        },
      }),
      50,
    );
  },
);
