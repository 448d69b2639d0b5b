import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { formatWireDate } from '@sustho/contracts';
import postgres from 'postgres';
import { buildApp } from '../src/app.js';
import { parseEnv } from '../src/config/env.js';
import { openDatabase } from '../src/db/client.js';
import { clinicNow } from '../src/lib/clinic-time.js';
import {
  freePort,
  startApiProcess,
  startServerProcess,
  type ServerProcess,
} from '../test/api-process.js';
import { nginxBinary, startLocalProxy } from '../test/deploy/local-proxy.js';
import { REDIS_URL, redisForTests } from '../test/local-redis.js';
import { BENCH_HORIZON_DAYS, prepareBenchData } from './bench-data.js';
import { checkBookings } from './check-bookings.js';
import { printMarkdownTable } from './markdown-table.js';
import { measureCores, withChildren, type ProcessGroups } from './process-cpu.js';
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
 * `npm run bench`, second part: the route table of bench/run.ts through the deployment's proxy
 * (decision 027): Debian's nginx with deploy/nginx.conf and TLS on 127.0.0.1, in front of one and
 * then two API processes on one PostgreSQL, beside the same API process reached directly. Each
 * setup also proxies the bare Fastify route, which shows what the proxy alone can carry, and
 * each run reports the cores the API processes, nginx and the database backends kept busy. Needs
 * PostgreSQL (DATABASE_URL or TEST_DATABASE_URL; a throwaway database is made there) and nginx
 * (scripts/ensure-nginx.sh). Every run is bounded.
 */
const SECRET = randomBytes(48).toString('base64url');
const today = clinicNow(new Date(), parseEnv({}).CLINIC_TIME_ZONE).today;
const BARE = 'bare Fastify route';
/** Free slots to book: more than the five setups' booking runs take. */
const TARGETS = 60_000;

interface Setup {
  name: string;
  proxied: boolean;
  instances: number;
}
const DIRECT: Setup = { name: 'direct, 1 API process', proxied: false, instances: 1 };
const SETUPS: Setup[] = [
  DIRECT,
  { name: 'nginx, 1 API process', proxied: true, instances: 1 },
  { name: 'nginx, 2 API processes', proxied: true, instances: 2 },
];

interface Row extends Load {
  setup: Setup;
  route: string;
  /** Cores each part kept busy during the run: the API processes, nginx, the database's backends. */
  cores: Record<string, number | null>;
}

/**
 * Starts `setup.instances` servers (with the proxy's address) and measures through `use`, which
 * gets the address to load and the processes that serve it.
 */
async function withSetup<T>(
  setup: Setup,
  start: (publicUrl: string) => Promise<ServerProcess>,
  readyPath: string,
  use: (url: string, processes: { api: number[]; nginx: number[] }) => Promise<T>,
): Promise<T> {
  const [port, redirectPort] = [await freePort(), await freePort()];
  const publicUrl = `https://127.0.0.1:${port}`;
  const servers = await Promise.all(
    Array.from({ length: setup.instances }, () => start(publicUrl)),
  );
  try {
    const api = servers.map((server) => server.pid);
    if (!setup.proxied) return await use(servers[0]!.url, { api, nginx: [] });
    const upstreams = servers.map((server) => new URL(server.url).host);
    const proxy = await startLocalProxy({ port, redirectPort, upstreams, readyPath });
    try {
      return await use(proxy.url, { api, nginx: withChildren(proxy.pid) });
    } finally {
      await proxy.stop();
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

async function bench(serverUrl: string): Promise<Row[]> {
  const redis = await redisForTests();
  return withThrowawayPostgres(serverUrl, async (databaseUrl, dataDir) => {
    const handle = await openDatabase({ url: databaseUrl });
    // The server processes' connections to this database, for the CPU they use.
    const monitor = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    const backends = async () =>
      (
        await monitor<{ pid: number }[]>`
          select pid from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`
      ).map((row) => row.pid);
    const bareDir = mkdtempSync(path.join(tmpdir(), 'sustho-bare-'));
    try {
      const data = await prepareBenchData(handle, SECRET, today, TARGETS);
      const booking = bookingLoad(data.patients, targetPool(data.targets));
      const options = `/api/appointmentOptions?date=${encodeURIComponent(formatWireDate(data.readDay))}`;
      const ownBookings = `/api/bookings?email=${encodeURIComponent(data.reader.email)}`;
      // The settings compose.yaml gives its instances, on this machine's database and Redis.
      const api = (publicUrl: string) =>
        startApiProcess({
          NODE_ENV: 'production',
          LOG_LEVEL: 'warn',
          AUTH_SECRET: SECRET,
          BOOKING_HORIZON_DAYS: String(BENCH_HORIZON_DAYS),
          DATABASE_URL: databaseUrl,
          PAYMENTS_SANDBOX: 'true',
          MAIL_OUTBOX_ONLY: 'true',
          DATA_DIR: dataDir,
          TRUST_PROXY: '1',
          PUBLIC_URL: publicUrl,
          ...(redis ? { REDIS_URL } : {}),
        });
      // The bare route sends the very bytes of the read day's options, as in bench/run.ts.
      const reader = await buildApp({
        env: parseEnv({ LOG_LEVEL: 'silent', BOOKING_HORIZON_DAYS: String(BENCH_HORIZON_DAYS) }),
        database: handle,
        secret: SECRET,
        logger: false,
      });
      try {
        writeFileSync(path.join(bareDir, 'options.json'), (await reader.inject(options)).body);
      } finally {
        await reader.close();
      }
      const bare = () =>
        startServerProcess('bench/bare-server.ts', { BARE_BODY_DIR: bareDir }, '/ready');

      const rows: Row[] = [];
      const measure = async (
        setup: Setup,
        route: string,
        processes: { api: number[]; nginx: number[] },
        run: () => Promise<Load>,
      ) => {
        const groups: ProcessGroups = async () => ({
          ...processes,
          postgres: route === BARE ? [] : await backends(),
        });
        const { result, cores } = await measureCores(groups, run);
        console.log(
          `  ${setup.name}, ${route}: ${Math.round(result.requestsPerSecond)} requests/s`,
        );
        rows.push({ setup, route, cores, ...result });
      };
      for (const setup of SETUPS) {
        await withSetup(setup, bare, '/ready', (url, processes) =>
          measure(setup, BARE, processes, () => loadGet([url], '/bare/options')),
        );
        await withSetup(setup, api, '/api/health', async (url, processes) => {
          await measure(setup, 'GET /api/services', processes, () =>
            loadGet([url], '/api/services'),
          );
          await measure(setup, 'GET /api/appointmentOptions?date=', processes, () =>
            loadGet([url], options),
          );
          await measure(setup, 'POST /api/booking', processes, () => booking.run([url]));
          await measure(setup, 'GET /api/bookings?email= (token)', processes, () =>
            loadGet([url], ownBookings, { authorization: data.reader.authorization }),
          );
        });
      }
      await checkBookings(handle, booking.acknowledged());
      return rows;
    } finally {
      rmSync(bareDir, { recursive: true, force: true });
      await monitor.end();
      await handle.close();
    }
  });
}

function report(rows: Row[]) {
  const direct = (route: string) =>
    rows.find((row) => row.setup === DIRECT && row.route === route)!.requestsPerSecond;
  const cores = (value: number | null | undefined) =>
    value === null || value === undefined ? '—' : value.toFixed(2);
  console.log(`\nThrough nginx (TLS, deploy/nginx.conf) on ${availableParallelism()} cores:`);
  printMarkdownTable(
    [
      'Setup',
      'Route',
      'Requests/s',
      'p50 ms',
      'p99 ms',
      'Failures',
      'vs direct',
      'API cores',
      'nginx cores',
      'PostgreSQL cores',
    ],
    rows.map((row) => [
      row.setup.name,
      row.route,
      Math.round(row.requestsPerSecond).toLocaleString('en'),
      String(row.p50),
      String(row.p99),
      String(row.failures),
      (row.requestsPerSecond / direct(row.route)).toFixed(2),
      cores(row.cores.api),
      row.setup.proxied ? cores(row.cores.nginx) : '—',
      row.route === BARE ? '—' : cores(row.cores.postgres),
    ]),
  );
  console.log(
    'Cores: CPU time each part used during the run (warm-up included) per second; the load generator and other work take the rest.',
  );
  // What the cores would allow with PostgreSQL on a host of its own: the API host's cores then
  // serve only Node processes, each of which runs its JavaScript on one core.
  console.log('\nCPU per request in the direct runs, and the ceilings it implies:');
  for (const row of rows.filter((row) => row.setup === DIRECT && row.route !== BARE)) {
    const perRequest = (cores: number | null | undefined) =>
      cores ? (cores * 1000) / row.requestsPerSecond : null;
    const api = perRequest(row.cores.api);
    const database = perRequest(row.cores.postgres);
    if (api === null || database === null) continue;
    const ceiling = (cores: number, ms: number) =>
      Math.round((cores * 1000) / ms).toLocaleString('en');
    console.log(
      `  ${row.route}: API ${api.toFixed(2)} ms, PostgreSQL ${database.toFixed(2)} ms; ` +
        `API processes on cores of their own: 1 → ${ceiling(1, api)}/s, 2 → ${ceiling(2, api)}/s; ` +
        `a 2-core PostgreSQL host → ${ceiling(2, database)}/s`,
    );
  }
}

const postgresUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
const machine = `${availableParallelism()} CPUs (${cpus()[0]?.model.trim() ?? 'unknown'}), Node ${process.versions.node}`;
console.log(
  `\nRoutes through the proxy: ${CONNECTIONS} connections, ${RUN_SECONDS} s per run after a ${WARM_UP_SECONDS} s warm-up, on ${machine}, load average ${loadavg()[0]!.toFixed(1)}`,
);
let nginxFound = true;
try {
  nginxBinary();
} catch {
  nginxFound = false;
}
if (!postgresUrl) {
  console.log(
    'Skipped: set DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server to include it',
  );
} else if (!nginxFound) {
  console.log('Skipped: nginx is missing (scripts/ensure-nginx.sh installs it)');
} else {
  const rows = await bench(postgresUrl);
  console.log(
    `Load average at the end: ${loadavg()[0]!.toFixed(1)} (other work on the machine makes the figures noisy)`,
  );
  report(rows);
}
