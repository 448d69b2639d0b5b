import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import postgres from 'postgres';
import { buildApp, type App } from '../src/app.js';
import { parseEnv, type Env } from '../src/config/env.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { databaseUrl } from './database-url.js';

/**
 * Which database the API tests run on: PGlite in memory by default, or a fresh PostgreSQL
 * database (created for this test file, dropped after it) when TEST_DATABASE_URL is set.
 */
export const testDatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/**
 * What this test file opened, closed by test/setup.ts after the file's last test, newest first (an
 * app before its database). Vitest runs no `afterAll` registered inside a hook or a test, and the
 * files of a worker share one process: an app or a database left open would hold its connections
 * for the rest of the run.
 */
const openedInThisFile: (() => Promise<void>)[] = [];

/** Closes what the file opened through this helper; test/setup.ts calls it after every file. */
export async function closeWhatThisFileOpened() {
  for (let close = openedInThisFile.pop(); close; close = openedInThisFile.pop()) await close();
}

let snapshotRead: Promise<Blob> | undefined;
/** The migrated snapshot's bytes, read once per worker: the test files of a worker share its modules. */
const snapshotBlob = (file: string) =>
  (snapshotRead ??= readFile(file).then((bytes) => new Blob([bytes])));

/**
 * Opens an empty database of the kind under test, migrated unless asked not to (a migration's own
 * test applies them itself); it is closed (and dropped) after the file.
 */
export async function createTestDatabase({ migrated = true } = {}): Promise<DatabaseHandle> {
  const base = process.env.TEST_DATABASE_URL;
  // What test/global-setup.ts migrated once for this run (absent in the deployment test's run).
  const template = migrated ? inject('migratedTemplate') : undefined;
  const snapshot = migrated ? inject('migratedSnapshot') : undefined;
  if (!base) {
    const handle = await openDatabase(snapshot ? { snapshot: await snapshotBlob(snapshot) } : {});
    if (migrated && !snapshot) await migrateDatabase(handle);
    openedInThisFile.push(() => handle.close());
    return handle;
  }
  const name = `sustho_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}${template ? ` template ${template}` : ''}`);
  const handle = await openDatabase({ url: databaseUrl(base, name), poolSize: 20 });
  if (migrated && !template) await migrateDatabase(handle);
  openedInThisFile.push(async () => {
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
  openedInThisFile.push(() => app.close());
  return { app, database };
}
