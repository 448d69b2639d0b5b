import Stripe from 'stripe';
import { badRequest, ProviderError } from '../../lib/errors.js';
import type { PaymentProvider, ProviderIntent } from './provider.js';

export interface StripeProvider extends PaymentProvider {
  readonly name: 'stripe';
}

/**
 * What the Content-Security-Policy must allow for Stripe.js and its card fields, and nothing more:
 * its script, its API for the card fields' calls, and its frames (card fields, 3-D Secure pages).
 */
export const STRIPE_CSP_ORIGINS = {
  scriptOrigins: ['https://js.stripe.com'],
  connectOrigins: ['https://api.stripe.com'],
  frameOrigins: ['https://js.stripe.com', 'https://hooks.stripe.com'],
};

export interface StripeProviderOptions {
  secretKey: string;
  /** Signs the webhooks Stripe sends; without it every webhook is refused. */
  webhookSecret?: string;
  /** Where the Stripe API is (https://api.stripe.com when unset); tests point it at a local stub. */
  apiUrl?: string;
}

function apiLocation(apiUrl: string | undefined) {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  } as const;
}

function toIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  return {
    id: intent.id,
    status: intent.status,
    amountCents: intent.amount,
    currency: intent.currency,
    payableId: intent.metadata?.payableId ?? null,
  };
}

/** Stripe's refusal in its own words when it explains one (amount too small ...), else a plain sentence. */
function providerFailure(error: unknown): ProviderError {
  const reason =
    error instanceof Stripe.errors.StripeInvalidRequestError
      ? `The payment provider refused the request: ${error.message}`
      : 'The payment provider did not answer. Please try again in a moment.';
  return new ProviderError(reason, { cause: error });
}

const isStripeCode = (error: unknown, code: string) =>
  error instanceof Stripe.errors.StripeError && error.code === code;

/** Card payments through Stripe PaymentIntents; the card itself is entered in Stripe Elements. */
export function stripeProvider(options: StripeProviderOptions): StripeProvider {
  const stripe = new Stripe(options.secretKey, {
    // Every write carries an idempotency key, so retrying a call that timed out never charges twice.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...apiLocation(options.apiUrl),
  });

  async function refundOf(intentId: string): Promise<string> {
    try {
      const refund = await stripe.refunds.create(
        { payment_intent: intentId },
        { idempotencyKey: `refund-${intentId}` },
      );
      return refund.id;
    } catch (error) {
      // An idempotency key lives 24 hours; after that Stripe says the charge is refunded already.
      if (!isStripeCode(error, 'charge_already_refunded')) throw error;
      const { data } = await stripe.refunds.list({ payment_intent: intentId, limit: 1 });
      if (!data[0]) throw error;
      return data[0].id;
    }
  }

  return {
    name: 'stripe',

    async createIntent({ amountCents, currency, payableId, idempotencyKey }) {
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency,
            metadata: { payableId },
            allowed_payment_method_types: ['card'],
          },
          { idempotencyKey },
        );
      } catch (error) {
        throw providerFailure(error);
      }
      if (!intent.client_secret)
        throw new ProviderError('The payment provider sent no client secret');
      return { id: intent.id, clientSecret: intent.client_secret };
    },

    async retrieveIntent(id) {
      try {
        return toIntent(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (isStripeCode(error, 'resource_missing')) return null;
        throw providerFailure(error);
      }
    },

    async refund(intentId) {
      try {
        return { refundId: await refundOf(intentId) };
      } catch (error) {
        throw providerFailure(error);
      }
    },

    verifyWebhook(rawBody, signature) {
      if (!options.webhookSecret)
        throw badRequest('Stripe webhooks are not configured: set STRIPE_WEBHOOK_SECRET');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', options.webhookSecret);
      } catch {
        throw badRequest('The webhook signature is missing or invalid');
      }
      if (event.type === 'payment_intent.succeeded')
        return { type: event.type, intent: toIntent(event.data.object) };
      return { type: 'ignored', eventType: event.type };
    },
  };
}
