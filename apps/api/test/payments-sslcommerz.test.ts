import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { auditLog, bookings, outbox, payments, returnedPayments } from '../src/db/schema.js';
import { buildTestApp } from './helper.js';
import { createUser } from './factories.js';
import { bookingOf } from './payment-fixtures.js';
import { startSslcommerzStub } from './sslcommerz-stub.js';
import { startRefundPoller } from '../src/modules/payments/refund-poller.js';

/** SSLCommerz's session, return URLs, IPN and refunds, against a local stub of its sandbox. */
const stub = await startSslcommerzStub();
afterAll(() => stub.close());
const { app } = await buildTestApp({
  CURRENCY: 'BDT',
  SSLCOMMERZ_STORE_ID: stub.storeId,
  SSLCOMMERZ_STORE_PASSWORD: stub.storePassword,
  SSLCOMMERZ_SANDBOX: 'true',
  SSLCOMMERZ_API_URL: stub.url,
  SSLCOMMERZ_TIMEOUT_SECONDS: '1',
});

type Fields = Record<string, string>;

/** A patient's BDT booking (৳700 unless told) and the session its Pay button opened. */
async function startPayment(values: { priceCents?: number } = {}) {
  const patient = await createUser(app);
  const booking = await bookingOf(app, patient, {
    priceCents: values.priceCents ?? 70_000,
    currency: 'BDT',
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/payments/sslcommerz/session',
    headers: patient.headers,
    payload: { bookingId: booking.id },
  });
  expect(response.statusCode).toBe(200);
  const { gatewayUrl } = response.json<{ gatewayUrl: string }>();
  const sessionkey = new URL(gatewayUrl).searchParams.get('SESSIONKEY')!;
  return { patient, booking, gatewayUrl, session: stub.sessions.get(sessionkey)! };
}

/** What the gateway posts, form-encoded, to one of the API's SSLCommerz routes. */
function post(route: 'success' | 'fail' | 'cancel' | 'ipn', fields: Fields, cookie?: string) {
  return app.inject({
    method: 'POST',
    url: `/api/payments/sslcommerz/${route}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      // The patient's browser comes back from the gateway's site.
      origin: 'https://sandbox.sslcommerz.com',
      'sec-fetch-site': 'cross-site',
      ...(cookie ? { cookie } : {}),
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

const paymentsOf = (bookingId: string) =>
  app.db.select().from(payments).where(eq(payments.bookingId, bookingId));
const stateOf = async (bookingId: string) =>
  (await app.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]!.state;

describe('SSLCommerz payments', () => {
  it("opens a session for the booking's price in taka and records the validated payment once", async () => {
    const { booking, gatewayUrl, session } = await startPayment();
    expect(gatewayUrl.startsWith(stub.url)).toBe(true);
    expect(session.params).toMatchObject({
      total_amount: '700.00',
      currency: 'BDT',
      value_a: booking.id,
      success_url: 'http://localhost:3000/api/payments/sslcommerz/success',
      ipn_url: 'http://localhost:3000/api/payments/sslcommerz/ipn',
    });
    expect(session.params.tran_id!.length).toBeLessThanOrEqual(30);

    const fields = await stub.pay(session.sessionkey);
    const ipn = await post('ipn', fields);
    expect(ipn.statusCode).toBe(200);
    expect(ipn.json()).toEqual({ received: true, recorded: true });

    // The patient comes back after the IPN, with a cookie of ours: the same payment, one row.
    const back = await post('success', fields, 'sustho.session_token=whatever');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('http://localhost:3000/dashboard/myAppointment');
    const replayed = await post('ipn', fields);
    expect(replayed.json()).toEqual({ received: true, recorded: true });

    const rows = await paymentsOf(booking.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      provider: 'sslcommerz',
      priceCents: 70_000,
      currency: 'BDT',
      transactionId: fields.tran_id,
      validationId: fields.val_id,
      bankTransactionId: fields.bank_tran_id,
    });
    expect(await stateOf(booking.id)).toBe('paid');
    const mail = await app.db.select().from(outbox).where(eq(outbox.to, booking.email!));
    expect(mail.map((message) => message.subject)).toContain(
      `Your Sustho payment receipt: ৳700 for ${session.params.product_name}`,
    );
  });

  it('lands the patient on My Appointments when they come back before the IPN', async () => {
    const { booking, session } = await startPayment();
    const fields = await stub.pay(session.sessionkey);
    expect((await post('success', fields)).statusCode).toBe(303);
    expect(await stateOf(booking.id)).toBe('paid');
    expect(await post('ipn', fields).then((response) => response.json())).toEqual({
      received: true,
      recorded: true,
    });
    expect(await paymentsOf(booking.id)).toHaveLength(1);
  });

  it('refuses a forged IPN or return the validation API does not confirm, and records nothing', async () => {
    const { booking, session } = await startPayment();
    const forged = { status: 'VALID', tran_id: session.params.tran_id!, val_id: 'VALforged123' };
    for (const route of ['ipn', 'success'] as const) {
      const response = await post(route, forged);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'SSLCommerz does not confirm this payment (its validation status is INVALID_TRANSACTION)',
      );
    }
    const withoutValId = await post('ipn', { status: 'VALID', tran_id: session.params.tran_id! });
    expect(withoutValId.statusCode).toBe(400);
    expect(await paymentsOf(booking.id)).toEqual([]);
    expect(await stateOf(booking.id)).toBe('booked');
  });

  it('refuses a validation answer for another amount, currency or booking, and records nothing', async () => {
    const other = await startPayment();
    const otherFields = await stub.pay(other.session.sessionkey);
    const tampered = [
      {
        change: { amount: '7.00' },
        message: "The payment's amount does not match the booking's price",
      },
      {
        change: { currency: 'USD' },
        message: "The payment's currency does not match the booking's",
      },
      {
        change: { value_a: other.booking.id },
        message: 'SSLCommerz validated a payment for another booking',
      },
    ];
    for (const { change, message } of tampered) {
      const { booking, session } = await startPayment();
      const fields = await stub.pay(session.sessionkey);
      Object.assign(stub.transactions.get(fields.val_id!)!, change);
      const response = await post('ipn', fields);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(message);
      expect(await paymentsOf(booking.id)).toEqual([]);
    }
    // Another booking's genuine val_id, posted with this booking's tran_id.
    const { booking, session } = await startPayment();
    const swapped = await post('success', { ...otherFields, tran_id: session.params.tran_id! });
    expect(swapped.statusCode).toBe(409);
    expect(swapped.json().message).toBe(
      'SSLCommerz validated another transaction than this tran_id',
    );
    expect(await paymentsOf(booking.id)).toEqual([]);
    expect(await paymentsOf(other.booking.id)).toEqual([]);
  });

  it('refuses an unknown tran_id on every route, and malformed ids', async () => {
    for (const route of ['success', 'fail', 'cancel', 'ipn'] as const) {
      const response = await post(route, {
        status: 'VALID',
        tran_id: 'SZnobodyknowsthis',
        val_id: 'VAL1',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('No SSLCommerz payment has this tran_id');
    }
    const malformed = await post('ipn', { tran_id: "x' or 1=1 --", val_id: 'VAL1' });
    expect(malformed.statusCode).toBe(400);
    const asJson = await app.inject({
      method: 'POST',
      url: '/api/payments/sslcommerz/ipn',
      payload: { tran_id: 'SZ1', val_id: 'VAL1' },
    });
    expect(asJson.statusCode).toBe(415);
  });

  it('sends the patient back to the payment page from fail and cancel, recording nothing', async () => {
    const { booking, session } = await startPayment();
    const tranId = session.params.tran_id!;
    const failed = await post('fail', { status: 'FAILED', tran_id: tranId });
    expect(failed.statusCode).toBe(303);
    expect(failed.headers.location).toBe(
      `http://localhost:3000/dashboard/payment/${booking.id}?sslcommerz=failed`,
    );
    const cancelled = await post('cancel', { status: 'CANCELLED', tran_id: tranId });
    expect(cancelled.headers.location).toBe(
      `http://localhost:3000/dashboard/payment/${booking.id}?sslcommerz=cancelled`,
    );
    const failedIpn = await post('ipn', { status: 'FAILED', tran_id: tranId });
    expect(failedIpn.json()).toEqual({ received: true, recorded: false });
    expect(await paymentsOf(booking.id)).toEqual([]);
  });

  it('answers 502 without hanging when the gateway does not answer, and records nothing', async () => {
    const { booking, session } = await startPayment();
    const fields = await stub.pay(session.sessionkey);
    stub.control.hang = true;
    try {
      const started = Date.now();
      const response = await post('ipn', fields);
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toBe(
        'SSLCommerz did not answer. Please try again in a moment.',
      );
      expect(Date.now() - started).toBeLessThan(10_000);
      const patient = await createUser(app);
      const other = await bookingOf(app, patient, { priceCents: 70_000, currency: 'BDT' });
      const opening = await app.inject({
        method: 'POST',
        url: '/api/payments/sslcommerz/session',
        headers: patient.headers,
        payload: { bookingId: other.id },
      });
      expect(opening.statusCode).toBe(502);
    } finally {
      stub.control.hang = false;
    }
    expect(await paymentsOf(booking.id)).toEqual([]);
    // Once the gateway is back, the same report records the payment.
    expect((await post('ipn', fields)).json()).toEqual({ received: true, recorded: true });
  });

  it("passes on the gateway's refusal of a session (an amount below its minimum)", async () => {
    const patient = await createUser(app);
    const booking = await bookingOf(app, patient, { priceCents: 500, currency: 'BDT' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/sslcommerz/session',
      headers: patient.headers,
      payload: { bookingId: booking.id },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(
      'The payment provider refused the request: Invalid Information: total_amount',
    );
  });

  it('only opens a session for your own unpaid, priced booking', async () => {
    const { patient, booking, session } = await startPayment();
    const stranger = await createUser(app);
    const theirs = await app.inject({
      method: 'POST',
      url: '/api/payments/sslcommerz/session',
      headers: stranger.headers,
      payload: { bookingId: booking.id },
    });
    expect(theirs.statusCode).toBe(403);
    await post('ipn', await stub.pay(session.sessionkey));
    const again = await app.inject({
      method: 'POST',
      url: '/api/payments/sslcommerz/session',
      headers: patient.headers,
      payload: { bookingId: booking.id },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This booking is already paid');
  });

  it('refunds a payment for a booking cancelled before it arrived once, and answers replayed IPNs from the record', async () => {
    const { patient, booking, session } = await startPayment();
    const fields = await stub.pay(session.sessionkey);
    const cancel = await app.inject({
      method: 'DELETE',
      url: `/api/booking/${booking.id}`,
      headers: patient.headers,
    });
    expect(cancel.json()).toEqual({ deletedCount: 1 });

    const answers = [];
    for (let replay = 0; replay < 3; replay += 1) answers.push((await post('ipn', fields)).json());
    expect(answers).toEqual(Array.from({ length: 3 }, () => ({ received: true, recorded: false })));
    // The patient's return says why, from the same record.
    const back = await post('success', fields);
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toMatch(/cancelled before the payment arrived/);

    expect(stub.refundCalls.filter((id) => id === `R${fields.tran_id}`)).toHaveLength(1);
    const [returned] = await app.db
      .select()
      .from(returnedPayments)
      .where(eq(returnedPayments.transactionId, fields.tran_id!));
    const refund = [...stub.refunds.values()].find((r) => r.bank_tran_id === fields.bank_tran_id)!;
    expect(returned).toMatchObject({
      bookingId: booking.id,
      provider: 'sslcommerz',
      amountCents: 70_000,
      refundId: refund.refund_ref_id,
    });
    const audited = await app.db.select().from(auditLog).where(eq(auditLog.targetId, booking.id));
    expect(audited.filter((entry) => entry.action === 'payment.refunded')).toHaveLength(1);
    expect(await paymentsOf(booking.id)).toEqual([]);
    expect(await stateOf(booking.id)).toBe('cancelled');
  });

  it('refunds a cancelled paid booking through the refund API and follows the refund until it settles', async () => {
    const { patient, booking, session } = await startPayment();
    const fields = await stub.pay(session.sessionkey);
    await post('ipn', fields);
    stub.control.refundQueriesUntilSettled = 1;
    try {
      const cancelled = await app.inject({
        method: 'DELETE',
        url: `/api/booking/${booking.id}`,
        headers: patient.headers,
      });
      expect(cancelled.json()).toEqual({ deletedCount: 1 });
      const refund = [...stub.refunds.values()].find(
        (entry) => entry.bank_tran_id === fields.bank_tran_id,
      )!;
      expect(refund).toMatchObject({
        refund_amount: '700.00',
        refund_trans_id: `R${fields.tran_id}`,
      });
      let [row] = await paymentsOf(booking.id);
      expect(row).toMatchObject({ refundId: refund.refund_ref_id, refundState: 'pending' });
      expect(await stateOf(booking.id)).toBe('refunded');

      await app.services.payments.settlePendingRefunds();
      [row] = await paymentsOf(booking.id);
      expect(row!.refundState).toBe('settled');
      const audit = await app.db.select().from(auditLog).where(eq(auditLog.targetId, booking.id));
      expect(audit.map((entry) => entry.action)).toEqual(
        expect.arrayContaining(['payment.succeeded', 'payment.refunded', 'payment.refund_settled']),
      );
      // Cancelling again refunds nothing more.
      const again = await app.inject({
        method: 'DELETE',
        url: `/api/booking/${booking.id}`,
        headers: patient.headers,
      });
      expect(again.json()).toEqual({ deletedCount: 0 });
      expect(
        [...stub.refunds.values()].filter((entry) => entry.bank_tran_id === fields.bank_tran_id),
      ).toHaveLength(1);
    } finally {
      stub.control.refundQueriesUntilSettled = 0;
    }
  });

  it('keeps asking after a pending refund on a timer until the gateway has paid it out', async () => {
    const { patient, booking, session } = await startPayment();
    await post('ipn', await stub.pay(session.sessionkey));
    stub.control.refundQueriesUntilSettled = 2;
    const stop = startRefundPoller(app.services.payments, app.log, 50);
    try {
      await app.inject({
        method: 'DELETE',
        url: `/api/booking/${booking.id}`,
        headers: patient.headers,
      });
      expect((await paymentsOf(booking.id))[0]!.refundState).toBe('pending');
      await vi.waitFor(async () =>
        expect((await paymentsOf(booking.id))[0]!.refundState).toBe('settled'),
      );
    } finally {
      await stop();
      stub.control.refundQueriesUntilSettled = 0;
    }
  });

  it('tells the web app it takes SSLCommerz in taka, beside the sandbox', async () => {
    const response = await app.inject({ url: '/api/client-config' });
    expect(response.json()).toMatchObject({
      currency: 'BDT',
      payments: { provider: 'sandbox', publishableKey: null, sslcommerz: true },
    });
  });
});
