import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import postgres from 'postgres';
import type { DatabaseHandle } from './client.js';

export const MIGRATIONS_FOLDER = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);

/** Any fixed number: every API process that starts at once waits on the same advisory lock. */
const MIGRATION_LOCK_KEY = 7_120_301;

/**
 * Applies the drizzle-kit migrations. On PostgreSQL several API processes may start together,
 * so each takes a session advisory lock on a connection of its own: the first applies, the rest
 * wait and then find nothing to do.
 */
export async function migrateDatabase(
  handle: DatabaseHandle,
  migrationsFolder = MIGRATIONS_FOLDER,
): Promise<void> {
  const config = { migrationsFolder };
  if (!handle.url) {
    await migratePglite(handle.db as unknown as PgliteDatabase, config);
    return;
  }
  const connection = postgres(handle.url, { max: 1, onnotice: () => {} });
  try {
    await connection`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    await migratePostgres(drizzlePostgres(connection), config);
  } finally {
    await connection.end({ timeout: 5 });
  }
}
