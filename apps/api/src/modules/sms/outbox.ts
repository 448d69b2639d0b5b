import type { Executor } from '../../db/client.js';
import { clinicNow } from '../../lib/clinic-time.js';
import { clock } from '../../lib/clock.js';
import { deleteJobsByPayload, enqueueJobs } from '../jobs/queue.js';
import { smsRepository } from './repository.js';

/** The kind of the durable job that delivers one SMS (decision 022). */
export const SMS_JOB = 'sms';

export interface SmsLimits {
  timeZone: string;
  dailyCapPerNumber: number;
}

/**
 * Queues an SMS in the caller's transaction, unless the number already had its cap of SMS this
 * clinic day: then nothing is queued and false is answered. `key` names the one message it is.
 */
export async function enqueueSms(
  executor: Executor,
  limits: SmsLimits,
  message: { to: string; text: string; userId: string | null },
  key?: string,
): Promise<boolean> {
  const now = clock.now();
  const { today } = clinicNow(now, limits.timeZone);
  if (!(await smsRepository(executor).countOneMore(message.to, today, limits.dailyCapPerNumber)))
    return false;
  await enqueueJobs(executor, [{ kind: SMS_JOB, key, payload: message, runAt: now }]);
  return true;
}

/** Removes every SMS queued or sent for an account: the copies hold personal data. */
export async function deleteSmsFor(executor: Executor, userId: string): Promise<void> {
  await deleteJobsByPayload(executor, SMS_JOB, 'userId', userId);
}
