import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, bookings, outbox, payments, sandboxPaymentIntents } from '../src/db/schema.js';
import { sandboxProvider } from '../src/modules/payments/sandbox-provider.js';
import { sandboxRepository } from '../src/modules/payments/sandbox-repository.js';
import { buildTestApp } from './helper.js';
import { createAdmin, createBooking, createUser } from './factories.js';
import { bookingOf } from './payment-fixtures.js';

/** The payment flow in the built-in sandbox (embedded mode, no Stripe keys). */
const { app } = await buildTestApp();

type Patient = Awaited<ReturnType<typeof createUser>>;

const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0]!;

async function startPayment(patient: Patient, bookingId: string, price?: number) {
  return app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: patient.headers,
    payload: { bookingId, ...(price === undefined ? {} : { price }) },
  });
}

async function confirmCard(clientSecret: string, number: string, expiry = '12/34', cvc = '123') {
  return app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/confirm',
    payload: { clientSecret, card: { number, expiry, cvc } },
  });
}

async function reportPayment(
  patient: Patient,
  bookingId: string,
  transactionId: string,
  extra: object = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/payments',
    headers: patient.headers,
    payload: { price: 25, email: patient.user.email, bookingId, transactionId, ...extra },
  });
}

/** A booking with an intent the provider says succeeded, that nobody has recorded yet (the browser is about to). */
async function succeededUnrecorded(patient: Patient) {
  const booking = await bookingOf(app, patient);
  const { clientSecret } = (await startPayment(patient, booking.id)).json();
  const intentId = intentIdOf(clientSecret);
  await sandboxRepository(app.db).succeed(intentId, '4242');
  return { booking, intentId };
}

const paymentsOf = (bookingId: string) =>
  app.db.select().from(payments).where(eq(payments.bookingId, bookingId));
const bookingRow = async (id: string) =>
  (await app.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const auditOf = (bookingId: string, action: string) =>
  app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, bookingId), eq(auditLog.action, action)));

describe('POST /api/create-payment-intent', () => {
  it("answers a client secret for the booking's own price, whatever price the client sends, and the same one again", async () => {
    const patient = await createUser(app);
    const booking = await bookingOf(app, patient, { priceCents: 4550 });
    const first = await startPayment(patient, booking.id, 1);
    expect(first.statusCode).toBe(200);
    const { clientSecret } = first.json();
    expect(clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    expect((await startPayment(patient, booking.id)).json().clientSecret).toBe(clientSecret);
    const intents = await app.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.payableId, booking.id));
    expect(intents).toHaveLength(1);
    expect(intents[0]).toMatchObject({
      amountCents: 4550,
      currency: 'usd',
      status: 'requires_payment_method',
    });
  });

  it("refuses someone else's booking (403), an unknown one (404) and a malformed id (400)", async () => {
    const owner = await createUser(app);
    const other = await createUser(app);
    const booking = await bookingOf(app, owner);
    expect((await startPayment(other, booking.id)).statusCode).toBe(403);
    expect((await startPayment(await createAdmin(app), booking.id)).statusCode).toBe(403);
    expect((await startPayment(owner, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    const malformed = await startPayment(owner, 'not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/bookingId/);
  });

  it('refuses a paid, a cancelled and a free booking with 409', async () => {
    const patient = await createUser(app);
    const paid = await bookingOf(app, patient);
    await app.db.update(bookings).set({ state: 'paid' }).where(eq(bookings.id, paid.id));
    const cancelled = await bookingOf(app, patient);
    await app.db
      .update(bookings)
      .set({ state: 'cancelled', cancelledAt: new Date() })
      .where(eq(bookings.id, cancelled.id));
    const free = await bookingOf(app, patient, { priceCents: 0 });
    for (const [booking, message] of [
      [paid, /already paid/],
      [cancelled, /cancelled/],
      [free, /free/],
    ] as const) {
      const response = await startPayment(patient, booking.id);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(message);
    }
  });
});

describe('POST /api/payments/sandbox/confirm', () => {
  it("charges 4242 4242 4242 4242 and records the payment at once, as Stripe's webhook would", async () => {
    const patient = await createUser(app);
    const booking = await bookingOf(app, patient);
    const { clientSecret } = (await startPayment(patient, booking.id)).json();
    const response = await confirmCard(clientSecret, '4242 4242 4242 4242');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      paymentIntent: { id: intentIdOf(clientSecret), status: 'succeeded' },
    });
    expect(await bookingRow(booking.id)).toMatchObject({ state: 'paid' });
    expect(await paymentsOf(booking.id)).toEqual([
      expect.objectContaining({ transactionId: intentIdOf(clientSecret) }),
    ]);
  });

  it("declines Stripe's declining test cards with Stripe's words, and a good card still works afterwards", async () => {
    const patient = await createUser(app);
    const booking = await bookingOf(app, patient);
    const { clientSecret } = (await startPayment(patient, booking.id)).json();
    for (const [number, message] of [
      ['4000 0000 0000 0002', 'Your card was declined.'],
      ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
      ['4000 0000 0000 0069', 'Your card has expired.'],
      ['4000056655665556', /non test card/],
    ] as const) {
      const response = await confirmCard(clientSecret, number);
      expect(response.statusCode).toBe(402);
      expect(response.json().message).toMatch(message);
    }
    expect(await bookingRow(booking.id)).toMatchObject({ state: 'booked' });
    expect(await paymentsOf(booking.id)).toHaveLength(0);
    expect((await confirmCard(clientSecret, '4242424242424242')).statusCode).toBe(200);
  });

  it('checks the card like Stripe Elements: number, expiry and CVC; an expired month is declined', async () => {
    const patient = await createUser(app);
    const { clientSecret } = (
      await startPayment(patient, (await bookingOf(app, patient)).id)
    ).json();
    const badNumber = await confirmCard(clientSecret, '4242 4242 4242 4241');
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json().message).toMatch(/card\.number: Your card number is invalid/);
    expect((await confirmCard(clientSecret, '4242424242424242', '13/30')).statusCode).toBe(400);
    expect((await confirmCard(clientSecret, '4242424242424242', '12/34', '12')).statusCode).toBe(
      400,
    );
    const expired = await confirmCard(clientSecret, '4242424242424242', '01/20');
    expect(expired.statusCode).toBe(402);
    expect(expired.json().message).toBe('Your card has expired.');
  });

  it('answers 404 for an unknown client secret and 409 for an intent that already succeeded', async () => {
    expect((await confirmCard('pi_nothing_secret_nothing', '4242424242424242')).statusCode).toBe(
      404,
    );
    const patient = await createUser(app);
    const { clientSecret } = (
      await startPayment(patient, (await bookingOf(app, patient)).id)
    ).json();
    expect((await confirmCard(clientSecret, '4242424242424242')).statusCode).toBe(200);
    const again = await confirmCard(clientSecret, '4242424242424242');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already succeeded/);
  });
});

describe('POST /api/payments', () => {
  it('stores the payment, marks the booking paid, audits it and queues the receipt, in one go', async () => {
    const patient = await createUser(app);
    const { booking, intentId } = await succeededUnrecorded(patient);
    const response = await reportPayment(patient, booking.id, intentId);
    expect(response.statusCode).toBe(200);
    const { insertedId } = response.json();
    expect(response.json()).toEqual({ acknowledged: true, insertedId: expect.any(String) });
    expect(await bookingRow(booking.id)).toMatchObject({ state: 'paid' });
    expect(await paymentsOf(booking.id)).toEqual([
      expect.objectContaining({
        id: insertedId,
        priceCents: 2500,
        transactionId: intentId,
      }),
    ]);
    const [audit] = await auditOf(booking.id, 'payment.succeeded');
    expect(audit).toMatchObject({
      actorId: patient.user.id,
      details: expect.objectContaining({ source: 'browser' }),
    });
    const receipts = await app.db.select().from(outbox).where(eq(outbox.to, patient.user.email));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain(`Transaction id: ${intentId}`);
    expect(receipts[0]!.text).toContain('Amount paid: $25.00');
  });

  it('records one payment however often it is sent, even all at once, and answers the same insertedId', async () => {
    const patient = await createUser(app);
    const { booking, intentId } = await succeededUnrecorded(patient);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => reportPayment(patient, booking.id, intentId)),
    );
    const ids = new Set(responses.map((response) => response.json().insertedId));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(ids.size).toBe(1);
    expect((await reportPayment(patient, booking.id, intentId)).json().insertedId).toBe(
      [...ids][0],
    );
    expect(await paymentsOf(booking.id)).toHaveLength(1);
    expect(await auditOf(booking.id, 'payment.succeeded')).toHaveLength(1);
  });

  it("ignores a price and e-mail from the client that differ from the booking's", async () => {
    const patient = await createUser(app);
    const { booking, intentId } = await succeededUnrecorded(patient);
    const response = await reportPayment(patient, booking.id, intentId, {
      price: 1,
      email: 'someone@else.example',
    });
    expect(response.statusCode).toBe(200);
    expect(await paymentsOf(booking.id)).toEqual([expect.objectContaining({ priceCents: 2500 })]);
    const receipts = await app.db.select().from(outbox).where(eq(outbox.to, patient.user.email));
    expect(receipts).toHaveLength(1);
  });

  it('refuses an intent that did not succeed, and the booking stays unpaid', async () => {
    const patient = await createUser(app);
    const booking = await bookingOf(app, patient);
    const { clientSecret } = (await startPayment(patient, booking.id)).json();
    await confirmCard(clientSecret, '4000000000000002');
    const response = await reportPayment(patient, booking.id, intentIdOf(clientSecret));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/has not succeeded/);
    expect(await bookingRow(booking.id)).toMatchObject({ state: 'booked' });
    expect(await paymentsOf(booking.id)).toHaveLength(0);
  });

  it("refuses paying someone else's booking (403), another booking's intent (409) and an unknown intent (404)", async () => {
    const owner = await createUser(app);
    const other = await createUser(app);
    const { booking, intentId } = await succeededUnrecorded(owner);
    expect((await reportPayment(other, booking.id, intentId)).statusCode).toBe(403);
    const second = await bookingOf(app, owner);
    const crossed = await reportPayment(owner, second.id, intentId);
    expect(crossed.statusCode).toBe(409);
    expect(crossed.json().message).toMatch(/another booking/);
    expect((await reportPayment(owner, booking.id, 'pi_unknown')).statusCode).toBe(404);
    expect((await reportPayment(owner, booking.id, 'not a payment id')).statusCode).toBe(400);
    expect(await paymentsOf(booking.id)).toHaveLength(0);
  });

  it('refunds a second payment for a booking that is already paid, so the money matches the booking', async () => {
    const patient = await createUser(app);
    const { booking, intentId } = await succeededUnrecorded(patient);
    await reportPayment(patient, booking.id, intentId);
    const sandbox = sandboxProvider(app.db);
    const stray = await sandbox.createIntent({
      amountCents: 2500,
      currency: 'usd',
      payableId: booking.id,
      idempotencyKey: 'an-old-tab',
    });
    await sandbox.confirmCard(stray.clientSecret, {
      number: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
    const response = await reportPayment(patient, booking.id, stray.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/already paid, so this second payment was refunded/);
    const [strayRow] = await app.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, stray.id));
    expect(strayRow!.refundId).toMatch(/^re_/);
    expect(await paymentsOf(booking.id)).toEqual([
      expect.objectContaining({ transactionId: intentId, refundId: null }),
    ]);
  });

  it('refunds a payment that arrives for a booking cancelled in the meantime', async () => {
    const patient = await createUser(app);
    const { booking, intentId } = await succeededUnrecorded(patient);
    await app.db
      .update(bookings)
      .set({ state: 'cancelled', cancelledAt: new Date() })
      .where(eq(bookings.id, booking.id));
    const response = await reportPayment(patient, booking.id, intentId);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/cancelled before the payment arrived/);
    expect(await paymentsOf(booking.id)).toHaveLength(0);
    expect(await auditOf(booking.id, 'payment.refunded')).toHaveLength(1);
  });
});

describe('cancelling a paid booking', () => {
  it('refunds it, frees the slot, keeps the payment with its refund, audits it, and refunds only once', async () => {
    const patient = await createUser(app);
    const { booking, intentId } = await succeededUnrecorded(patient);
    await reportPayment(patient, booking.id, intentId);

    expect(await app.services.payments.cancelPaidBooking(patient.user, booking)).toEqual({
      deletedCount: 1,
    });
    expect(await bookingRow(booking.id)).toMatchObject({ state: 'refunded' });
    const [payment] = await paymentsOf(booking.id);
    expect(payment).toMatchObject({
      transactionId: intentId,
      refundId: expect.stringMatching(/^re_/),
    });
    expect(await auditOf(booking.id, 'payment.refunded')).toEqual([
      expect.objectContaining({
        actorId: patient.user.id,
        details: expect.objectContaining({ refundId: payment!.refundId }),
      }),
    ]);
    const sameSlot = await createBooking(app.db, {
      treatmentId: booking.treatmentId,
      appointmentDate: booking.appointmentDate,
      slotStart: booking.slotStart,
    });
    expect(sameSlot.state).toBe('booked');

    expect(await app.services.payments.cancelPaidBooking(patient.user, booking)).toEqual({
      deletedCount: 0,
    });
    expect((await paymentsOf(booking.id))[0]!.refundId).toBe(payment!.refundId);
    expect(await auditOf(booking.id, 'payment.refunded')).toHaveLength(1);
  });
});

describe('without Stripe', () => {
  it('refuses webhooks and keeps Stripe out of the Content-Security-Policy', async () => {
    const webhook = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
      payload: '{"type":"payment_intent.succeeded"}',
    });
    expect(webhook.statusCode).toBe(400);
    const csp = String((await app.inject('/api/health')).headers['content-security-policy']);
    expect(csp).not.toContain('stripe.com');
    expect(csp).toContain("frame-src 'none'");
  });
});
