import type { Executor } from '../../db/client.js';
import { jobsRepository, type NewJob } from './repository.js';

export { queueJobsWhen, type NewJob } from './repository.js';

/**
 * Queues durable jobs. Pass the transaction of the change that calls for them, so the change and
 * its jobs commit together or not at all.
 */
export async function enqueueJobs(executor: Executor, jobs: NewJob[]): Promise<void> {
  await jobsRepository(executor).insert(jobs);
}

/** Drops a booking's (or anything's) pending jobs whose key starts with `prefix`. */
export async function dropPendingJobs(executor: Executor, prefix: string): Promise<void> {
  await jobsRepository(executor).dropPendingByKeyPrefix(prefix);
}

/** Deletes every job of `kind` whose payload's `field` is `value`: messages to a deleted account. */
export async function deleteJobsByPayload(
  executor: Executor,
  kind: string,
  field: string,
  value: string,
): Promise<void> {
  await jobsRepository(executor).deleteByPayload(kind, field, value);
}
