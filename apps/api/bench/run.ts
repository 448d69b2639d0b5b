import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { formatWireDate } from '@sustho/contracts';
import { parseEnv } from '../src/config/env.js';
import { openDatabase } from '../src/db/client.js';
import { clinicNow } from '../src/lib/clinic-time.js';
import { startApiProcess, startServerProcess, type ServerProcess } from '../test/api-process.js';
import {
  prepareBench,
  readerPath,
  setScale,
  BENCH_HORIZON_DAYS,
  type Bench,
} from './bench-data.js';
import { checkBookings } from './check-bookings.js';
import { measureDatabaseLimit } from './database-limit.js';
import { printMarkdownTable } from './markdown-table.js';
import {
  benchMedicineSearch,
  reportMedicineSearch,
  type MedicineSearchRow,
} from './medicine-search.js';
import { benchOnDemand, reportOnDemand, type OnDemandRow } from './on-demand.js';
import {
  bookingLoad,
  CONNECTIONS,
  loadGet,
  RUN_SECONDS,
  targetPool,
  WARM_UP_SECONDS,
  type Load,
} from './route-load.js';
import { withThrowawayPostgres } from './throwaway-postgres.js';

/**
 * `npm run bench`: the API's main routes against the real server in its own process on
 * 127.0.0.1, each beside its yardstick measured in the same run: reads and the token route beside
 * a bare Fastify route sending the same bytes, POST /api/booking beside the database's limit (the
 * very statement the API books with, sent by a bare postgres.js client with as many connections).
 * On PostgreSQL (when DATABASE_URL or TEST_DATABASE_URL names a server; a throwaway database is
 * made there) and on PGlite, at three sizes: 8 doctors with 1,000 and with 100,000 bookings, and
 * 200 doctors with 100,000. Then one against two API processes on PostgreSQL. Afterwards every
 * acknowledged booking must be stored and nobody booked twice at once. Then Consult now's figures
 * on two API processes on PostgreSQL (bench/on-demand.ts), and medicine search on 30,000 medicines
 * (bench/medicine-search.ts). Every run is bounded.
 */
const SECRET = randomBytes(48).toString('base64url');
const today = clinicNow(new Date(), parseEnv({}).CLINIC_TIME_ZONE).today;
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
const SERVER_ENV = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  AUTH_SECRET: SECRET,
  BOOKING_HORIZON_DAYS: String(BENCH_HORIZON_DAYS),
};
/** BENCH_PROFILE_DIR=folder: every API process writes a CPU profile there when it stops. */
const NODE_ARGS = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(PROFILE_DIR)}`] : [];
const startApi = (env: Record<string, string>) => startApiProcess(env, NODE_ARGS);
const ALL_SCALES = [
  { doctors: 8, bookings: 1_000 },
  { doctors: 8, bookings: 100_000 },
  { doctors: 200, bookings: 100_000 },
];
/** BENCH_QUICK=1: the first size only, on PostgreSQL only (for profiling). */
const QUICK = process.env.BENCH_QUICK === '1';
const SCALES = QUICK ? ALL_SCALES.slice(0, 1) : ALL_SCALES;
/** BENCH_ON_DEMAND_ONLY=1: Consult now's figures alone (on PostgreSQL). */
const ON_DEMAND_ONLY = process.env.BENCH_ON_DEMAND_ONLY === '1';
/** BENCH_MEDICINES_ONLY=1: medicine search's figures alone (bench/medicine-search.ts). */
const MEDICINES_ONLY = process.env.BENCH_MEDICINES_ONLY === '1';
/** Free slots listed per size: more than the fastest booking runs take. */
const TARGETS = 60_000;
const GOALS = { bookingVsLimit: 0.8, readVsBare: 0.5, readP99Ms: 10, flat: 0.8 };

const BARE = 'bare Fastify route';
const LIMIT = 'database limit (bare postgres.js)';
const BOOKING = 'POST /api/booking';
const READS = [
  'GET /api/services',
  'GET /api/appointmentOptions?date=',
  'GET /api/bookings?email= (token)',
];

interface Row extends Load {
  database: string;
  doctors: number;
  bookings: number;
  route: string;
  /** The yardstick's requests/s in the same run: the bare route, or the database's limit. */
  against?: number;
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

type Scale = Awaited<ReturnType<typeof setScale>>;

/**
 * Every route at one size, on a database `env` points the API at. `limit` measures the database's
 * limit just before the API's bookings (PostgreSQL only).
 */
async function measureScale(
  database: string,
  env: Record<string, string>,
  bench: Bench,
  scale: Scale & { doctors: number; bookings: number },
  acknowledged: string[],
  limit?: (nextTarget: ReturnType<typeof targetPool>) => Promise<Load & { acknowledged: string[] }>,
): Promise<Row[]> {
  const optionsPath = `/api/appointmentOptions?date=${encodeURIComponent(formatWireDate(scale.readDay))}`;
  const nextTarget = targetPool(scale.targets);
  const rows: Row[] = [];
  const row = (route: string, load: Load, against?: number) => {
    console.log(`    ${route}: ${Math.round(load.requestsPerSecond)}/s, p99 ${load.p99} ms`);
    rows.push({
      database,
      doctors: scale.doctors,
      bookings: scale.bookings,
      route,
      against,
      ...load,
    });
  };
  console.log(`  ${scale.doctors} doctors, ${scale.bookings.toLocaleString('en')} bookings:`);
  await withServers([startApi(env)], async ([api]) => {
    // Each read beside a bare route sending its very bytes, measured just before it.
    const reads: { route: string; path: string; headers: Record<string, string> }[] = [
      { route: READS[0]!, path: '/api/services', headers: {} },
      { route: READS[1]!, path: optionsPath, headers: {} },
      {
        route: READS[2]!,
        path: readerPath(bench),
        headers: { authorization: bench.reader.authorization },
      },
    ];
    const bodyDir = mkdtempSync(path.join(tmpdir(), 'sustho-bare-'));
    try {
      for (const [index, read] of reads.entries()) {
        const answer = await fetch(`${api}${read.path}`, { headers: read.headers });
        writeFileSync(path.join(bodyDir, `${index}.json`), await answer.text());
      }
      await withServers(
        [startServerProcess('bench/bare-server.ts', { BARE_BODY_DIR: bodyDir }, '/ready')],
        async ([bareUrl]) => {
          for (const [index, read] of reads.entries()) {
            const bare = await loadGet([bareUrl!], `/bare/${index}`);
            row(`${BARE}, same bytes`, bare);
            row(read.route, await loadGet([api!], read.path, read.headers), bare.requestsPerSecond);
          }
        },
      );
    } finally {
      rmSync(bodyDir, { recursive: true, force: true });
    }
    const databaseLimit = limit ? await limit(nextTarget) : undefined;
    if (databaseLimit) {
      acknowledged.push(...databaseLimit.acknowledged);
      row(LIMIT, databaseLimit);
    }
    const booking = bookingLoad(bench.patients, nextTarget);
    row(BOOKING, await booking.run([api!]), databaseLimit?.requestsPerSecond);
    acknowledged.push(...booking.acknowledged());
  });
  return rows;
}

interface ProcessesRow extends Load {
  route: string;
  processes: number;
}

async function benchPostgres(serverUrl: string) {
  return withThrowawayPostgres(serverUrl, async (databaseUrl, dataDir) => {
    const handle = await openDatabase({ url: databaseUrl });
    try {
      const bench = await prepareBench(handle, SECRET);
      const env = {
        ...SERVER_ENV,
        DATABASE_URL: databaseUrl,
        PAYMENTS_SANDBOX: 'true',
        MAIL_OUTBOX_ONLY: 'true',
        DATA_DIR: dataDir,
      };
      const routes: Row[] = [];
      for (const size of SCALES) {
        const scale = await setScale(handle, bench, { ...size, targets: TARGETS }, today);
        const acknowledged: string[] = [];
        routes.push(
          ...(await measureScale(
            'PostgreSQL',
            env,
            bench,
            { ...scale, ...size },
            acknowledged,
            (next) =>
              measureDatabaseLimit(databaseUrl, handle.db, bench.patients, next, {
                connections: CONNECTIONS,
                warmUpSeconds: WARM_UP_SECONDS,
                seconds: RUN_SECONDS,
              }),
          )),
        );
        await checkBookings(handle, acknowledged);
      }

      console.log(
        `  one and then two API processes on ${availableParallelism()} cores (8 doctors, 1,000 bookings):`,
      );
      const scale = await setScale(handle, bench, { ...SCALES[0]!, targets: TARGETS }, today);
      const nextTarget = targetPool(scale.targets);
      const booking = bookingLoad(bench.patients, nextTarget);
      const optionsPath = `/api/appointmentOptions?date=${encodeURIComponent(formatWireDate(scale.readDay))}`;
      const processes: ProcessesRow[] = [];
      for (const count of [1, 2]) {
        const starts = Array.from({ length: count }, () => startApi(env));
        const [bookingRun, readRun] = await withServers(starts, async (urls) => [
          await booking.run(urls),
          await loadGet(urls, optionsPath),
        ]);
        processes.push(
          { route: BOOKING, processes: count, ...bookingRun! },
          { route: READS[1]!, processes: count, ...readRun! },
        );
        console.log(
          `    ${count}: ${Math.round(bookingRun!.requestsPerSecond)} bookings/s, ${Math.round(readRun!.requestsPerSecond)} option reads/s`,
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
    let handle = await open();
    const bench = await prepareBench(handle, SECRET);
    await handle.close();
    const env = { ...SERVER_ENV, DATABASE_URL: '', DATA_DIR: dataDir };
    const routes: Row[] = [];
    for (const size of SCALES) {
      handle = await open();
      const scale = await setScale(handle, bench, { ...size, targets: TARGETS }, today).finally(
        () => handle.close(),
      );
      const acknowledged: string[] = [];
      routes.push(
        ...(await measureScale('PGlite', env, bench, { ...scale, ...size }, acknowledged)),
      );
      handle = await open();
      await checkBookings(handle, acknowledged).finally(() => handle.close());
    }
    return routes;
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
const ratio = (row: Row) => (row.against ? row.requestsPerSecond / row.against : undefined);
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

/** Each target, on each database: the ratio at every size, the worst against the goal, and growth. */
function printTargets(rows: Row[]) {
  console.log(
    '\nTargets (the ratio at each size: 8 doctors/1,000 bookings; 8/100,000; 200/100,000):',
  );
  for (const database of [...new Set(rows.map((row) => row.database))]) {
    const routeRows = (route: string) =>
      rows.filter((row) => row.database === database && row.route === route);
    const check = (route: string, goal: number, vs: string, p99Limit?: number) => {
      const measured = routeRows(route);
      const ratios = measured.map((row) => ratio(row) ?? 0);
      if (ratios.length === 0) return;
      const worst = Math.min(...ratios);
      const flat = worst >= GOALS.flat * Math.max(...ratios);
      const p99 = Math.max(...measured.map((row) => row.p99));
      const p99Part =
        p99Limit === undefined
          ? ''
          : `; p99 worst ${p99} ms (< ${p99Limit}): ${verdict(p99 < p99Limit)}`;
      console.log(
        `  ${database}, ${route} at least ${goal} x ${vs}: ${ratios.map((value) => value.toFixed(2)).join(' / ')}: ${verdict(worst >= goal)}${p99Part}; growth ${flat ? 'flat' : 'NOT FLAT'}`,
      );
    };
    if (routeRows(LIMIT).length > 0) check(BOOKING, GOALS.bookingVsLimit, 'the database limit');
    check(READS[0]!, GOALS.readVsBare, 'bare', GOALS.readP99Ms);
    check(READS[1]!, GOALS.readVsBare, 'bare', GOALS.readP99Ms);
    check(READS[2]!, GOALS.readVsBare, 'bare');
  }
}

function report(routes: Row[], processes: ProcessesRow[]) {
  console.log();
  printMarkdownTable(
    [
      'Database',
      'Doctors',
      'Bookings',
      'Route',
      'Requests/s',
      'p50 ms',
      'p99 ms',
      'Failures',
      'Ratio',
    ],
    routes.map((row) => [
      row.database,
      String(row.doctors),
      row.bookings.toLocaleString('en'),
      row.route,
      ...figures(row),
      ratio(row)?.toFixed(2) ?? '',
    ]),
  );
  console.log(
    '\nRatio: a read or the token route against the bare route, POST /api/booking against the database limit, each in the same run.',
  );
  if (processes.length > 0) {
    console.log(`\nPostgreSQL, one and two API processes on ${availableParallelism()} cores:`);
    printMarkdownTable(
      ['Route', 'API processes', 'Requests/s', 'p50 ms', 'p99 ms', 'Failures'],
      processes.map((row) => [row.route, String(row.processes), ...figures(row)]),
    );
  }
  printTargets(routes);
}

const machine = `${availableParallelism()} CPUs (${cpus()[0]?.model.trim() ?? 'unknown'}), Node ${process.versions.node}`;
console.log(
  `${CONNECTIONS} connections, ${RUN_SECONDS} s per run after a ${WARM_UP_SECONDS} s warm-up, on ${machine}, load average ${loadavg()[0]!.toFixed(1)}`,
);
const postgresUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
const onPostgres = { routes: [] as Row[], processes: [] as ProcessesRow[] };
let onDemand: OnDemandRow[] = [];
let medicineSearch: MedicineSearchRow[] = [];
if (MEDICINES_ONLY) {
  console.log('Medicine search:');
  medicineSearch = await benchMedicineSearch(postgresUrl, SERVER_ENV, startApi);
} else {
  if (!postgresUrl) {
    console.log(
      'PostgreSQL and Consult now: skipped (set DATABASE_URL or TEST_DATABASE_URL to a server to include them)',
    );
  } else {
    if (!ON_DEMAND_ONLY) {
      console.log('PostgreSQL:');
      Object.assign(onPostgres, await benchPostgres(postgresUrl));
    }
    if (!QUICK) {
      console.log('Consult now, two API processes on PostgreSQL:');
      onDemand = await benchOnDemand(postgresUrl, SECRET, SERVER_ENV, startApi);
    }
  }
  if (!ON_DEMAND_ONLY) console.log('PGlite:');
  const onPglite = ON_DEMAND_ONLY || (QUICK && postgresUrl) ? [] : await benchPglite();
  console.log(
    `Load average at the end: ${loadavg()[0]!.toFixed(1)} (other work on the machine makes the figures noisy)`,
  );
  if (!ON_DEMAND_ONLY) report([...onPostgres.routes, ...onPglite], onPostgres.processes);
  if (onDemand.length > 0) reportOnDemand(onDemand);
  if (!ON_DEMAND_ONLY && !QUICK) {
    console.log('Medicine search:');
    medicineSearch = await benchMedicineSearch(postgresUrl, SERVER_ENV, startApi);
  }
}
if (medicineSearch.length > 0) reportMedicineSearch(medicineSearch);
