import { count, desc } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';

export type NewAuditRow = typeof auditLog.$inferInsert;

/** SQL for the audit trail. Writes run on the transaction of the action they record. */
export function auditRepository(db: Executor) {
  return {
    async insert(values: NewAuditRow) {
      await db.insert(auditLog).values(values);
    },

    listPage(page: number, pageSize: number) {
      return db
        .select()
        .from(auditLog)
        .orderBy(desc(auditLog.sequence))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
    },

    async count() {
      const [row] = await db.select({ total: count() }).from(auditLog);
      return row?.total ?? 0;
    },
  };
}
