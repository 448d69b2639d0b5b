import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { databaseUrl } from '../test/database-url.js';

/**
 * Runs a benchmark in a database of its own on the PostgreSQL server at `serverUrl`, with a data
 * folder for the API's files, and drops both afterwards, whatever happened.
 */
export async function withThrowawayPostgres<T>(
  serverUrl: string,
  bench: (databaseUrl: string, dataDir: string) => Promise<T>,
): Promise<T> {
  const name = `sustho_bench_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sustho-bench-'));
  try {
    return await bench(databaseUrl(serverUrl, name), dataDir);
  } finally {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
