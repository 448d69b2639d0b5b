import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { formatWireDate } from '@sustho/contracts';
import { parseEnv } from '../src/config/env.js';
import { openDatabase } from '../src/db/client.js';
import { clinicNow } from '../src/lib/clinic-time.js';
import { startApiProcess, startServerProcess, type ServerProcess } from '../test/api-process.js';
import { BENCH_HORIZON_DAYS, prepareBenchData } from './bench-data.js';
import { checkBookings } from './check-bookings.js';
import { withThrowawayPostgres } from './throwaway-postgres.js';
import { printMarkdownTable } from './markdown-table.js';
import {
  bookingLoad,
  CONNECTIONS,
  loadGet,
  RUN_SECONDS,
  WARM_UP_SECONDS,
  type Load,
} from './route-load.js';

/**
 * `npm run bench`, second part: requests/s and p50/p99 latency of the API's main routes (two
 * reads, a read with a token, booking), each against the real server in its own process on
 * 127.0.0.1 beside a bare Fastify route measured in the same run, on PostgreSQL (when
 * DATABASE_URL or TEST_DATABASE_URL names a server; a throwaway database is made there) and on
 * PGlite; then one against two API processes on PostgreSQL. It checks afterwards that every
 * acknowledged booking is stored and no doctor or patient is booked twice at once. Every run is bounded.
 */
const SECRET = randomBytes(48).toString('base64url');
const today = clinicNow(new Date(), parseEnv({}).CLINIC_TIME_ZONE).today;
/** What the servers get besides their database: production serving and the benchmark's year-long horizon. */
const SERVER_ENV = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  AUTH_SECRET: SECRET,
  BOOKING_HORIZON_DAYS: String(BENCH_HORIZON_DAYS),
};

type BenchData = Awaited<ReturnType<typeof prepareBenchData>>;
const optionsPath = (data: BenchData) =>
  `/api/appointmentOptions?date=${encodeURIComponent(formatWireDate(data.readDay))}`;
const TARGETS = { readsVsBare: 0.5, bookingsPerSecond: 1_000, p99Ms: 50 };

const BARE = 'bare Fastify route';

interface Row extends Load {
  database: string;
  route: string;
  /** The bare route's requests/s in the same run. */
  bare: number;
}

interface ProcessesRow extends Load {
  route: string;
  processes: number;
}

async function withServers<T>(
  starts: Promise<ServerProcess>[],
  use: (urls: string[]) => Promise<T>,
): Promise<T> {
  const servers = await Promise.all(starts);
  try {
    return await use(servers.map((server) => server.url));
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

const measureBare = () =>
  withServers([startServerProcess('bench/bare-server.ts', {}, '/bare')], (urls) =>
    loadGet(urls, '/bare'),
  );

/** Measures the four routes on one database; `env` makes the API server use it. */
async function benchRoutes(
  database: string,
  env: Record<string, string>,
  data: BenchData,
  booking: ReturnType<typeof bookingLoad>,
) {
  const bareLoad = await measureBare();
  const bare = bareLoad.requestsPerSecond;
  const { reader } = data;
  const row = (route: string, load: Load): Row => {
    console.log(`  ${route}: ${Math.round(load.requestsPerSecond)} requests/s`);
    return { database, route, bare, ...load };
  };
  const bareRow = row(BARE, bareLoad);
  return withServers([startApiProcess(env)], async (urls) => [
    bareRow,
    row('GET /api/services', await loadGet(urls, '/api/services')),
    row('GET /api/appointmentOptions?date=', await loadGet(urls, optionsPath(data))),
    row('POST /api/booking', await booking.run(urls)),
    row(
      'GET /api/bookings?email= (token)',
      await loadGet(urls, `/api/bookings?email=${encodeURIComponent(reader.email)}`, {
        authorization: reader.authorization,
      }),
    ),
  ]);
}

async function benchPostgres(
  serverUrl: string,
): Promise<{ routes: Row[]; processes: ProcessesRow[] }> {
  return withThrowawayPostgres(serverUrl, async (databaseUrl, dataDir) => {
    const handle = await openDatabase({ url: databaseUrl });
    try {
      const data = await prepareBenchData(handle, SECRET, today);
      const booking = bookingLoad(data.patients, data.targets);
      const env = {
        ...SERVER_ENV,
        DATABASE_URL: databaseUrl,
        PAYMENTS_SANDBOX: 'true',
        MAIL_OUTBOX_ONLY: 'true',
        DATA_DIR: dataDir,
      };
      const routes = await benchRoutes('PostgreSQL', env, data, booking);

      console.log(`  one and then two API processes on ${availableParallelism()} cores:`);
      const processes: ProcessesRow[] = [];
      for (const count of [1, 2]) {
        const starts = Array.from({ length: count }, () => startApiProcess(env));
        const [bookingRun, readRun] = await withServers(starts, async (urls) => [
          await booking.run(urls),
          await loadGet(urls, optionsPath(data)),
        ]);
        processes.push(
          { route: 'POST /api/booking', processes: count, ...bookingRun! },
          { route: 'GET /api/appointmentOptions?date=', processes: count, ...readRun! },
        );
        console.log(
          `  ${count}: ${Math.round(bookingRun!.requestsPerSecond)} bookings/s, ${Math.round(readRun!.requestsPerSecond)} option reads/s`,
        );
      }
      await checkBookings(handle, booking.acknowledged());
      return { routes, processes };
    } finally {
      await handle.close();
    }
  });
}

async function benchPglite(): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sustho-bench-'));
  // PGlite allows one process per folder: prepare it, close it, let the server open it, then check it.
  const open = () => openDatabase({ dataDir });
  try {
    const handle = await open();
    const data = await prepareBenchData(handle, SECRET, today);
    await handle.close();
    const booking = bookingLoad(data.patients, data.targets);
    const env = { ...SERVER_ENV, DATABASE_URL: '', DATA_DIR: dataDir };
    const rows = await benchRoutes('PGlite', env, data, booking);
    const check = await open();
    await checkBookings(check, booking.acknowledged()).finally(() => check.close());
    return rows;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const figures = (load: Load) => [
  Math.round(load.requestsPerSecond).toLocaleString('en'),
  String(load.p50),
  String(load.p99),
  String(load.failures),
];

function report(routes: Row[], processes: ProcessesRow[]) {
  console.log();
  printMarkdownTable(
    ['Database', 'Route', 'Requests/s', 'p50 ms', 'p99 ms', 'Failures', 'vs bare'],
    routes.map((row) => [
      row.database,
      row.route,
      ...figures(row),
      (row.requestsPerSecond / row.bare).toFixed(2),
    ]),
  );
  if (processes.length === 0) return;
  console.log(`\nPostgreSQL, one and two API processes on ${availableParallelism()} cores:`);
  printMarkdownTable(
    ['Route', 'API processes', 'Requests/s', 'p50 ms', 'p99 ms', 'Failures'],
    processes.map((row) => [row.route, String(row.processes), ...figures(row)]),
  );

  const onPostgres = routes.filter((row) => row.database === 'PostgreSQL' && row.route !== BARE);
  const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
  console.log('\nTargets on PostgreSQL:');
  for (const read of onPostgres.filter((row) => row.route.startsWith('GET'))) {
    const ratio = read.requestsPerSecond / read.bare;
    console.log(
      `  ${read.route} at least ${TARGETS.readsVsBare} x bare: ${ratio.toFixed(2)} x, ${verdict(ratio >= TARGETS.readsVsBare)}`,
    );
  }
  const booking = onPostgres.find((row) => row.route === 'POST /api/booking')!;
  console.log(
    `  POST /api/booking at least ${TARGETS.bookingsPerSecond}/s: ${Math.round(booking.requestsPerSecond)}/s, ${verdict(booking.requestsPerSecond >= TARGETS.bookingsPerSecond)}`,
  );
  const slowest = Math.max(...onPostgres.map((row) => row.p99));
  console.log(
    `  p99 under ${TARGETS.p99Ms} ms: worst ${slowest} ms, ${verdict(slowest < TARGETS.p99Ms)}`,
  );
}

const machine = `${availableParallelism()} CPUs (${cpus()[0]?.model.trim() ?? 'unknown'}), Node ${process.versions.node}`;
console.log(
  `\nRoutes: ${CONNECTIONS} connections, ${RUN_SECONDS} s per run after a ${WARM_UP_SECONDS} s warm-up, on ${machine}, load average ${loadavg()[0]!.toFixed(1)}`,
);
const postgresUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
const onPostgres = { routes: [] as Row[], processes: [] as ProcessesRow[] };
if (postgresUrl) {
  console.log('PostgreSQL:');
  Object.assign(onPostgres, await benchPostgres(postgresUrl));
} else {
  console.log(
    'PostgreSQL: skipped (set DATABASE_URL or TEST_DATABASE_URL to a server to include it)',
  );
}
console.log('PGlite:');
const onPglite = await benchPglite();
console.log(
  `Load average at the end: ${loadavg()[0]!.toFixed(1)} (other work on the machine makes the figures noisy)`,
);
report([...onPostgres.routes, ...onPglite], onPostgres.processes);
