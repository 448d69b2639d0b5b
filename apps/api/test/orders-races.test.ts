import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { jobHandlers } from '../src/compose.js';
import { orderHistory, orders, payments, sandboxPaymentIntents } from '../src/db/schema.js';
import { clock } from '../src/lib/clock.js';
import { runDueJobs } from '../src/modules/jobs/worker.js';
import { createUser } from './factories.js';
import { buildTestApp } from './helper.js';
import { createMedicine } from './medicine-fixtures.js';
import { moveOrder, placeOrder, stockOf } from './order-fixtures.js';

/**
 * Medicine orders' measured races (services.md §5), on PGlite and on PostgreSQL: fifty patients
 * for the last ten units, two pharmacists moving one order, a cancellation racing the delivery,
 * and one refund per cancelled paid order; and the hold of an unpaid online order running out.
 */
const { app } = await buildTestApp();
const db = app.db;
const quiet = { kind: 'folder' as const, send: async () => {} };
const handlers = jobHandlers(app.env, { mail: quiet, sms: quiet, push: null }, app);
const runJobs = () => runDueJobs(db, handlers, app.log as FastifyBaseLogger);
const [pharmacist, otherPharmacist] = await Promise.all([
  createUser(app, { role: 'pharmacist' }),
  createUser(app, { role: 'pharmacist' }),
]);

afterEach(() => clock.reset());

type SignedIn = Awaited<ReturnType<typeof createUser>>;

async function placed(patient: SignedIn, payment: 'cod' | 'online' = 'cod') {
  const medicine = await createMedicine(db, { stockUnits: 20 });
  const response = await placeOrder(app, patient, {
    items: [{ medicineId: medicine.id, quantity: 5 }],
    payment,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json()._id as string, medicineId: medicine.id };
}

/** Pays an online order with the sandbox's test card, as the payment page does. */
async function pay(patient: SignedIn, orderId: string) {
  const call = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: patient.headers, payload });
  const intent = await call('/api/create-payment-intent', { orderId });
  expect(intent.statusCode, intent.body).toBe(200);
  const card = { number: '4242424242424242', expiry: '12/34', cvc: '123' };
  const paid = await call('/api/payments/sandbox/confirm', {
    clientSecret: intent.json().clientSecret,
    card,
  });
  expect(paid.statusCode, paid.body).toBe(200);
}

async function historyOf(orderId: string) {
  return db.select().from(orderHistory).where(eq(orderHistory.orderId, orderId));
}

describe('stock under fifty patients', () => {
  it('sells exactly the last 10 units to 10 of 50 patients racing for them', async () => {
    const medicine = await createMedicine(db, { stockUnits: 10 });
    const patients = await Promise.all(Array.from({ length: 50 }, () => createUser(app)));
    const answers = await Promise.all(
      patients.map((patient) =>
        placeOrder(app, patient, { items: [{ medicineId: medicine.id, quantity: 1 }] }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    for (const refused of answers.filter((answer) => answer.statusCode === 409))
      expect(refused.json().message).toBe(`Only 0 left of ${medicine.brandName}`);
    expect(await stockOf(app, medicine.id)).toBe(0);
  });
});

describe('pharmacists racing', () => {
  it('two pharmacists confirming one order take one step', async () => {
    const patient = await createUser(app);
    const { id } = await placed(patient);
    const answers = await Promise.all([
      moveOrder(app, pharmacist, id, { state: 'confirmed' }),
      moveOrder(app, otherPharmacist, id, { state: 'confirmed' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const steps = (await historyOf(id)).map((entry) => entry.state);
    expect(steps).toEqual(['placed', 'confirmed']);
  });

  it('a cancellation racing the delivery has one outcome', async () => {
    const patient = await createUser(app);
    const { id, medicineId } = await placed(patient);
    for (const state of ['confirmed', 'packed', 'out_for_delivery'])
      await moveOrder(app, pharmacist, id, { state });
    const [cancel, deliver] = await Promise.all([
      moveOrder(app, pharmacist, id, { state: 'cancelled', reason: 'Address not found' }),
      moveOrder(app, otherPharmacist, id, { state: 'delivered' }),
    ]);
    expect([cancel.statusCode, deliver.statusCode].sort()).toEqual([200, 409]);
    const steps = (await historyOf(id)).map((entry) => entry.state);
    expect(steps.filter((state) => state === 'cancelled' || state === 'delivered')).toHaveLength(1);
    // Units come back only when the cancellation won.
    expect(await stockOf(app, medicineId)).toBe(cancel.statusCode === 200 ? 20 : 15);
  });
});

describe('online orders', () => {
  it('pays an online order on to the pharmacist, and refunds it once when cancelled twice at once', async () => {
    const patient = await createUser(app);
    const { id, medicineId } = await placed(patient, 'online');
    const before = await app.inject({ url: `/api/orders/${id}`, headers: patient.headers });
    expect(before.json()).toMatchObject({ state: 'awaiting_payment', paid: false });
    expect(before.json().holdUntil).not.toBeNull();
    await pay(patient, id);
    const after = await app.inject({ url: `/api/orders/${id}`, headers: patient.headers });
    expect(after.json()).toMatchObject({ state: 'placed', paid: true, holdUntil: null });

    const [byPatient, byPharmacist] = await Promise.all([
      app.inject({ method: 'DELETE', url: `/api/orders/${id}`, headers: patient.headers }),
      moveOrder(app, pharmacist, id, { state: 'cancelled', reason: 'Out of stock at the shop' }),
    ]);
    expect([byPatient.statusCode, byPharmacist.statusCode].sort()).toEqual([200, 409]);
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, id));
    expect(payment!.refundState).toBe('settled');
    const [intent] = await db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, payment!.transactionId));
    expect(intent!.refundId).toBe(payment!.refundId);
    const final = await app.inject({ url: `/api/orders/${id}`, headers: patient.headers });
    expect(final.json()).toMatchObject({
      state: 'cancelled',
      paid: true,
      refunded: true,
      refundedAmount: final.json().total,
    });
    expect(await stockOf(app, medicineId)).toBe(20);
  });

  it('cancels an online order still unpaid when its hold runs out, giving its units back', async () => {
    const patient = await createUser(app);
    const { id, medicineId } = await placed(patient, 'online');
    expect(await stockOf(app, medicineId)).toBe(15);
    await runJobs();
    expect((await historyOf(id)).map((entry) => entry.state)).toEqual(['awaiting_payment']);
    clock.set(new Date(Date.now() + 16 * 60_000));
    await runJobs();
    const order = await app.inject({ url: `/api/orders/${id}`, headers: patient.headers });
    expect(order.json()).toMatchObject({ state: 'cancelled', refunded: false });
    expect(order.json().history.at(-1)).toMatchObject({ reason: 'Not paid in time' });
    expect(await stockOf(app, medicineId)).toBe(20);
    const late = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: patient.headers,
      payload: { orderId: id },
    });
    expect(late.statusCode).toBe(409);
  });
});

describe("the patient's data", () => {
  it("'Download my data' includes the orders; deleting the account cancels open ones, refunds the paid and erases addresses", async () => {
    const patient = await createUser(app);
    const open = await placed(patient);
    const paid = await placed(patient, 'online');
    await pay(patient, paid.id);
    const exported = await app.inject({ url: '/api/profile/export', headers: patient.headers });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(
      exported
        .json()
        .orders.map((order: { _id: string }) => order._id)
        .sort(),
    ).toEqual([open.id, paid.id].sort());

    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/profile',
      headers: patient.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const rows = await db.select().from(orders).where(eq(orders.userId, patient.user.id));
    expect(rows.map((row) => [row.state, row.recipient, row.phone])).toEqual([
      ['cancelled', '', ''],
      ['cancelled', '', ''],
    ]);
    expect(await stockOf(app, open.medicineId)).toBe(20);
    // The refund is owed at once and paid out by its job, which runs a moment later.
    clock.set(new Date(Date.now() + 10 * 60_000));
    await runJobs();
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, paid.id));
    expect(payment!.refundState).toBe('settled');
  });
});
