import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../auth/access-token.js';
import { recordAudit } from '../audit/record.js';
import { allows, isCancelled } from '../bookings/booking-state.js';
import { bookingsRepository } from '../bookings/repository.js';
import { enqueueMail } from '../mail/outbox.js';
import { PAYMENT_CURRENCY, type ProviderIntent } from './provider.js';
import { receiptEmail } from './receipt-email.js';
import { paymentsRepository as repository, type PayableBooking } from './repository.js';
import type { SandboxCard, SandboxProvider } from './sandbox-provider.js';
import type { StripeProvider } from './stripe-provider.js';

type Actor = Pick<AuthUser, 'id' | 'email'>;

/** Who told the API that an intent succeeded: the patient's browser, Stripe's webhook or the sandbox. */
type Source = 'browser' | 'webhook' | 'sandbox';

/** A recorded payment's id, or why the money was sent back instead. */
type Settled = { insertedId: string } | { refundReason: string };

const isUuid = (value: string) => z.uuid().safeParse(value).success;

function ownBooking(caller: AuthUser, booking: PayableBooking | null): PayableBooking {
  if (!booking) throw notFound('No booking has this id');
  if (booking.userId !== caller.id) throw forbidden('You can only pay for your own bookings');
  return booking;
}

/** Why an intent does not pay for this booking, or null when it does: succeeded, for it, in full. */
function mismatch(intent: ProviderIntent, booking: PayableBooking): string | null {
  if (intent.bookingId !== booking.id) return 'This payment is for another booking';
  if (intent.status !== 'succeeded')
    return `The card payment has not succeeded (its status is ${intent.status})`;
  if (intent.amountCents !== booking.priceCents || intent.currency !== PAYMENT_CURRENCY) {
    return "The payment's amount does not match the booking's price";
  }
  return null;
}

/**
 * Card payments for bookings. The money and the booking never disagree: a payment is recorded
 * only for an intent the provider says succeeded for the booking's price, in the same transaction
 * that marks the booking paid; a payment that arrives for a booking that cannot take it is refunded.
 */
export function paymentsService(
  db: Database,
  provider: StripeProvider | SandboxProvider,
  publicUrl: string,
) {
  /**
   * Records a succeeded intent once, however many times and in whatever order the browser, the
   * webhook or the sandbox report it. Answers the payment's id, or why the money was refunded.
   */
  async function settle(
    intent: ProviderIntent,
    actor: Actor | null,
    source: Source,
  ): Promise<Settled> {
    const outcome = await db.transaction(async (tx): Promise<Settled> => {
      const booking = await repository(tx).lockBooking(intent.bookingId!);
      if (!booking) throw notFound('No booking has this id');
      if (allows(booking.state, 'pay')) {
        const insertedId = await repository(tx).insertPayment({
          bookingId: booking.id,
          priceCents: booking.priceCents,
          transactionId: intent.id,
        });
        if (insertedId) {
          await bookingsRepository(tx).transition(booking, 'pay');
          await recordAudit(tx, {
            actor,
            action: 'payment.succeeded',
            targetType: 'booking',
            targetId: booking.id,
            details: {
              paymentId: insertedId,
              transactionId: intent.id,
              amountCents: intent.amountCents,
              source,
            },
          });
          // A deleted patient's booking keeps no address to send a receipt to.
          if (booking.email)
            await enqueueMail(tx, receiptEmail(booking, booking.email, intent.id, publicUrl));
          return { insertedId };
        }
      }
      const existing = await repository(tx).findPaymentByBooking(booking.id);
      if (existing?.transactionId === intent.id) return { insertedId: existing.id };
      return {
        refundReason: isCancelled(booking.state)
          ? 'This booking was cancelled before the payment arrived, so the payment was refunded'
          : 'This booking was already paid, so this second payment was refunded',
      };
    });
    if ('insertedId' in outcome) return outcome;
    const { refundId } = await provider.refund(intent.id);
    await recordAudit(db, {
      actor,
      action: 'payment.refunded',
      targetType: 'booking',
      targetId: intent.bookingId!,
      details: {
        transactionId: intent.id,
        refundId,
        amountCents: intent.amountCents,
        reason: outcome.refundReason,
      },
    });
    return outcome;
  }

  /** Records an intent the provider reported on its own; answers why it was ignored, if it was. */
  async function recordReported(intent: ProviderIntent, source: Source): Promise<string | null> {
    const booking =
      intent.bookingId !== null && isUuid(intent.bookingId)
        ? await repository(db).findBooking(intent.bookingId)
        : null;
    const problem = booking ? mismatch(intent, booking) : 'it names no booking of ours';
    if (problem) return problem;
    const outcome = await settle(intent, null, source);
    return 'refundReason' in outcome ? outcome.refundReason : null;
  }

  return {
    /** POST /create-payment-intent: an intent for the stored booking's price; the client's price is ignored. */
    async createIntent(caller: AuthUser, bookingId: string) {
      const booking = ownBooking(caller, await repository(db).findBooking(bookingId));
      if (isCancelled(booking.state)) throw conflict('This booking is cancelled');
      if (!allows(booking.state, 'pay')) throw conflict('This booking is already paid');
      if (booking.priceCents === 0) throw conflict('This booking is free: there is nothing to pay');
      const { clientSecret } = await provider.createIntent({
        amountCents: booking.priceCents,
        currency: PAYMENT_CURRENCY,
        bookingId: booking.id,
        idempotencyKey: `intent-${booking.id}-${booking.priceCents}-${PAYMENT_CURRENCY}`,
      });
      return { clientSecret };
    },

    /** POST /payments: accepted once the provider confirms the intent; a repeat answers the same id. */
    async recordPayment(caller: AuthUser, input: { bookingId: string; transactionId: string }) {
      const booking = ownBooking(caller, await repository(db).findBooking(input.bookingId));
      const intent = await provider.retrieveIntent(input.transactionId);
      if (!intent) throw notFound('The payment provider has no payment with this transaction id');
      const problem = mismatch(intent, booking);
      if (problem) throw conflict(problem);
      const outcome = await settle(intent, caller, 'browser');
      if ('refundReason' in outcome) throw conflict(outcome.refundReason);
      return { acknowledged: true as const, insertedId: outcome.insertedId };
    },

    /** POST /payments/webhook: records a succeeded payment even when the browser never reported it. */
    async handleWebhook(rawBody: Buffer, signature: string | undefined, log: FastifyBaseLogger) {
      const event = provider.verifyWebhook(rawBody, signature);
      if (event.type === 'payment_intent.succeeded') {
        const ignored = await recordReported(event.intent, 'webhook');
        if (ignored)
          log.warn({ intentId: event.intent.id, reason: ignored }, 'webhook payment not recorded');
      }
      return { received: true as const };
    },

    /**
     * POST /payments/sandbox/confirm: charges a test card, then records the payment as Stripe's
     * webhook would, so a browser closed right after paying still leaves the booking paid.
     */
    async confirmSandboxCard(clientSecret: string, card: SandboxCard) {
      if (provider.name !== 'sandbox')
        throw notFound('The payment sandbox is off: payments go through Stripe');
      const intent = await provider.confirmCard(clientSecret, card);
      await recordReported(intent, 'sandbox');
      return { paymentIntent: { id: intent.id, status: 'succeeded' as const } };
    },

    /**
     * Cancels a paid booking: the provider refunds it first (asking twice refunds once), then one
     * transaction frees the slot and keeps the payment with its refund. Still `{deletedCount: 1}`.
     */
    async cancelPaidBooking(actor: Actor, booking: { id: string }, reason = 'booking cancelled') {
      const payment = await repository(db).findPaymentByBooking(booking.id);
      if (!payment) throw conflict('This booking has no payment to refund');
      const refundId = payment.refundId ?? (await provider.refund(payment.transactionId)).refundId;
      return db.transaction(async (tx) => {
        const locked = await repository(tx).lockBooking(booking.id);
        if (!locked || !allows(locked.state, 'refund')) return { deletedCount: 0 };
        await bookingsRepository(tx).transition(locked, 'refund');
        await repository(tx).markRefunded(booking.id, refundId);
        await recordAudit(tx, {
          actor,
          action: 'payment.refunded',
          targetType: 'booking',
          targetId: booking.id,
          details: {
            transactionId: payment.transactionId,
            refundId,
            amountCents: payment.priceCents,
            reason,
          },
        });
        return { deletedCount: 1 };
      });
    },
  };
}

export type PaymentsService = ReturnType<typeof paymentsService>;
