import type { CoveringPlan, Currency, IsoDate, Language } from '@sustho/contracts';
import type { Executor, SQL } from '../../db/client.js';
import type { AuthUser } from '../auth/index.js';
import type { BookingState } from './booking-state.js';

/** A slot of one doctor on one day: 'HH:MM' start and end. */
export interface DoctorSlot {
  doctorId: string;
  day: string;
  start: string;
  end: string;
}

/** A booking just made, as the one-statement booking writes it. */
export interface BookedBooking {
  id: string;
  userId: string;
  /** The patient it is for: the account's own profile or a member (services.md §2). */
  patientId: string;
  email: string;
  language: Language;
  patientName: string;
  treatmentId: string;
  treatmentName: string;
  doctorName: string;
  slot: DoctorSlot & { day: IsoDate };
  priceCents: number;
  currency: Currency;
  createdAt: Date;
}

/** A booking moved to another slot (a reschedule), in the transaction that moves it. */
export interface MovedBooking {
  id: string;
  userId: string | null;
  patientId: string;
  treatmentId: string;
  slot: DoctorSlot & { day: IsoDate };
  /** The instant of the move, on the API's clock. */
  now: Date;
}

/** A doctor's time a booking held and gave up: cancelled, or moved elsewhere. */
export interface FreedSlot {
  bookingId: string;
  treatmentId: string;
  doctorId: string;
  day: IsoDate;
  /** 'HH:MM' or 'HH:MM:SS', as the database gives it. */
  slotStart: string;
  slotEnd: string;
  why: 'cancelled' | 'rescheduled';
}

/** A paid booking cancelled with its payment owed back, under the booking's lock. */
export interface RefundDue {
  booking: { id: string; state: BookingState };
  actor: AuthUser;
  reason: string;
}

/** Work that calls out of the database (a provider, a notice), run once the transaction committed. */
export type AfterCommit = () => Promise<void>;

/**
 * What one module does when something happens to a booking. Bookings publishes; a subscriber
 * implements the events it cares about, each where it must run to stay atomic with the booking:
 * as SQL inside the booking's one statement, in the booking's transaction, or after it commits.
 */
export interface BookingSubscriber {
  /**
   * Asked under the doctor's lock before a slot is taken (booked or moved to): whether it is
   * another patient's to take. As SQL for the one-statement booking, and in a transaction for a move.
   */
  slotRefused?: {
    sqlFragment(slot: DoctorSlot, patientId: string): SQL<boolean>;
    inTransaction(tx: Executor, slot: DoctorSlot, patientId: string): Promise<boolean>;
  };
  /** Parts of the booking's WITH statement (`name as (...)`), whose writes hold only when `booked` does. */
  booked?: { sqlFragments(booking: BookedBooking, booked: SQL): SQL[] };
  moved?: { inTransaction(tx: Executor, booking: MovedBooking): Promise<void> };
  freed?: { inTransaction(tx: Executor, freed: FreedSlot): Promise<void> };
  cancelled?: { inTransaction(tx: Executor, bookingId: string): Promise<void> };
  /** The consultation was completed by its doctor, in the transaction that completes it. */
  completed?: { inTransaction(tx: Executor, bookingId: string): Promise<void> };
  /** A payment was recorded for the booking, in the transaction that records it. */
  paid?: { inTransaction(tx: Executor, bookingId: string): Promise<void> };
  /** In the cancelling transaction; answers what to do once it has committed. */
  refunded?: { inTransaction(tx: Executor, due: RefundDue): Promise<AfterCommit> };
}

/** Who a consultation would be for, and on which day, to ask whether a plan covers it. */
export interface CoverQuestion {
  userId: string;
  patientId: string;
  day: IsoDate;
}

/**
 * A plan that makes a consultation free (services.md §4), found before booking and spent with it:
 * inside the one-statement booking (`spendSql`, `recordSql`), or in Consult now's transaction
 * once its booking row is written (`spend`). Spending is a conditional update, so under
 * concurrency it may fail: the booking then goes in at its price instead.
 */
export interface Cover {
  plan: CoveringPlan;
  /** The body of `cover as (...)`: one row when spent; it spends only `when` the booking goes in. */
  spendSql(when: SQL): SQL;
  /** The body of a WITH part writing the ledger row once `booked` holds; reads `cover`. */
  recordSql(bookingId: string, booked: SQL): SQL;
  /** Spends it for a booking already written in `tx`; false when it is spent out. */
  spend(tx: Executor, bookingId: string): Promise<boolean>;
}

/** The plans' part in pricing a booking: the cover a patient's plan gives, if any. */
export interface Coverage {
  find(db: Executor, question: CoverQuestion): Promise<Cover | null>;
}

/**
 * The one place bookings tells what happened to a booking. The composition root subscribes every
 * module's reactions; bookings imports none of them.
 */
export function bookingHooks() {
  // Reactions run in the order the subscribers were subscribed.
  const subscribers: BookingSubscriber[] = [];
  let coverage: Coverage | null = null;

  return {
    /** The plans module prices covered consultations (composition root). */
    provideCoverage(provider: Coverage) {
      coverage = provider;
    },

    /** The plan cover a consultation would get, or null (no plans, or none covers it). */
    async coverFor(db: Executor, question: CoverQuestion): Promise<Cover | null> {
      return coverage ? coverage.find(db, question) : null;
    },

    subscribe(...more: BookingSubscriber[]) {
      subscribers.push(...more);
    },

    /** Each subscriber's question, for the statement to refuse the slot when any says yes. */
    slotRefusedSql(slot: DoctorSlot, patientId: string): SQL<boolean>[] {
      return subscribers.flatMap((subscriber) =>
        subscriber.slotRefused ? [subscriber.slotRefused.sqlFragment(slot, patientId)] : [],
      );
    },

    async slotRefused(tx: Executor, slot: DoctorSlot, patientId: string): Promise<boolean> {
      for (const subscriber of subscribers)
        if (await subscriber.slotRefused?.inTransaction(tx, slot, patientId)) return true;
      return false;
    },

    bookedSql(booking: BookedBooking, booked: SQL): SQL[] {
      return subscribers.flatMap(
        (subscriber) => subscriber.booked?.sqlFragments(booking, booked) ?? [],
      );
    },

    async moved(tx: Executor, booking: MovedBooking) {
      for (const subscriber of subscribers) await subscriber.moved?.inTransaction(tx, booking);
    },

    async freed(tx: Executor, freed: FreedSlot) {
      for (const subscriber of subscribers) await subscriber.freed?.inTransaction(tx, freed);
    },

    async cancelled(tx: Executor, bookingId: string) {
      for (const subscriber of subscribers)
        await subscriber.cancelled?.inTransaction(tx, bookingId);
    },

    async completed(tx: Executor, bookingId: string) {
      for (const subscriber of subscribers)
        await subscriber.completed?.inTransaction(tx, bookingId);
    },

    async paid(tx: Executor, bookingId: string) {
      for (const subscriber of subscribers) await subscriber.paid?.inTransaction(tx, bookingId);
    },

    async refunded(tx: Executor, due: RefundDue): Promise<AfterCommit> {
      const after: AfterCommit[] = [];
      for (const subscriber of subscribers)
        if (subscriber.refunded) after.push(await subscriber.refunded.inTransaction(tx, due));
      return async () => {
        for (const run of after) await run();
      };
    },
  };
}

export type BookingHooks = ReturnType<typeof bookingHooks>;

/** What a change of a booking's state tells (state-change.ts). */
export type StateChangeHooks = Pick<BookingHooks, 'freed' | 'cancelled' | 'completed' | 'paid'>;
