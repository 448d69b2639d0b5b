import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { smsDailyCounts } from '../../db/schema.js';

/** The per-number daily SMS count. */
export function smsRepository(db: Executor) {
  return {
    /**
     * Counts one more SMS to `phone` on `day` unless `cap` were passed; false when refused. One
     * statement, so concurrent senders cannot both take the last one.
     */
    async countOneMore(phone: string, day: string, cap: number): Promise<boolean> {
      if (cap <= 0) return false;
      const rows = await db
        .insert(smsDailyCounts)
        .values({ phone, day, sent: 1 })
        .onConflictDoUpdate({
          target: [smsDailyCounts.phone, smsDailyCounts.day],
          set: { sent: sql`${smsDailyCounts.sent} + 1` },
          setWhere: sql`${smsDailyCounts.sent} < ${cap}`,
        })
        .returning({ sent: smsDailyCounts.sent });
      return rows.length > 0;
    },
  };
}
