import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MEDICINE_FORMS } from '@sustho/contracts';
import autocannon from 'autocannon';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { seedMedicines } from '../src/db/seed-medicines-data.js';
import { insertMedicines } from '../src/db/seed-medicines.js';
import { startServerProcess, type ServerProcess } from '../test/api-process.js';
import { printMarkdownTable } from './markdown-table.js';
import { CONNECTIONS, RUN_SECONDS, WARM_UP_SECONDS, type Load } from './route-load.js';
import { withThrowawayPostgres } from './throwaway-postgres.js';

/**
 * `npm run bench`, medicine search (services.md §8): GET /api/medicines?q= on a catalogue of
 * 30,000 generated medicines, CONNECTIONS (10) searchers at once, each request a different
 * misspelt brand or generic name; beside it, in the same run, a bare Fastify route sending the
 * bytes of one search's answer. On PostgreSQL (a throwaway database) when a server is named, and
 * on PGlite. Target: p99 under 50 ms.
 */
export const MEDICINE_COUNT = 30_000;
const TARGET_P99_MS = 50;
const QUERIES = 2_000;
const BARE = 'bare Fastify route, one answer';
const SEARCH = 'GET /api/medicines?q= (misspelt)';

export interface MedicineSearchRow extends Load {
  database: string;
  route: string;
}

/** A fixed-seed generator (mulberry32), so every run searches the same catalogue with the same queries. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const random = seeded(48);
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;

const ONSETS = ['Na', 'Se', 'Fe', 'Ma', 'Ro', 'Zi', 'Ce', 'Mo', 'Ab', 'Ox', 'Lo', 'Ri', 'Te', 'Vi'];
const MIDDLES = ['', 'pa', 'cla', 'xo', 'pro', 'ri', 'ta', 'lo', 'me', 'ne', 'zo', 'ka', 'du'];
const CODAS = ['pa', 'clo', 'xo', 'pro', 'lac', 'max', 'tril', 'zol', 'cin', 'xil', 'vit', 'tor'];
const STRENGTHS = ['5 mg', '10 mg', '20 mg', '40 mg', '100 mg', '250 mg', '500 mg', '1 g'];
const MAKERS = [...new Set(seedMedicines.map((medicine) => medicine.manufacturer))];
const GENERICS = [...new Set(seedMedicines.map((medicine) => medicine.genericName))];

/** A brand name as Bangladeshi brands sound ('Seprozol', 'Maxocin'), some with a word after it. */
const brandName = () => {
  const name = `${pick(ONSETS)}${pick(MIDDLES)}${pick(CODAS)}`;
  return random() < 0.2 ? `${name} ${pick(['Plus', 'XR', 'DS', 'Forte', 'Extra'])}` : name;
};

/** The catalogue: the demo seed's 200 real medicines, then generated ones up to MEDICINE_COUNT. */
function generatedMedicines() {
  const rows = seedMedicines.map(({ unitPriceBdt, ...medicine }) => ({
    ...medicine,
    unitPriceCents: Math.round(unitPriceBdt * 100),
  }));
  const products = new Set(
    rows.map((row) => `${row.brandName}|${row.strength}|${row.form}|${row.manufacturer}`),
  );
  while (rows.length < MEDICINE_COUNT) {
    const row = {
      brandName: brandName(),
      genericName: pick(GENERICS),
      strength: pick(STRENGTHS),
      form: pick(MEDICINE_FORMS),
      manufacturer: pick(MAKERS),
      packDescription: '10 x 10',
      unitsPerPack: 100,
      unitPriceCents: 50 + Math.floor(random() * 5_000),
      rx: random() < 0.6,
    };
    const product = `${row.brandName}|${row.strength}|${row.form}|${row.manufacturer}`;
    if (products.has(product)) continue;
    products.add(product);
    rows.push(row);
  }
  return rows.map((row) => ({ ...row, currency: 'BDT' as const, stockUnits: 1_000 }));
}

/** `name` lower-cased with one or two letters wrong: swapped, dropped, doubled or replaced. */
function misspelt(name: string): string {
  let text = name.toLowerCase();
  const edits = random() < 0.6 ? 1 : 2;
  for (let edit = 0; edit < edits; edit++) {
    const at = 1 + Math.floor(random() * Math.max(1, text.length - 2));
    const kind = Math.floor(random() * 4);
    if (kind === 0) text = text.slice(0, at) + text[at + 1] + text[at] + text.slice(at + 2);
    else if (kind === 1) text = text.slice(0, at) + text.slice(at + 1);
    else if (kind === 2) text = text.slice(0, at) + text[at] + text.slice(at);
    else text = text.slice(0, at) + pick([...'aeiounrst']) + text.slice(at + 1);
  }
  return text;
}

/** What patients type: misspelt brands and generics, a few of them only begun. */
function searchQueries(rows: { brandName: string; genericName: string }[]): string[] {
  return Array.from({ length: QUERIES }, () => {
    const row = pick(rows);
    const name = random() < 0.6 ? row.brandName : row.genericName.split(' ')[0]!;
    const query = misspelt(name);
    return random() < 0.15 ? query.slice(0, 3 + Math.floor(random() * 3)) : query;
  });
}

export async function fillCatalogue(handle: DatabaseHandle) {
  await migrateDatabase(handle);
  const rows = generatedMedicines();
  for (let start = 0; start < rows.length; start += 1_000)
    await insertMedicines(handle.db, rows.slice(start, start + 1_000));
  await handle.db.execute('analyze medicines');
  await handle.db.execute('analyze medicine_generics');
  return searchQueries(rows);
}

/** CONNECTIONS clients GETting the paths in turn against `url`, after a warm-up. */
async function load(url: string, paths: string[]): Promise<Load> {
  let next = 0;
  const run = (duration: number) =>
    autocannon({
      url,
      connections: CONNECTIONS,
      duration,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }),
        },
      ],
    });
  await run(WARM_UP_SECONDS);
  const result = await run(RUN_SECONDS);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** The search and its bare yardstick against the API process on the filled database. */
async function measure(
  database: string,
  api: ServerProcess,
  queries: string[],
): Promise<MedicineSearchRow[]> {
  const searchPaths = queries.map((query) => `/api/medicines?q=${encodeURIComponent(query)}`);
  const bodyDir = mkdtempSync(path.join(tmpdir(), 'sustho-bare-medicines-'));
  try {
    writeFileSync(
      path.join(bodyDir, 'medicines.json'),
      await (await fetch(`${api.url}${searchPaths[0]}`)).text(),
    );
    const bare = await startServerProcess(
      'bench/bare-server.ts',
      { BARE_BODY_DIR: bodyDir },
      '/ready',
    );
    try {
      const bareLoad = await load(bare.url, ['/bare/medicines']);
      const searchLoad = await load(api.url, searchPaths);
      return [
        { database, route: BARE, ...bareLoad },
        { database, route: SEARCH, ...searchLoad },
      ];
    } finally {
      await bare.stop();
    }
  } finally {
    rmSync(bodyDir, { recursive: true, force: true });
  }
}

/** Medicine search on PostgreSQL (when `postgresUrl` names a server) and on PGlite. */
export async function benchMedicineSearch(
  postgresUrl: string | undefined,
  serverEnv: Record<string, string>,
  startApi: (env: Record<string, string>) => Promise<ServerProcess>,
): Promise<MedicineSearchRow[]> {
  const rows: MedicineSearchRow[] = [];
  // The catalogue is priced in taka, so the clinic charges in taka (the start-up currency check).
  const env = { ...serverEnv, CURRENCY: 'BDT' };
  if (postgresUrl)
    rows.push(
      ...(await withThrowawayPostgres(postgresUrl, async (databaseUrl, dataDir) => {
        const handle = await openDatabase({ url: databaseUrl });
        const queries = await fillCatalogue(handle).finally(() => handle.close());
        const api = await startApi({
          ...env,
          DATABASE_URL: databaseUrl,
          DATA_DIR: dataDir,
          // Server mode asks for payments and mail: the search needs neither.
          PAYMENTS_SANDBOX: 'true',
          MAIL_OUTBOX_ONLY: 'true',
        });
        try {
          return await measure('PostgreSQL', api, queries);
        } finally {
          await api.stop();
        }
      })),
    );
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sustho-bench-medicines-'));
  try {
    // The API opens the embedded database itself: the catalogue is filled, and the folder let go, first.
    const handle = await openDatabase({ dataDir });
    const queries = await fillCatalogue(handle).finally(() => handle.close());
    const api = await startApi({ ...env, DATA_DIR: dataDir });
    try {
      rows.push(...(await measure('PGlite', api, queries)));
    } finally {
      await api.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

export function reportMedicineSearch(rows: MedicineSearchRow[]) {
  console.log(
    `\nMedicine search, ${MEDICINE_COUNT.toLocaleString('en')} medicines, ${CONNECTIONS} searchers, a different misspelt name each request:`,
  );
  printMarkdownTable(
    ['Database', 'Route', 'Requests/s', 'p50 ms', 'p99 ms', 'Failures'],
    rows.map((row) => [
      row.database,
      row.route,
      Math.round(row.requestsPerSecond).toLocaleString('en'),
      String(row.p50),
      String(row.p99),
      String(row.failures),
    ]),
  );
  for (const row of rows.filter((row) => row.route === SEARCH))
    console.log(
      `  ${row.database}, ${SEARCH}: p99 ${row.p99} ms (< ${TARGET_P99_MS}), ${row.failures} failures: ${row.p99 < TARGET_P99_MS && row.failures === 0 ? 'met' : 'MISSED'}`,
    );
}
