import type { Language } from '@sustho/contracts';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { bookings, doctors, treatments, users } from '../../db/schema.js';
import { hasSlot } from '../bookings/index.js';
import { queueJobsWhen, type NewJob } from '../jobs/index.js';

/** The confirmation e-mail's job as a part of the one-statement booking, queued only when `booked` holds. */
export const queueConfirmationSql = (mail: NewJob, booked: SQL) =>
  sql`confirmation_queued as (${queueJobsWhen([mail], booked)} returning 1)`;

/** What the e-mails about a booking's changes need to know about it. */
export function noticeRepository(db: Executor) {
  return {
    async find(bookingId: string) {
      const [row] = await db
        .select({
          id: bookings.id,
          state: bookings.state,
          email: bookings.email,
          patientName: bookings.patientName,
          treatmentName: treatments.name,
          doctorName: doctors.name,
          appointmentDate: bookings.appointmentDate,
          slotStart: bookings.slotStart,
          slotEnd: bookings.slotEnd,
          priceCents: bookings.priceCents,
          currency: bookings.currency,
          inviteSequence: bookings.inviteSequence,
          language: sql<Language>`coalesce(${users.language}, 'en')`,
        })
        .from(bookings)
        .innerJoin(treatments, eq(treatments.id, bookings.treatmentId))
        .innerJoin(doctors, eq(doctors.id, bookings.doctorId))
        .leftJoin(users, eq(users.id, bookings.userId))
        .where(eq(bookings.id, bookingId));
      // Only a booking with a doctor and a slot has an appointment to tell of.
      return row && hasSlot(row) ? row : null;
    },
  };
}

export type NoticeBooking = NonNullable<
  Awaited<ReturnType<ReturnType<typeof noticeRepository>['find']>>
>;

/** A booking's row as the notices' e-mails take it, to `to`: the slot's times as 'HH:MM'. */
export function mailedBooking(row: NoticeBooking, to: string) {
  return {
    id: row.id,
    to,
    language: row.language,
    patientName: row.patientName,
    treatmentName: row.treatmentName,
    doctorName: row.doctorName,
    day: row.appointmentDate,
    // The column reads '09:00:00'.
    slotStart: row.slotStart.slice(0, 5),
    slotEnd: row.slotEnd.slice(0, 5),
    priceCents: row.priceCents,
    currency: row.currency,
    inviteSequence: row.inviteSequence,
  };
}
