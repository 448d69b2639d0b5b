import type { CoveringPlan, IsoDate, Language } from '@sustho/contracts';
import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { rowsOf, type Executor, type SQL } from '../../db/client.js';
import { outer } from '../../db/outer.js';
import {
  bookings,
  planCoveredBookings,
  planCreditPeriods,
  planSubscriptions,
  treatments,
  users,
} from '../../db/schema.js';

/** A subscription with what paying for it and writing to its account need. */
const subscriptionRow = {
  id: planSubscriptions.id,
  userId: planSubscriptions.userId,
  plan: planSubscriptions.plan,
  period: planSubscriptions.period,
  priceCents: planSubscriptions.priceCents,
  currency: planSubscriptions.currency,
  state: planSubscriptions.state,
  startsOn: planSubscriptions.startsOn,
  endsOn: planSubscriptions.endsOn,
  createdAt: planSubscriptions.createdAt,
  accountName: sql<string>`coalesce((select ${users.name} from ${users} where ${users.id} = ${outer(planSubscriptions.userId)}), '')`,
  email: sql<
    string | null
  >`(select ${users.email} from ${users} where ${users.id} = ${outer(planSubscriptions.userId)})`,
  language: sql<Language>`coalesce((select ${users.language} from ${users} where ${users.id} = ${outer(planSubscriptions.userId)}), 'en')`,
};

export type SubscriptionRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof plansRepository>['find']>>
>;

/** An account's active subscriptions that have not ended by `day`: running, or bought to follow. */
const currentOf = (userId: string, day: IsoDate) =>
  and(
    eq(planSubscriptions.userId, userId),
    eq(planSubscriptions.state, 'active'),
    gt(planSubscriptions.endsOn, day),
  );

/** SQL for plans, on the database or on the transaction the service opened. */
export function plansRepository(db: Executor) {
  return {
    async insert(values: typeof planSubscriptions.$inferInsert) {
      const [row] = await db
        .insert(planSubscriptions)
        .values(values)
        .returning({ id: planSubscriptions.id });
      return row!.id;
    },

    async find(id: string) {
      const [row] = await db
        .select(subscriptionRow)
        .from(planSubscriptions)
        .where(eq(planSubscriptions.id, id));
      return row ?? null;
    },

    /** Locks the subscription until the transaction ends: a payment and a refund take turns. */
    async lock(id: string) {
      const [row] = await db
        .select(subscriptionRow)
        .from(planSubscriptions)
        .where(eq(planSubscriptions.id, id))
        .for('update');
      return row ?? null;
    },

    /** The account's running and following subscriptions, earliest first. */
    current(userId: string, day: IsoDate) {
      return db
        .select(subscriptionRow)
        .from(planSubscriptions)
        .where(currentOf(userId, day))
        .orderBy(asc(planSubscriptions.startsOn));
    },

    /**
     * The same, locked: a payment activating a plan decides where it starts from what these say,
     * and a concurrent one for the same account waits for it.
     */
    lockCurrent(userId: string, day: IsoDate) {
      return db
        .select({
          plan: planSubscriptions.plan,
          startsOn: planSubscriptions.startsOn,
          endsOn: planSubscriptions.endsOn,
        })
        .from(planSubscriptions)
        .where(currentOf(userId, day))
        .orderBy(asc(planSubscriptions.startsOn))
        .for('update');
    },

    /** Starts a subscription waiting for its payment; false when it no longer waits. */
    async activate(id: string, term: { startsOn: IsoDate; endsOn: IsoDate }) {
      const rows = await db
        .update(planSubscriptions)
        .set({ state: 'active', ...term })
        .where(and(eq(planSubscriptions.id, id), eq(planSubscriptions.state, 'awaiting_payment')))
        .returning({ id: planSubscriptions.id });
      return rows.length === 1;
    },

    /** Ends the account's plans running on `day` that day: a higher plan replaces them. */
    async endRunning(userId: string, day: IsoDate) {
      await db
        .update(planSubscriptions)
        .set({ endsOn: day })
        .where(and(currentOf(userId, day), lte(planSubscriptions.startsOn, day)));
    },

    async insertCreditPeriods(values: (typeof planCreditPeriods.$inferInsert)[]) {
      if (values.length > 0) await db.insert(planCreditPeriods).values(values);
    },

    /**
     * Ends an active subscription with a refund: it ends today (or never starts) and its periods
     * give no more credits. Null when it is not active.
     */
    async endRefunded(id: string, day: IsoDate, reason: string, now: Date) {
      const [row] = await db
        .update(planSubscriptions)
        .set({
          state: 'refunded',
          endsOn: sql`greatest(${planSubscriptions.startsOn}, ${day}::date)`,
          endedAt: now,
          refundReason: reason,
        })
        .where(and(eq(planSubscriptions.id, id), eq(planSubscriptions.state, 'active')))
        .returning({ id: planSubscriptions.id });
      if (!row) return null;
      await db
        .update(planCreditPeriods)
        .set({ included: sql`${planCreditPeriods.used}` })
        .where(eq(planCreditPeriods.subscriptionId, id));
      return row.id;
    },

    /**
     * The plan that covers a consultation of `patientId` on `day`, if one does: Enterprise for
     * any profile of the account, Professional for the account holder with a credit left in the
     * day's period. A read before booking: the booking's statement spends it conditionally.
     */
    async findCover(userId: string, patientId: string, day: IsoDate) {
      const [row] = await db
        .select({
          subscriptionId: planSubscriptions.id,
          plan: sql<CoveringPlan>`${planSubscriptions.plan}`,
          periodStartsOn: planCreditPeriods.startsOn,
        })
        .from(planSubscriptions)
        .leftJoin(
          planCreditPeriods,
          and(
            eq(planCreditPeriods.subscriptionId, planSubscriptions.id),
            lte(planCreditPeriods.startsOn, day),
            gt(planCreditPeriods.endsOn, day),
          ),
        )
        .where(
          and(
            eq(planSubscriptions.userId, userId),
            eq(planSubscriptions.state, 'active'),
            lte(planSubscriptions.startsOn, day),
            gt(planSubscriptions.endsOn, day),
            sql`(${planSubscriptions.plan} = 'enterprise' or (${planSubscriptions.plan} = 'professional'
              and ${patientId}::uuid::text = ${userId}
              and ${planCreditPeriods.used} < ${planCreditPeriods.included}))`,
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** What an account's plan covered, newest first, with the bookings' treatment and patient. */
    coveredBookings(subscriptionIds: string[]) {
      if (subscriptionIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          bookingId: planCoveredBookings.bookingId,
          treatmentName: treatments.name,
          patientName: bookings.patientName,
          appointmentDate: bookings.appointmentDate,
          returnedAt: planCoveredBookings.returnedAt,
        })
        .from(planCoveredBookings)
        .innerJoin(bookings, eq(bookings.id, planCoveredBookings.bookingId))
        .innerJoin(treatments, eq(treatments.id, bookings.treatmentId))
        .where(inArray(planCoveredBookings.subscriptionId, subscriptionIds))
        .orderBy(desc(planCoveredBookings.createdAt));
    },

    /** The credit period of a subscription that holds `day`. */
    async periodOn(subscriptionId: string, day: IsoDate) {
      const [row] = await db
        .select({ included: planCreditPeriods.included, used: planCreditPeriods.used })
        .from(planCreditPeriods)
        .where(
          and(
            eq(planCreditPeriods.subscriptionId, subscriptionId),
            lte(planCreditPeriods.startsOn, day),
            gt(planCreditPeriods.endsOn, day),
          ),
        );
      return row ?? null;
    },

    /** The plan each account runs on `day`, for the admin's list of users. */
    runningFor(userIds: string[], day: IsoDate) {
      if (userIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          userId: sql<string>`${planSubscriptions.userId}`,
          subscriptionId: planSubscriptions.id,
          plan: planSubscriptions.plan,
          endsOn: sql<string>`${planSubscriptions.endsOn}`,
          paid: sql<boolean>`${planSubscriptions.priceCents} > 0`,
        })
        .from(planSubscriptions)
        .where(
          and(
            inArray(planSubscriptions.userId, userIds),
            eq(planSubscriptions.state, 'active'),
            lte(planSubscriptions.startsOn, day),
            gt(planSubscriptions.endsOn, day),
          ),
        );
    },

    /**
     * Gives a cancelled booking's credit back, once: its ledger row is marked returned and, for
     * Professional, its period counts one less used.
     */
    async giveBack(bookingId: string, now: Date) {
      await db.execute(sql`
        with returned as (
          update ${planCoveredBookings} set returned_at = ${now.toISOString()}::timestamptz
          where booking_id = ${bookingId}::uuid and returned_at is null
          returning subscription_id, period_starts_on)
        update ${planCreditPeriods} set used = used - 1
        from returned
        where ${planCreditPeriods}.subscription_id = returned.subscription_id
          and ${planCreditPeriods}.starts_on = returned.period_starts_on`);
    },
  };
}

/**
 * The body of the booking statement's `cover` part: spends the cover only `when` the booking goes
 * in; one row when spent. Professional takes a credit of its period by a conditional update (never
 * past what the period includes); Enterprise only has to be running still.
 */
export function spendCoverSql(
  cover: { subscriptionId: string; periodStartsOn: IsoDate | null; day: IsoDate },
  when: SQL,
): SQL {
  const running = sql`exists (select 1 from ${planSubscriptions} running
      where running.id = ${cover.subscriptionId}::uuid and running.state = 'active'
        and running.starts_on <= ${cover.day}::date and running.ends_on > ${cover.day}::date)`;
  if (cover.periodStartsOn === null)
    return sql`select ${cover.subscriptionId}::uuid as subscription_id where ${running} and ${when}`;
  return sql`update ${planCreditPeriods} set used = used + 1
      where subscription_id = ${cover.subscriptionId}::uuid
        and starts_on = ${cover.periodStartsOn}::date and used < included
        and ${running} and ${when}
      returning subscription_id`;
}

/** The ledger row of a covered booking, written once `booked` holds; reads the `cover` part. */
export function recordCoverSql(
  cover: { periodStartsOn: IsoDate | null },
  bookingId: string,
  booked: SQL,
): SQL {
  return sql`insert into ${planCoveredBookings} (booking_id, subscription_id, period_starts_on)
      select ${bookingId}::uuid, subscription_id, ${cover.periodStartsOn}::date from cover
      where ${booked}
      returning 1`;
}

/** Runs the cover's spending and ledger row for a booking already written in `tx` (Consult now). */
export async function spendCover(
  tx: Executor,
  cover: { subscriptionId: string; periodStartsOn: IsoDate | null; day: IsoDate },
  bookingId: string,
): Promise<boolean> {
  const result = await tx.execute(sql`
    with cover as (${spendCoverSql(cover, sql`true`)}),
    recorded as (${recordCoverSql(cover, bookingId, sql`true`)})
    select exists (select 1 from cover) as "spent"`);
  return rowsOf<{ spent: boolean }>(result)[0]!.spent;
}
