import {
  addDays,
  type Booking,
  formatWireDate,
  type PayableSummary,
  type PlanOffer,
  type PlanSubscription,
  type UserListEntry,
} from '@sustho/contracts';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EnvError } from '../src/config/env.js';
import { assertStoredCurrency } from '../src/db/currency-check.js';
import { jobs, payments, users } from '../src/db/schema.js';
import { clinicInstant, clinicNow } from '../src/lib/clinic-time.js';
import { clock } from '../src/lib/clock.js';
import { PLAN_RENEWAL_JOB, renewalJobHandler } from '../src/modules/plans/index.js';
import { addMember } from './family-fixtures.js';
import { createAdmin, createOption, createUser } from './factories.js';
import { buildTestApp } from './helper.js';
import { askForDoctor, createOnDemandTreatment } from './on-demand-fixtures.js';
import { buyPlan, myPlanOf, orderPlan, paySubscription } from './plan-fixtures.js';

const { app } = await buildTestApp({ BOOKING_RATE_LIMIT_PER_HOUR: '1000' });
const db = app.db;
const ZONE = app.env.CLINIC_TIME_ZONE;
const TODAY = clinicNow(new Date(), ZONE).today;

beforeEach(() => clock.set(clinicInstant(TODAY, '08:00', ZONE).toISOString()));
afterEach(() => clock.reset());

type SignedIn = Awaited<ReturnType<typeof createUser>>;

let days = 1;

/** Books a 09:00 consultation of a new treatment for `patient`, on a day of its own. */
async function book(patient: SignedIn, values: { patientId?: string } = {}) {
  const treatment = await createOption(db, { priceCents: 2500 });
  const response = await app.inject({
    method: 'POST',
    url: '/api/booking',
    headers: patient.headers,
    payload: {
      treatmentName: treatment.name,
      appointmentDate: formatWireDate(addDays(TODAY, days++)),
      slot: '09:00 AM - 09:30 AM',
      patientName: patient.user.name,
      phone: '01712345678',
      ...values,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  const { insertedId } = response.json<{ insertedId: string }>();
  const got = await app.inject({
    method: 'GET',
    url: `/api/bookings/${insertedId}`,
    headers: patient.headers,
  });
  return got.json<Booking>();
}

const cancel = (patient: SignedIn, bookingId: string) =>
  app.inject({ method: 'DELETE', url: `/api/booking/${bookingId}`, headers: patient.headers });

describe('plans', () => {
  it('lists the pricing section’s plans in the clinic’s currency and the reader’s language', async () => {
    const en = (await app.inject({ method: 'GET', url: '/api/plans' })).json<PlanOffer[]>();
    expect(
      en.map((plan) => [plan.plan, plan.monthlyPrice, plan.yearlyPrice, plan.currency]),
    ).toEqual([
      ['personal', 0, 0, 'USD'],
      ['professional', 8, 80, 'USD'],
      ['enterprise', 19, 190, 'USD'],
    ]);
    expect(en[1]!.benefits[0]).toBe('4 free consultations every 30 days, booked or Consult now');
    const bn = (
      await app.inject({ method: 'GET', url: '/api/plans', headers: { 'accept-language': 'bn' } })
    ).json<PlanOffer[]>();
    expect(bn.map((plan) => plan.name)).toEqual(['পার্সোনাল', 'প্রফেশনাল', 'এন্টারপ্রাইজ']);
  });

  it('takes Personal with one press, without a payment, for 30 days', async () => {
    const patient = await createUser(app);
    const taken = await orderPlan(app, patient, 'personal');
    expect(taken.statusCode, taken.body).toBe(201);
    expect(taken.json<PlanSubscription>()).toMatchObject({
      state: 'active',
      startsOn: TODAY,
      endsOn: addDays(TODAY, 30),
      paid: false,
      price: 0,
    });
    expect(await myPlanOf(app, patient)).toMatchObject({
      plan: 'personal',
      consultationsLeft: 0,
      consultationsIncluded: 0,
    });
    // Personal's discount on home services, the one rule every fee calculation calls.
    expect(await app.services.plans.homeFeeCents(db, patient.user.id, 50_000)).toBe(30_000);
    const other = await createUser(app);
    expect(await app.services.plans.homeFeeCents(db, other.user.id, 50_000)).toBe(50_000);
  });

  it('sells Professional through the payment sandbox: it starts when paid, with 4 consultations', async () => {
    const patient = await createUser(app);
    const ordered = await orderPlan(app, patient, 'professional');
    expect(ordered.statusCode).toBe(201);
    const subscription = ordered.json<PlanSubscription>();
    expect(subscription).toMatchObject({
      state: 'awaiting_payment',
      price: 8,
      effect: 'starts_now',
    });
    const summary = await app.inject({
      method: 'GET',
      url: `/api/payables/${subscription._id}`,
      headers: patient.headers,
    });
    expect(summary.json<PayableSummary>()).toMatchObject({
      kind: 'subscription',
      price: 8,
      currency: 'USD',
      payable: true,
      paid: false,
    });
    expect(await myPlanOf(app, patient)).toMatchObject({ plan: 'none' });

    await paySubscription(app, patient, subscription._id);
    expect(await myPlanOf(app, patient)).toMatchObject({
      plan: 'professional',
      startsOn: TODAY,
      endsOn: addDays(TODAY, 30),
      consultationsLeft: 4,
      consultationsIncluded: 4,
    });
    const [payment] = await db
      .select()
      .from(payments)
      .where(eq(payments.subscriptionId, subscription._id));
    expect(payment).toMatchObject({ priceCents: 800, currency: 'USD', bookingId: null });
    const queued = await db
      .select({ kind: jobs.kind, key: jobs.key, payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.kind, PLAN_RENEWAL_JOB));
    expect(queued.map((job) => job.key)).toEqual(
      expect.arrayContaining([
        `plan-renewal:${subscription._id}:7`,
        `plan-renewal:${subscription._id}:1`,
      ]),
    );
    const receipt = await db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.kind, 'mail')));
    expect(
      receipt.some(
        (row) =>
          row.payload.to === patient.user.email &&
          String(row.payload.subject).includes('Professional plan'),
      ),
    ).toBe(true);
    // Paying twice is refused: it is already paid.
    const again = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: patient.headers,
      payload: { subscriptionId: subscription._id },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'This subscription is already paid' });
  });

  it('covers four consultations of the account holder and gives a cancelled one back', async () => {
    const patient = await createUser(app);
    await buyPlan(app, patient, 'professional');
    const covered = await book(patient);
    expect(covered).toMatchObject({
      price: 0,
      coveredBy: 'professional',
      payBy: null,
      paid: false,
    });
    expect(await myPlanOf(app, patient)).toMatchObject({ consultationsLeft: 3 });

    // A family member is not covered by Professional.
    const child = await addMember(app, patient);
    const childs = await book(patient, { patientId: child._id });
    expect(childs).toMatchObject({ price: 25, coveredBy: null });

    expect((await cancel(patient, covered._id)).statusCode).toBe(200);
    const plan = await myPlanOf(app, patient);
    expect(plan).toMatchObject({ consultationsLeft: 4 });
    expect(plan.covered).toEqual([
      expect.objectContaining({ bookingId: covered._id, active: false }),
    ]);

    const four = [];
    for (let index = 0; index < 5; index += 1) four.push(await book(patient));
    expect(four.map((booking) => booking.coveredBy)).toEqual([
      'professional',
      'professional',
      'professional',
      'professional',
      null,
    ]);
    expect(four[4]).toMatchObject({ price: 25 });
    expect(await myPlanOf(app, patient)).toMatchObject({ consultationsLeft: 0 });
  });

  it('covers every consultation of the family with Enterprise, Consult now included', async () => {
    const patient = await createUser(app);
    await buyPlan(app, patient, 'enterprise');
    const child = await addMember(app, patient);
    expect(await book(patient, { patientId: child._id })).toMatchObject({
      coveredBy: 'enterprise',
      price: 0,
    });
    const treatment = await createOnDemandTreatment(app);
    const request = await askForDoctor(app, patient, treatment.name);
    expect(request).toMatchObject({ state: 'waiting', coveredBy: 'enterprise' });
    expect(await myPlanOf(app, patient)).toMatchObject({
      plan: 'enterprise',
      consultationsLeft: null,
      consultationsIncluded: null,
    });
  });

  it('extends the same plan, upgrades to a higher one, and refuses a lower one while it runs', async () => {
    const patient = await createUser(app);
    await buyPlan(app, patient, 'personal');
    const professional = await buyPlan(app, patient, 'professional');
    expect(professional).toMatchObject({ startsOn: TODAY, endsOn: addDays(TODAY, 30) });
    expect(await myPlanOf(app, patient)).toMatchObject({ plan: 'professional' });

    const again = await orderPlan(app, patient, 'professional', 'yearly');
    expect(again.json<PlanSubscription>()).toMatchObject({ effect: 'extends', price: 80 });
    await paySubscription(app, patient, again.json<PlanSubscription>()._id);
    const plan = await myPlanOf(app, patient);
    expect(plan.next).toMatchObject({
      plan: 'professional',
      startsOn: addDays(TODAY, 30),
      endsOn: addDays(TODAY, 395),
    });

    const lower = await orderPlan(app, patient, 'personal');
    expect(lower.statusCode).toBe(409);
    expect(lower.json()).toMatchObject({
      message: "Your Professional plan already includes Personal's discount",
    });
    const upgrade = await orderPlan(app, patient, 'enterprise');
    expect(upgrade.statusCode).toBe(409);
    expect(upgrade.json().message).toMatch(
      /^You have a plan starting on .*: you can upgrade once it starts$/,
    );
  });

  it('keeps subscriptions to their account', async () => {
    const owner = await createUser(app);
    const stranger = await createUser(app);
    const { _id } = (await orderPlan(app, owner, 'professional')).json<PlanSubscription>();
    const read = await app.inject({
      method: 'GET',
      url: `/api/plan-subscriptions/${_id}`,
      headers: stranger.headers,
    });
    expect(read.statusCode).toBe(404);
    const pay = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: stranger.headers,
      payload: { subscriptionId: _id },
    });
    expect(pay.statusCode).toBe(403);
    expect(pay.json()).toMatchObject({ message: 'You can only pay for your own subscriptions' });
    const both = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: owner.headers,
      payload: { subscriptionId: _id, bookingId: _id },
    });
    expect(both.statusCode).toBe(400);
  });

  it('lets an admin see each patient’s plan and refund a paid one once, which ends it', async () => {
    const patient = await createUser(app);
    const admin = await createAdmin(app);
    const subscription = await buyPlan(app, patient, 'professional');
    const list = await app.inject({
      method: 'GET',
      url: `/api/users?q=${encodeURIComponent(patient.user.email)}`,
      headers: admin.headers,
    });
    expect(list.json<UserListEntry[]>()[0]!.plan).toMatchObject({
      subscriptionId: subscription._id,
      plan: 'professional',
      paid: true,
    });
    const refund = (reason: string) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/plan-subscriptions/${subscription._id}/refund`,
        headers: admin.headers,
        payload: { reason },
      });
    const refunded = await refund('Bought by mistake');
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json<PlanSubscription>()).toMatchObject({
      state: 'refunded',
      refunded: true,
      refundedAmount: 8,
      endsOn: TODAY,
    });
    expect(await myPlanOf(app, patient)).toMatchObject({ plan: 'none' });
    expect((await book(patient)).coveredBy).toBeNull();
    expect((await refund('again')).statusCode).toBe(409);
    const [payment] = await db
      .select()
      .from(payments)
      .where(eq(payments.subscriptionId, subscription._id));
    expect(payment!.refundState).toBe('settled');
    const byPatient = await app.inject({
      method: 'POST',
      url: `/api/admin/plan-subscriptions/${subscription._id}/refund`,
      headers: patient.headers,
      payload: { reason: 'x' },
    });
    expect(byPatient.statusCode).toBe(403);
  });

  it('offers renewal 7 and 1 days before the end by e-mail and SMS in the account’s language', async () => {
    const patient = await createUser(app);
    await db.update(users).set({ language: 'bn' }).where(eq(users.id, patient.user.id));
    const subscription = await buyPlan(app, patient, 'professional');
    const [job] = await db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `plan-renewal:${subscription._id}:7`));
    expect(job!.runAt.getTime()).toBe(
      clinicInstant(addDays(subscription.endsOn!, -7), '09:00', ZONE).getTime(),
    );
    const handler = renewalJobHandler({
      publicUrl: 'https://sustho.example',
      sms: { timeZone: ZONE, dailyCapPerNumber: 10, dailyCapPerAccount: 10 },
    });
    if (handler.effect !== 'inside') throw new Error('the renewal job runs inside a transaction');
    await db.transaction((tx) => handler.run(tx, job!, clock.now()));
    const [mail] = await db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.key, `plan-renewal:${subscription._id}:7:mail`));
    expect(String(mail!.payload.subject)).toContain('প্রফেশনাল');
    expect(String(mail!.payload.text)).toContain(
      'https://sustho.example/dashboard/plan/checkout?plan=professional&period=monthly',
    );
  });

  it('refuses to start in another currency once a plan was bought', async () => {
    const patient = await createUser(app);
    await buyPlan(app, patient, 'professional');
    await expect(assertStoredCurrency(db, 'BDT')).rejects.toBeInstanceOf(EnvError);
  });
});
