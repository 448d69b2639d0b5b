import type { Language } from '@sustho/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { treatments, bookings, payments, sslcommerzSessions, users } from '../../db/schema.js';

type RefundState = NonNullable<(typeof payments.$inferSelect)['refundState']>;

/** What paying for a booking needs to know about it, with its treatment's name for the receipt. */
const payableBooking = {
  id: bookings.id,
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

    async findPaymentByBooking(bookingId: string) {
      const [row] = await db.select().from(payments).where(eq(payments.bookingId, bookingId));
      return row ?? null;
    },

    /** Notes the provider's refund on the booking's payment; the first refund noted stays. */
    async markRefunded(bookingId: string, refundId: string, refundState: RefundState) {
      await db
        .update(payments)
        .set({ refundId, refundState })
        .where(and(eq(payments.bookingId, bookingId), isNull(payments.refundId)));
    },

    /** SSLCommerz refunds the gateway has not paid out yet: the refund poller's work list. */
    listPendingRefunds() {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, 'sslcommerz'), eq(payments.refundState, 'pending')));
    },

    /** Moves a pending refund to where the gateway says it is; a refund settled meanwhile stays. */
    async settleRefund(paymentId: string, refundState: 'settled' | 'cancelled') {
      const [row] = await db
        .update(payments)
        .set({ refundState })
        .where(and(eq(payments.id, paymentId), eq(payments.refundState, 'pending')))
        .returning({ id: payments.id });
      return row !== undefined;
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
