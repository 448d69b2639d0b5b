import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { bookings, doctors, holdsSlot, treatments, users } from '../../db/schema.js';
import { queueJobsWhen, type NewJob } from '../jobs/index.js';

/** A booking's reminder jobs as a part of the one-statement booking, queued only when `booked` holds. */
export const queueRemindersSql = (reminders: NewJob[], booked: SQL) =>
  sql`reminders_queued as (${queueJobsWhen(reminders, booked)} returning 1)`;

/** What a reminder needs to know about its booking. */
export function remindersRepository(db: Executor) {
  return {
    /**
     * The booking, whether it still holds its slot, and whether its patient wants SMS. Shared-locked
     * until the reminder's transaction ends, so a cancellation either commits first (no reminder)
     * or waits for it.
     */
    async find(bookingId: string) {
      const [row] = await db
        .select({
          id: bookings.id,
          active: holdsSlot(bookings.state).mapWith(Boolean),
          appointmentDate: bookings.appointmentDate,
          slotStart: bookings.slotStart,
          slotEnd: bookings.slotEnd,
          patientName: bookings.patientName,
          email: bookings.email,
          phone: bookings.phone,
          userId: bookings.userId,
          treatmentName: treatments.name,
          doctorName: doctors.name,
          smsReminders: users.smsReminders,
          language: users.language,
        })
        .from(bookings)
        .innerJoin(treatments, eq(treatments.id, bookings.treatmentId))
        .innerJoin(doctors, eq(doctors.id, bookings.doctorId))
        .leftJoin(users, eq(users.id, bookings.userId))
        .where(eq(bookings.id, bookingId))
        .for('share', { of: bookings });
      return row ?? null;
    },
  };
}
