import { randomBytes } from 'node:crypto';
import { isExpiryInPast } from '@sustho/contracts';
import type { Database } from '../../db/client.js';
import { clock } from '../../lib/clock.js';
import { badRequest, cardError, conflict, notFound } from '../../lib/errors.js';
import type { PaymentProvider, ProviderIntent } from './provider.js';
import { sandboxDecline } from './sandbox-cards.js';
import { sandboxRepository, type SandboxIntentRow } from './sandbox-repository.js';

/** An id shaped like Stripe's ('pi_...', 're_...'), so ids look the same in both modes. */
const stripeLikeId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

const toIntent = (row: SandboxIntentRow): ProviderIntent => ({
  id: row.id,
  status: row.status,
  amountCents: row.amountCents,
  currency: row.currency,
  payableId: row.payableId,
});

export interface SandboxCard {
  /** Digits only. */
  number: string;
  expiry: string;
  cvc: string;
}

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** Stands in for Stripe.js's confirmCardPayment: charges a test card against an intent. */
  confirmCard(clientSecret: string, card: SandboxCard): Promise<ProviderIntent>;
}

/**
 * The built-in stand-in for Stripe when no keys are set: the same intents, statuses, refunds and
 * test cards, with no money moving. It has no webhooks; confirming a card is its only event.
 */
export function sandboxProvider(db: Database): SandboxProvider {
  const repository = sandboxRepository(db);

  return {
    name: 'sandbox',

    async createIntent({ amountCents, currency, payableId, idempotencyKey }) {
      const id = stripeLikeId('pi');
      const row = await repository.createOnce({
        id,
        clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
        idempotencyKey,
        amountCents,
        currency,
        payableId,
      });
      return { id: row.id, clientSecret: row.clientSecret };
    },

    async retrieveIntent(id) {
      const row = await repository.findById(id);
      return row ? toIntent(row) : null;
    },

    async refund(intentId) {
      const refundId = await repository.refundOnce(intentId, stripeLikeId('re'));
      if (!refundId)
        throw conflict('This PaymentIntent does not have a successful charge to refund.');
      return { refundId };
    },

    verifyWebhook() {
      throw badRequest(
        'Webhooks come from Stripe, which is not configured: the sandbox records a payment when its card is confirmed',
      );
    },

    async confirmCard(clientSecret, card) {
      const row = await repository.findByClientSecret(clientSecret);
      if (!row) throw notFound('No payment intent has this client secret');
      const alreadySucceeded = conflict(
        'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
      );
      if (row.status === 'succeeded') throw alreadySucceeded;
      const decline = isExpiryInPast(card.expiry, clock.now())
        ? 'Your card has expired.'
        : sandboxDecline(card.number);
      if (decline) {
        await repository.recordDecline(row.id, decline);
        throw cardError(decline);
      }
      const succeeded = await repository.succeed(row.id, card.number.slice(-4));
      if (!succeeded) throw alreadySucceeded;
      return toIntent(succeeded);
    },
  };
}
