import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { bookings, consultationMessages, doctors, payments, treatments } from '../../db/schema.js';

/** SQL for consultation rooms: the booking behind a room, and its chat. */
export function consultationsRepository(db: Executor) {
  return {
    /** A booking with what its room needs: its parties, slot, state and payment. */
    async findBooking(id: string) {
      const [row] = await db
        .select({
          id: bookings.id,
          patientUserId: bookings.userId,
          doctorUserId: doctors.userId,
          appointmentDate: bookings.appointmentDate,
          slotStart: bookings.slotStart,
          slotEnd: bookings.slotEnd,
          state: bookings.state,
          priceCents: bookings.priceCents,
          hasPayment: sql<boolean>`exists (select 1 from ${payments} where ${payments.bookingId} = ${bookings.id})`,
          treatmentName: treatments.name,
          doctorName: doctors.name,
          patientName: bookings.patientName,
        })
        .from(bookings)
        .innerJoin(doctors, eq(doctors.id, bookings.doctorId))
        .innerJoin(treatments, eq(treatments.id, bookings.treatmentId))
        .where(eq(bookings.id, id));
      return row ?? null;
    },

    listMessages(bookingId: string) {
      return db
        .select({
          id: consultationMessages.id,
          from: consultationMessages.senderRole,
          text: consultationMessages.text,
          sentAt: consultationMessages.createdAt,
        })
        .from(consultationMessages)
        .where(eq(consultationMessages.bookingId, bookingId))
        .orderBy(asc(consultationMessages.sequence));
    },

    async insertMessage(values: typeof consultationMessages.$inferInsert) {
      const [row] = await db.insert(consultationMessages).values(values).returning({
        id: consultationMessages.id,
        from: consultationMessages.senderRole,
        text: consultationMessages.text,
        sentAt: consultationMessages.createdAt,
      });
      return row!;
    },
  };
}

export type RoomBooking = NonNullable<
  Awaited<ReturnType<ReturnType<typeof consultationsRepository>['findBooking']>>
>;
