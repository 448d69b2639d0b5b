import { desc, eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { appointmentOptions, bookings, payments, users } from '../../db/schema.js';

/** Everything the service keeps about one person, for the 'download my data' export. */
export function profileRepository(db: Executor) {
  return {
    async findUser(id: string) {
      const [row] = await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          emailVerified: users.emailVerified,
          role: users.role,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(eq(users.id, id));
      return row ?? null;
    },

    listBookings(user: { id: string; email: string }) {
      return db
        .select({
          id: bookings.id,
          treatmentName: appointmentOptions.name,
          appointmentDate: bookings.appointmentDate,
          slotStart: bookings.slotStart,
          patientName: bookings.patientName,
          phone: bookings.phone,
          priceCents: bookings.priceCents,
          state: bookings.state,
          createdAt: bookings.createdAt,
        })
        .from(bookings)
        .innerJoin(appointmentOptions, eq(appointmentOptions.id, bookings.optionId))
        .where(or(eq(bookings.userId, user.id), eq(bookings.email, user.email)))
        .orderBy(desc(bookings.appointmentDate));
    },

    listPayments(email: string) {
      return db
        .select({
          bookingId: payments.bookingId,
          priceCents: payments.priceCents,
          transactionId: payments.transactionId,
          createdAt: payments.createdAt,
          bookingState: bookings.state,
          cancelledAt: bookings.cancelledAt,
        })
        .from(payments)
        .innerJoin(bookings, eq(bookings.id, payments.bookingId))
        .where(eq(payments.email, email))
        .orderBy(desc(payments.createdAt));
    },
  };
}
