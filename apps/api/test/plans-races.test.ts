import { addDays, formatWireDate, slotLabel } from '@sustho/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookings, planCoveredBookings, planCreditPeriods } from '../src/db/schema.js';
import { clinicInstant, clinicNow } from '../src/lib/clinic-time.js';
import { clock } from '../src/lib/clock.js';
import { createOption, createUser } from './factories.js';
import { buildTestApp } from './helper.js';
import { buyPlan } from './plan-fixtures.js';

/**
 * Plans' measured races (services.md §4 and §8): a Professional account's 4 credits are spent by
 * exactly 4 of 50 concurrent bookings, and cancellations racing bookings never take a period's
 * balance below zero or above what it includes; the ledger and the balance always agree.
 */

const { app } = await buildTestApp({ BOOKING_RATE_LIMIT_PER_HOUR: '10000' });
const db = app.db;
const ZONE = app.env.CLINIC_TIME_ZONE;
const TODAY = clinicNow(new Date(), ZONE).today;
const STARTS = ['09:00', '09:30', '10:00', '10:30', '11:00'];

beforeEach(() => clock.set(clinicInstant(TODAY, '08:00', ZONE).toISOString()));
afterEach(() => clock.reset());

type SignedIn = Awaited<ReturnType<typeof createUser>>;

/** `count` bookable slots, each of a treatment of its own: no two of the same day and time. */
async function slots(count: number, firstDay = 1) {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const start = STARTS[index % STARTS.length]!;
      const treatment = await createOption(db, { priceCents: 2500, slotStarts: [start] });
      return {
        treatmentName: treatment.name,
        appointmentDate: formatWireDate(
          addDays(TODAY, firstDay + Math.floor(index / STARTS.length)),
        ),
        slot: slotLabel(start),
      };
    }),
  );
}

const book = (patient: SignedIn, slot: Awaited<ReturnType<typeof slots>>[number]) =>
  app.inject({
    method: 'POST',
    url: '/api/booking',
    headers: patient.headers,
    payload: { ...slot, patientName: patient.user.name, phone: '01712345678' },
  });

/** The period's balance and the ledger's count of credits in use, which must agree. */
async function balanceOf(subscriptionId: string) {
  const [period] = await db
    .select({ used: planCreditPeriods.used, included: planCreditPeriods.included })
    .from(planCreditPeriods)
    .where(eq(planCreditPeriods.subscriptionId, subscriptionId));
  const [inUse] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(planCoveredBookings)
    .where(
      and(
        eq(planCoveredBookings.subscriptionId, subscriptionId),
        isNull(planCoveredBookings.returnedAt),
      ),
    );
  return { ...period!, inUse: inUse!.count };
}

describe('plan credits under concurrency', () => {
  it('covers exactly 4 of 50 concurrent bookings by one Professional account', async () => {
    const patient = await createUser(app);
    const subscription = await buyPlan(app, patient, 'professional');
    const open = await slots(50);
    const answers = await Promise.all(open.map((slot) => book(patient, slot)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const made = await db
      .select({ coveredBy: bookings.coveredBy, priceCents: bookings.priceCents })
      .from(bookings)
      .where(eq(bookings.userId, patient.user.id));
    expect(made).toHaveLength(50);
    expect(made.filter((row) => row.coveredBy === 'professional')).toHaveLength(4);
    expect(made.filter((row) => row.priceCents === 0)).toHaveLength(4);
    expect(await balanceOf(subscription._id)).toEqual({ used: 4, included: 4, inUse: 4 });
  });

  it('keeps the balance between 0 and 4 while cancellations race bookings', async () => {
    const patient = await createUser(app);
    const subscription = await buyPlan(app, patient, 'professional');
    const first = await slots(4, 1);
    const covered = [];
    for (const slot of first)
      covered.push((await book(patient, slot)).json<{ insertedId: string }>().insertedId);
    const more = await slots(20, 3);
    const answers = await Promise.all([
      ...covered.map((id) =>
        app.inject({ method: 'DELETE', url: `/api/booking/${id}`, headers: patient.headers }),
      ),
      ...more.map((slot) => book(patient, slot)),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const balance = await balanceOf(subscription._id);
    expect(balance.used).toBeGreaterThanOrEqual(0);
    expect(balance.used).toBeLessThanOrEqual(4);
    expect(balance.used).toBe(balance.inUse);
    const active = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.userId, patient.user.id),
          eq(bookings.coveredBy, 'professional'),
          eq(bookings.state, 'booked'),
        ),
      );
    expect(active).toHaveLength(balance.used);
  });
});
