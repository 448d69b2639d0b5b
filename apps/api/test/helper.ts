import { randomBytes } from 'node:crypto';
import { afterAll } from 'vitest';
import postgres from 'postgres';
import { buildApp, type App } from '../src/app.js';
import { parseEnv, type Env } from '../src/config/env.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';

/**
 * Which database the API tests run on: PGlite in memory by default, or a fresh PostgreSQL
 * database (created for this test file, dropped after it) when TEST_DATABASE_URL is set.
 */
export const testDatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Opens an empty database of the kind under test, migrated unless asked not to (a migration's own
 * test applies them itself); it is closed (and dropped) after the file.
 */
export async function createTestDatabase({ migrated = true } = {}): Promise<DatabaseHandle> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const handle = await openDatabase({});
    if (migrated) await migrateDatabase(handle);
    afterAll(() => handle.close());
    return handle;
  }
  const name = `sustho_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const handle = await openDatabase({ url: databaseUrl(base, name), poolSize: 20 });
  if (migrated) await migrateDatabase(handle);
  afterAll(async () => {
    await handle.close();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  return handle;
}

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '.test-data',
    PUBLIC_URL: 'http://localhost:3000',
    // Factories write straight to the database, which announces it a moment later on PostgreSQL:
    // a kept answer could miss a fixture made just before. test/read-caches*.test.ts turn it on.
    READ_CACHES: 'false',
    ...overrides,
  });
}

/** Builds the app on a fresh test database. One per test file; tests make their own data with factories. */
export async function buildTestApp(
  overrides: Record<string, string> = {},
): Promise<{ app: App; database: DatabaseHandle }> {
  const database = await createTestDatabase();
  const app = await buildApp({
    env: testEnv(overrides),
    database,
    secret: TEST_SECRET,
    logger: false,
  });
  await app.ready();
  afterAll(() => app.close());
  return { app, database };
}
