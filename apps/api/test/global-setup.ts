import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { databaseUrl } from './database-url.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL database migrated once, which each test file's database is copied from. */
    migratedTemplate?: string;
    /** A PGlite data folder migrated once, dumped to this file, which each test file's database loads. */
    migratedSnapshot?: string;
  }
}

/**
 * Migrates one database before the API tests start, so a test file's database is a copy of it
 * rather than a new one migrated again: PostgreSQL copies a template database, PGlite loads a
 * dumped data folder (half a second, where starting and migrating take more than two).
 */
export default async function migrateOnce(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const name = `sustho_template_${randomBytes(6).toString('hex')}`;
    const admin = postgres(base, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const handle = await openDatabase({ url: databaseUrl(base, name), poolSize: 1 });
    await migrateDatabase(handle);
    await handle.close();
    project.provide('migratedTemplate', name);
    return async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const handle = await openDatabase({});
  await migrateDatabase(handle);
  const snapshot = path.join(tmpdir(), `sustho-test-${randomBytes(6).toString('hex')}.tar`);
  await writeFile(snapshot, Buffer.from(await (await handle.snapshot!()).arrayBuffer()));
  await handle.close();
  project.provide('migratedSnapshot', snapshot);
  return () => rm(snapshot, { force: true });
}
