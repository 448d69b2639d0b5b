import { and, asc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { jobs } from '../../db/schema.js';

export type JobRow = typeof jobs.$inferSelect;

export interface NewJob {
  kind: string;
  /** Names the one effect this job brings about; a job with a key already queued is not queued again. */
  key?: string;
  payload: Record<string, unknown>;
  runAt: Date;
}

/**
 * The statement that queues `rows` when `condition` holds, as `insert` does, for a caller that
 * makes it part of one statement with the change that calls for the jobs (a WITH query): the
 * change and its jobs then take one round trip and commit together.
 */
export function queueJobsWhen(rows: NewJob[], condition: SQL): SQL {
  const values = rows.map((row) => ({
    kind: row.kind,
    key: row.key ?? null,
    payload: row.payload,
    run_at: row.runAt.toISOString(),
  }));
  // A lone surrogate would reach the database as a \uD800 escape, which jsonb refuses; text
  // columns store U+FFFD for it, and so does this.
  const json = JSON.stringify(values, (_, value: unknown) =>
    typeof value === 'string' ? value.replace(/[\ud800-\udfff]/gu, '\ufffd') : value,
  );
  return sql`insert into ${jobs} (${sql.identifier(jobs.kind.name)}, ${sql.identifier(jobs.key.name)}, ${sql.identifier(jobs.payload.name)}, ${sql.identifier(jobs.runAt.name)})
    select queued.kind, queued.key, queued.payload, queued.run_at
    from jsonb_to_recordset(${json}::jsonb)
      as queued(kind text, key text, payload jsonb, run_at timestamptz)
    where ${condition}
    on conflict (${sql.identifier(jobs.key.name)}) do nothing`;
}

/** A job is given up after this many attempts; it stays with its last error for someone to read. */
export const MAX_ATTEMPTS = 8;

/** The jobs table's SQL: queue, claim what is due, record the outcome. */
export function jobsRepository(db: Executor) {
  return {
    /** Queues jobs; those whose key is already queued (done or not) are skipped. */
    async insert(rows: NewJob[]) {
      if (rows.length === 0) return;
      await db
        .insert(jobs)
        .values(rows.map((row) => ({ ...row, key: row.key ?? null })))
        .onConflictDoNothing({ target: jobs.key });
    },

    /**
     * Takes up to `limit` jobs due at `now` and pushes their next run into the future by a backoff
     * (30 s, 1 min, 2 min ... capped at an hour), which is also the lease: the claimer has that
     * long to finish before another process may take the job again. SKIP LOCKED lets several
     * processes claim at once without taking the same job.
     */
    async claimDue(now: Date, limit: number): Promise<JobRow[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: jobs.id })
          .from(jobs)
          .where(
            and(isNull(jobs.doneAt), lte(jobs.runAt, now), sql`${jobs.attempts} < ${MAX_ATTEMPTS}`),
          )
          .orderBy(asc(jobs.runAt))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        return tx
          .update(jobs)
          .set({
            attempts: sql`${jobs.attempts} + 1`,
            runAt: sql`${now.toISOString()}::timestamptz + least(interval '30 seconds' * power(2, ${jobs.attempts}), interval '1 hour')`,
          })
          .where(
            inArray(
              jobs.id,
              due.map((row) => row.id),
            ),
          )
          .returning();
      });
    },

    /**
     * Marks a job done unless someone already did; true when this call did. Inside the transaction
     * of the job's own effects, the row lock this takes makes those effects happen once. `notDone`
     * says why a job that is over did nothing (the outbox views then show it unsent).
     */
    async finish(id: string, now: Date, notDone?: string): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ doneAt: now, lastError: notDone ?? null })
        .where(and(eq(jobs.id, id), isNull(jobs.doneAt)))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    async fail(id: string, error: string) {
      await db
        .update(jobs)
        .set({ lastError: error.slice(0, 1000) })
        .where(eq(jobs.id, id));
    },

    /** Drops jobs not done yet whose key starts with `prefix` (a booking's reminders when it moves). */
    async dropPendingByKeyPrefix(prefix: string) {
      await db.delete(jobs).where(and(isNull(jobs.doneAt), sql`${jobs.key} like ${`${prefix}%`}`));
    },

    /** Removes every job of a kind whose payload field `field` is `value`, done or not (personal data). */
    async deleteByPayload(kind: string, field: string, value: string) {
      await db
        .delete(jobs)
        .where(and(eq(jobs.kind, kind), sql`${jobs.payload} ->> ${field} = ${value}`));
    },
  };
}
