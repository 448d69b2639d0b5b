import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';

export type NewAuditRow = typeof auditLog.$inferInsert;

/** SQL for the audit trail. Writes run on the transaction of the action they record. */
export function auditRepository(db: Executor) {
  return {
    async insert(values: NewAuditRow) {
      await db.insert(auditLog).values(values);
    },

    /**
     * Forgets a deleted account's e-mail in the trail: as the actor of past entries, and in the
     * details of entries about the account (which keep its id, the id of an anonymous account).
     */
    async forgetPerson(userId: string, email: string) {
      await db.update(auditLog).set({ actorEmail: null }).where(eq(auditLog.actorId, userId));
      await db
        .update(auditLog)
        .set({ targetId: userId, details: sql`${auditLog.details} - 'email'` })
        .where(and(eq(auditLog.targetType, 'user'), inArray(auditLog.targetId, [userId, email])));
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
