import type { CardProvider } from '@sustho/contracts';

/** What the API needs to know about a PaymentIntent, whichever provider holds it. */
export interface ProviderIntent {
  id: string;
  /** Stripe's PaymentIntent status; only 'succeeded' means the money arrived. */
  status: string;
  amountCents: number;
  currency: string;
  /** What the intent was created to pay for (its metadata), or null for someone else's intent. */
  payableId: string | null;
}

export interface NewIntent {
  amountCents: number;
  /** The currency of what it pays for, in lower case as Stripe writes it ('usd', 'bdt'). */
  currency: string;
  payableId: string;
  /** Creating again with the same key answers the same intent, so one booking or subscription never gets two open ones. */
  idempotencyKey: string;
}

/** A verified webhook: a succeeded intent to record, or an event the API does not act on. */
export type WebhookEvent =
  | { type: 'payment_intent.succeeded'; intent: ProviderIntent }
  | { type: 'ignored'; eventType: string };

/**
 * A card payment provider: Stripe, or the built-in sandbox that answers the same way.
 * Failures to reach the provider throw ProviderError (502).
 */
export interface PaymentProvider {
  readonly name: CardProvider;
  createIntent(intent: NewIntent): Promise<{ id: string; clientSecret: string }>;
  /** The intent as the provider knows it now; null when it has none with this id. */
  retrieveIntent(id: string): Promise<ProviderIntent | null>;
  /** Refunds the whole intent; asking again for the same intent answers the same refund. */
  refund(intentId: string): Promise<{ refundId: string }>;
  /** Checks the signature of a webhook's raw body; a forged or unsigned one throws a 400. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): WebhookEvent;
}
