import { addDays, type IsoDate, pages } from '@sustho/contracts';
import { clinicInstant } from '../../lib/clinic-time.js';
import { clock } from '../../lib/clock.js';
import { contactPhone } from '../family/index.js';
import type { JobHandler, NewJob } from '../jobs/index.js';
import { enqueueMail } from '../mail/index.js';
import { enqueueSms, type SmsLimits } from '../sms/index.js';
import { renewalMessages } from './messages.js';
import { PLAN_NAMES } from './offers.js';
import { plansRepository as repository } from './repository.js';

/** The kind of the durable job that offers to renew a plan before it ends. */
export const PLAN_RENEWAL_JOB = 'plan-renewal';

/** How many days before its end a plan's renewal is offered (services.md §4). */
const DAYS_BEFORE = [7, 1] as const;

/** The morning hour the offers go out, in the clinic's time zone: not in the night. */
const SEND_AT = '09:00';

interface RenewalPayload {
  subscriptionId: string;
  /** The end the offer was planned for: a plan ended early (refunded, upgraded) gets none. */
  endsOn: IsoDate;
  daysBefore: number;
}

/** The renewal offers of a plan that ends on `endsOn`, queued with its start. */
export function renewalJobs(subscriptionId: string, endsOn: IsoDate, timeZone: string): NewJob[] {
  const now = clock.now();
  return DAYS_BEFORE.map((daysBefore) => ({
    kind: PLAN_RENEWAL_JOB,
    key: `plan-renewal:${subscriptionId}:${daysBefore}`,
    payload: { subscriptionId, endsOn, daysBefore } satisfies RenewalPayload,
    runAt: clinicInstant(addDays(endsOn, -daysBefore), SEND_AT, timeZone),
  })).filter((job) => job.runAt > now);
}

/**
 * Sends a plan's renewal offer by e-mail and SMS, in the account's language, unless the plan no
 * longer ends then (refunded, replaced by an upgrade) or another plan already follows it.
 */
export function renewalJobHandler(settings: { publicUrl: string; sms: SmsLimits }): JobHandler {
  return {
    effect: 'inside',
    async run(executor, job) {
      const { subscriptionId, endsOn, daysBefore } = job.payload as unknown as RenewalPayload;
      const row = await repository(executor).find(subscriptionId);
      if (!row?.userId || row.state !== 'active' || row.endsOn !== endsOn) return;
      const current = await repository(executor).current(row.userId, endsOn);
      if (current.length > 0) return;
      const renewUrl = `${settings.publicUrl}${pages.planCheckout.path()}?plan=${row.plan}&period=${row.period}`;
      const { email, sms } = renewalMessages(
        row.email,
        { name: row.accountName, plan: PLAN_NAMES[row.language][row.plan], endsOn, renewUrl },
        row.language,
      );
      const key = `plan-renewal:${subscriptionId}:${daysBefore}`;
      if (email) await enqueueMail(executor, email, `${key}:mail`);
      const phone = await contactPhone(executor, row.userId);
      if (phone)
        await enqueueSms(
          executor,
          settings.sms,
          { to: phone, text: sms, userId: row.userId },
          `${key}:sms`,
        );
    },
  };
}
