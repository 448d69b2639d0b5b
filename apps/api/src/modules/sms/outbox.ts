import type { Executor } from '../../db/client.js';
import { clock } from '../../lib/clock.js';
import { countSms, type SmsCaps, deleteJobsByPayload, enqueueJobs } from '../jobs/index.js';

/** The kind of the durable job that delivers one SMS (decision 022). */
export const SMS_JOB = 'sms';

export type SmsLimits = SmsCaps;

/**
 * Queues an SMS in the caller's transaction, unless the number or the account it is sent for
 * already had its cap of SMS this clinic day: then nothing is queued and false is answered. `key`
 * names the one message it is.
 */
export async function enqueueSms(
  executor: Executor,
  limits: SmsLimits,
  message: { to: string; text: string; userId: string | null },
  key?: string,
): Promise<boolean> {
  const now = clock.now();
  if (!(await countSms(executor, message, limits, now))) return false;
  await enqueueJobs(executor, [{ kind: SMS_JOB, key, payload: message, runAt: now }]);
  return true;
}

/** Removes every SMS queued or sent for an account: the copies hold personal data. */
export async function deleteSmsFor(executor: Executor, userId: string): Promise<void> {
  await deleteJobsByPayload(executor, SMS_JOB, 'userId', userId);
}
