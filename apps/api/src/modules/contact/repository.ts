import { count, desc } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { contactMessages } from '../../db/schema.js';

/** SQL for the contact messages. The only Drizzle user of this module. */
export function contactRepository(db: Executor) {
  return {
    async insert(values: typeof contactMessages.$inferInsert) {
      const [row] = await db
        .insert(contactMessages)
        .values(values)
        .returning({ id: contactMessages.id });
      return row!;
    },

    /** Newest first; one page of `pageSize` when `page` is given. */
    list(page: number | undefined, pageSize: number) {
      const rows = db
        .select()
        .from(contactMessages)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
      return page ? rows.limit(pageSize).offset((page - 1) * pageSize) : rows;
    },

    async count() {
      const [row] = await db.select({ total: count() }).from(contactMessages);
      return row?.total ?? 0;
    },
  };
}
