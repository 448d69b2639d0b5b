import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, bookings, outbox, payments, users } from '../src/db/schema.js';
import { clock } from '../src/lib/clock.js';
import { jobHandlers } from '../src/compose.js';
import { runDueJobs } from '../src/modules/jobs/worker.js';
import { buildTestApp } from './helper.js';
import { createUser } from './factories.js';
import { bookingOf } from './payment-fixtures.js';
import { startStripeStub } from './stripe-stub.js';

/** The Stripe code paths, against a local stub of Stripe's API. */
const WEBHOOK_SECRET = 'whsec_test_secret_for_the_stub';
const stub = await startStripeStub(WEBHOOK_SECRET);
const { app } = await buildTestApp({
  STRIPE_SECRET_KEY: 'sk_test_stub',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_stub',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_URL: stub.url,
});

type Patient = Awaited<ReturnType<typeof createUser>>;

/** Runs the jobs due a few minutes from now: a refund's job waits for its caller's own try. */
async function runRefundJobs() {
  clock.set(new Date(Date.now() + 5 * 60_000).toISOString());
  const quiet = { kind: 'folder' as const, send: async () => {} };
  await runDueJobs(app.db, jobHandlers(app.env, { mail: quiet, sms: quiet }, app), app.log);
}

async function startPayment(patient: Patient, bookingId: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: patient.headers,
    payload: { bookingId, price: 1 },
  });
  expect(response.statusCode).toBe(200);
  const { clientSecret } = response.json();
  return [...stub.intents.values()].find((intent) => intent.client_secret === clientSecret)!;
}

async function reportPayment(patient: Patient, bookingId: string, transactionId: string) {
  return app.inject({
    method: 'POST',
    url: '/api/payments',
    headers: patient.headers,
    payload: { price: 25, email: patient.user.email, bookingId, transactionId },
  });
}

async function sendWebhook(event: { payload: string; signature: string }) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': event.signature,
    },
    payload: event.payload,
  });
}

/** A booking whose card payment succeeded at Stripe; nobody has told the API yet. */
async function paidAtStripe() {
  const patient = await createUser(app);
  const booking = await bookingOf(app, patient);
  const intent = await startPayment(patient, booking.id);
  stub.succeed(intent.id);
  return {
    patient,
    booking,
    intent,
    webhook: stub.signedEvent('payment_intent.succeeded', intent),
  };
}

const paymentsOf = (bookingId: string) =>
  app.db.select().from(payments).where(eq(payments.bookingId, bookingId));
const bookingRow = async (id: string) =>
  (await app.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

describe('Stripe PaymentIntents', () => {
  it("creates the intent for the booking's price in dollars' cents, with its id as metadata and an idempotency key", async () => {
    const patient = await createUser(app);
    const booking = await bookingOf(app, patient, { priceCents: 4550 });
    const intent = await startPayment(patient, booking.id);
    expect(intent).toMatchObject({
      amount: 4550,
      currency: 'usd',
      metadata: { payableId: booking.id },
    });
    const call = stub.calls.find(
      (entry) =>
        entry.path === '/v1/payment_intents' && entry.params['metadata[payableId]'] === booking.id,
    );
    expect(call?.params['allowed_payment_method_types[0]']).toBe('card');
    expect(call?.idempotencyKey).toBe(`intent-${booking.id}-4550-usd`);
    expect((await startPayment(patient, booking.id)).id).toBe(intent.id);
  });

  it('accepts POST /payments only once Stripe says the intent succeeded', async () => {
    const patient = await createUser(app);
    const booking = await bookingOf(app, patient);
    const intent = await startPayment(patient, booking.id);
    const early = await reportPayment(patient, booking.id, intent.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/requires_payment_method/);
    stub.succeed(intent.id);
    expect((await reportPayment(patient, booking.id, intent.id)).statusCode).toBe(200);
    expect(await bookingRow(booking.id)).toMatchObject({ state: 'paid' });
    expect(await paymentsOf(booking.id)).toEqual([
      expect.objectContaining({ transactionId: intent.id }),
    ]);
    expect((await reportPayment(patient, booking.id, 'pi_not_at_stripe')).statusCode).toBe(404);
  });

  it("answers 502 with Stripe's reason when Stripe refuses, and a plain one when it is down", async () => {
    const patient = await createUser(app);
    const cheap = await bookingOf(app, patient, { priceCents: 30 });
    const refused = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: patient.headers,
      payload: { bookingId: cheap.id },
    });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({
      statusCode: 502,
      error: 'Bad Gateway',
      message: 'The payment provider refused the request: Amount must be at least $0.50 usd',
    });
    stub.failNext(3);
    const down = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: patient.headers,
      payload: { bookingId: (await bookingOf(app, patient)).id },
    });
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toMatch(/did not answer/);
  });
});

describe("Stripe's webhook", () => {
  it('records a succeeded payment the browser never reported, with its receipt', async () => {
    const { patient, booking, intent, webhook } = await paidAtStripe();
    const response = await sendWebhook(webhook);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(await bookingRow(booking.id)).toMatchObject({ state: 'paid' });
    expect(await paymentsOf(booking.id)).toEqual([
      expect.objectContaining({ transactionId: intent.id }),
    ]);
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, booking.id), eq(auditLog.action, 'payment.succeeded')));
    expect(audit).toMatchObject({
      actorId: null,
      details: expect.objectContaining({ source: 'webhook' }),
    });
    const receipts = await app.db.select().from(outbox).where(eq(outbox.to, patient.user.email));
    expect(receipts.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/payment receipt/),
    ]);
  });

  it('arriving before, after or twice with the browser’s call, leaves one payment with one id', async () => {
    for (const order of ['webhook-first', 'browser-first', 'together'] as const) {
      const { patient, booking, intent, webhook } = await paidAtStripe();
      const browser = () => reportPayment(patient, booking.id, intent.id);
      const hook = () => sendWebhook(webhook);
      const responses =
        order === 'together'
          ? await Promise.all([hook(), browser(), hook(), browser()])
          : order === 'webhook-first'
            ? [await hook(), await browser(), await hook()]
            : [await browser(), await hook(), await hook(), await browser()];
      expect(
        responses.map((response) => response.statusCode).every((status) => status === 200),
      ).toBe(true);
      const recorded = await paymentsOf(booking.id);
      expect(recorded).toHaveLength(1);
      const insertedIds = responses.map((response) => response.json().insertedId).filter(Boolean);
      expect(new Set([...insertedIds, recorded[0]!.id])).toEqual(new Set([recorded[0]!.id]));
    }
  });

  it('refuses a forged, tampered or unsigned webhook and records nothing', async () => {
    const { booking, intent, webhook } = await paidAtStripe();
    const forged = stub.signedEvent('payment_intent.succeeded', intent, 'whsec_someone_else');
    const tampered = {
      payload: webhook.payload.replace('"usd"', '"eur"'),
      signature: webhook.signature,
    };
    for (const attempt of [forged, tampered, { payload: webhook.payload, signature: '' }]) {
      const response = await sendWebhook(attempt);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/signature/);
    }
    expect(await paymentsOf(booking.id)).toHaveLength(0);
  });

  it('acknowledges events it does not act on, and intents that name no booking of ours', async () => {
    const other = await sendWebhook(
      stub.signedEvent('charge.refunded', { id: 'ch_1', object: 'charge' }),
    );
    expect(other.statusCode).toBe(200);
    const foreign = {
      id: 'pi_foreign',
      object: 'payment_intent',
      amount: 999,
      currency: 'usd',
      status: 'succeeded',
      metadata: {},
    };
    expect(
      (await sendWebhook(stub.signedEvent('payment_intent.succeeded', foreign))).statusCode,
    ).toBe(200);
  });
});

describe('refunds through Stripe', () => {
  it('refunds a cancelled paid booking once, with an idempotency key, and keeps the refund id', async () => {
    const { booking, intent, webhook, patient } = await paidAtStripe();
    await sendWebhook(webhook);
    expect(await app.services.payments.cancelPaidBooking(patient.user, booking)).toEqual({
      deletedCount: 1,
    });
    const refunds = stub.refunds.filter((refund) => refund.payment_intent === intent.id);
    expect(refunds).toHaveLength(1);
    const call = stub.calls.find(
      (entry) => entry.path === '/v1/refunds' && entry.params.payment_intent === intent.id,
    );
    expect(call?.idempotencyKey).toBe(`refund-${intent.id}`);
    const [payment] = await paymentsOf(booking.id);
    expect(payment).toMatchObject({ refundId: refunds[0]!.id });
    expect(await bookingRow(booking.id)).toMatchObject({ state: 'refunded' });
    expect(await app.services.payments.cancelPaidBooking(patient.user, booking)).toEqual({
      deletedCount: 0,
    });
    expect(stub.refunds.filter((refund) => refund.payment_intent === intent.id)).toHaveLength(1);
  });

  it('cancels the booking with its refund owed when Stripe cannot refund it, and its job refunds it once later', async () => {
    const { booking, intent, webhook, patient } = await paidAtStripe();
    await sendWebhook(webhook);
    stub.failNext(3);
    expect(await app.services.payments.cancelPaidBooking(patient.user, booking)).toEqual({
      deletedCount: 1,
    });
    expect(await bookingRow(booking.id)).toMatchObject({ state: 'refunded' });
    expect((await paymentsOf(booking.id))[0]).toMatchObject({
      refundId: null,
      refundState: 'requested',
    });

    await runRefundJobs();
    const refunds = stub.refunds.filter((refund) => refund.payment_intent === intent.id);
    expect(refunds).toHaveLength(1);
    expect((await paymentsOf(booking.id))[0]).toMatchObject({
      refundId: refunds[0]!.id,
      refundState: 'settled',
    });
    const audited = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, booking.id), eq(auditLog.action, 'payment.refunded')));
    expect(audited).toEqual([
      expect.objectContaining({
        actorId: patient.user.id,
        details: expect.objectContaining({ refundId: refunds[0]!.id }),
      }),
    ]);
  });
});

describe('deleting an account with a paid booking', () => {
  it('refunds it through Stripe once; when Stripe fails the refund stays owed and its job finishes it', async () => {
    const { booking, intent, webhook, patient } = await paidAtStripe();
    await sendWebhook(webhook);
    const users$ = app.services.users;
    stub.failNext(3);
    expect(await users$.deleteUser(patient.user, patient.user.id)).toEqual({ deletedCount: 1 });
    expect(await bookingRow(booking.id)).toMatchObject({
      state: 'refunded',
      patientName: 'Deleted patient',
      email: null,
    });
    const [gone] = await app.db.select().from(users).where(eq(users.id, patient.user.id));
    expect(gone!.deletedAt).not.toBeNull();
    expect((await paymentsOf(booking.id))[0]).toMatchObject({ refundState: 'requested' });

    await runRefundJobs();
    const refunds = stub.refunds.filter((refund) => refund.payment_intent === intent.id);
    expect(refunds).toHaveLength(1);
    expect(await paymentsOf(booking.id)).toEqual([
      expect.objectContaining({ refundId: refunds[0]!.id }),
    ]);
  });
});

describe('with Stripe configured', () => {
  it("allows Stripe's script, API and frames in the Content-Security-Policy, and nothing else extra", async () => {
    const csp = String((await app.inject('/api/health')).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://js.stripe.com;");
    expect(csp).toContain("connect-src 'self' https://js.stripe.com https://api.stripe.com;");
    expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com;');
  });

  it('tells the app to draw Stripe Elements, and has no sandbox', async () => {
    const config = (await app.inject('/api/client-config')).json();
    expect(config.payments).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_stub',
      sslcommerz: false,
    });
    expect(config.currency).toBe('USD');
    const sandbox = await app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/confirm',
      payload: {},
    });
    expect(sandbox.statusCode).toBe(404);
  });
});
