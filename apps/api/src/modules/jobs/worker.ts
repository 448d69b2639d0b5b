import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../db/client.js';
import { clock } from '../../lib/clock.js';
import { jobsRepository, type JobRow } from './repository.js';

/**
 * What a kind of job does. An `outside` job reaches the world (an e-mail, an SMS): it runs, then
 * the job is marked done, so a crash between the two repeats it (decision 022 says what that means
 * for each message); it may answer why it did nothing instead (`notDone`, a message past its cap),
 * which the job keeps as its last error. An `inside` job only changes the database: its changes
 * and its being done commit in one transaction, so they happen exactly once.
 */
export type JobHandler =
  | { effect: 'outside'; run(job: JobRow): Promise<void | { notDone: string }> }
  | { effect: 'inside'; run(tx: Transaction, job: JobRow, now: Date): Promise<void> };

export type JobHandlers = Record<string, JobHandler>;

const BATCH_SIZE = 50;

/** Runs one job as its kind says; false when it failed and will be tried again later. */
async function runJob(
  db: Database,
  handlers: JobHandlers,
  job: JobRow,
  now: Date,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const handler = handlers[job.kind];
  try {
    if (!handler) throw new Error(`No handler for jobs of kind '${job.kind}'`);
    if (handler.effect === 'outside') {
      const outcome = await handler.run(job);
      await jobsRepository(db).finish(job.id, now, outcome?.notDone);
    } else {
      await db.transaction(async (tx) => {
        // Taken first: the row lock makes a second runner (after a lease ran out) wait, then find
        // the job done and change nothing.
        if (!(await jobsRepository(tx).finish(job.id, now))) return;
        await handler.run(tx, job, now);
      });
    }
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log.warn(
      { jobId: job.id, kind: job.kind, attempt: job.attempts, reason },
      'A job failed; it will be retried',
    );
    await jobsRepository(db).fail(job.id, reason);
    return false;
  }
}

/**
 * Runs every job due on the API's clock, batch after batch until none is left (a failed job is
 * not due again until its backoff has passed); returns how many succeeded. Several processes may run this at once: each job is claimed by one.
 */
export async function runDueJobs(
  db: Database,
  handlers: JobHandlers,
  log: FastifyBaseLogger,
): Promise<number> {
  let done = 0;
  for (;;) {
    const now = clock.now();
    const claimed = await jobsRepository(db).claimDue(now, BATCH_SIZE);
    for (const job of claimed) {
      if (await runJob(db, handlers, job, now, log)) done += 1;
    }
    // Until nothing is due: jobs queue more jobs (a reminder its e-mail), which go in the same round.
    if (claimed.length === 0) return done;
  }
}

/** Runs due jobs in the background, a round every `intervalMs`, until stopped. Returns the stop function. */
export function startJobWorker(
  db: Database,
  handlers: JobHandlers,
  log: FastifyBaseLogger,
  intervalMs = 1000,
) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();
  const schedule = () => {
    timer = setTimeout(() => {
      round = runDueJobs(db, handlers, log)
        .then(() => undefined)
        .catch((error: unknown) => log.error({ err: error }, 'The job worker failed a round'))
        .finally(() => {
          if (!stopped) schedule();
        });
    }, intervalMs);
    timer.unref();
  };
  schedule();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await round;
  };
}
