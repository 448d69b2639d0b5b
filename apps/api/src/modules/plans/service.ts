import {
  addDays,
  type Currency,
  fromMinorUnits,
  type IsoDate,
  type Language,
  type MyPlan,
  type Plan,
  PLAN_CONSULTATIONS,
  PLAN_CREDIT_PERIOD_DAYS,
  PLAN_HOME_DISCOUNT_PERCENT,
  PLAN_PERIOD_DAYS,
  PLAN_RANK,
  planPrice,
  type PlanSubscription,
  type PlanSubscriptionInput,
  toMinorUnits,
} from '@sustho/contracts';
import type { Database, Executor } from '../../db/client.js';
import { clinicNow } from '../../lib/clinic-time.js';
import { clock } from '../../lib/clock.js';
import { violatedUniqueConstraint } from '../../lib/constraint-violations.js';
import { conflict, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import type { AuthUser } from '../auth/index.js';
import type { Cover, Coverage, CoverQuestion } from '../bookings/index.js';
import { actingAsPatient } from '../family/index.js';
import { enqueueJobs } from '../jobs/index.js';
import { readableDate } from '../mail/index.js';
import type { PaymentsService } from '../payments/index.js';
import { PLAN_NAMES, planOffers } from './offers.js';
import { renewalJobs } from './renewal.js';
import {
  plansRepository as repository,
  recordCoverSql,
  spendCover,
  spendCoverSql,
  type SubscriptionRow,
} from './repository.js';

export interface PlansSettings {
  currency: Currency;
  timeZone: string;
}

type Term = { plan: Plan; startsOn: IsoDate | null; endsOn: IsoDate | null };

/** The highest rank among an account's running and following plans; -1 when it has none. */
const topRank = (current: Term[]) => Math.max(-1, ...current.map((term) => PLAN_RANK[term.plan]));

/** Whether a plan bought to follow the running one is waiting to start after `today`. */
const hasFollowing = (current: Term[], today: IsoDate) =>
  current.some((term) => term.startsOn !== null && term.startsOn > today);

/**
 * What buying `plan` does to the account's plans (decision 050): it starts now when none runs;
 * a higher plan replaces the running one today (upgrades); the same plan starts when the last
 * one ends (extends).
 */
function effectOf(plan: Plan, current: Term[], today: IsoDate) {
  if (current.length === 0) return 'starts_now' as const;
  if (PLAN_RANK[plan] > topRank(current) && !hasFollowing(current, today))
    return 'upgrades' as const;
  return 'extends' as const;
}

/** The 30-day credit periods of a Professional term, the last one cut at the plan's end. */
function creditPeriods(subscriptionId: string, startsOn: IsoDate, endsOn: IsoDate) {
  const periods = [];
  for (let from = startsOn; from < endsOn; from = addDays(from, PLAN_CREDIT_PERIOD_DAYS)) {
    const to = addDays(from, PLAN_CREDIT_PERIOD_DAYS);
    periods.push({
      subscriptionId,
      startsOn: from,
      endsOn: to < endsOn ? to : endsOn,
      included: PLAN_CONSULTATIONS.professional!,
    });
  }
  return periods;
}

/**
 * Plans (services.md §4, decision 050): buying one, what it covers, and its end. The one owner of
 * what a plan covers (`coverage`) and of the home services' discount (`homeFeeCents`).
 */
export function plansService(
  db: Database,
  settings: PlansSettings,
  payments: Pick<PaymentsService, 'oweRefund' | 'finishRefundNow'>,
) {
  const today = () => clinicNow(clock.now(), settings.timeZone).today;

  function toWire(row: SubscriptionRow, language: Language, current: Term[]): PlanSubscription {
    const refunded = row.state === 'refunded';
    const price = fromMinorUnits(row.priceCents);
    return {
      _id: row.id,
      plan: row.plan,
      name: PLAN_NAMES[language][row.plan],
      period: row.period,
      price,
      currency: row.currency,
      state: row.state,
      startsOn: row.startsOn,
      endsOn: row.endsOn,
      paid: row.priceCents > 0 && (row.state === 'active' || refunded),
      refunded,
      refundedAmount: refunded ? price : 0,
      effect:
        row.state === 'awaiting_payment' ? effectOf(row.plan, current, today()) : 'starts_now',
    };
  }

  /** Why the caller cannot buy `plan` now, as a 409, or nothing. */
  function assertBuyable(plan: Plan, current: Term[], day: IsoDate) {
    const top = current.reduce<Term | null>(
      (best, term) => (best && PLAN_RANK[best.plan] >= PLAN_RANK[term.plan] ? best : term),
      null,
    );
    if (!top) return;
    const topName = PLAN_NAMES.en[top.plan];
    if (plan === 'personal' && PLAN_RANK[top.plan] > 0)
      throw conflict(`Your ${topName} plan already includes Personal's discount`);
    if (PLAN_RANK[plan] < PLAN_RANK[top.plan])
      throw conflict(
        `Your ${topName} plan runs until ${readableDate(top.endsOn!, 'en')}: a lower plan can be bought once it ends`,
      );
    const following = current.find((term) => term.startsOn! > day);
    if (PLAN_RANK[plan] > PLAN_RANK[top.plan] && following)
      throw conflict(
        `You have a plan starting on ${readableDate(following.startsOn!, 'en')}: you can upgrade once it starts`,
      );
  }

  /**
   * Starts a paid (or taken) subscription, in the transaction that records its payment, with the
   * account's other plans locked: an upgrade ends the running plan today and starts now; any
   * other purchase starts when the last plan ends. Professional gets its credit periods, and
   * every plan its renewal reminders.
   */
  async function activate(tx: Executor, subscription: SubscriptionRow) {
    const day = today();
    const current = await repository(tx).lockCurrent(subscription.userId!, day);
    const upgrades = PLAN_RANK[subscription.plan] > topRank(current) && !hasFollowing(current, day);
    if (upgrades) await repository(tx).endRunning(subscription.userId!, day);
    const startsOn = upgrades
      ? day
      : current.reduce((last, term) => (term.endsOn! > last ? term.endsOn! : last), day);
    const endsOn = addDays(startsOn, PLAN_PERIOD_DAYS[subscription.period]);
    if (!(await repository(tx).activate(subscription.id, { startsOn, endsOn }))) return;
    if (subscription.plan === 'professional')
      await repository(tx).insertCreditPeriods(creditPeriods(subscription.id, startsOn, endsOn));
    await enqueueJobs(tx, renewalJobs(subscription.id, endsOn, settings.timeZone));
  }

  /** The cover a consultation gets (services.md §4): bookings and Consult now ask here. */
  const coverage: Coverage = {
    async find(executor: Executor, question: CoverQuestion): Promise<Cover | null> {
      const found = await repository(executor).findCover(
        question.userId,
        question.patientId,
        question.day,
      );
      if (!found) return null;
      const cover = { ...found, day: question.day };
      return {
        plan: found.plan,
        spendSql: (when) => spendCoverSql(cover, when),
        recordSql: (bookingId, booked) => recordCoverSql(cover, bookingId, booked),
        spend: (tx, bookingId) => spendCover(tx, cover, bookingId),
      };
    },
  };

  return {
    coverage,
    activate,

    /** GET /api/plans. */
    offers: (language: Language) => planOffers(settings.currency, language),

    /**
     * POST /api/plan-subscriptions: Personal is taken at once, without payment; a paid plan waits
     * for its payment (`/dashboard/payment/{id}`) and starts when paid.
     */
    async subscribe(
      caller: AuthUser,
      input: PlanSubscriptionInput,
      language: Language,
    ): Promise<PlanSubscription> {
      actingAsPatient(caller);
      const day = today();
      const current = await repository(db).current(caller.id, day);
      assertBuyable(input.plan, current, day);
      const priceCents = toMinorUnits(planPrice(input.plan, input.period, settings.currency));
      try {
        const id = await db.transaction(async (tx) => {
          const created = await repository(tx).insert({
            userId: caller.id,
            plan: input.plan,
            period: input.period,
            priceCents,
            currency: settings.currency,
          });
          const subscription = (await repository(tx).lock(created))!;
          if (priceCents === 0) await activate(tx, subscription);
          await recordAudit(tx, {
            actor: { id: caller.id, email: caller.email },
            action: priceCents === 0 ? 'plan.taken' : 'plan.ordered',
            targetType: 'subscription',
            targetId: created,
            details: { plan: input.plan, period: input.period },
          });
          return created;
        });
        const row = (await repository(db).find(id))!;
        return toWire(row, language, await repository(db).current(caller.id, day));
      } catch (error) {
        if (violatedUniqueConstraint(error) === 'plan_subscriptions_one_at_a_time')
          throw conflict('Your plan changed meanwhile: please try again');
        throw error;
      }
    },

    /** GET /api/plan-subscriptions/{id}: one of the caller's subscriptions. */
    async find(caller: AuthUser, id: string, language: Language): Promise<PlanSubscription> {
      const row = await repository(db).find(id);
      if (!row || row.userId !== caller.id) throw notFound('No subscription has this id');
      return toWire(row, language, await repository(db).current(caller.id, today()));
    },

    /** GET /api/me/plan: the plan running today, its credits, what follows it and what it covered. */
    async myPlan(caller: AuthUser, language: Language): Promise<MyPlan> {
      const day = today();
      const current = await repository(db).current(caller.id, day);
      const running = current.find((term) => term.startsOn! <= day) ?? null;
      const following = current.find((term) => term.startsOn! > day) ?? null;
      const covered = await repository(db).coveredBookings(current.map((term) => term.id));
      const credits =
        running?.plan === 'professional' ? await repository(db).periodOn(running.id, day) : null;
      const included = running ? PLAN_CONSULTATIONS[running.plan] : null;
      return {
        plan: running?.plan ?? 'none',
        name: running ? PLAN_NAMES[language][running.plan] : null,
        subscriptionId: running?.id ?? null,
        period: running?.period ?? null,
        startsOn: running?.startsOn ?? null,
        endsOn: running?.endsOn ?? null,
        consultationsLeft: credits ? credits.included - credits.used : included,
        consultationsIncluded: credits ? credits.included : included,
        next: following && {
          plan: following.plan,
          name: PLAN_NAMES[language][following.plan],
          startsOn: following.startsOn!,
          endsOn: following.endsOn!,
        },
        covered: covered.map((row) => ({
          bookingId: row.bookingId,
          treatmentName: row.treatmentName,
          patientName: row.patientName,
          appointmentDate: row.appointmentDate,
          active: row.returnedAt === null,
        })),
      };
    },

    /**
     * POST /api/admin/plan-subscriptions/{id}/refund: the plan ends today with its credits, and
     * its payment is given back once (payments' refund, recorded in the same transaction).
     */
    async refund(admin: AuthUser, id: string, reason: string, language: Language) {
      const order = await db.transaction(async (tx) => {
        const row = await repository(tx).lock(id);
        if (!row) throw notFound('No subscription has this id');
        if (row.state !== 'active' || row.priceCents === 0)
          throw conflict('Only a running paid plan can be refunded');
        await repository(tx).endRefunded(id, today(), reason, clock.now());
        await recordAudit(tx, {
          actor: { id: admin.id, email: admin.email },
          action: 'plan.refunded',
          targetType: 'subscription',
          targetId: id,
          details: { reason },
        });
        return payments.oweRefund(tx, { kind: 'subscription', id }, admin, reason);
      });
      await payments.finishRefundNow(order);
      const row = (await repository(db).find(id))!;
      return toWire(row, language, []);
    },

    /** The plan each account runs today, for the admin's list of users. */
    async runningFor(userIds: string[]) {
      const rows = await repository(db).runningFor(userIds, today());
      return new Map(rows.map(({ userId, ...plan }) => [userId, plan]));
    },

    /**
     * A home service's fee for an account (services.md §4): every plan running today takes
     * PLAN_HOME_DISCOUNT_PERCENT off the home sample collection and the medicine delivery fee.
     */
    async homeFeeCents(executor: Executor, userId: string, feeCents: number) {
      const running = (await repository(executor).current(userId, today())).some(
        (term) => term.startsOn! <= today(),
      );
      return running ? Math.round((feeCents * (100 - PLAN_HOME_DISCOUNT_PERCENT)) / 100) : feeCents;
    },
  };
}

export type PlansService = ReturnType<typeof plansService>;
