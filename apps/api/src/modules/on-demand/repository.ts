import type { Language } from '@sustho/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { rowsOf, type Executor } from '../../db/client.js';
import { outer } from '../../db/outer.js';
import {
  bookings,
  doctors,
  onDemandDeclines,
  onDemandDoctors,
  onDemandRequests,
  holdsSlot,
  listedDoctor,
  patients,
  payments,
  treatments,
  users,
} from '../../db/schema.js';
import { isOneOf } from '../../db/schema/columns.js';
import { IN_QUEUE_STATES, OPEN_BEFORE_ACCEPT, type OnDemandQueueState } from './queue-state.js';

/** The channel every API process listens on to dispatch a treatment's queue (dispatch.ts). */
export const QUEUE_CHANNEL = 'on_demand_queue';

/** The request, while in one of `states`: every move is a conditional update from where it stands. */
const inState = (bookingId: string, states: readonly OnDemandQueueState[]) =>
  and(eq(onDemandRequests.bookingId, bookingId), inArray(onDemandRequests.state, [...states]));

/** Whether a doctor's presence is fresh at `now`: heard from within `presenceSeconds`. */
const presentAt = (now: Date, presenceSeconds: number) =>
  sql`${onDemandDoctors.online} and ${onDemandDoctors.seenAt} > ${now.toISOString()}::timestamptz - make_interval(secs => ${presenceSeconds})`;

/** A doctor holding an offer or an unfinished consultation (on_demand_one_per_doctor). */
const holdsRequest = (doctorId: AnyPgColumn) => sql`exists (
  select 1 from ${onDemandRequests}
  where ${onDemandRequests.doctorId} = ${outer(doctorId)} and ${onDemandRequests.state} in ('offered', 'accepted'))`;

/**
 * The clinic's wall-clock window a consultation starting now would take, as 'YYYY-MM-DD HH:MM'
 * timestamps, to compare with bookings' day and slot.
 */
export interface LocalWindow {
  start: string;
  end: string;
}

/** SQL for Consult now: its queue, its doctors' presence and the declines. */
export function onDemandRepository(db: Executor) {
  return {
    /** Tells every API process, once this transaction commits, that the treatment's queue may move. */
    async wake(treatmentId: string) {
      await db.execute(sql`select pg_notify(${QUEUE_CHANNEL}, ${treatmentId})`);
    },

    /** Serialises dispatching one treatment's queue across processes, until the transaction ends. */
    async lockQueue(treatmentId: string) {
      await db.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${'on-demand:' + treatmentId}, 0))`,
      );
    },

    /** The on-demand treatments with their doctors online and patients waiting now. */
    async listTreatments(now: Date, presenceSeconds: number) {
      return db
        .select({
          id: treatments.id,
          name: treatments.name,
          priceCents: treatments.priceCents,
          currency: treatments.currency,
          doctorsOnline: sql<number>`(
            select count(*)::int from ${onDemandDoctors}
            join ${doctors} on ${doctors.id} = ${onDemandDoctors.doctorId}
            where ${doctors.treatmentId} = ${outer(treatments.id)} and ${listedDoctor}
              and (${presentAt(now, presenceSeconds)} or ${holdsRequest(onDemandDoctors.doctorId)}))`,
          waiting: sql<number>`(
            select count(*)::int from ${onDemandRequests}
            where ${onDemandRequests.treatmentId} = ${outer(treatments.id)}
              and ${isOneOf(onDemandRequests.state, IN_QUEUE_STATES)})`,
        })
        .from(treatments)
        .where(eq(treatments.onDemand, true))
        .orderBy(asc(treatments.name));
    },

    /** Every treatment offered in Consult now. */
    async listTreatmentIds() {
      const rows = await db
        .select({ id: treatments.id })
        .from(treatments)
        .where(eq(treatments.onDemand, true));
      return rows.map((row) => row.id);
    },

    /** The lengths in minutes of the treatment's last 20 finished on-demand consultations. */
    async recentLengths(treatmentId: string) {
      const rows = await db
        .select({
          minutes: sql<number>`extract(epoch from ${onDemandRequests.finishedAt} - ${onDemandRequests.acceptedAt}) / 60`,
        })
        .from(onDemandRequests)
        .where(
          and(
            eq(onDemandRequests.treatmentId, treatmentId),
            eq(onDemandRequests.state, 'finished'),
          ),
        )
        .orderBy(sql`${onDemandRequests.finishedAt} desc`)
        .limit(20);
      return rows.map((row) => Number(row.minutes));
    },

    /** An on-demand treatment by name, with what a request takes from it. */
    async findTreatment(name: string) {
      const [row] = await db
        .select({
          id: treatments.id,
          name: treatments.name,
          priceCents: treatments.priceCents,
          currency: treatments.currency,
          onDemand: treatments.onDemand,
        })
        .from(treatments)
        .where(eq(treatments.name, name));
      return row ?? null;
    },

    /** Writes the request's queue row beside its booking, in the booking's transaction. */
    async insertRequest(values: typeof onDemandRequests.$inferInsert) {
      await db.insert(onDemandRequests).values(values);
    },

    /** A request with its booking, as its patient's page and the jobs read it. */
    async find(bookingId: string) {
      const [row] = await db
        .select({
          bookingId: onDemandRequests.bookingId,
          treatmentId: onDemandRequests.treatmentId,
          treatmentName: treatments.name,
          patientId: onDemandRequests.patientId,
          state: onDemandRequests.state,
          queuedAt: onDemandRequests.queuedAt,
          createdAt: onDemandRequests.createdAt,
          doctorId: onDemandRequests.doctorId,
          offerExpiresAt: onDemandRequests.offerExpiresAt,
          expiresAt: onDemandRequests.expiresAt,
          acceptedAt: onDemandRequests.acceptedAt,
          doctorLeftAt: onDemandRequests.doctorLeftAt,
          doctorDisconnected: onDemandRequests.doctorDisconnected,
          userId: bookings.userId,
          bookingState: bookings.state,
          patientName: bookings.patientName,
          email: bookings.email,
          phone: bookings.phone,
          priceCents: bookings.priceCents,
          currency: bookings.currency,
          coveredBy: bookings.coveredBy,
          hasPayment: sql<boolean>`exists (select 1 from ${payments} where ${payments.bookingId} = ${bookings.id})`,
          language: sql<Language>`coalesce((select ${users.language} from ${users} where ${users.id} = ${outer(bookings.userId)}), 'en')`,
          doctorName: doctors.name,
        })
        .from(onDemandRequests)
        .innerJoin(bookings, eq(bookings.id, onDemandRequests.bookingId))
        .innerJoin(treatments, eq(treatments.id, onDemandRequests.treatmentId))
        .leftJoin(doctors, eq(doctors.id, bookings.doctorId))
        .where(eq(onDemandRequests.bookingId, bookingId));
      return row ?? null;
    },

    /** How many requests of the treatment are ahead of one queued at `queuedAt`. */
    async countAhead(treatmentId: string, queuedAt: Date, bookingId: string) {
      const [row] = await db
        .select({ ahead: sql<number>`count(*)::int` })
        .from(onDemandRequests)
        .where(
          and(
            eq(onDemandRequests.treatmentId, treatmentId),
            isOneOf(onDemandRequests.state, IN_QUEUE_STATES),
            sql`(${onDemandRequests.queuedAt}, ${onDemandRequests.bookingId}) < (${queuedAt.toISOString()}::timestamptz, ${bookingId}::uuid)`,
          ),
        );
      return row?.ahead ?? 0;
    },

    /** How many doctors of the treatment are online now (free, offered or consulting). */
    async countOnline(treatmentId: string, now: Date, presenceSeconds: number) {
      const [row] = await db
        .select({ online: sql<number>`count(*)::int` })
        .from(onDemandDoctors)
        .innerJoin(doctors, eq(doctors.id, onDemandDoctors.doctorId))
        .where(
          and(
            eq(doctors.treatmentId, treatmentId),
            sql`(${presentAt(now, presenceSeconds)} or ${holdsRequest(onDemandDoctors.doctorId)})`,
          ),
        );
      return row?.online ?? 0;
    },

    /** The listed doctor an account speaks for, with their treatment and its slot length. */
    async findDoctorByUser(userId: string) {
      const [row] = await db
        .select({
          id: doctors.id,
          name: doctors.name,
          treatmentId: doctors.treatmentId,
          slotMinutes: treatments.slotMinutes,
          onDemand: treatments.onDemand,
        })
        .from(doctors)
        .innerJoin(treatments, eq(treatments.id, doctors.treatmentId))
        .where(and(eq(doctors.userId, userId), listedDoctor));
      return row ?? null;
    },

    /** The doctor's presence and what they hold (an offer or a consultation), at `now`. */
    async findPresence(doctorId: string, now: Date, presenceSeconds: number) {
      const [row] = await db
        .select({
          online: sql<boolean>`${presentAt(now, presenceSeconds)}`,
          offlineReason: onDemandDoctors.offlineReason,
        })
        .from(onDemandDoctors)
        .where(eq(onDemandDoctors.doctorId, doctorId));
      const [held] = await db
        .select({ bookingId: onDemandRequests.bookingId, state: onDemandRequests.state })
        .from(onDemandRequests)
        .where(
          and(
            eq(onDemandRequests.doctorId, doctorId),
            inArray(onDemandRequests.state, ['offered', 'accepted']),
          ),
        );
      return { online: row?.online ?? false, offlineReason: row?.offlineReason ?? null, held };
    },

    /**
     * The doctor says they are there (`online`) or leaves. Going online from offline (or stale)
     * starts their free time now; a heartbeat keeps it. Going offline forgets why they were set
     * offline before.
     */
    async setPresence(doctorId: string, online: boolean, now: Date, presenceSeconds: number) {
      const at = now.toISOString();
      await db
        .insert(onDemandDoctors)
        .values({ doctorId, online, seenAt: now, freeSince: now, offlineReason: null })
        .onConflictDoUpdate({
          target: onDemandDoctors.doctorId,
          set: {
            online,
            seenAt: now,
            offlineReason: null,
            freeSince: sql`case when ${online} and not (${presentAt(now, presenceSeconds)})
              then ${at}::timestamptz else ${onDemandDoctors.freeSince} end`,
          },
        });
    },

    /** Sustho sets a doctor offline, saying why. */
    async setOffline(doctorId: string, reason: 'offer_ran_out') {
      await db
        .update(onDemandDoctors)
        .set({ online: false, offlineReason: reason })
        .where(eq(onDemandDoctors.doctorId, doctorId));
    },

    /**
     * Consultations whose booking ended (completed, missed, cancelled) stop holding their doctor,
     * who is free from now: the records module completes bookings without knowing of the queue.
     */
    async finishEnded(treatmentId: string, now: Date) {
      const ended = await db
        .update(onDemandRequests)
        .set({ state: 'finished', finishedAt: now, doctorId: null, doctorLeftAt: null })
        .where(
          and(
            eq(onDemandRequests.treatmentId, treatmentId),
            eq(onDemandRequests.state, 'accepted'),
            sql`not exists (select 1 from ${bookings} where ${bookings.id} = ${outer(onDemandRequests.bookingId)}
              and ${holdsSlot(bookings.state)})`,
          ),
        )
        // The booking keeps who its doctor was.
        .returning({
          doctorId: sql<string>`(select ${bookings.doctorId} from ${bookings} where ${bookings.id} = ${outer(onDemandRequests.bookingId)})`,
        });
      await freeDoctorsFrom(
        ended.map((row) => row.doctorId),
        now,
      );
    },

    /** The queue of a treatment, oldest first: requests waiting for a doctor. */
    async listWaiting(treatmentId: string, limit: number) {
      return db
        .select({ bookingId: onDemandRequests.bookingId })
        .from(onDemandRequests)
        .where(
          and(eq(onDemandRequests.treatmentId, treatmentId), eq(onDemandRequests.state, 'waiting')),
        )
        .orderBy(asc(onDemandRequests.queuedAt), asc(onDemandRequests.bookingId))
        .limit(limit);
    },

    /**
     * The treatment's free doctors at `now`, free longest first, with the requests each declined:
     * present, holding nothing, and with no scheduled booking taking any of `window`.
     */
    async listFreeDoctors(
      treatmentId: string,
      now: Date,
      presenceSeconds: number,
      window: LocalWindow,
    ) {
      const rows = await db
        .select({
          doctorId: onDemandDoctors.doctorId,
          declined: sql<string[]>`coalesce((select array_agg(${onDemandDeclines.bookingId}::text)
            from ${onDemandDeclines} where ${onDemandDeclines.doctorId} = ${onDemandDoctors.doctorId}), '{}')`,
        })
        .from(onDemandDoctors)
        .innerJoin(doctors, eq(doctors.id, onDemandDoctors.doctorId))
        .where(
          and(
            eq(doctors.treatmentId, treatmentId),
            listedDoctor,
            presentAt(now, presenceSeconds),
            sql`not ${holdsRequest(onDemandDoctors.doctorId)}`,
            sql`not exists (select 1 from ${bookings}
              where ${bookings.doctorId} = ${onDemandDoctors.doctorId} and ${holdsSlot(bookings.state)}
                and ${bookings.appointmentDate} + ${bookings.slotStart} < ${window.end}::timestamp
                and ${bookings.appointmentDate} + ${bookings.slotEnd} > ${window.start}::timestamp)`,
          ),
        )
        .orderBy(asc(onDemandDoctors.freeSince), asc(onDemandDoctors.doctorId));
      return rows.map((row) => ({ doctorId: row.doctorId, declined: new Set(row.declined) }));
    },

    /**
     * Offers each request of `pairs` to its doctor until `expiresAt`, in one statement whatever
     * their number; answers the requests offered (one no longer waiting is left out) and the
     * account of the doctor each went to.
     */
    async offerAll(pairs: { bookingId: string; doctorId: string }[], expiresAt: Date) {
      if (pairs.length === 0) return [];
      const values = sql.join(
        pairs.map((pair) => sql`(${pair.bookingId}::uuid, ${pair.doctorId}::uuid)`),
        sql`, `,
      );
      const result = await db.execute(sql`
        update ${onDemandRequests}
        set state = 'offered', doctor_id = pairs.doctor_id,
          offer_expires_at = ${expiresAt.toISOString()}::timestamptz
        from (values ${values}) as pairs (booking_id, doctor_id)
        where ${onDemandRequests.bookingId} = pairs.booking_id and ${onDemandRequests.state} = 'waiting'
        returning ${onDemandRequests.bookingId} as booking_id,
          (select offered_to.user_id from ${doctors} offered_to
            where offered_to.id = pairs.doctor_id) as doctor_user_id`);
      return rowsOf<{ booking_id: string; doctor_user_id: string | null }>(result).map((row) => ({
        bookingId: row.booking_id,
        doctorUserId: row.doctor_user_id,
      }));
    },

    /** The doctor's current offer, with who it is for. */
    async findOffer(doctorId: string) {
      const [row] = await db
        .select({
          bookingId: onDemandRequests.bookingId,
          treatmentName: treatments.name,
          patientName: bookings.patientName,
          dateOfBirth: patients.dateOfBirth,
          symptoms: onDemandRequests.symptoms,
          expiresAt: onDemandRequests.offerExpiresAt,
        })
        .from(onDemandRequests)
        .innerJoin(bookings, eq(bookings.id, onDemandRequests.bookingId))
        .innerJoin(treatments, eq(treatments.id, onDemandRequests.treatmentId))
        .innerJoin(patients, eq(patients.id, onDemandRequests.patientId))
        .where(and(eq(onDemandRequests.doctorId, doctorId), eq(onDemandRequests.state, 'offered')));
      return row ?? null;
    },

    /**
     * Takes the request back from the doctor it was offered to (declined, or the offer ran out),
     * keeping its place, and remembers the doctor so it is not offered to them again. Only while
     * it is still that doctor's offer; answers its treatment, or null.
     */
    async withdrawOffer(bookingId: string, doctorId: string, ranOutBy?: Date) {
      const [moved] = await db
        .update(onDemandRequests)
        .set({ state: 'waiting', doctorId: null, offerExpiresAt: null })
        .where(
          and(
            eq(onDemandRequests.bookingId, bookingId),
            eq(onDemandRequests.state, 'offered'),
            eq(onDemandRequests.doctorId, doctorId),
            ranOutBy
              ? sql`${onDemandRequests.offerExpiresAt} <= ${ranOutBy.toISOString()}::timestamptz`
              : undefined,
          ),
        )
        .returning({ treatmentId: onDemandRequests.treatmentId });
      if (!moved) return null;
      await db.insert(onDemandDeclines).values({ bookingId, doctorId }).onConflictDoNothing();
      return moved.treatmentId;
    },

    /**
     * The doctor takes their offer: accepted while it is still theirs and has not run out.
     * Answers the request's treatment, or null.
     */
    async accept(bookingId: string, doctorId: string, now: Date) {
      const [moved] = await db
        .update(onDemandRequests)
        .set({ state: 'accepted', acceptedAt: now, offerExpiresAt: null })
        .where(
          and(
            eq(onDemandRequests.bookingId, bookingId),
            eq(onDemandRequests.state, 'offered'),
            eq(onDemandRequests.doctorId, doctorId),
            sql`${onDemandRequests.offerExpiresAt} > ${now.toISOString()}::timestamptz`,
          ),
        )
        .returning({ treatmentId: onDemandRequests.treatmentId });
      return moved?.treatmentId ?? null;
    },

    /** A paid request joins the queue now, until `expiresAt`; its treatment, or null if it was not unpaid. */
    async joinQueue(bookingId: string, now: Date, expiresAt: Date) {
      const [moved] = await db
        .update(onDemandRequests)
        .set({ state: 'waiting', queuedAt: now, expiresAt })
        .where(inState(bookingId, ['awaiting_payment']))
        .returning({ treatmentId: onDemandRequests.treatmentId });
      return moved?.treatmentId ?? null;
    },

    /** An unpaid request lapses; false when it was paid or ended meanwhile. */
    async lapse(bookingId: string) {
      const moved = await db
        .update(onDemandRequests)
        .set({ state: 'expired' })
        .where(inState(bookingId, ['awaiting_payment']))
        .returning({ bookingId: onDemandRequests.bookingId });
      return moved.length === 1;
    },

    /**
     * A queued request nobody accepted by its expiry ends (an offer out with it is withdrawn);
     * its treatment, or null when it was accepted, cancelled or given more time meanwhile.
     */
    async expire(bookingId: string, now: Date) {
      const [moved] = await db
        .update(onDemandRequests)
        .set({ state: 'expired', doctorId: null, offerExpiresAt: null })
        .where(
          and(
            inState(bookingId, IN_QUEUE_STATES),
            sql`${onDemandRequests.expiresAt} <= ${now.toISOString()}::timestamptz`,
          ),
        )
        .returning({ treatmentId: onDemandRequests.treatmentId });
      return moved?.treatmentId ?? null;
    },

    /**
     * Its booking was cancelled (by the patient, an admin, a deletion): a request still open is
     * cancelled, a consultation under way finished, so its doctor is free. Its treatment, or null.
     */
    async endWithBooking(bookingId: string, now: Date) {
      const [moved] = await db
        .update(onDemandRequests)
        .set({
          state: sql`case when ${onDemandRequests.state} = 'accepted' then 'finished' else 'cancelled' end`,
          finishedAt: sql`case when ${onDemandRequests.state} = 'accepted' then ${now.toISOString()}::timestamptz end`,
          doctorId: null,
          offerExpiresAt: null,
          doctorLeftAt: null,
        })
        .where(inState(bookingId, [...OPEN_BEFORE_ACCEPT, 'accepted']))
        .returning({ treatmentId: onDemandRequests.treatmentId });
      return moved?.treatmentId ?? null;
    },

    /** An accepted consultation whose room time is up by `now` is finished; false otherwise. */
    async finishRoom(bookingId: string, now: Date, roomMs: number) {
      const moved = await db
        .update(onDemandRequests)
        .set({ state: 'finished', finishedAt: now, doctorId: null, doctorLeftAt: null })
        .where(
          and(
            inState(bookingId, ['accepted']),
            sql`${onDemandRequests.acceptedAt} <= ${new Date(now.getTime() - roomMs).toISOString()}::timestamptz`,
          ),
        )
        .returning({ bookingId: onDemandRequests.bookingId });
      return moved.length === 1;
    },

    /**
     * The doctor dropped: the consultation goes back to the queue, in its old place (first, as it
     * waited longest), until `expiresAt`. Its treatment, or null when it was no longer accepted.
     */
    async requeue(bookingId: string, expiresAt: Date) {
      const [moved] = await db
        .update(onDemandRequests)
        .set({
          state: 'waiting',
          doctorId: null,
          acceptedAt: null,
          doctorLeftAt: null,
          doctorDisconnected: true,
          expiresAt,
        })
        .where(inState(bookingId, ['accepted']))
        .returning({ treatmentId: onDemandRequests.treatmentId });
      return moved?.treatmentId ?? null;
    },

    /** A treatment's slot length: what an accepted consultation takes of its doctor's time. */
    async slotMinutesOf(treatmentId: string) {
      const [row] = await db
        .select({ slotMinutes: treatments.slotMinutes })
        .from(treatments)
        .where(eq(treatments.id, treatmentId));
      return row?.slotMinutes ?? null;
    },

    /** Marks when the accepting doctor left the room, or clears it when they are back. */
    async markDoctorAway(bookingId: string, since: Date | null) {
      await db
        .update(onDemandRequests)
        .set({ doctorLeftAt: since })
        .where(
          and(eq(onDemandRequests.bookingId, bookingId), eq(onDemandRequests.state, 'accepted')),
        );
    },

    /**
     * The doctor of a finished consultation is free from `now`, once their page says they are
     * there again: an offer they cannot see would only run out.
     */
    freeDoctorsFrom,

    /**
     * A doctor who completed their consultation is back: free and present from `now` (the room
     * sent no heartbeat), unless they went offline meanwhile.
     */
    async backFromConsultation(doctorId: string, now: Date) {
      await db
        .update(onDemandDoctors)
        .set({ freeSince: now, seenAt: now })
        .where(and(eq(onDemandDoctors.doctorId, doctorId), eq(onDemandDoctors.online, true)));
    },
  };

  async function freeDoctorsFrom(doctorIds: string[], now: Date) {
    if (doctorIds.length === 0) return;
    await db
      .update(onDemandDoctors)
      .set({ freeSince: now })
      .where(inArray(onDemandDoctors.doctorId, doctorIds));
  }
}

export type OnDemandRepository = ReturnType<typeof onDemandRepository>;
