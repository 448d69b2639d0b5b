import { PAYABLE_KINDS, type Language, type PayableKind } from '@sustho/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import {
  treatments,
  bookings,
  payments,
  returnedPayments,
  sslcommerzSessions,
  users,
} from '../../db/schema.js';

/** Where a refund the provider made stands: card refunds are done, SSLCommerz's settle later. */
type MadeRefund = { refundId: string; state: 'settled' | 'pending' };

/** The column naming each kind of payable, on the payments' tables. */
const targetColumns = {
  payments: {
    booking: payments.bookingId,
    subscription: payments.subscriptionId,
    order: payments.orderId,
    labOrder: payments.labOrderId,
  },
  returned: {
    booking: returnedPayments.bookingId,
    subscription: returnedPayments.subscriptionId,
    order: returnedPayments.orderId,
    labOrder: returnedPayments.labOrderId,
  },
} satisfies Record<string, Record<PayableKind, AnyPgColumn>>;

/** The field naming each kind of payable on the payments' tables' rows. */
const TARGET_FIELDS = {
  booking: 'bookingId',
  subscription: 'subscriptionId',
  order: 'orderId',
  labOrder: 'labOrderId',
} as const satisfies Record<PayableKind, string>;

/** A payable as the columns of a payments' table: `{bookingId}`, `{subscriptionId}`, … */
export const targetOf = (kind: PayableKind, id: string) => ({ [TARGET_FIELDS[kind]]: id });

/** What a row of payments' tables (or an SSLCommerz session) pays for: the one target it names. */
export function payableNamedBy(
  row: Partial<Record<(typeof TARGET_FIELDS)[PayableKind], string | null>>,
) {
  for (const kind of PAYABLE_KINDS) {
    const id = row[TARGET_FIELDS[kind]];
    if (id) return { kind, id };
  }
  throw new Error('The row names no payable');
}

/** Which payable a row of payments' tables is for: its kind, and its id. */
const payableOfRow = (columns: Record<PayableKind, AnyPgColumn>) => ({
  payableKind: sql<PayableKind>`case ${sql.join(
    PAYABLE_KINDS.map(
      (kind) => sql`when ${columns[kind]} is not null then ${sql.raw(`'${kind}'`)}`,
    ),
    sql` `,
  )} end`,
  payableId: sql<string>`coalesce(${sql.join(
    PAYABLE_KINDS.map((kind) => columns[kind]),
    sql`, `,
  )})`,
});

/** A refund the clinic owes or made, from a payment or a returned one. */
const refundOfPayment = {
  transactionId: payments.transactionId,
  ...payableOfRow(targetColumns.payments),
  method: payments.provider,
  amountCents: payments.priceCents,
  bankTransactionId: payments.bankTransactionId,
  refundId: payments.refundId,
  refundState: payments.refundState,
};
const refundOfReturned = {
  transactionId: returnedPayments.transactionId,
  ...payableOfRow(targetColumns.returned),
  method: returnedPayments.provider,
  amountCents: returnedPayments.amountCents,
  bankTransactionId: returnedPayments.bankTransactionId,
  refundId: returnedPayments.refundId,
  refundState: returnedPayments.refundState,
};

/** What paying for a booking needs to know about it, with its treatment's name for the receipt. */
const payableBooking = {
  id: bookings.id,
  kind: bookings.kind,
  userId: bookings.userId,
  email: bookings.email,
  patientName: bookings.patientName,
  phone: bookings.phone,
  treatmentName: treatments.name,
  /** The language the patient's receipt goes out in. */
  patientLanguage: sql<Language>`coalesce((select ${users.language} from ${users} where ${users.id} = ${bookings.userId}), 'en')`,
  appointmentDate: bookings.appointmentDate,
  slotStart: bookings.slotStart,
  slotEnd: bookings.slotEnd,
  priceCents: bookings.priceCents,
  currency: bookings.currency,
  state: bookings.state,
};

export type PayableBooking = NonNullable<
  Awaited<ReturnType<ReturnType<typeof paymentsRepository>['findBooking']>>
>;

/** SQL for payments, on the database or on the transaction the service opened. */
export function paymentsRepository(db: Executor) {
  return {
    async findBooking(id: string) {
      const [row] = await db
        .select(payableBooking)
        .from(bookings)
        .innerJoin(treatments, eq(treatments.id, bookings.treatmentId))
        .where(eq(bookings.id, id));
      return row ?? null;
    },

    /** Locks the booking until the transaction ends, so a payment, its webhook and a cancellation take turns. */
    async lockBooking(id: string) {
      const [row] = await db
        .select(payableBooking)
        .from(bookings)
        .innerJoin(treatments, eq(treatments.id, bookings.treatmentId))
        .where(eq(bookings.id, id))
        .for('update', { of: bookings });
      return row ?? null;
    },

    /**
     * Stores a payment unless its booking or its transaction id already has one: the unique
     * constraints on both decide, so concurrent calls can never store two. Null when it already existed.
     */
    async insertPayment(values: typeof payments.$inferInsert) {
      const [row] = await db
        .insert(payments)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: payments.id });
      return row?.id ?? null;
    },

    /** The payment of a payable, if it has one. */
    async findPaymentFor(kind: PayableKind, id: string) {
      const [row] = await db.select().from(payments).where(eq(targetColumns.payments[kind], id));
      return row ?? null;
    },

    /**
     * Records that a payable's payment is owed back, before the provider is asked: the payment's
     * refund is `requested` until the provider's refund is noted. A refund recorded already keeps
     * its state. Null when it has no payment.
     */
    async requestRefund(kind: PayableKind, id: string) {
      const [row] = await db
        .update(payments)
        .set({ refundState: sql`coalesce(${payments.refundState}, 'requested')` })
        .where(eq(targetColumns.payments[kind], id))
        .returning(refundOfPayment);
      return row ?? null;
    },

    /**
     * Records a payment its booking could not take, owed back, once per transaction; answers the
     * record, as it was first written when it already existed.
     */
    async recordReturned(values: typeof returnedPayments.$inferInsert) {
      await db.insert(returnedPayments).values(values).onConflictDoNothing();
      const [row] = await db
        .select({ ...refundOfReturned, reason: returnedPayments.reason })
        .from(returnedPayments)
        .where(eq(returnedPayments.transactionId, values.transactionId));
      return row!;
    },

    /** The refund owed or made for a transaction, a booking's payment or a returned one. */
    async findRefund(transactionId: string) {
      const [paid] = await db
        .select(refundOfPayment)
        .from(payments)
        .where(eq(payments.transactionId, transactionId));
      if (paid) return paid;
      const [returned] = await db
        .select(refundOfReturned)
        .from(returnedPayments)
        .where(eq(returnedPayments.transactionId, transactionId));
      return returned ?? null;
    },

    /**
     * Notes the provider's refund on the record that asked for it, once: false when it was noted
     * already (by the refund's job, or a replayed report, in any process).
     */
    async noteRefund(transactionId: string, refund: MadeRefund) {
      const set = { refundId: refund.refundId, refundState: refund.state };
      const onPayment = await db
        .update(payments)
        .set(set)
        .where(
          and(eq(payments.transactionId, transactionId), eq(payments.refundState, 'requested')),
        )
        .returning({ id: payments.id });
      if (onPayment.length > 0) return true;
      const onReturned = await db
        .update(returnedPayments)
        .set(set)
        .where(
          and(
            eq(returnedPayments.transactionId, transactionId),
            eq(returnedPayments.refundState, 'requested'),
          ),
        )
        .returning({ id: returnedPayments.transactionId });
      return onReturned.length > 0;
    },

    /** SSLCommerz refunds the gateway has not paid out yet: the refund poller's work list. */
    async listPendingRefunds() {
      const pending = (refund: typeof refundOfPayment | typeof refundOfReturned) =>
        and(eq(refund.method, 'sslcommerz'), eq(refund.refundState, 'pending'));
      return [
        ...(await db.select(refundOfPayment).from(payments).where(pending(refundOfPayment))),
        ...(await db
          .select(refundOfReturned)
          .from(returnedPayments)
          .where(pending(refundOfReturned))),
      ];
    },

    /** Moves a pending refund to where the gateway says it is; a refund settled meanwhile stays. */
    async settleRefund(transactionId: string, refundState: 'settled' | 'cancelled') {
      const onPayment = await db
        .update(payments)
        .set({ refundState })
        .where(and(eq(payments.transactionId, transactionId), eq(payments.refundState, 'pending')))
        .returning({ id: payments.id });
      if (onPayment.length > 0) return true;
      const onReturned = await db
        .update(returnedPayments)
        .set({ refundState })
        .where(
          and(
            eq(returnedPayments.transactionId, transactionId),
            eq(returnedPayments.refundState, 'pending'),
          ),
        )
        .returning({ id: returnedPayments.transactionId });
      return onReturned.length > 0;
    },

    async insertSession(values: typeof sslcommerzSessions.$inferInsert) {
      await db.insert(sslcommerzSessions).values(values);
    },

    async findSession(tranId: string) {
      const [row] = await db
        .select()
        .from(sslcommerzSessions)
        .where(eq(sslcommerzSessions.tranId, tranId));
      return row ?? null;
    },
  };
}
