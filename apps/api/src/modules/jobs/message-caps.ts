import type { Executor } from '../../db/client.js';
import { clinicNow } from '../../lib/clinic-time.js';
import { messageCountsRepository } from './message-counts-repository.js';

/**
 * The caps on what the service sends, so that no account can make it bomb a phone or an inbox
 * (decisions 022 and 032). They count messages in the database (`message_counts`), beside the
 * jobs that send them, rather than requests in the rate limiter: a message counts whichever
 * request, job or process caused it, once it is queued or sent, and the count commits with it.
 * Days are the clinic's days; hours are clock hours.
 */
const dayOf = (now: Date, timeZone: string) => clinicNow(now, timeZone).today;
const hourOf = (now: Date) => now.toISOString().slice(0, 13);

export interface SmsCaps {
  timeZone: string;
  /** SMS_DAILY_CAP_PER_NUMBER */
  dailyCapPerNumber: number;
  /** SMS_DAILY_CAP_PER_ACCOUNT: all the account's numbers together. */
  dailyCapPerAccount: number;
}

/**
 * Counts one SMS against its number's cap and its account's; false when either is spent. The
 * account is counted first: an SMS its number's cap then refuses still counts against the account
 * that tried to send it, which is the bombing these caps stop.
 */
export async function countSms(
  executor: Executor,
  message: { to: string; userId: string | null },
  caps: SmsCaps,
  now: Date,
): Promise<boolean> {
  const counts = messageCountsRepository(executor);
  const day = dayOf(now, caps.timeZone);
  if (
    message.userId &&
    !(await counts.countOneMore(`sms-account:${message.userId}`, day, caps.dailyCapPerAccount))
  )
    return false;
  return counts.countOneMore(`sms-number:${message.to}`, day, caps.dailyCapPerNumber);
}

export interface AccountMailCaps {
  timeZone: string;
  /** RESET_MAILS_PER_HOUR */
  perHour: number;
  /** RESET_MAILS_PER_DAY */
  perDay: number;
}

/** Counts one password-reset or verification mail to `address`; false when its hour's or day's cap is spent. */
export async function countAccountMail(
  executor: Executor,
  address: string,
  caps: AccountMailCaps,
  now: Date,
): Promise<boolean> {
  const counts = messageCountsRepository(executor);
  const counter = `account-mail:${address.toLowerCase()}`;
  return (
    (await counts.countOneMore(`${counter}:hour`, hourOf(now), caps.perHour)) &&
    counts.countOneMore(counter, dayOf(now, caps.timeZone), caps.perDay)
  );
}

/** Counts one mail of any kind to an address nobody has verified; false when the day's cap is spent. */
export async function countUnverifiedMail(
  executor: Executor,
  address: string,
  caps: { timeZone: string; perDay: number },
  now: Date,
): Promise<boolean> {
  return messageCountsRepository(executor).countOneMore(
    `unverified-mail:${address.toLowerCase()}`,
    dayOf(now, caps.timeZone),
    caps.perDay,
  );
}
