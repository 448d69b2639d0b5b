import { CHAT_PAGE_SIZE, type ConsultationRole } from '@sustho/contracts';
import { and, desc, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  bookings,
  consultationMessages,
  consultationPresence,
  doctors,
  payments,
  prescriptions,
  treatments,
} from '../../db/schema.js';
import { violatedCheckConstraint } from '../../lib/constraint-violations.js';
import { hasSlot } from '../bookings/index.js';

const message = {
  id: consultationMessages.id,
  from: consultationMessages.senderRole,
  text: consultationMessages.text,
  sentAt: consultationMessages.createdAt,
};

/** SQL for consultation rooms: the booking behind a room, and its chat. */
export function consultationsRepository(db: Executor) {
  return {
    /**
     * A booking with what its room needs: its parties, slot, state and payment, whether anyone is
     * in the room at `now`, and whether a prescription was issued.
     */
    async findBooking(id: string, now: Date) {
      const [row] = await db
        .select({
          id: bookings.id,
          patientUserId: bookings.userId,
          doctorUserId: doctors.userId,
          kind: bookings.kind,
          appointmentDate: bookings.appointmentDate,
          slotStart: bookings.slotStart,
          slotEnd: bookings.slotEnd,
          state: bookings.state,
          priceCents: bookings.priceCents,
          hasPayment: sql<boolean>`exists (select 1 from ${payments} where ${payments.bookingId} = ${bookings.id})`,
          treatmentName: treatments.name,
          doctorName: doctors.name,
          patientId: bookings.patientId,
          patientName: bookings.patientName,
          occupied: sql<boolean>`exists (select 1 from ${consultationPresence}
            where ${consultationPresence.bookingId} = ${bookings.id}
              and ${consultationPresence.presentUntil} > ${now.toISOString()}::timestamptz)`,
          prescribed: sql<boolean>`exists (select 1 from ${prescriptions}
            where ${prescriptions.bookingId} = ${bookings.id})`,
        })
        .from(bookings)
        .innerJoin(doctors, eq(doctors.id, bookings.doctorId))
        .innerJoin(treatments, eq(treatments.id, bookings.treatmentId))
        .where(eq(bookings.id, id));
      // Consult now has a room from the moment a doctor accepts it: then it has a slot.
      return row && hasSlot(row) ? row : null;
    },

    /**
     * Records that a party is in the room until `until`, and forgets the room's parties that
     * lapsed (dropped without leaving), so a room keeps a row per party at most.
     */
    async markPresent(bookingId: string, party: ConsultationRole, until: Date, now: Date) {
      await db
        .delete(consultationPresence)
        .where(
          and(
            eq(consultationPresence.bookingId, bookingId),
            lte(consultationPresence.presentUntil, now),
          ),
        );
      await db
        .insert(consultationPresence)
        .values({ bookingId, party, presentUntil: until })
        .onConflictDoUpdate({
          target: [consultationPresence.bookingId, consultationPresence.party],
          set: { presentUntil: until },
        });
    },

    /** Whether a party is in the room at `now`: one of their sockets marked them present. */
    async isPresent(bookingId: string, party: ConsultationRole, now: Date) {
      const [row] = await db
        .select({ bookingId: consultationPresence.bookingId })
        .from(consultationPresence)
        .where(
          and(
            eq(consultationPresence.bookingId, bookingId),
            eq(consultationPresence.party, party),
            gt(consultationPresence.presentUntil, now),
          ),
        );
      return row !== undefined;
    },

    /** A party left the room on purpose. */
    async markLeft(bookingId: string, party: ConsultationRole) {
      await db
        .delete(consultationPresence)
        .where(
          and(eq(consultationPresence.bookingId, bookingId), eq(consultationPresence.party, party)),
        );
    },

    /**
     * One page of a room's chat, oldest first: the newest CHAT_PAGE_SIZE messages, or those sent
     * before the message `before` (none when that message is not this room's).
     */
    async listMessages(bookingId: string, before?: string) {
      const earlierThan = before
        ? lt(
            consultationMessages.sequence,
            sql`(select ${consultationMessages.sequence} from ${consultationMessages}
                 where ${consultationMessages.id} = ${before}
                   and ${consultationMessages.bookingId} = ${bookingId})`,
          )
        : undefined;
      const newestFirst = await db
        .select(message)
        .from(consultationMessages)
        .where(and(eq(consultationMessages.bookingId, bookingId), earlierThan))
        .orderBy(desc(consultationMessages.sequence))
        .limit(CHAT_PAGE_SIZE);
      return newestFirst.reverse();
    },

    /**
     * Stores a message, or answers null when the room's chat is full: the database counts each
     * room's messages as they are inserted (migration 0016), so concurrent senders cannot pass the
     * cap together.
     */
    async insertMessage(values: typeof consultationMessages.$inferInsert) {
      try {
        const [row] = await db.insert(consultationMessages).values(values).returning(message);
        return row!;
      } catch (error) {
        if (violatedCheckConstraint(error) === 'consultation_chat_counts_at_most') return null;
        throw error;
      }
    },
  };
}

export type RoomBooking = NonNullable<
  Awaited<ReturnType<ReturnType<typeof consultationsRepository>['findBooking']>>
>;
