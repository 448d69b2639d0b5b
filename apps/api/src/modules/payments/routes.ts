import {
  createPaymentIntentInput,
  errorResponse,
  paymentInput,
  paymentIntentResponse,
  paymentResult,
  sandboxConfirmInput,
  sandboxConfirmResult,
  webhookReceipt,
} from '@sustho/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { usesPaymentSandbox } from '../../config/env.js';
import { badRequest } from '../../lib/errors.js';
import { currentUser } from '../auth/current-user.js';

const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorResponse]));

/** Card payments: intents, recording a payment, Stripe's webhook and, without Stripe, the sandbox's card check. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = app.services.payments;
  const tags = ['payments'];

  app.post(
    '/create-payment-intent',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Start paying for one of your bookings; the amount is the booking's price",
        body: createPaymentIntentInput,
        response: { 200: paymentIntentResponse, ...errors(400, 401, 403, 404, 409, 502) },
      },
    },
    (request) => payments.createIntent(currentUser(request), request.body.bookingId),
  );

  app.post(
    '/payments',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          'Record the payment of one of your bookings once the provider confirms it (idempotent)',
        body: paymentInput,
        response: { 200: paymentResult, ...errors(400, 401, 403, 404, 409, 502) },
      },
    },
    (request) => payments.recordPayment(currentUser(request), request.body),
  );

  // Stripe signs the exact bytes it sends, so this route alone reads its body raw, whatever its type.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    webhook.post(
      '/payments/webhook',
      {
        schema: {
          tags,
          summary:
            "Stripe's webhook: records a succeeded payment even if the browser never reported it",
          headers: z.object({ 'stripe-signature': z.string().optional() }),
          response: { 200: webhookReceipt, ...errors(400) },
        },
      },
      (request) => {
        if (!Buffer.isBuffer(request.body)) throw badRequest('The webhook has no body');
        const signature = request.headers['stripe-signature'];
        return payments.handleWebhook(
          request.body,
          typeof signature === 'string' ? signature : undefined,
          request.log,
        );
      },
    );
  });

  if (!usesPaymentSandbox(app.env) && !app.env.STRIPE_WEBHOOK_SECRET) {
    app.log.warn(
      'STRIPE_WEBHOOK_SECRET is not set: payments are recorded only when the browser reports them',
    );
  }

  if (usesPaymentSandbox(app.env)) {
    app.post(
      '/payments/sandbox/confirm',
      {
        schema: {
          tags,
          summary:
            "The sandbox's confirmCardPayment: charge a Stripe test card; a declined card answers 402",
          body: sandboxConfirmInput,
          response: { 200: sandboxConfirmResult, ...errors(400, 402, 404, 409) },
        },
      },
      (request) => payments.confirmSandboxCard(request.body.clientSecret, request.body.card),
    );
  }
};
