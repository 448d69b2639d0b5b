import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll } from 'vitest';

export interface StubIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
}

export interface StubRefund {
  id: string;
  object: 'refund';
  payment_intent: string;
  amount: number;
  status: 'succeeded';
}

/** One call the API made to the stub, with its form parameters decoded. */
export interface StubCall {
  method: string;
  path: string;
  params: Record<string, string>;
  idempotencyKey: string | undefined;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

const stripeError = (code: string, message: string) => ({
  error: { type: 'invalid_request_error', code, message },
});

async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return Object.fromEntries(new URLSearchParams(body));
}

/**
 * A local HTTP stand-in for the parts of Stripe's API the payments module calls: PaymentIntents,
 * refunds (with Idempotency-Key replay, as Stripe does) and the errors Stripe answers. The test
 * plays Stripe.js's part with `succeed`, and Stripe's webhook sender with `signedEvent`.
 */
export async function startStripeStub(webhookSecret: string) {
  const intents = new Map<string, StubIntent>();
  const refunds: StubRefund[] = [];
  const calls: StubCall[] = [];
  const replays = new Map<string, { status: number; body: unknown }>();
  let failures = 0;

  function route(
    method: string,
    path: string,
    params: Record<string, string>,
    query: URLSearchParams,
  ) {
    const intentPath = /^\/v1\/payment_intents\/(\w+)$/.exec(path);
    if (method === 'POST' && path === '/v1/payment_intents') {
      if (Number(params.amount) < 50) {
        return {
          status: 400,
          body: stripeError('amount_too_small', 'Amount must be at least $0.50 usd'),
        };
      }
      const intentId = id('pi');
      const intent: StubIntent = {
        id: intentId,
        object: 'payment_intent',
        amount: Number(params.amount),
        currency: params.currency!,
        status: 'requires_payment_method',
        client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
        metadata: { payableId: params['metadata[payableId]']! },
      };
      intents.set(intentId, intent);
      return { status: 200, body: intent };
    }
    if (method === 'GET' && intentPath) {
      const intent = intents.get(intentPath[1]!);
      if (!intent)
        return {
          status: 404,
          body: stripeError('resource_missing', `No such payment_intent: '${intentPath[1]}'`),
        };
      return { status: 200, body: intent };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(params.payment_intent!);
      if (!intent || intent.status !== 'succeeded') {
        return {
          status: 400,
          body: stripeError(
            'charge_not_refundable',
            'This PaymentIntent does not have a successful charge to refund.',
          ),
        };
      }
      if (refunds.some((refund) => refund.payment_intent === intent.id)) {
        return {
          status: 400,
          body: stripeError('charge_already_refunded', 'Charge has already been refunded.'),
        };
      }
      const refund: StubRefund = {
        id: id('re'),
        object: 'refund',
        payment_intent: intent.id,
        amount: intent.amount,
        status: 'succeeded',
      };
      refunds.push(refund);
      return { status: 200, body: refund };
    }
    if (method === 'GET' && path === '/v1/refunds') {
      const data = refunds.filter(
        (refund) => refund.payment_intent === query.get('payment_intent'),
      );
      return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/refunds' } };
    }
    return {
      status: 404,
      body: stripeError('resource_missing', `Unrecognized request URL (${method}: ${path})`),
    };
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stub');
    const params = await readForm(request);
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    calls.push({ method: request.method ?? 'GET', path: url.pathname, params, idempotencyKey });
    let answer: { status: number; body: unknown };
    if (failures > 0) {
      failures -= 1;
      answer = { status: 500, body: { error: { type: 'api_error', message: 'Stub is down' } } };
    } else if (idempotencyKey && replays.has(idempotencyKey)) {
      answer = replays.get(idempotencyKey)!;
    } else {
      answer = route(request.method ?? 'GET', url.pathname, params, url.searchParams);
      if (idempotencyKey) replays.set(idempotencyKey, answer);
    }
    response.writeHead(answer.status, {
      'content-type': 'application/json',
      'request-id': id('req'),
    });
    response.end(JSON.stringify(answer.body));
  }

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const signer = new Stripe('sk_test_stub');

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    intents,
    refunds,
    calls,

    /** What Stripe.js's confirmCardPayment does with a good card. */
    succeed(intentId: string) {
      intents.get(intentId)!.status = 'succeeded';
    },

    /** Makes the next `count` calls fail with a 500, as Stripe does when it is down. */
    failNext(count: number) {
      failures = count;
    },

    /** A webhook as Stripe sends it: the event's exact bytes and their signature header. */
    signedEvent(type: string, object: unknown, secret = webhookSecret) {
      const payload = JSON.stringify({
        id: id('evt'),
        object: 'event',
        type,
        created: 1_800_000_000,
        data: { object },
      });
      return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret }) };
    },
  };
}

export type StripeStub = Awaited<ReturnType<typeof startStripeStub>>;
