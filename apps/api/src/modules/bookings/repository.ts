import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { appointmentOptions, bookings, payments, users } from '../../db/schema.js';

export type NewBooking = Pick<
  typeof bookings.$inferInsert,
  | 'optionId'
  | 'appointmentDate'
  | 'slotStart'
  | 'userId'
  | 'patientName'
  | 'email'
  | 'phone'
  | 'priceCents'
>;

/** A booking with its treatment's name and whether its payment was refunded. */
const bookingView = {
  id: bookings.id,
  appointmentDate: bookings.appointmentDate,
  slotStart: bookings.slotStart,
  treatmentName: appointmentOptions.name,
  userId: bookings.userId,
  patientName: bookings.patientName,
  email: bookings.email,
  phone: bookings.phone,
  priceCents: bookings.priceCents,
  paid: bookings.paid,
  status: bookings.status,
  refundedAt: payments.refundedAt,
};

/** SQL for bookings, on the database or on the transaction a service opened. */
export function bookingsRepository(db: Executor) {
  return {
    async findOptionByName(name: string) {
      const [row] = await db
        .select({
          id: appointmentOptions.id,
          name: appointmentOptions.name,
          priceCents: appointmentOptions.priceCents,
          slotStarts: appointmentOptions.slotStarts,
        })
        .from(appointmentOptions)
        .where(eq(appointmentOptions.name, name));
      return row ?? null;
    },

    /**
     * Inserts an active booking. The partial unique indexes bookings_one_per_slot and
     * bookings_one_per_patient_option_day refuse a double booking here, whatever runs concurrently.
     */
    async insert(values: NewBooking) {
      const [row] = await db
        .insert(bookings)
        .values(values)
        .returning({ id: bookings.id, createdAt: bookings.createdAt });
      return row!;
    },

    async find(id: string) {
      const [row] = await db
        .select(bookingView)
        .from(bookings)
        .innerJoin(appointmentOptions, eq(appointmentOptions.id, bookings.optionId))
        .leftJoin(payments, eq(payments.bookingId, bookings.id))
        .where(eq(bookings.id, id));
      return row ?? null;
    },

    /**
     * The bookings of the account with this e-mail that still matter to its owner: active ones, and
     * paid ones (a cancelled paid booking shows its refund). Upcoming days first, soonest first;
     * then past days, latest first.
     */
    listForAccount(email: string, today: string) {
      const isPast = sql`${bookings.appointmentDate} < ${today}`;
      return db
        .select(bookingView)
        .from(bookings)
        .innerJoin(users, eq(users.id, bookings.userId))
        .innerJoin(appointmentOptions, eq(appointmentOptions.id, bookings.optionId))
        .leftJoin(payments, eq(payments.bookingId, bookings.id))
        .where(
          and(eq(users.email, email), or(eq(bookings.status, 'active'), eq(bookings.paid, true))),
        )
        .orderBy(
          asc(isPast),
          asc(sql`case when not (${isPast}) then ${bookings.appointmentDate} end`),
          desc(bookings.appointmentDate),
          asc(bookings.slotStart),
        );
    },

    /** Locks a booking until the transaction ends, so a payment and a cancellation cannot cross. */
    async lock(id: string) {
      const [row] = await db
        .select({
          id: bookings.id,
          userId: bookings.userId,
          paid: bookings.paid,
          status: bookings.status,
        })
        .from(bookings)
        .where(eq(bookings.id, id))
        .for('update');
      return row ?? null;
    },

    /** Cancels a booking: it stops holding its slot at once. */
    async cancel(id: string) {
      await db
        .update(bookings)
        .set({ status: 'cancelled', cancelledAt: sql`now()` })
        .where(eq(bookings.id, id));
    },
  };
}

type Repository = ReturnType<typeof bookingsRepository>;

export type BookingView = Awaited<ReturnType<Repository['listForAccount']>>[number];
export type LockedBooking = NonNullable<Awaited<ReturnType<Repository['lock']>>>;
