import { execFile, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from '@playwright/test';

const API_DIR = path.resolve(import.meta.dirname, '../../apps/api');

/** A port nobody listens on right now, on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Runs a TypeScript script of the API package (through tsx) and answers what it printed. */
export async function runApiScript(args: string[], env: Record<string, string>) {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', ...args], {
    cwd: API_DIR,
    env: { ...process.env, ...env },
    maxBuffer: 1 << 20,
  });
  return stdout;
}

export interface ApiServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts an API server process serving the built web app, with its clock moved to `clockAt`
 * (apps/api/test/clocked-server.ts), and waits for /api/health.
 */
export async function startApiServer(env: Record<string, string>): Promise<ApiServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/clocked-server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      BOOKING_RATE_LIMIT_PER_HOUR: '1000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API server exited:\n${errors}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`The API server did not start:\n${errors}`);
}

/**
 * An API server on an empty embedded database of its own (the demo seed: doctors working Sunday
 * to Thursday, 9.00 am to 5.00 pm in Dhaka) whose clock reads `at` (within the week ahead), and a
 * browser page on it. The page keeps the real clock: what it is told to open on comes from the
 * API, and any day of the week ahead is one it may show.
 */
export async function clockedClinic(browser: Browser, at: Date) {
  const server = await startApiServer({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'sustho-clocked-')),
    TEST_CLOCK_AT: at.toISOString(),
  });
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  return {
    page,
    async close() {
      await context.close();
      await server.stop();
    },
  };
}

/** The next `weekday` (0 = Sunday) after today, at `hour` o'clock in Dhaka (UTC+6, no daylight saving). */
export function nextInDhaka(weekday: number, hour: number): Date {
  const day = new Date();
  do day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() !== weekday);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour - 6));
}
