import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { outbox } from '../../db/schema.js';

export type OutboxRow = typeof outbox.$inferSelect;
export type NewOutboxRow = typeof outbox.$inferInsert;

/** Sending gives up on a message after this many attempts; it stays in the outbox with its last error. */
export const MAX_ATTEMPTS = 8;

/** The outbox's SQL: queue messages, claim due ones, then record what happened to them. */
export function mailRepository(db: Executor) {
  return {
    async insert(values: NewOutboxRow) {
      await db.insert(outbox).values(values);
    },

    /**
     * Takes up to `limit` due messages and pushes their next attempt into the future (a lease), in
     * one statement with SKIP LOCKED, so two API processes never send the same message at once.
     */
    async claimDue(limit: number): Promise<OutboxRow[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: outbox.id })
          .from(outbox)
          .where(
            and(
              isNull(outbox.sentAt),
              lte(outbox.nextAttemptAt, sql`now()`),
              sql`${outbox.attempts} < ${MAX_ATTEMPTS}`,
            ),
          )
          .orderBy(asc(outbox.nextAttemptAt))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        // Back off 30 s, 1 min, 2 min ... per attempt, capped at an hour.
        return tx
          .update(outbox)
          .set({
            attempts: sql`${outbox.attempts} + 1`,
            nextAttemptAt: sql`now() + least(interval '30 seconds' * power(2, ${outbox.attempts}), interval '1 hour')`,
          })
          .where(
            inArray(
              outbox.id,
              due.map((row) => row.id),
            ),
          )
          .returning();
      });
    },

    /** Removes every message to an address, sent or not: the copies the outbox keeps hold personal data. */
    async deleteTo(address: string) {
      await db.delete(outbox).where(eq(outbox.to, address));
    },

    async markSent(id: string) {
      await db
        .update(outbox)
        .set({ sentAt: sql`now()`, lastError: null })
        .where(eq(outbox.id, id));
    },

    async markFailed(id: string, error: string) {
      await db
        .update(outbox)
        .set({ lastError: error.slice(0, 1000) })
        .where(eq(outbox.id, id));
    },
  };
}
