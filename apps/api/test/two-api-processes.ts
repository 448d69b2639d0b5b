import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { startApiProcess } from './api-process.js';
import { TEST_SECRET, testEnv } from './helper.js';

/**
 * Two real API processes on one PostgreSQL database, and an in-process app on the same database
 * that makes the test's data and signs tokens with the servers' secret. `stop` ends all three.
 */
export async function startTwoApiProcesses(database: DatabaseHandle) {
  const app = await buildApp({ env: testEnv(), database, secret: TEST_SECRET, logger: false });
  const env = {
    DATABASE_URL: database.url!,
    AUTH_SECRET: TEST_SECRET,
    PAYMENTS_SANDBOX: 'true',
    MAIL_OUTBOX_ONLY: 'true',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'sustho-api-')),
  };
  const servers = await Promise.all([startApiProcess(env), startApiProcess(env)]);
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await app.close();
  };
  return { app, servers, stop };
}
