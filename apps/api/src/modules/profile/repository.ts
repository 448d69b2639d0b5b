import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { treatments, bookings, payments, users } from '../../db/schema.js';
import { ownedBy } from '../bookings/index.js';

/** Everything the service keeps about one person, for the 'download my data' export. */
export function profileRepository(db: Executor) {
  return {
    async findSmsReminders(id: string) {
      const [row] = await db
        .select({ smsReminders: users.smsReminders })
        .from(users)
        .where(eq(users.id, id));
      return row ?? null;
    },

    async setSmsReminders(id: string, smsReminders: boolean) {
      const rows = await db
        .update(users)
        .set({ smsReminders })
        .where(eq(users.id, id))
        .returning({ smsReminders: users.smsReminders });
      return rows[0] ?? null;
    },

    async findUser(id: string) {
      const [row] = await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          emailVerified: users.emailVerified,
          phoneNumber: users.phoneNumber,
          role: users.role,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(eq(users.id, id));
      return row ?? null;
    },

    listBookings(userId: string) {
      return db
        .select({
          id: bookings.id,
          treatmentName: treatments.name,
          appointmentDate: bookings.appointmentDate,
          slotStart: bookings.slotStart,
          patientId: bookings.patientId,
          patientName: bookings.patientName,
          phone: bookings.phone,
          priceCents: bookings.priceCents,
          currency: bookings.currency,
          state: bookings.state,
          createdAt: bookings.createdAt,
        })
        .from(bookings)
        .innerJoin(treatments, eq(treatments.id, bookings.treatmentId))
        .where(ownedBy(userId))
        .orderBy(desc(bookings.appointmentDate));
    },

    /** The payments of the person's bookings: a payment is theirs through its booking. */
    listPayments(userId: string) {
      return db
        .select({
          bookingId: bookings.id,
          priceCents: payments.priceCents,
          currency: payments.currency,
          transactionId: payments.transactionId,
          createdAt: payments.createdAt,
          bookingState: bookings.state,
          cancelledAt: bookings.cancelledAt,
        })
        .from(payments)
        .innerJoin(bookings, eq(bookings.id, payments.bookingId))
        .where(ownedBy(userId))
        .orderBy(desc(payments.createdAt));
    },
  };
}
