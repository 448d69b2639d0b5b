import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, formatWireDate } from '@sustho/contracts';
import autocannon from 'autocannon';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { clinicNow } from '../src/lib/clinic-time.js';
import { startApiProcess, startServerProcess, type ServerProcess } from '../test/api-process.js';
import { nextWorkingDay, seedBenchCatalog } from './bench-data.js';
import { fillBookings } from './fill-bookings.js';
import { withThrowawayPostgres } from './throwaway-postgres.js';

/**
 * `npm run bench`: GET /api/appointmentOptions?date= against the real API server, in its own
 * process on 127.0.0.1, with 1,000 and then 100,000 bookings in the database, on PostgreSQL (when
 * DATABASE_URL or TEST_DATABASE_URL names a server; a throwaway database is made there) and on
 * PGlite, each right after the same run against a bare Fastify route answering a constant array.
 * Every run is bounded.
 */
const CONNECTIONS = 10;
const WARM_UP_SECONDS = 1;
const RUN_SECONDS = 5;
const BOOKING_COUNTS = [1_000, 100_000];

interface Measurement {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

/** One row of the table: the API with a number of bookings, and the bare route measured just before it. */
interface Row {
  database: string;
  bookings: number;
  api: Measurement;
  bare: Measurement;
}

const queryDay = nextWorkingDay(addDays(clinicNow(new Date(), 'Asia/Dhaka').today, 1));
const optionsPath = `/api/appointmentOptions?date=${encodeURIComponent(formatWireDate(queryDay))}`;

async function measure(url: string): Promise<Measurement> {
  await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_SECONDS });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: RUN_SECONDS });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

async function withServer<T>(
  start: Promise<ServerProcess>,
  use: (server: ServerProcess) => Promise<T>,
): Promise<T> {
  const server = await start;
  try {
    return await use(server);
  } finally {
    await server.stop();
  }
}

/**
 * Measures the bare route and then the API, back to back, so that other work on the machine
 * weighs on both alike and their ratio stays meaningful.
 */
async function measurePair(
  database: string,
  bookings: number,
  bare: ServerProcess,
  api: ServerProcess,
): Promise<Row> {
  const row = {
    database,
    bookings,
    bare: await measure(`${bare.url}/bare`),
    api: await measure(`${api.url}${optionsPath}`),
  };
  console.log(
    `  ${bookings.toLocaleString('en')} bookings: ${Math.round(row.api.requestsPerSecond)} requests/s (bare route ${Math.round(row.bare.requestsPerSecond)})`,
  );
  return row;
}

const startBare = () => startServerProcess('bench/bare-server.ts', {}, '/bare');

const serverEnv = { NODE_ENV: 'production', LOG_LEVEL: 'warn' };

async function preparedDatabase(handle: DatabaseHandle): Promise<DatabaseHandle> {
  await migrateDatabase(handle);
  await seedBenchCatalog(handle.db);
  return handle;
}

async function benchPostgres(serverUrl: string, bare: ServerProcess): Promise<Row[]> {
  return withThrowawayPostgres(serverUrl, async (databaseUrl, dataDir) => {
    const handle = await preparedDatabase(await openDatabase({ url: databaseUrl }));
    try {
      const rows: Row[] = [];
      for (const count of BOOKING_COUNTS) {
        await fillBookings(handle.db, count, queryDay);
        const env = {
          ...serverEnv,
          DATABASE_URL: databaseUrl,
          AUTH_SECRET: randomBytes(48).toString('base64url'),
          PAYMENTS_SANDBOX: 'true',
          MAIL_OUTBOX_ONLY: 'true',
          DATA_DIR: dataDir,
        };
        rows.push(
          await withServer(startApiProcess(env), (api) =>
            measurePair('PostgreSQL', count, bare, api),
          ),
        );
      }
      return rows;
    } finally {
      await handle.close();
    }
  });
}

async function benchPglite(bare: ServerProcess): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sustho-bench-'));
  try {
    const rows: Row[] = [];
    for (const count of BOOKING_COUNTS) {
      // PGlite allows one process per folder: fill it, close it, then let the server open it.
      const handle = await preparedDatabase(await openDatabase({ dataDir }));
      await fillBookings(handle.db, count, queryDay);
      await handle.close();
      const env = { ...serverEnv, DATABASE_URL: '', DATA_DIR: dataDir };
      rows.push(
        await withServer(startApiProcess(env), (api) => measurePair('PGlite', count, bare, api)),
      );
    }
    return rows;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function printTable(rows: Row[]) {
  const header = [
    'Database',
    'Bookings',
    'Requests/s',
    'p50 ms',
    'p99 ms',
    'Bare route requests/s',
    'vs bare',
    'Failures',
  ];
  const cells = rows.map((row) => [
    row.database,
    row.bookings.toLocaleString('en'),
    Math.round(row.api.requestsPerSecond).toLocaleString('en'),
    String(row.api.p50),
    String(row.api.p99),
    Math.round(row.bare.requestsPerSecond).toLocaleString('en'),
    (row.api.requestsPerSecond / row.bare.requestsPerSecond).toFixed(2),
    String(row.api.failures + row.bare.failures),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((row) => row[column]!.length)),
  );
  const line = (values: string[]) =>
    `| ${values.map((value, column) => (column === 0 ? value.padEnd(widths[column]!) : value.padStart(widths[column]!))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (column === 0 ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  console.log(['', line(header), rule, ...cells.map(line)].join('\n'));
}

const loadAverage = () => loadavg()[0]!.toFixed(1);
const machine = `${availableParallelism()} CPUs (${cpus()[0]?.model.trim() ?? 'unknown'}), Node ${process.versions.node}`;
console.log(
  `GET ${optionsPath}, ${CONNECTIONS} connections, ${RUN_SECONDS} s per run after a ${WARM_UP_SECONDS} s warm-up, on ${machine}, load average ${loadAverage()}`,
);

const postgresUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
const rows: Row[] = [];
await withServer(startBare(), async (bare) => {
  if (postgresUrl) {
    console.log('PostgreSQL:');
    rows.push(...(await benchPostgres(postgresUrl, bare)));
  } else {
    console.log(
      'PostgreSQL: skipped (set DATABASE_URL or TEST_DATABASE_URL to a server to include it)',
    );
  }
  console.log('PGlite:');
  rows.push(...(await benchPglite(bare)));
});
printTable(rows);
console.log(
  `Load average at the end: ${loadAverage()} (other work on the machine makes the figures noisy)`,
);
