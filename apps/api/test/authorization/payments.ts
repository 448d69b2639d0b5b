import { sandboxProvider } from '../../src/modules/payments/sandbox-provider.js';
import { sandboxRepository } from '../../src/modules/payments/sandbox-repository.js';
import { bookingOf } from '../payment-fixtures.js';
import { everyone, type MatrixArea } from './types.js';

/**
 * Payments (the matrix runs in the sandbox): only a booking's owner pays for it, not even an admin.
 * The webhook carries no bearer, only Stripe's signature; the sandbox's card check, like Stripe.js,
 * is opened by the intent's client secret alone.
 */
export const paymentCases: MatrixArea = ({ app, users, gateway }) => {
  const sandbox = sandboxProvider(app.db);
  const intentForA = async () => {
    const booking = await bookingOf(app, users.patientA);
    const intent = await sandbox.createIntent({
      amountCents: booking.priceCents,
      currency: 'usd',
      payableId: booking.id,
      idempotencyKey: `intent-${booking.id}-${booking.priceCents}-usd`,
    });
    return { booking, intent };
  };

  /** A session patientA opened for a booking of theirs, and what the gateway posts once they paid. */
  const paidAtGateway = async () => {
    const booking = await bookingOf(app, users.patientA);
    const opened = await app.inject({
      method: 'POST',
      url: '/api/payments/sslcommerz/session',
      headers: users.patientA.headers,
      payload: { bookingId: booking.id },
    });
    const sessionkey = new URL(opened.json<{ gatewayUrl: string }>().gatewayUrl).searchParams.get(
      'SESSIONKEY',
    )!;
    return gateway.pay(sessionkey);
  };

  return [
    {
      route: 'POST /api/payments/sslcommerz/session',
      request: async () => ({
        url: '/api/payments/sslcommerz/session',
        payload: { bookingId: (await bookingOf(app, users.patientA)).id },
      }),
      expect: {
        anonymous: 401,
        patientA: 200,
        patientB: 403,
        doctor: 403,
        pharmacist: 403,
        lab: 403,
        admin: 403,
      },
    },
    // SSLCommerz's posts are authenticated by its validation API, never by the caller: whoever
    // brings a transaction the gateway confirms gets the same answer, and no caller more.
    ...(['success', 'fail', 'cancel'] as const).map((route) => ({
      route: `POST /api/payments/sslcommerz/${route}`,
      request: async () => ({
        url: `/api/payments/sslcommerz/${route}`,
        form: await paidAtGateway(),
      }),
      expect: everyone(303),
    })),
    {
      route: 'POST /api/payments/sslcommerz/ipn',
      request: async () => ({ url: '/api/payments/sslcommerz/ipn', form: await paidAtGateway() }),
      expect: everyone(200),
    },
    {
      route: 'POST /api/create-payment-intent',
      request: async () => ({
        url: '/api/create-payment-intent',
        payload: { bookingId: (await bookingOf(app, users.patientA)).id },
      }),
      expect: {
        anonymous: 401,
        patientA: 200,
        patientB: 403,
        doctor: 403,
        pharmacist: 403,
        lab: 403,
        admin: 403,
      },
    },
    {
      route: 'POST /api/payments',
      request: async () => {
        const { booking, intent } = await intentForA();
        await sandboxRepository(app.db).succeed(intent.id, '4242');
        return {
          url: '/api/payments',
          payload: { bookingId: booking.id, transactionId: intent.id },
        };
      },
      expect: {
        anonymous: 401,
        patientA: 200,
        patientB: 403,
        doctor: 403,
        pharmacist: 403,
        lab: 403,
        admin: 403,
      },
    },
    {
      route: 'POST /api/payments/webhook',
      request: () => ({
        url: '/api/payments/webhook',
        payload: { type: 'payment_intent.succeeded' },
      }),
      expect: everyone(400),
    },
    {
      route: 'POST /api/payments/sandbox/confirm',
      request: async () => ({
        url: '/api/payments/sandbox/confirm',
        payload: {
          clientSecret: (await intentForA()).intent.clientSecret,
          card: { number: '4242424242424242', expiry: '12/34', cvc: '123' },
        },
      }),
      expect: everyone(200),
    },
  ];
};
