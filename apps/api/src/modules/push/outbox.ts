import type { Language } from '@sustho/contracts';
import type { Executor } from '../../db/client.js';
import { clock } from '../../lib/clock.js';
import { deleteJobsByPayload, queueJobsWhen } from '../jobs/index.js';
import { pushRepository, queuedForSubscribedAccount } from './repository.js';

/** The kind of the durable job that sends one notification to every device of an account. */
export const PUSH_JOB = 'push';

/**
 * One notification, written in both languages: the job picks the account's language when it
 * sends, so a caller need not look it up. `url` is a path of the site the notification opens.
 */
export interface PushMessage {
  text: Record<Language, { title: string; body: string }>;
  url: string;
  /** How long the push service keeps it for a device that is offline; default an hour. */
  ttlSeconds?: number;
}

export interface PushJobPayload {
  userId: string;
  message: PushMessage;
}

/**
 * Queues a notification to every device `userId` has subscribed, in the caller's transaction, so
 * it goes out only if the change calling for it commits. Nothing is queued for an account with no
 * device; `key` names the one notification it is (a second with the same key is not queued).
 */
export async function enqueuePush(
  executor: Executor,
  push: PushJobPayload,
  key?: string,
): Promise<void> {
  await enqueuePushes(executor, [{ ...push, key }]);
}

/** Queues several notifications as `enqueuePush` does, in one statement whatever their number. */
export async function enqueuePushes(
  executor: Executor,
  pushes: (PushJobPayload & { key?: string })[],
): Promise<void> {
  if (pushes.length === 0) return;
  const now = clock.now();
  const jobs = pushes.map(({ key, userId, message }) => ({
    kind: PUSH_JOB,
    key,
    payload: { userId, message },
    runAt: now,
  }));
  await executor.execute(queueJobsWhen(jobs, queuedForSubscribedAccount));
}

/** Forgets a deleted account's devices and the notifications still queued for it. */
export async function deletePushFor(executor: Executor, userId: string): Promise<void> {
  await pushRepository(executor).dropAllOf(userId);
  await deleteJobsByPayload(executor, PUSH_JOB, 'userId', userId);
}
