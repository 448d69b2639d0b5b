import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, formatWireDate } from '@sustho/contracts';
import { eq } from 'drizzle-orm';
import postgres from 'postgres';
import { parseEnv } from '../src/config/env.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { bookings } from '../src/db/schema.js';
import { clinicNow } from '../src/lib/clinic-time.js';
import { startApiProcess, startServerProcess, type ServerProcess } from '../test/api-process.js';
import { doubleBookings } from '../test/booking-invariants.js';
import { prepareBenchData } from './bench-data.js';
import { printMarkdownTable } from './markdown-table.js';
import { bookingLoad, CONNECTIONS, loadGet, RUN_SECONDS, WARM_UP_SECONDS, type Load } from './route-load.js';

/**
 * `npm run bench`, second part: requests/s and p50/p99 latency of the API's main routes (two
 * reads, a read with a token, booking), each against the real server in its own process on
 * 127.0.0.1 beside a bare Fastify route measured in the same run, on PostgreSQL (when
 * DATABASE_URL or TEST_DATABASE_URL names a server; a throwaway database is made there) and on
 * PGlite; then one against two API processes on PostgreSQL. It checks afterwards that every
 * acknowledged booking is stored and no slot is held twice. Every run is bounded.
 */
const SECRET = randomBytes(48).toString('base64url');
const { CLINIC_TIME_ZONE, BOOKING_HORIZON_DAYS } = parseEnv({});
const firstDay = addDays(clinicNow(new Date(), CLINIC_TIME_ZONE).today, 1);
const optionsPath = `/api/appointmentOptions?date=${encodeURIComponent(formatWireDate(firstDay))}`;
const TARGETS = { readsVsBare: 0.5, bookingsPerSecond: 1_000, p99Ms: 50 };

interface Row extends Load {
  database: string;
  route: string;
  processes: number;
  bare: number;
}

async function withServers<T>(starts: Promise<ServerProcess>[], use: (urls: string[]) => Promise<T>): Promise<T> {
  const servers = await Promise.all(starts);
  try {
    return await use(servers.map((server) => server.url));
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

const measureBare = () => withServers([startServerProcess('bench/bare-server.ts', {}, '/bare')], (urls) => loadGet(urls, '/bare'));

/** Measures the four routes on one database; `env` makes the API server use it. */
async function benchRoutes(database: string, env: Record<string, string>, data: Awaited<ReturnType<typeof prepareBenchData>>, booking: ReturnType<typeof bookingLoad>) {
  const bareLoad = await measureBare();
  const bare = bareLoad.requestsPerSecond;
  const reader = data.patients[0]!;
  const row = (route: string, load: Load): Row => {
    console.log(`  ${route}: ${Math.round(load.requestsPerSecond)} requests/s`);
    return { database, route, processes: 1, bare, ...load };
  };
  const bareRow = row('bare Fastify route', bareLoad);
  return withServers([startApiProcess(env)], async (urls) => [
    bareRow,
    row('GET /api/services', await loadGet(urls, '/api/services')),
    row('GET /api/appointmentOptions?date=', await loadGet(urls, optionsPath)),
    row('POST /api/booking', await booking.run(urls)),
    row('GET /api/bookings?email= (token)', await loadGet(urls, `/api/bookings?email=${encodeURIComponent(reader.email)}`, { authorization: reader.authorization })),
  ]);
}

/**
 * Every acknowledged booking stored, and no slot or patient-day held twice. A run that ends cuts
 * off requests in flight, so a few more bookings may be stored than were acknowledged.
 */
async function checkBookings(handle: DatabaseHandle, acknowledged: string[]) {
  const stored = new Set((await handle.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.status, 'active'))).map((row) => row.id));
  const missing = acknowledged.filter((id) => !stored.has(id)).length;
  const doubled = await doubleBookings(handle.db);
  const twice = doubled.slotsHeldTwice.length + doubled.patientDaysHeldTwice.length;
  console.log(`  ${acknowledged.length} bookings acknowledged, ${stored.size} stored, ${missing} missing, ${twice} slots or patient-days held twice`);
  if (missing > 0 || twice > 0) throw new Error('Acknowledged bookings are missing, or a slot is held twice');
}

async function benchPostgres(baseUrl: string): Promise<Row[]> {
  const name = `sustho_bench_${randomBytes(6).toString('hex')}`;
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sustho-bench-'));
  const handle = await openDatabase({ url: url.toString() });
  try {
    const data = await prepareBenchData(handle, SECRET, firstDay, BOOKING_HORIZON_DAYS - 1);
    const booking = bookingLoad(data.patients, data.targets);
    const env = { NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: url.toString(), AUTH_SECRET: SECRET, PAYMENTS_SANDBOX: 'true', DATA_DIR: dataDir };
    const rows = await benchRoutes('PostgreSQL', env, data, booking);
    const bare = rows[0]!.bare;

    console.log(`  one against two API processes on ${availableParallelism()} cores:`);
    for (const processes of [1, 2]) {
      const starts = Array.from({ length: processes }, () => startApiProcess(env));
      const loads = await withServers(starts, async (urls) => [await booking.run(urls), await loadGet(urls, optionsPath)]);
      const routes = ['POST /api/booking', 'GET /api/appointmentOptions?date='];
      rows.push(...loads.map((load, index) => ({ database: 'PostgreSQL', route: routes[index]!, processes, bare, ...load })));
      console.log(`  ${processes} process(es): ${loads.map((load) => Math.round(load.requestsPerSecond)).join(' and ')} requests/s`);
    }
    await checkBookings(handle, booking.acknowledged());
    return rows;
  } finally {
    await handle.close();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPglite(): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sustho-bench-'));
  // PGlite allows one process per folder: prepare it, close it, let the server open it, then check it.
  const open = () => openDatabase({ dataDir });
  try {
    const handle = await open();
    const data = await prepareBenchData(handle, SECRET, firstDay, BOOKING_HORIZON_DAYS - 1);
    await handle.close();
    const booking = bookingLoad(data.patients, data.targets);
    const env = { NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: '', AUTH_SECRET: SECRET, DATA_DIR: dataDir };
    const rows = await benchRoutes('PGlite', env, data, booking);
    const check = await open();
    await checkBookings(check, booking.acknowledged()).finally(() => check.close());
    return rows;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(rows: Row[]) {
  const header = ['Database', 'Route', 'API processes', 'Requests/s', 'p50 ms', 'p99 ms', 'vs bare', 'Failures'];
  printMarkdownTable(
    header,
    rows.map((row) => [
      row.database,
      row.route,
      String(row.processes),
      Math.round(row.requestsPerSecond).toLocaleString('en'),
      String(row.p50),
      String(row.p99),
      (row.requestsPerSecond / row.bare).toFixed(2),
      String(row.failures),
    ]),
  );
  const onPostgres = rows.filter((row) => row.database === 'PostgreSQL' && row.processes === 1 && row.route !== 'bare Fastify route');
  if (onPostgres.length === 0) return;
  const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
  const reads = onPostgres.filter((row) => row.route.startsWith('GET'));
  const booking = onPostgres.find((row) => row.route === 'POST /api/booking')!;
  console.log(`\nTargets on PostgreSQL, one process:`);
  for (const read of reads) console.log(`  ${read.route} at least ${TARGETS.readsVsBare} x bare: ${(read.requestsPerSecond / read.bare).toFixed(2)} x, ${verdict(read.requestsPerSecond >= TARGETS.readsVsBare * read.bare)}`);
  console.log(`  POST /api/booking at least ${TARGETS.bookingsPerSecond}/s: ${Math.round(booking.requestsPerSecond)}/s, ${verdict(booking.requestsPerSecond >= TARGETS.bookingsPerSecond)}`);
  const slowest = Math.max(...onPostgres.map((row) => row.p99));
  console.log(`  p99 under ${TARGETS.p99Ms} ms: worst ${slowest} ms, ${verdict(slowest < TARGETS.p99Ms)}`);
}

const machine = `${availableParallelism()} CPUs (${cpus()[0]?.model.trim() ?? 'unknown'}), Node ${process.versions.node}, load average ${loadavg()[0]!.toFixed(1)} at the start`;
console.log(`\nRoutes: ${CONNECTIONS} connections, ${RUN_SECONDS} s per run after a ${WARM_UP_SECONDS} s warm-up, on ${machine}`);
const postgresUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
const rows: Row[] = [];
if (postgresUrl) {
  console.log('PostgreSQL:');
  rows.push(...(await benchPostgres(postgresUrl)));
} else {
  console.log('PostgreSQL: skipped (set DATABASE_URL or TEST_DATABASE_URL to a server to include it)');
}
console.log('PGlite:');
rows.push(...(await benchPglite()));
report(rows);
