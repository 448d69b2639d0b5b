import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { messageCounts } from '../../db/schema.js';

/** The counts of messages sent against a cap (message_counts). */
export function messageCountsRepository(db: Executor) {
  return {
    /**
     * Counts one more message of `counter` in `period` unless `cap` were passed; false when
     * refused. One statement, so concurrent senders cannot both take the last one.
     */
    async countOneMore(counter: string, period: string, cap: number): Promise<boolean> {
      if (cap <= 0) return false;
      const rows = await db
        .insert(messageCounts)
        .values({ counter, period, sent: 1 })
        .onConflictDoUpdate({
          target: [messageCounts.counter, messageCounts.period],
          set: { sent: sql`${messageCounts.sent} + 1` },
          setWhere: sql`${messageCounts.sent} < ${cap}`,
        })
        .returning({ sent: messageCounts.sent });
      return rows.length > 0;
    },
  };
}
