import { randomBytes } from 'node:crypto';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { formatWireDate } from '@sustho/contracts';
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
import {
  bookingLoad,
  CONNECTIONS,
  loadGet,
  RUN_SECONDS,
  WARM_UP_SECONDS,
  type Load,
} from './route-load.js';
import { withThrowawayPostgres } from './throwaway-postgres.js';

/**
 * `npm run bench`, third part: the route table of bench/routes.ts through the deployment's proxy
 * (decision 027): Debian's nginx with deploy/nginx.conf and TLS on 127.0.0.1, in front of one and
 * then two API processes on one PostgreSQL, beside the same API process reached directly. Each
 * setup also proxies the bare Fastify route, which shows what the proxy alone can carry. Needs
 * PostgreSQL (DATABASE_URL or TEST_DATABASE_URL; a throwaway database is made there) and nginx
 * (scripts/ensure-nginx.sh). Every run is bounded.
 */
const SECRET = randomBytes(48).toString('base64url');
const today = clinicNow(new Date(), parseEnv({}).CLINIC_TIME_ZONE).today;
const BARE = 'bare Fastify route';

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
}

/** Starts `setup.instances` servers (with the proxy's address) and measures through `use`. */
async function withSetup<T>(
  setup: Setup,
  start: (publicUrl: string) => Promise<ServerProcess>,
  readyPath: string,
  use: (url: string) => Promise<T>,
): Promise<T> {
  const [port, redirectPort] = [await freePort(), await freePort()];
  const publicUrl = `https://127.0.0.1:${port}`;
  const servers = await Promise.all(
    Array.from({ length: setup.instances }, () => start(publicUrl)),
  );
  try {
    if (!setup.proxied) return await use(servers[0]!.url);
    const upstreams = servers.map((server) => new URL(server.url).host);
    const proxy = await startLocalProxy({ port, redirectPort, upstreams, readyPath });
    try {
      return await use(proxy.url);
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
    try {
      const data = await prepareBenchData(handle, SECRET, today);
      const booking = bookingLoad(data.patients, data.targets);
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
          TRUST_PROXY: 'true',
          PUBLIC_URL: publicUrl,
          ...(redis ? { REDIS_URL } : {}),
        });
      const bare = () => startServerProcess('bench/bare-server.ts', {}, '/bare');

      const rows: Row[] = [];
      const row = (setup: Setup, route: string, load: Load) => {
        console.log(`  ${setup.name}, ${route}: ${Math.round(load.requestsPerSecond)} requests/s`);
        rows.push({ setup, route, ...load });
      };
      for (const setup of SETUPS) {
        row(setup, BARE, await withSetup(setup, bare, '/bare', (url) => loadGet([url], '/bare')));
        await withSetup(setup, api, '/api/health', async (url) => {
          row(setup, 'GET /api/services', await loadGet([url], '/api/services'));
          row(setup, 'GET /api/appointmentOptions?date=', await loadGet([url], options));
          row(setup, 'POST /api/booking', await booking.run([url]));
          row(
            setup,
            'GET /api/bookings?email= (token)',
            await loadGet([url], ownBookings, { authorization: data.reader.authorization }),
          );
        });
      }
      await checkBookings(handle, booking.acknowledged());
      return rows;
    } finally {
      await handle.close();
    }
  });
}

function report(rows: Row[]) {
  const direct = (route: string) =>
    rows.find((row) => row.setup === DIRECT && row.route === route)!.requestsPerSecond;
  console.log(`\nThrough nginx (TLS, deploy/nginx.conf) on ${availableParallelism()} cores:`);
  printMarkdownTable(
    ['Setup', 'Route', 'Requests/s', 'p50 ms', 'p99 ms', 'Failures', 'vs direct'],
    rows.map((row) => [
      row.setup.name,
      row.route,
      Math.round(row.requestsPerSecond).toLocaleString('en'),
      String(row.p50),
      String(row.p99),
      String(row.failures),
      (row.requestsPerSecond / direct(row.route)).toFixed(2),
    ]),
  );
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
