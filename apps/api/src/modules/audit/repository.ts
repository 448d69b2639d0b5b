import { count, desc } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';

/** Reads of the audit trail; writes go through record.ts inside each action's transaction. */
export const auditRepository = {
  listPage(db: Database, page: number, pageSize: number) {
    return db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.sequence))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
  },

  async count(db: Database) {
    const [row] = await db.select({ total: count() }).from(auditLog);
    return row?.total ?? 0;
  },
};
