import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  notInArray,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { rowsOf, type Executor } from '../../db/client.js';
import { isOneOf } from '../../db/schema/columns.js';
import {
  bookings,
  doctorHours,
  doctors,
  doctorTimeOff,
  holdsSlot,
  listedDoctor,
  patients,
  paymentHolds,
  payments,
  treatments,
} from '../../db/schema.js';
import { heldPatientSql } from '../family/index.js';
import { queueJobsWhen, type NewJob } from '../jobs/index.js';
import { conflict } from '../../lib/errors.js';
import { rowsOfPatients, type PatientsOf } from '../../db/patients-of.js';
import {
  CANCELLED_BOOKING_STATES,
  FOLLOW_UP_TAKEN_STATES,
  isCancelled,
  LISTED_BOOKING_STATES,
  nextState,
  type BookingEvent,
  type BookingState,
} from './booking-state.js';
import type { FollowUpRefusal } from './follow-up.js';
import type { Cover, FreedSlot } from './hooks.js';

/** A scheduled booking as the one-statement booking writes it: with its doctor, day and slot. */
export type NewBooking = Pick<
  Required<typeof bookings.$inferInsert>,
  | 'treatmentId'
  | 'doctorId'
  | 'appointmentDate'
  | 'slotStart'
  | 'slotEnd'
  | 'userId'
  | 'patientId'
  | 'patientName'
  | 'email'
  | 'phone'
  | 'priceCents'
  | 'currency'
  | 'coveredBy'
> & { doctorId: string; appointmentDate: string; slotStart: string; slotEnd: string };

/**
 * The bookings of one person: a booking belongs to the account that made it, never to an e-mail
 * (decision 004), so someone who later signs up with a deleted patient's address sees nothing of
 * theirs. Every query that selects a person's bookings (and, through them, their payments) uses this.
 */
export const ownedBy = (userId: string) => eq(bookings.userId, userId);

/** The bookings of an account's patients, or of one patient. */
const bookingsOf = (of: PatientsOf) =>
  rowsOfPatients(of, { account: bookings.userId, patient: bookings.patientId });

/** The bookings a doctor sees: their own consultations. */
export const seenBy = (doctorId: string) => eq(bookings.doctorId, doctorId);

/** Active bookings that have not started at `time` ('HH:MM') on the clinic's day `today`. */
const upcomingActive = (today: string, time: string) =>
  and(
    holdsSlot(bookings.state),
    or(
      gt(bookings.appointmentDate, today),
      and(eq(bookings.appointmentDate, today), gt(bookings.slotStart, time)),
      // A Consult now request no doctor has taken yet is still to come.
      isNull(bookings.appointmentDate),
    ),
  );

/** Bookings again, as the follow-ups of the booking at hand. */
const followUps = alias(bookings, 'follow_ups');

/** A booking with its treatment's and doctor's names, and whether a payment was taken for it. */
const bookingView = {
  id: bookings.id,
  kind: bookings.kind,
  appointmentDate: bookings.appointmentDate,
  slotStart: bookings.slotStart,
  slotEnd: bookings.slotEnd,
  treatmentName: treatments.name,
  doctorId: bookings.doctorId,
  /** Empty for an on-demand request no doctor has accepted yet. */
  doctorName: sql<string>`coalesce(${doctors.name}, '')`,
  hasPayment: sql<boolean>`exists (select 1 from ${payments} where ${payments.bookingId} = ${bookings.id})`,
  userId: bookings.userId,
  patientId: bookings.patientId,
  patientName: bookings.patientName,
  email: bookings.email,
  phone: bookings.phone,
  priceCents: bookings.priceCents,
  currency: bookings.currency,
  coveredBy: bookings.coveredBy,
  state: bookings.state,
  rescheduleCount: bookings.rescheduleCount,
  followUpOf: bookings.followUpOf,
  /** Whether a follow-up of it is booked or was held (services.md §3): its one follow-up is used. */
  followUpTaken: sql<boolean>`exists (
    select 1 from ${bookings} as ${followUps} where ${followUps.followUpOf} = ${bookings.id}
      and ${isOneOf(followUps.state, FOLLOW_UP_TAKEN_STATES)})`,
  /** Whether its patient was removed from the family (or the account deleted): nobody can book for them. */
  patientRemoved: sql<boolean>`exists (
    select 1 from ${patients} where ${patients.id} = ${bookings.patientId}
      and ${patients.removedAt} is not null)`,
  treatmentId: bookings.treatmentId,
  slotMinutes: treatments.slotMinutes,
  /** The payment hold's deadline, when PAYMENT_HOLD_MINUTES set one (decision 026). */
  payBy:
    sql<Date | null>`(select ${paymentHolds.payBy} from ${paymentHolds} where ${paymentHolds.bookingId} = ${bookings.id})`.mapWith(
      (value: string | Date) => new Date(value),
    ),
};

/** Where a booking is: what a freed slot names. */
const heldSlot = {
  bookingId: bookings.id,
  treatmentId: bookings.treatmentId,
  doctorId: bookings.doctorId,
  day: bookings.appointmentDate,
  slotStart: bookings.slotStart,
  slotEnd: bookings.slotEnd,
};

/** Whether a booking has a doctor's slot (an on-demand request has none until a doctor accepts it). */
export const hasDoctorSlot = <T extends Record<keyof typeof heldSlot, string | null>>(
  slot: T,
): slot is T & Omit<FreedSlot, 'why'> =>
  slot.doctorId !== null && slot.day !== null && slot.slotStart !== null && slot.slotEnd !== null;

/** What the one-statement booking writes besides the booking row. */
export interface BookingWrites {
  /** PAYMENT_HOLD_MINUTES' deadline and the job that enforces it (bookings/payment-hold.ts), or null for none. */
  paymentHold: { payBy: Date; job: NewJob } | null;
  /** Whether the slot is another patient's to take, asked once the doctor's row is held (bookings/hooks.ts). */
  slotRefused: SQL<boolean>[];
  /** What the subscribers write with the booking, each a part of the WITH query that holds only when `booked` does. */
  reactions: (booked: SQL) => SQL[];
  /** The plan that makes it free, spent in the statement: without it, the booking does not go in. */
  cover: Cover | null;
}

/** The booking is the free follow-up of the consultation `of`, on a day up to `windowDays` after it. */
export interface FollowUpOf {
  of: string;
  windowDays: number;
}

/**
 * Why the booking may not be the follow-up of its consultation, or null when it may (or is none):
 * the consultation must be the account's, completed, not a follow-up itself, of the same patient
 * and doctor, and the new day up to `windowDays` after its day. Asked in the booking statement
 * itself; bookings_one_follow_up then refuses a second follow-up, whatever runs concurrently.
 */
function followUpCheck(
  values: { userId: string; patientId: string; doctorId: string; appointmentDate: string },
  followUp: FollowUpOf | null,
): SQL {
  if (!followUp) return sql`select null::text as refused`;
  const consultation = alias(bookings, 'consultation');
  const refused: Record<FollowUpRefusal, SQL> = {
    not_found: sql`${consultation.id} is null`,
    not_completed: sql`${consultation.state} <> 'completed'`,
    is_follow_up: sql`${consultation.followUpOf} is not null`,
    other_patient: sql`${consultation.patientId} <> ${values.patientId}::uuid`,
    other_doctor: sql`${consultation.doctorId} <> ${values.doctorId}::uuid`,
    out_of_window: sql`${values.appointmentDate}::date - ${consultation.appointmentDate} not between 0 and ${followUp.windowDays}::int`,
  };
  return sql`select case ${sql.join(
    Object.entries(refused).map(([reason, when]) => sql`when ${when} then ${reason}`),
    sql` `,
  )} end as refused
      from (select 1) as asked
      left join ${bookings} as ${consultation} on ${consultation.id} = ${followUp.of}::uuid
        and ${consultation.userId} = ${values.userId}`;
}

/** True when any of the conditions is; false for none. */
const anyOf = (conditions: SQL<boolean>[]) =>
  conditions.length === 0
    ? sql<boolean>`false`
    : sql<boolean>`(${sql.join(conditions, sql` or `)})`;

/**
 * The statement that books a slot with everything that goes with it, at once: one round trip and
 * one commit for what a transaction of ten statements did. The patient's and the doctor's rows are
 * held until it commits, as the transaction held them: removing the patient (a family member, or
 * every profile of a deleted account) or deleting the doctor either waits and then cancels this
 * booking, or finishes first and nothing is booked (`patientLive` or `doctorListed` false). A
 * patient the account does not hold is not live either. Once the doctor's row is held, a slot held for another waitlisted patient
 * is refused (`heldForAnother`), as the offer job holds that row too. Only when the booking goes
 * in: its jobs are queued (confirmation e-mail, reminders, the payment deadline), the deadline is
 * written, and the patient's waitlist entries for that day are settled (the subscribers' parts,
 * bookings/hooks.ts).
 * The database refuses a double booking here, whatever runs concurrently: bookings_doctor_free
 * (the doctor is busy then), bookings_patient_free (the patient is) and
 * bookings_one_per_patient_option_day; and a second follow-up of one consultation
 * (bookings_one_follow_up), which `followUpCheck` allows only as the statement reads it.
 * `npm run bench` runs this very statement from a bare client to measure the database's limit.
 */
export function bookingWithJobsStatement(
  values: NewBooking & { id: string; userId: string; patientId: string },
  writes: BookingWrites,
  followUp: FollowUpOf | null = null,
): SQL {
  const column = (name: string) => sql.identifier(name);
  const columns = [
    bookings.id,
    bookings.treatmentId,
    bookings.doctorId,
    bookings.appointmentDate,
    bookings.slotStart,
    bookings.slotEnd,
    bookings.userId,
    bookings.patientId,
    bookings.patientName,
    bookings.email,
    bookings.phone,
    bookings.priceCents,
    bookings.currency,
    bookings.coveredBy,
    bookings.followUpOf,
  ];
  const booked = sql`exists (select 1 from booked)`;
  // A covered booking goes in only with its plan's cover spent, and the cover is spent only when
  // everything else lets it go in: both read the same rows, so they agree.
  const mayBook = sql`exists (select 1 from patient, hold, follow_up
      where not hold."forAnother" and follow_up.refused is null)`;
  const cover = writes.cover
    ? {
        part: sql`
    cover as (${writes.cover.spendSql(mayBook)}),`,
        gate: sql` and exists (select 1 from cover)`,
        record: [sql`cover_record as (${writes.cover.recordSql(values.id, booked)})`],
        covered: sql`exists (select 1 from cover)`,
      }
    : { part: sql``, gate: sql``, record: [], covered: sql`false` };
  const paymentHold = writes.paymentHold
    ? [
        sql`
    payment_hold as (
      insert into ${paymentHolds} (${column(paymentHolds.bookingId.name)}, ${column(paymentHolds.payBy.name)})
      select id, ${writes.paymentHold.payBy.toISOString()}::timestamptz from booked
      returning 1)`,
        sql`payment_hold_job as (${queueJobsWhen([writes.paymentHold.job], booked)} returning 1)`,
      ]
    : [];
  const withBooking = [...paymentHold, ...cover.record, ...writes.reactions(booked)];
  return sql`
    -- Exclusive: one patient's concurrent bookings queue here instead of deadlocking on the
    -- bookings_patient_free exclusion constraint, and removing the patient (or deleting the
    -- account) waits for this booking or is waited for; likewise the doctor's row below.
    with patient as (${heldPatientSql(values.userId, values.patientId)}),
    doctor as (
      select ${doctors.id} from ${doctors}
      where ${doctors.id} = ${values.doctorId} and ${listedDoctor}
      for no key update),
    -- Asked of the doctor's row once it is held (see BookingSubscriber's slotRefused).
    hold as (
      select ${anyOf(writes.slotRefused)} as "forAnother" from doctor),
    follow_up as (${followUpCheck(values, followUp)}),${cover.part}
    booked as (
      insert into ${bookings} (${sql.join(
        columns.map((each) => column(each.name)),
        sql`, `,
      )})
      select ${values.id}::uuid, ${values.treatmentId}::uuid, ${values.doctorId}::uuid,
        ${values.appointmentDate}::date, ${values.slotStart}::time, ${values.slotEnd}::time,
        ${values.userId}, ${values.patientId}::uuid, ${values.patientName}, ${values.email}, ${values.phone},
        ${values.priceCents}::int, ${values.currency}, ${values.coveredBy}, ${followUp?.of ?? null}::uuid
      from patient, hold, follow_up
      where not hold."forAnother" and follow_up.refused is null${cover.gate}
      returning id)${
        withBooking.length > 0
          ? sql`,
    ${sql.join(
      withBooking,
      sql`,
    `,
    )}`
          : sql``
      }
    select exists (select 1 from patient) as "patientLive",
      exists (select 1 from doctor) as "doctorListed",
      exists (select 1 from hold where hold."forAnother") as "heldForAnother",
      exists (select 1 from booked) as "booked",
      ${cover.covered} as "covered",
      (select refused from follow_up) as "followUpRefused"`;
}

/**
 * Whether the doctor of the row works the slot starting `start` ('HH:MM', `minutes` long) on
 * `day`: it is one of the slots their hours that weekday give, and the day is not time off.
 */
function doctorWorksSlot(day: string, start: string, minutes: SQL | AnyColumn) {
  const onDay = sql`${day}::date`;
  const startsAt = sql`${start}::time`;
  return and(
    sql`exists (
      select 1 from ${doctorHours}
      where ${doctorHours.doctorId} = ${doctors.id}
        and ${doctorHours.weekday} = extract(dow from ${onDay})
        and ${startsAt} >= ${doctorHours.startsAt}
        and ${startsAt} + make_interval(mins => ${minutes}) <= ${doctorHours.endsAt}
        and extract(epoch from ${startsAt} - ${doctorHours.startsAt})::int % (${minutes} * 60) = 0)`,
    sql`not exists (
      select 1 from ${doctorTimeOff}
      where ${doctorTimeOff.doctorId} = ${doctors.id}
        and ${onDay} between ${doctorTimeOff.firstDay} and ${doctorTimeOff.lastDay})`,
  );
}

/** How many active bookings the doctor of the row has on `day`: fewest first is fair (docs/product/bookings.md §2). */
/** What a booking takes from its treatment: its name, price and slot length. */
const treatmentTerms = {
  id: treatments.id,
  name: treatments.name,
  priceCents: treatments.priceCents,
  currency: treatments.currency,
  slotMinutes: treatments.slotMinutes,
};

const doctorBookingsOn = (day: string) => sql<number>`(
  select count(*) from ${bookings}
  where ${bookings.doctorId} = ${doctors.id} and ${bookings.appointmentDate} = ${sql`${day}::date`}
    and ${holdsSlot(bookings.state)})`;

/** SQL for bookings, on the database or on the transaction a service opened. */
export function bookingsRepository(db: Executor) {
  /** Bookings as `bookingView` shows them, with their treatment and doctor. */
  const selectView = () =>
    db
      .select(bookingView)
      .from(bookings)
      .innerJoin(treatments, eq(treatments.id, bookings.treatmentId))
      .leftJoin(doctors, eq(doctors.id, bookings.doctorId));

  /** Active bookings not started yet, of a patient (`ownedBy`) or of a doctor (`seenBy`). */
  const selectUpcoming = (whose: SQL, today: string, time: string) =>
    db
      .select({ id: bookings.id, state: bookings.state })
      .from(bookings)
      .where(and(whose, upcomingActive(today, time)));

  return {
    async findTreatmentByName(name: string) {
      const [row] = await db
        .select(treatmentTerms)
        .from(treatments)
        .where(eq(treatments.name, name));
      return row ?? null;
    },

    /**
     * The treatment's listed doctors who work the slot `start` ('HH:MM', `minutes` long) on `day`:
     * it is one of the slots their hours that weekday give, and the day is not time off. Fairest
     * first: the fewest active bookings that day, then by name (docs/product/bookings.md §2). Whether the slot is
     * still free is the database's to say when the booking is inserted.
     */
    doctorsWorkingAt(slot: {
      treatmentId: string;
      day: string;
      start: string;
      minutes: number;
      doctorId?: string;
    }) {
      return db
        .select({ id: doctors.id, name: doctors.name })
        .from(doctors)
        .where(
          and(
            eq(doctors.treatmentId, slot.treatmentId),
            listedDoctor,
            slot.doctorId ? eq(doctors.id, slot.doctorId) : undefined,
            doctorWorksSlot(slot.day, slot.start, sql`${slot.minutes}::int`),
          ),
        )
        .orderBy(asc(doctorBookingsOn(slot.day)), asc(doctors.name), asc(doctors.id));
    },

    /**
     * What booking a slot needs to know, in one round trip: the treatment called `treatmentName`
     * (null when none is), and its listed doctors who work the slot `start` ('HH:MM') on `day`:
     * it is one of the slots their hours that weekday give, and the day is not time off. Fairest
     * first: the fewest active bookings that day, then by name (docs/product/bookings.md §2). Whether the slot is
     * still free is the database's to say when the booking is inserted.
     */
    async findSlotOffer(slot: {
      treatmentName: string;
      day: string;
      start: string;
      doctorId?: string;
    }) {
      const rows = await db
        .select({
          ...treatmentTerms,
          doctorId: doctors.id,
          doctorName: doctors.name,
        })
        .from(treatments)
        .leftJoin(
          doctors,
          and(
            eq(doctors.treatmentId, treatments.id),
            listedDoctor,
            slot.doctorId ? eq(doctors.id, slot.doctorId) : undefined,
            doctorWorksSlot(slot.day, slot.start, treatments.slotMinutes),
          ),
        )
        .where(eq(treatments.name, slot.treatmentName))
        .orderBy(asc(doctorBookingsOn(slot.day)), asc(doctors.name), asc(doctors.id));
      const [first] = rows;
      if (!first) return null;
      const { id, name, priceCents, currency, slotMinutes } = first;
      const treatment = { id, name, priceCents, currency, slotMinutes };
      const doctorsFree = rows.flatMap(({ doctorId, doctorName }) =>
        doctorId && doctorName ? [{ id: doctorId, name: doctorName }] : [],
      );
      return { treatment, doctors: doctorsFree };
    },

    /**
     * Runs `bookingWithJobsStatement`: whether the patient and doctor were there, whether the slot
     * is held for another patient, and whether it booked.
     */
    async insertWithJobs(
      values: NewBooking & { id: string; userId: string; patientId: string },
      writes: BookingWrites,
      followUp: FollowUpOf | null,
    ) {
      const result = await db.execute(bookingWithJobsStatement(values, writes, followUp));
      return rowsOf<{
        patientLive: boolean;
        doctorListed: boolean;
        heldForAnother: boolean;
        booked: boolean;
        covered: boolean;
        followUpRefused: FollowUpRefusal | null;
      }>(result)[0]!;
    },

    async find(id: string) {
      const [row] = await selectView().where(eq(bookings.id, id));
      return row ?? null;
    },

    /**
     * The bookings of an account that still matter to its owner: active ones, and paid ones (a
     * refunded booking shows its refund). Upcoming days first, soonest first; then past days,
     * latest first. A Consult now request no doctor took counts as on the day it was made.
     */
    listForAccount(userId: string, today: string) {
      const day = sql`coalesce(${bookings.appointmentDate}, ${bookings.createdAt}::date)`;
      const isPast = sql`${day} < ${today}`;
      return selectView()
        .where(and(ownedBy(userId), inArray(bookings.state, LISTED_BOOKING_STATES)))
        .orderBy(
          asc(isPast),
          asc(sql`case when not (${isPast}) then ${day} end`),
          desc(day),
          asc(bookings.slotStart),
        );
    },

    /** Locks a booking until the transaction ends, so a payment and a cancellation cannot cross. */
    async lock(id: string) {
      const [row] = await db
        .select({
          id: bookings.id,
          kind: bookings.kind,
          userId: bookings.userId,
          state: bookings.state,
          appointmentDate: bookings.appointmentDate,
          slotStart: bookings.slotStart,
          slotEnd: bookings.slotEnd,
        })
        .from(bookings)
        .where(eq(bookings.id, id))
        .for('update');
      return row ?? null;
    },

    /**
     * Locks a booking to move it (reschedule), with what the move rules and the new slot need:
     * its owner, state, slot, treatment (and its slot length), how often it moved, and, for a
     * follow-up, its consultation and that one's day.
     */
    async lockForChange(id: string) {
      const consultation = alias(bookings, 'consultation');
      const [row] = await db
        .select({
          ...heldSlot,
          userId: bookings.userId,
          patientId: bookings.patientId,
          state: bookings.state,
          rescheduleCount: bookings.rescheduleCount,
          slotMinutes: treatments.slotMinutes,
          followUpOf: bookings.followUpOf,
          /** A follow-up's consultation's day, which its window counts from. */
          consultationDay: sql<string | null>`(
            select ${consultation.appointmentDate}::text from ${bookings} as ${consultation}
            where ${consultation.id} = ${bookings.followUpOf})`,
        })
        .from(bookings)
        .innerJoin(treatments, eq(treatments.id, bookings.treatmentId))
        .where(eq(bookings.id, id))
        .for('update', { of: bookings });
      return row ?? null;
    },

    /**
     * Moves a locked active booking to another slot (and doctor) in one statement, counting the
     * move and the invite's next SEQUENCE: the new slot is taken and the old one freed at once, and
     * the exclusion constraints refuse a slot that is not free, as for a new booking. The payment
     * stays with the row. The caller tells the hooks the old slot was freed.
     */
    async move(
      booking: Omit<FreedSlot, 'why'> & { state: BookingState },
      to: { doctorId: string; day: string; slotStart: string; slotEnd: string },
    ) {
      const moved = await db
        .update(bookings)
        .set({
          doctorId: to.doctorId,
          appointmentDate: to.day,
          slotStart: to.slotStart,
          slotEnd: to.slotEnd,
          rescheduleCount: sql`${bookings.rescheduleCount} + 1`,
          inviteSequence: sql`${bookings.inviteSequence} + 1`,
        })
        .where(and(eq(bookings.id, booking.bookingId), eq(bookings.state, booking.state)))
        .returning({ id: bookings.id });
      if (moved.length === 0) throw conflict('This booking changed meanwhile: please try again');
    },

    /** The active bookings of an account's patients, or of one patient, that have not started yet, with their state. */
    listUpcoming(of: PatientsOf, today: string, time: string) {
      return selectUpcoming(bookingsOf(of), today, time);
    },

    /** The same, locked until the transaction ends, so no payment or cancellation crosses. */
    lockUpcoming(of: PatientsOf, today: string, time: string) {
      return selectUpcoming(bookingsOf(of), today, time).for('update');
    },

    /** A doctor's active bookings that have not started yet, with their state. */
    listUpcomingSeenBy(doctorId: string, today: string, time: string) {
      return selectUpcoming(seenBy(doctorId), today, time);
    },

    /** The same, locked until the transaction ends. */
    lockUpcomingSeenBy(doctorId: string, today: string, time: string) {
      return selectUpcoming(seenBy(doctorId), today, time).for('update');
    },

    /**
     * Holds a listed doctor's row until the transaction ends, so a booking and the doctor's
     * deletion (which locks the row to cancel their bookings) cannot cross; false when the doctor
     * is no longer listed.
     */
    async holdListedDoctor(doctorId: string) {
      const rows = await db
        .select({ id: doctors.id })
        .from(doctors)
        .where(and(eq(doctors.id, doctorId), listedDoctor))
        // Exclusive: two bookings of one doctor then queue here instead of deadlocking on the
        // bookings_doctor_free exclusion constraint.
        .for('no key update');
      return rows.length > 0;
    },

    /** The doctor and the slot of a booking, for the actions only its doctor may take. */
    async findSlot(id: string) {
      const [row] = await db
        .select({
          id: bookings.id,
          doctorId: bookings.doctorId,
          appointmentDate: bookings.appointmentDate,
          slotStart: bookings.slotStart,
        })
        .from(bookings)
        .where(eq(bookings.id, id));
      return row ?? null;
    },

    /** A doctor's bookings of one day that were not cancelled (active, completed, missed), in time order. */
    listForDoctorDay(doctorId: string, day: string) {
      return selectView()
        .where(
          and(
            eq(bookings.doctorId, doctorId),
            eq(bookings.appointmentDate, day),
            notInArray(bookings.state, CANCELLED_BOOKING_STATES),
          ),
        )
        .orderBy(asc(bookings.slotStart));
    },

    /**
     * A doctor's active bookings that have not started at `time` on the clinic's day `today`,
     * soonest first; the first `limit` of them when a limit is given.
     */
    listUpcomingForDoctor(doctorId: string, today: string, time: string, limit?: number) {
      const rows = selectView()
        .where(and(eq(bookings.doctorId, doctorId), upcomingActive(today, time)))
        .orderBy(asc(bookings.appointmentDate), asc(bookings.slotStart));
      return limit === undefined ? rows : rows.limit(limit);
    },

    /** Replaces the patients' details on every booking of theirs; the rows stay for the clinic's record. */
    async anonymise(of: PatientsOf, patientName: string) {
      await db
        .update(bookings)
        .set({ patientName, email: null, phone: null })
        .where(bookingsOf(of));
    },

    /**
     * Applies an event to a booking in the state it was read in (under its lock): booking-state.ts
     * says which state follows, and refuses an event the state does not allow. A cancelled booking
     * stops holding its slot at once, keeps the time it was cancelled, and counts the invite's next
     * SEQUENCE; the slot it freed is answered for `changeBookingState` to tell the hooks. A booking
     * that is no longer in the state it was read in is not touched: 409.
     */
    async transition(booking: { id: string; state: BookingState }, event: BookingEvent) {
      const to = nextState(booking.state, event);
      const cancelled = isCancelled(to);
      const [moved] = await db
        .update(bookings)
        .set({
          state: to,
          ...(cancelled
            ? { cancelledAt: sql`now()`, inviteSequence: sql`${bookings.inviteSequence} + 1` }
            : {}),
        })
        .where(and(eq(bookings.id, booking.id), eq(bookings.state, booking.state)))
        .returning(heldSlot);
      if (!moved) throw conflict('This booking changed meanwhile: please try again');
      // An on-demand request cancelled before a doctor accepted it held no slot to free.
      const freed: Omit<FreedSlot, 'why'> | null = cancelled && hasDoctorSlot(moved) ? moved : null;
      return { to, freed };
    },
  };
}

type Repository = ReturnType<typeof bookingsRepository>;

export type SlotOffer = NonNullable<Awaited<ReturnType<Repository['findSlotOffer']>>>;
export type BookingView = Awaited<ReturnType<Repository['listForAccount']>>[number];
export type LockedBooking = NonNullable<Awaited<ReturnType<Repository['lock']>>>;
export type DoctorBookingView = Awaited<ReturnType<Repository['listForDoctorDay']>>[number];
