import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/** The health check's one query: it proves the database answers. */
export function healthRepository(db: Executor) {
  return {
    async ping() {
      await db.execute(sql`select 1`);
    },
  };
}
