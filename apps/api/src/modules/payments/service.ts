import { randomBytes } from 'node:crypto';
import { fromMinorUnits, pages, type PayableKind, type PayableSummary } from '@sustho/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database, Executor } from '../../db/client.js';
import type { PaymentMethod } from '../../db/schema.js';
import {
  AppError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  ProviderError,
} from '../../lib/errors.js';
import type { AuthUser } from '../auth/index.js';
import { recordAudit } from '../audit/index.js';
import {
  allows,
  type StateChangeHooks,
  changeBookingState,
  type BookingState,
} from '../bookings/index.js';
import { enqueueJobs } from '../jobs/index.js';
import { bookingPayable } from './booking-payable.js';
import type { Payable, PayableKindHandler, PayableKinds, PayableRefusals } from './payable.js';
import type { ProviderIntent } from './provider.js';
import { refundJob, type RefundOrder } from './refund-job.js';
import { payableNamedBy, paymentsRepository as repository, targetOf } from './repository.js';
import type { SandboxCard, SandboxProvider } from './sandbox-provider.js';
import type { SslcommerzProvider } from './sslcommerz-provider.js';
import type { StripeProvider } from './stripe-provider.js';

type Actor = Pick<AuthUser, 'id' | 'email'>;

/**
 * Who told the API that a payment succeeded: the patient's browser, Stripe's webhook, the sandbox,
 * or SSLCommerz (the patient's return from its page, or its IPN).
 */
type Source = 'browser' | 'webhook' | 'sandbox' | 'sslcommerz-return' | 'sslcommerz-ipn';

/** The providers the server takes payments through; either may be absent, not both. */
export interface PaymentProviders {
  card: StripeProvider | SandboxProvider | null;
  sslcommerz: SslcommerzProvider | null;
}

/** A payment its provider confirmed for a payable, ready to record. */
interface ConfirmedPayment {
  method: PaymentMethod;
  /** The PaymentIntent's id, or SSLCommerz's tran_id. */
  transactionId: string;
  payable: { kind: PayableKind; id: string };
  amountCents: number;
  /** SSLCommerz's val_id and bank_tran_id. */
  validationId?: string;
  bankTransactionId?: string;
}

/** A refund the provider accepted: card refunds are done at once, SSLCommerz's settle later. */
type Refund = { refundId: string; state: 'settled' | 'pending' };

/** Our tran_id: 26 characters, inside SSLCommerz's 30, and unguessable. */
const newTranId = () => `SZ${randomBytes(12).toString('hex')}`;

/** A recorded payment's id, or why the money was sent back instead (and the refund owed). */
type Settled = { insertedId: string } | { refundReason: string; refund: RefundOrder };

/** Only who acted goes into a refund's job and the audit trail. */
const actorOf = (actor: Actor | null) => actor && { id: actor.id, email: actor.email };

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** A payable found, with the handler of its kind. */
type Found = { handler: PayableKindHandler; payable: Payable };

function own(caller: AuthUser, refusals: PayableRefusals, found: Found | null): Found {
  if (!found) throw notFound(refusals.notFound);
  if (found.payable.userId !== caller.id) throw forbidden(refusals.notYours);
  return found;
}

/** The caller's payable when it still waits for a payment, whichever provider is to take it. */
function awaitingPayment(caller: AuthUser, refusals: PayableRefusals, found: Found | null): Found {
  const owned = own(caller, refusals, found);
  const refusal = owned.handler.refusal(owned.payable);
  if (refusal) throw conflict(refusal);
  return owned;
}

/** Why an intent does not pay for this payable, or null when it does: succeeded, for it, in full. */
function mismatch(intent: ProviderIntent, { handler, payable }: Found): string | null {
  if (intent.payableId !== payable.id) return handler.refusals.otherPayable;
  if (intent.status !== 'succeeded')
    return `The card payment has not succeeded (its status is ${intent.status})`;
  if (intent.amountCents !== payable.priceCents) return handler.refusals.amountMismatch;
  if (intent.currency !== payable.currency.toLowerCase()) return handler.refusals.currencyMismatch;
  return null;
}

/**
 * Payments for bookings and plan subscriptions, by card or through SSLCommerz. The money and what
 * it pays for never disagree: a payment is recorded only once its provider confirms it for the
 * payable's price and currency, in the same transaction that marks it paid; a payment that arrives
 * for something that cannot take it is refunded, through the provider that took it. Bookings are
 * handled here; other kinds are registered by their modules (`kinds.register`).
 */
export function paymentsService(
  db: Database,
  providers: PaymentProviders,
  publicUrl: string,
  hooks: StateChangeHooks,
  kinds: PayableKinds,
) {
  kinds.register(bookingPayable(hooks, publicUrl));

  /** The payable a request names by kind and id, with its handler; null when there is none. */
  async function findNamed(payable: { kind: PayableKind; id: string }): Promise<Found | null> {
    const handler = kinds.of(payable.kind);
    const found = await handler.find(db, payable.id);
    return found && { handler, payable: found };
  }

  function card(): StripeProvider | SandboxProvider {
    if (!providers.card) throw notFound('Card payments are off here: pay through SSLCommerz');
    return providers.card;
  }

  function gateway(): SslcommerzProvider {
    if (!providers.sslcommerz) throw notFound('SSLCommerz is not configured here: pay by card');
    return providers.sslcommerz;
  }

  /** Gives a confirmed payment back through the provider that took it; asking twice refunds once. */
  async function refundThrough(
    payment: Omit<ConfirmedPayment, 'payable' | 'validationId'>,
    reason: string,
  ): Promise<Refund> {
    if (payment.method === 'card') {
      return { refundId: (await card().refund(payment.transactionId)).refundId, state: 'settled' };
    }
    const { refundRefId } = await gateway().refund({
      bankTranId: payment.bankTransactionId!,
      amountCents: payment.amountCents,
      // One refund id per payment, so a retry names the same refund.
      refundTransId: `R${payment.transactionId}`,
      remarks: reason,
    });
    return { refundId: refundRefId, state: 'pending' };
  }

  /**
   * Records a confirmed payment once, however many times and in whatever order its reports arrive
   * (the browser, a webhook, the sandbox, SSLCommerz's return and IPN). Answers the payment's id,
   * or why the money was refunded.
   */
  async function settle(
    payment: ConfirmedPayment,
    actor: Actor | null,
    source: Source,
  ): Promise<Settled> {
    const handler = kinds.of(payment.payable.kind);
    const outcome = await db.transaction(async (tx): Promise<Settled> => {
      const payable = await handler.lock(tx, payment.payable.id);
      if (!payable) throw notFound(handler.refusals.notFound);
      if (!handler.refusal(payable)) {
        const insertedId = await repository(tx).insertPayment({
          ...targetOf(payable.kind, payable.id),
          priceCents: payable.priceCents,
          currency: payable.currency,
          provider: payment.method,
          transactionId: payment.transactionId,
          validationId: payment.validationId,
          bankTransactionId: payment.bankTransactionId,
        });
        if (insertedId) {
          await handler.paid(tx, payable, payment.transactionId);
          await recordAudit(tx, {
            actor,
            action: 'payment.succeeded',
            targetType: payable.kind,
            targetId: payable.id,
            details: {
              paymentId: insertedId,
              transactionId: payment.transactionId,
              amountCents: payment.amountCents,
              currency: payable.currency,
              source,
            },
          });
          return { insertedId };
        }
      }
      const existing = await repository(tx).findPaymentFor(payable.kind, payable.id);
      if (existing?.transactionId === payment.transactionId) return { insertedId: existing.id };
      // Recorded once, by its transaction: a replayed report is answered from this record.
      const returned = await repository(tx).recordReturned({
        transactionId: payment.transactionId,
        ...targetOf(payable.kind, payable.id),
        provider: payment.method,
        amountCents: payment.amountCents,
        currency: payable.currency,
        bankTransactionId: payment.bankTransactionId,
        reason: handler.returnReason(payable),
      });
      const refund = {
        transactionId: payment.transactionId,
        actor: actorOf(actor),
        reason: returned.reason,
      };
      if (returned.refundState === 'requested') await enqueueJobs(tx, [refundJob(refund)]);
      return { refundReason: returned.reason, refund };
    });
    if ('refundReason' in outcome) await finishRefundNow(outcome.refund);
    return outcome;
  }

  /**
   * Asks the provider for a refund the clinic recorded as owed, then notes the provider's refund
   * on that record and in the audit trail, once. A refund noted already (by a request, the
   * refund's job or a replayed report, in any process) is not asked for again. The provider
   * refunds once however often it is asked (its idempotency key), so a crash between its answer
   * and the note leaves the job to note it. Throws when the provider fails.
   */
  async function finishRefund(order: RefundOrder): Promise<void> {
    const owed = await repository(db).findRefund(order.transactionId);
    if (owed?.refundState !== 'requested') return;
    const refund = await refundThrough(
      {
        method: owed.method,
        transactionId: owed.transactionId,
        amountCents: owed.amountCents,
        bankTransactionId: owed.bankTransactionId ?? undefined,
      },
      order.reason,
    );
    const noted = await db.transaction(async (tx) => {
      if (!(await repository(tx).noteRefund(owed.transactionId, refund))) return false;
      await recordAudit(tx, {
        actor: order.actor,
        action: 'payment.refunded',
        targetType: owed.payableKind,
        targetId: owed.payableId,
        details: {
          transactionId: owed.transactionId,
          refundId: refund.refundId,
          amountCents: owed.amountCents,
          reason: order.reason,
        },
      });
      return true;
    });
    if (noted && refund.state === 'pending') {
      // The refund stands whatever the query says; an unanswered one is the poller's to repeat.
      await settleRefund({ ...owed, refundId: refund.refundId }).catch((error: unknown) => {
        if (!(error instanceof ProviderError)) throw error;
      });
    }
  }

  /**
   * `finishRefund` for a request that answers whatever the provider says: the refund is recorded
   * as owed already, and when the provider fails or refuses, the refund's job asks again later.
   */
  async function finishRefundNow(order: RefundOrder): Promise<void> {
    await finishRefund(order).catch((error: unknown) => {
      if (!(error instanceof AppError)) throw error;
    });
  }

  /**
   * Records a paid payable's payment as owed back, in the caller's transaction (which has it
   * locked and has ended it): with the job that makes sure the provider refunds it, before anyone
   * asks the provider. The caller then calls `finishRefundNow` with the answer, once committed.
   */
  async function oweRefund(
    tx: Executor,
    payable: { kind: PayableKind; id: string },
    actor: Actor | null,
    reason: string,
  ): Promise<RefundOrder> {
    const owed = await repository(tx).requestRefund(payable.kind, payable.id);
    if (!owed) throw conflict(kinds.of(payable.kind).refusals.noPayment);
    const order = { transactionId: owed.transactionId, actor: actorOf(actor), reason };
    // A refund the provider made and we noted already is not asked for again.
    if (owed.refundState === 'requested') await enqueueJobs(tx, [refundJob(order)]);
    return order;
  }

  /**
   * Cancels a paid booking with a full refund, in the caller's transaction with the booking locked
   * in `booking.state`: the booking leaves its slot and its payment is recorded as owed back
   * (`oweRefund`). So a doctor completing the consultation meanwhile finds it cancelled, and a
   * refund is never made for a booking that stays.
   */
  async function requestRefund(
    tx: Executor,
    booking: { id: string; state: BookingState },
    actor: Actor | null,
    reason: string,
  ): Promise<RefundOrder> {
    const order = await oweRefund(tx, { kind: 'booking', id: booking.id }, actor, reason);
    await changeBookingState(tx, hooks, booking, 'refund');
    return order;
  }

  /** A succeeded card intent as a payment to record. */
  const cardPayment = (intent: ProviderIntent, payable: Payable): ConfirmedPayment => ({
    method: 'card',
    transactionId: intent.id,
    payable: { kind: payable.kind, id: payable.id },
    amountCents: intent.amountCents,
  });

  /**
   * What SSLCommerz's validation API confirms for a tran_id, checked against the session we opened
   * for it and its booking: the post itself is never believed. Throws a 4xx naming the problem.
   */
  async function confirmAtGateway(report: { tranId: string; valId?: string }) {
    const session = await repository(db).findSession(report.tranId);
    if (!session) throw notFound('No SSLCommerz payment has this tran_id');
    if (!report.valId) throw badRequest('val_id is required to validate the payment');
    const outcome = await gateway().validate(report.valId);
    if (!outcome.confirmed) {
      throw badRequest(
        `SSLCommerz does not confirm this payment (its validation status is ${outcome.status})`,
      );
    }
    const validated = outcome.transaction;
    if (validated.tranId !== session.tranId)
      throw conflict('SSLCommerz validated another transaction than this tran_id');
    const found = await findNamed(payableNamedBy(session));
    if (!found) throw notFound('Nothing to pay has this id');
    const { handler, payable } = found;
    if (validated.payableId !== payable.id) throw conflict(handler.refusals.gatewayOtherPayable);
    if (validated.amountCents !== payable.priceCents)
      throw conflict(handler.refusals.amountMismatch);
    if (validated.currency !== payable.currency) throw conflict(handler.refusals.currencyMismatch);
    if (!validated.bankTranId) throw conflict('SSLCommerz validated a payment without its bank id');
    return {
      method: 'sslcommerz',
      transactionId: validated.tranId,
      payable: { kind: payable.kind, id: payable.id },
      amountCents: validated.amountCents,
      validationId: validated.valId,
      bankTransactionId: validated.bankTranId,
    } satisfies ConfirmedPayment;
  }

  /** Asks SSLCommerz where one pending refund stands and notes it once it has settled. */
  async function settleRefund(payment: {
    transactionId: string;
    payableKind: PayableKind;
    payableId: string;
    refundId: string | null;
  }) {
    const status = await gateway().refundStatus(payment.refundId!);
    if (status === 'processing') return;
    const state = status === 'refunded' ? 'settled' : 'cancelled';
    await db.transaction(async (tx) => {
      if (!(await repository(tx).settleRefund(payment.transactionId, state))) return;
      await recordAudit(tx, {
        actor: null,
        action: state === 'settled' ? 'payment.refund_settled' : 'payment.refund_cancelled',
        targetType: payment.payableKind,
        targetId: payment.payableId,
        details: { refundId: payment.refundId },
      });
    });
  }

  /** Records an intent the provider reported on its own; answers why it was ignored, if it was. */
  async function recordReported(intent: ProviderIntent, source: Source): Promise<string | null> {
    const found =
      intent.payableId !== null && isUuid(intent.payableId)
        ? await kinds.find(db, intent.payableId)
        : null;
    if (!found) return 'it names nothing of ours to pay for';
    const problem = mismatch(intent, found);
    if (problem) return problem;
    const outcome = await settle(cardPayment(intent, found.payable), null, source);
    return 'refundReason' in outcome ? outcome.refundReason : null;
  }

  return {
    /** POST /create-payment-intent: an intent for the stored price; the client's price is ignored. */
    async createIntent(caller: AuthUser, named: { kind: PayableKind; id: string }) {
      const refusals = kinds.of(named.kind).refusals;
      const { payable } = awaitingPayment(caller, refusals, await findNamed(named));
      const currency = payable.currency.toLowerCase();
      const { clientSecret } = await card().createIntent({
        amountCents: payable.priceCents,
        currency,
        payableId: payable.id,
        idempotencyKey: `intent-${payable.id}-${payable.priceCents}-${currency}`,
      });
      return { clientSecret };
    },

    /** POST /payments: accepted once the provider confirms the intent; a repeat answers the same id. */
    async recordPayment(
      caller: AuthUser,
      named: { kind: PayableKind; id: string },
      transactionId: string,
    ) {
      const found = own(caller, kinds.of(named.kind).refusals, await findNamed(named));
      const intent = await card().retrieveIntent(transactionId);
      if (!intent) throw notFound('The payment provider has no payment with this transaction id');
      const problem = mismatch(intent, found);
      if (problem) throw conflict(problem);
      const outcome = await settle(cardPayment(intent, found.payable), caller, 'browser');
      if ('refundReason' in outcome) throw conflict(outcome.refundReason);
      return { acknowledged: true as const, insertedId: outcome.insertedId };
    },

    /**
     * GET /payables/{id}: what the payment page pays for, the caller's own; whether it still waits
     * for a payment, and what was paid and given back.
     */
    async summary(caller: AuthUser, id: string): Promise<PayableSummary> {
      const found = await kinds.find(db, id);
      if (!found || found.payable.userId !== caller.id)
        throw notFound('Nothing to pay has this id');
      const { handler, payable } = found;
      const payment = await repository(db).findPaymentFor(payable.kind, payable.id);
      const refunded = payment !== null && payment.refundState !== null;
      return {
        _id: payable.id,
        kind: payable.kind,
        price: fromMinorUnits(payable.priceCents),
        currency: payable.currency,
        payable: handler.refusal(payable) === null,
        paid: payment !== null,
        refunded,
        refundedAmount: refunded ? fromMinorUnits(payment.priceCents) : 0,
      };
    },

    /** POST /payments/webhook: records a succeeded payment even when the browser never reported it. */
    async handleWebhook(rawBody: Buffer, signature: string | undefined, log: FastifyBaseLogger) {
      const event = card().verifyWebhook(rawBody, signature);
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
      const provider = providers.card;
      if (provider?.name !== 'sandbox')
        throw notFound('The payment sandbox is off: payments go through Stripe');
      const intent = await provider.confirmCard(clientSecret, card);
      await recordReported(intent, 'sandbox');
      return { paymentIntent: { id: intent.id, status: 'succeeded' as const } };
    },

    /**
     * POST /payments/sslcommerz/session: a gateway session for the stored booking's price, in its
     * currency; answers the gateway's page. Each Pay opens a new session (SSLCommerz takes a
     * tran_id once); a second payment that still arrives is refunded like any other (decision 003).
     */
    async createSslcommerzSession(caller: AuthUser, named: { kind: PayableKind; id: string }) {
      const refusals = kinds.of(named.kind).refusals;
      const { payable } = awaitingPayment(caller, refusals, await findNamed(named));
      const provider = gateway();
      const tranId = newTranId();
      await repository(db).insertSession({
        tranId,
        ...targetOf(payable.kind, payable.id),
        amountCents: payable.priceCents,
        currency: payable.currency,
      });
      return provider.createSession({
        tranId,
        amountCents: payable.priceCents,
        currency: payable.currency,
        payableId: payable.id,
        productName: payable.productName,
        customer: { name: payable.payerName, email: caller.email, phone: payable.phone ?? '' },
      });
    },

    /**
     * The patient's return to the success URL: recorded once SSLCommerz's validation API confirms
     * the transaction for what it pays, its amount and currency. Any doubt is a 4xx and records
     * nothing. Answers the page the patient goes on to.
     */
    async completeSslcommerzReturn(report: { tranId: string; valId?: string }) {
      const payment = await confirmAtGateway(report);
      const outcome = await settle(payment, null, 'sslcommerz-return');
      if ('refundReason' in outcome) throw conflict(outcome.refundReason);
      const found = await findNamed(payment.payable);
      return { page: found ? found.handler.paidPage(found.payable) : pages.myAppointments.path() };
    },

    /**
     * The patient's return to the fail or cancel URL: nothing is recorded (only the validation API
     * could say money moved, and the IPN brings that); it only names what to go back to paying.
     */
    async abandonedSslcommerzReturn(tranId: string) {
      const session = await repository(db).findSession(tranId);
      if (!session) throw notFound('No SSLCommerz payment has this tran_id');
      return { payableId: payableNamedBy(session).id };
    },

    /**
     * SSLCommerz's IPN: a report of success is recorded once validated, like the return; a report
     * of failure (FAILED, CANCELLED, EXPIRED, UNATTEMPTED) records nothing. Replays record nothing more.
     */
    async handleSslcommerzIpn(report: { tranId: string; valId?: string; status?: string }) {
      const reportsSuccess =
        report.status === undefined || report.status === 'VALID' || report.status === 'VALIDATED';
      if (!reportsSuccess) {
        if (!(await repository(db).findSession(report.tranId)))
          throw notFound('No SSLCommerz payment has this tran_id');
        return { received: true as const, recorded: false };
      }
      const outcome = await settle(await confirmAtGateway(report), null, 'sslcommerz-ipn');
      return { received: true as const, recorded: 'insertedId' in outcome };
    },

    /**
     * Asks SSLCommerz about every refund it has not paid out yet, and notes those that settled.
     * The seam for periodic work: refund-poller.ts calls it on a timer until durable jobs exist.
     */
    async settlePendingRefunds() {
      if (!providers.sslcommerz) return;
      for (const payment of await repository(db).listPendingRefunds()) await settleRefund(payment);
    },

    requestRefund,
    oweRefund,
    finishRefund,
    finishRefundNow,

    /**
     * Cancels a paid booking with a full refund (the clinic's cancellations: a doctor or an account
     * deleted): under the booking's lock it is cancelled and its refund recorded as owed, then the
     * provider that took the money is asked (`requestRefund`). An SSLCommerz refund is then asked
     * after at once, and by the poller until it settles. `{deletedCount: 0}` when the booking was
     * no longer paid and active.
     */
    async cancelPaidBooking(actor: Actor, booking: { id: string }, reason = 'booking cancelled') {
      const order = await db.transaction(async (tx) => {
        const locked = await repository(tx).lockBooking(booking.id);
        if (!locked || !allows(locked.state, 'refund')) return null;
        return requestRefund(tx, locked, actor, reason);
      });
      if (!order) return { deletedCount: 0 };
      await finishRefundNow(order);
      return { deletedCount: 1 };
    },
  };
}

export type PaymentsService = ReturnType<typeof paymentsService>;
