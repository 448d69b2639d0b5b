import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, formatWireDate } from '@sustho/contracts';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { seedCatalog } from '../src/db/seed.js';
import { clinicNow } from '../src/lib/clinic-time.js';
import { startApiProcess, startServerProcess, type ServerProcess } from '../test/api-process.js';
import { fillBookings } from './fill-bookings.js';

/**
 * `npm run bench`: GET /api/appointmentOptions?date= against the real API server, in its own
 * process on 127.0.0.1, with 1,000 and then 100,000 bookings in the database, on PostgreSQL (when
 * DATABASE_URL or TEST_DATABASE_URL names a server; a throwaway database is made there) and on
 * PGlite, each beside a bare Fastify route answering a constant array. Every run is bounded.
 */
const CONNECTIONS = 10;
const WARM_UP_SECONDS = 1;
const RUN_SECONDS = 5;
const BOOKING_COUNTS = [1_000, 100_000];

interface Measurement {
  target: string;
  bookings: number | null;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

const queryDay = addDays(clinicNow(new Date(), 'Asia/Dhaka').today, 1);
const optionsPath = `/api/appointmentOptions?date=${encodeURIComponent(formatWireDate(queryDay))}`;

async function measure(target: string, bookings: number | null, url: string): Promise<Measurement> {
  await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_SECONDS });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: RUN_SECONDS });
  const measurement = {
    target,
    bookings,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
  console.log(`  ${target}${bookings === null ? '' : `, ${bookings.toLocaleString('en')} bookings`}: ${Math.round(measurement.requestsPerSecond)} requests/s`);
  return measurement;
}

async function withServer<T>(start: Promise<ServerProcess>, use: (server: ServerProcess) => Promise<T>): Promise<T> {
  const server = await start;
  try {
    return await use(server);
  } finally {
    await server.stop();
  }
}

const measureBare = () =>
  withServer(startServerProcess('bench/bare-server.ts', {}, '/bare'), (server) =>
    measure('bare Fastify route', null, `${server.url}/bare`),
  );

const serverEnv = { NODE_ENV: 'production', LOG_LEVEL: 'warn' };

async function preparedDatabase(handle: DatabaseHandle): Promise<DatabaseHandle> {
  await migrateDatabase(handle);
  await seedCatalog(handle.db);
  return handle;
}

async function benchPostgres(baseUrl: string): Promise<Measurement[]> {
  const name = `sustho_bench_${randomBytes(6).toString('hex')}`;
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sustho-bench-'));
  const handle = await preparedDatabase(await openDatabase({ url: url.toString() }));
  try {
    const results = [await measureBare()];
    for (const count of BOOKING_COUNTS) {
      await fillBookings(handle.db, count, queryDay);
      const env = {
        ...serverEnv,
        DATABASE_URL: url.toString(),
        AUTH_SECRET: randomBytes(48).toString('base64url'),
        PAYMENTS_SANDBOX: 'true',
        DATA_DIR: dataDir,
      };
      results.push(await withServer(startApiProcess(env), (server) => measure('API on PostgreSQL', count, `${server.url}${optionsPath}`)));
    }
    return results;
  } finally {
    await handle.close();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPglite(): Promise<Measurement[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sustho-bench-'));
  try {
    const results = [await measureBare()];
    for (const count of BOOKING_COUNTS) {
      // PGlite allows one process per folder: fill it, close it, then let the server open it.
      const handle = await preparedDatabase(await openDatabase({ dataDir }));
      await fillBookings(handle.db, count, queryDay);
      await handle.close();
      const env = { ...serverEnv, DATABASE_URL: '', DATA_DIR: dataDir };
      results.push(await withServer(startApiProcess(env), (server) => measure('API on PGlite', count, `${server.url}${optionsPath}`)));
    }
    return results;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function printTable(results: Measurement[]) {
  const header = ['Target', 'Bookings', 'Requests/s', 'p50 ms', 'p99 ms', 'vs bare', 'Failures'];
  const rows: string[][] = [];
  let bare = 0;
  for (const row of results) {
    if (row.bookings === null) bare = row.requestsPerSecond;
    rows.push([
      row.target,
      row.bookings === null ? '-' : row.bookings.toLocaleString('en'),
      Math.round(row.requestsPerSecond).toLocaleString('en'),
      String(row.p50),
      String(row.p99),
      (row.requestsPerSecond / bare).toFixed(2),
      String(row.failures),
    ]);
  }
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
  console.log(`\n${line(header)}\n|${widths.map((width, column) => `${column === 0 ? ':' : '-'}${'-'.repeat(width)}${column === 0 ? '-' : ':'}`).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

const machine = `${availableParallelism()} CPUs (${cpus()[0]?.model.trim() ?? 'unknown'}), Node ${process.versions.node}`;
console.log(`GET ${optionsPath}, ${CONNECTIONS} connections, ${RUN_SECONDS} s per run after a ${WARM_UP_SECONDS} s warm-up, on ${machine}`);

const postgresUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
const results: Measurement[] = [];
if (postgresUrl) {
  console.log('PostgreSQL:');
  results.push(...(await benchPostgres(postgresUrl)));
} else {
  console.log('PostgreSQL: skipped (set DATABASE_URL or TEST_DATABASE_URL to a server to include it)');
}
console.log('PGlite:');
results.push(...(await benchPglite()));
printTable(results);
