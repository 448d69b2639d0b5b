import {
  createPaymentIntentInput,
  idParam,
  pages,
  payableOf,
  payableSummary,
  paymentInput,
  paymentIntentResponse,
  paymentResult,
  sandboxConfirmInput,
  sandboxConfirmResult,
  sslcommerzIpnReceipt,
  sslcommerzReport,
  sslcommerzSessionInput,
  sslcommerzSessionResponse,
  webhookReceipt,
} from '@sustho/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cardProviderName, publicUrl, usesSslcommerz } from '../../config/env.js';
import { badRequest } from '../../lib/errors.js';
import { errorResponses } from '../../lib/error-responses.js';
import { currentUser } from '../auth/index.js';

/** The largest form the gateway posts back; its reports are a few dozen short fields. */
const REPORT_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * Payments: card intents, recording a payment, Stripe's webhook, the sandbox's card check without
 * Stripe, and SSLCommerz's session, return URLs and IPN.
 */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = app.services.payments;
  const tags = ['payments'];

  app.post(
    '/create-payment-intent',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          'Start paying for one of your bookings, plan subscriptions, medicine orders or lab orders; the amount is its stored price',
        body: createPaymentIntentInput,
        response: { 200: paymentIntentResponse, ...errorResponses(400, 401, 403, 404, 409, 502) },
      },
    },
    (request) => payments.createIntent(currentUser(request), payableOf(request.body)),
  );

  app.post(
    '/payments',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          'Record the payment of one of your bookings, plan subscriptions, medicine orders or lab orders once the provider confirms it (idempotent)',
        body: paymentInput,
        response: { 200: paymentResult, ...errorResponses(400, 401, 403, 404, 409, 502) },
      },
    },
    (request) =>
      payments.recordPayment(
        currentUser(request),
        payableOf(request.body),
        request.body.transactionId,
      ),
  );

  app.get(
    '/payables/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          'What the payment page pays for (one of your bookings, plan subscriptions, medicine orders or lab orders): its kind, price and whether it still waits for a payment',
        params: idParam,
        response: { 200: payableSummary, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => payments.summary(currentUser(request), request.params.id),
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
          response: { 200: webhookReceipt, ...errorResponses(400) },
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

  if (cardProviderName(app.env) === 'stripe' && !app.env.STRIPE_WEBHOOK_SECRET) {
    app.log.warn(
      'STRIPE_WEBHOOK_SECRET is not set: payments are recorded only when the browser reports them',
    );
  }

  if (cardProviderName(app.env) === 'sandbox') {
    app.post(
      '/payments/sandbox/confirm',
      {
        schema: {
          tags,
          summary:
            "The sandbox's confirmCardPayment: charge a Stripe test card; a declined card answers 402",
          body: sandboxConfirmInput,
          response: { 200: sandboxConfirmResult, ...errorResponses(400, 402, 404, 409) },
        },
      },
      (request) => payments.confirmSandboxCard(request.body.clientSecret, request.body.card),
    );
  }

  if (usesSslcommerz(app.env)) {
    app.post(
      '/payments/sslcommerz/session',
      {
        preHandler: app.requireUser,
        schema: {
          tags,
          summary:
            'Open an SSLCommerz session for one of your bookings, plan subscriptions, medicine orders or lab orders; the amount is its stored price',
          body: sslcommerzSessionInput,
          response: {
            200: sslcommerzSessionResponse,
            ...errorResponses(400, 401, 403, 404, 409, 502),
          },
        },
      },
      (request) => payments.createSslcommerzSession(currentUser(request), payableOf(request.body)),
    );
    await app.register(sslcommerzReportRoutes);
  }
};

/**
 * What SSLCommerz posts, form-encoded as gateways do: the patient's browser coming back (success,
 * fail, cancel) and the IPN. This scope alone parses forms; nothing here reads a cookie or a token.
 */
const sslcommerzReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = app.services.payments;
  const tags = ['payments'];
  const site = publicUrl(app.env);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: REPORT_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const returnSchema = (summary: string) => ({
    tags,
    summary,
    consumes: ['application/x-www-form-urlencoded'],
    body: sslcommerzReport,
    response: {
      303: z.null().describe('To the patient’s page'),
      ...errorResponses(400, 404, 409, 502),
    },
  });

  app.post(
    '/payments/sslcommerz/success',
    {
      schema: returnSchema(
        "The patient's return after paying: recorded once the gateway's validation API confirms it",
      ),
    },
    async (request, reply) => {
      const { tran_id: tranId, val_id: valId } = request.body;
      const { page } = await payments.completeSslcommerzReturn({ tranId, valId });
      return reply.redirect(`${site}${page}`, 303);
    },
  );

  for (const outcome of ['fail', 'cancel'] as const) {
    app.post(
      `/payments/sslcommerz/${outcome}`,
      {
        schema: returnSchema(
          `The patient's return when the payment ${outcome === 'fail' ? 'failed' : 'was cancelled'}: records nothing`,
        ),
      },
      async (request, reply) => {
        const { payableId } = await payments.abandonedSslcommerzReturn(request.body.tran_id);
        const notice = outcome === 'fail' ? 'failed' : 'cancelled';
        return reply.redirect(`${site}${pages.payment.path(payableId)}?sslcommerz=${notice}`, 303);
      },
    );
  }

  app.post(
    '/payments/sslcommerz/ipn',
    {
      schema: {
        tags,
        summary:
          "SSLCommerz's IPN: records a payment once its validation API confirms it, even if the patient never came back",
        consumes: ['application/x-www-form-urlencoded'],
        body: sslcommerzReport,
        response: { 200: sslcommerzIpnReceipt, ...errorResponses(400, 404, 409, 502) },
      },
    },
    (request) =>
      payments.handleSslcommerzIpn({
        tranId: request.body.tran_id,
        valId: request.body.val_id,
        status: request.body.status,
      }),
  );
};
