import type { Language } from '@sustho/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { treatments, bookings, payments, users } from '../../db/schema.js';

/** What paying for a booking needs to know about it, with its treatment's name for the receipt. */
const payableBooking = {
  id: bookings.id,
  userId: bookings.userId,
  email: bookings.email,
  patientName: bookings.patientName,
  treatmentName: treatments.name,
  /** The language the patient's receipt goes out in. */
  patientLanguage: sql<Language>`coalesce((select ${users.language} from ${users} where ${users.id} = ${bookings.userId}), 'en')`,
  appointmentDate: bookings.appointmentDate,
  slotStart: bookings.slotStart,
  slotEnd: bookings.slotEnd,
  priceCents: bookings.priceCents,
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
    async markRefunded(bookingId: string, refundId: string) {
      await db
        .update(payments)
        .set({ refundId })
        .where(and(eq(payments.bookingId, bookingId), isNull(payments.refundId)));
    },
  };
}
