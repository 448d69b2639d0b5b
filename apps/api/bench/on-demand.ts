import {
  ON_DEMAND_REFRESH_MS,
  type ConsultationRoom,
  type OnDemandCreated,
  type OnDemandOffer,
  type OnDemandStatus,
  type Presence,
} from '@sustho/contracts';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { treatments } from '../src/db/schema.js';
import { seedCatalog } from '../src/db/seed.js';
import type { ServerProcess } from '../test/api-process.js';
import { createDoctor } from '../test/factories.js';
import { createAccounts } from './bench-data.js';
import { printMarkdownTable } from './markdown-table.js';
import { withThrowawayPostgres } from './throwaway-postgres.js';

/**
 * `npm run bench`, Consult now (services.md §8): 50 doctors of one on-demand treatment online on
 * two API processes on PostgreSQL (a throwaway database), doctors and patients shared out between
 * the processes, so an offer or a room is often made by the process the other party does not ask.
 * Every doctor does what the doctor's page does, faster: asks for an offer every POLL_MS, accepts
 * it at once, waits until both parties' pages would show the room, completes the consultation,
 * and sends the page's heartbeat every `heartbeatSeconds`.
 *
 * First phase, the queue: 200 patients ask and pay while the doctors are offline, then the
 * doctors go online; it measures 'Accept' to both in the room for all 200, and how soon a doctor
 * who went online or finished is offered the next patient. Second phase, free doctors: 200 more
 * patients pay in waves of 25, each wave once the one before was offered and the one before that
 * finished, so at least 25 doctors are free at every payment; it measures payment to offer.
 * Beside them, the same client's round trip to GET /api/health on the same processes at rest, and
 * the polls' own round trips under the run's load: the floor under every figure. Bounded: each
 * phase stops after PHASE_LIMIT_MS and reports what did not finish. BENCH_POLL_MS=n polls every n
 * ms instead of 20, to tell the pollers' own load from the figures.
 */
const DOCTORS = 50;
const PATIENTS_PER_PHASE = 200;
const WAVE = 25;
/** Each poller asks again this long after its previous answer. */
const POLL_MS = Number(process.env.BENCH_POLL_MS ?? 20);
const TREATMENT = 'General Physician Consultation';
/** Patients asking and paying at once in the first phase (the second pays a wave at once). */
const CONCURRENCY = 20;
const BASELINE_SAMPLES = 200;
const PHASE_LIMIT_MS = 60_000;
const TARGETS = { paymentToOfferMs: 1000, acceptToRoomMs: 2000 };
const CARD = { number: '4242424242424242', expiry: '12/34', cvc: '123' };

type Account = Awaited<ReturnType<typeof createAccounts>>[number];

interface Request {
  id: string;
  patient: Account;
  api: string;
  clientSecret: string;
  phase: 'queue' | 'free';
  paidAt?: number;
  offeredAt?: number;
  completedAt?: number;
}

interface Doctor {
  account: Account;
  api: string;
  /** When the doctor last became free in the bench's eyes: online, or a consultation completed. */
  freeAt: number;
  offers: number;
}

export interface OnDemandRow {
  figure: string;
  load: string;
  samples: number[];
  /** Measurements that never finished within the phase's bound. */
  unfinished: number;
  targetMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  body: unknown;
  ms: number;
}

/** One timed request to an API process, as `account` when given, with a JSON body when given. */
async function ask(
  api: string,
  path: string,
  account?: Account,
  init: { method?: string; body?: object } = {},
): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${api}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(account ? { authorization: account.authorization } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as unknown) : null,
    ms: performance.now() - started,
  };
}

function expectOk(answer: Answer, what: string) {
  if (answer.status < 200 || answer.status > 299)
    throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Runs `work` on every item, `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** Waits until `done` holds, or the deadline passes; whether it held. */
async function waitUntil(done: () => boolean, deadline: number) {
  while (!done()) {
    if (performance.now() > deadline) return false;
    await sleep(5);
  }
  return true;
}

/** The nearest-rank percentile of `samples`, in whole milliseconds. */
export function percentile(samples: number[], fraction: number) {
  if (samples.length === 0) return null;
  const sorted = [...samples].sort((a, b) => a - b);
  return Math.round(sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)]!);
}

/** Accounts and the on-demand treatment's 50 doctors, in a migrated and seeded database. */
async function prepare(databaseUrl: string, secret: string) {
  const handle = await openDatabase({ url: databaseUrl });
  try {
    await migrateDatabase(handle);
    await seedCatalog(handle.db);
    const [treatment] = await handle.db
      .select({ id: treatments.id })
      .from(treatments)
      .where(eq(treatments.name, TREATMENT));
    if (!treatment) throw new Error(`The seed has no treatment called '${TREATMENT}'`);
    const doctors = await createAccounts(handle, secret, DOCTORS, 'doctor');
    for (const account of doctors)
      // No working hours: no scheduled booking keeps them from an offer.
      await createDoctor(handle.db, {
        treatmentId: treatment.id,
        name: `Dr. Bench ${account.id.slice(0, 8)}`,
        email: account.email,
        userId: account.id,
      });
    const patients = await createAccounts(handle, secret, 2 * PATIENTS_PER_PHASE);
    return { doctors, patients };
  } finally {
    await handle.close();
  }
}

/** Both phases against the two API processes at `urls`. */
async function measure(urls: string[], accounts: Awaited<ReturnType<typeof prepare>>) {
  const polls: number[] = [];
  const samples = {
    paymentToOffer: [] as number[],
    onlineToOffer: [] as number[],
    finishedToOffer: [] as number[],
    acceptToRoom: { queue: [] as number[], free: [] as number[] },
    acceptAnswered: [] as number[],
  };
  const requests = new Map<string, Request>();
  const errors: Error[] = [];
  let stopped = false;

  /** Asks `once` every POLL_MS until it says yes (the time it did) or the bench stops (null). */
  async function pollUntil(once: () => Promise<boolean>): Promise<number | null> {
    while (!stopped) {
      if (await once()) return performance.now();
      await sleep(POLL_MS);
    }
    return null;
  }

  async function offerFor(doctor: Doctor) {
    let offer: OnDemandOffer | null = null;
    const seenAt = await pollUntil(async () => {
      const answer = await ask(doctor.api, '/api/on-demand/offer', doctor.account);
      polls.push(answer.ms);
      offer = expectOk(answer, 'GET /api/on-demand/offer') as OnDemandOffer | null;
      return offer !== null;
    });
    return seenAt === null || offer === null ? null : { offer: offer as OnDemandOffer, seenAt };
  }

  /** Both pages show the room: the doctor's room is open; the patient's page says accepted and the room is open too. */
  async function bothInRoom(doctor: Doctor, request: Request) {
    const open = (answer: Answer) =>
      answer.status === 200 && (answer.body as ConsultationRoom).status === 'open';
    const times = await Promise.all([
      pollUntil(async () =>
        open(await ask(doctor.api, `/api/consultations/${request.id}`, doctor.account)),
      ),
      pollUntil(async () => {
        const [status, room] = await Promise.all([
          ask(request.api, `/api/on-demand/${request.id}`, request.patient),
          ask(request.api, `/api/consultations/${request.id}`, request.patient),
        ]);
        return (
          status.status === 200 &&
          (status.body as OnDemandStatus).state === 'accepted' &&
          open(room)
        );
      }),
    ]);
    return times.includes(null) ? null : Math.max(...(times as number[]));
  }

  /** One doctor's page, from going online to the end: offers taken, rooms entered, consultations completed. */
  async function doctorAtWork(doctor: Doctor) {
    for (;;) {
      const found = await offerFor(doctor);
      if (!found) return;
      const request = requests.get(found.offer._id)!;
      request.offeredAt = found.seenAt;
      // How soon a free doctor meets a waiting patient; in the second phase a free doctor waits
      // for the next wave's payment instead, which payment to offer measures.
      if (doctor.offers === 0) samples.onlineToOffer.push(found.seenAt - doctor.freeAt);
      else if (request.phase === 'queue')
        samples.finishedToOffer.push(found.seenAt - doctor.freeAt);
      doctor.offers += 1;
      const acceptedAt = performance.now();
      const accepted = await ask(
        doctor.api,
        `/api/on-demand/${request.id}/accept`,
        doctor.account,
        { method: 'POST' },
      );
      expectOk(accepted, 'POST /api/on-demand/{id}/accept');
      samples.acceptAnswered.push(accepted.ms);
      const inRoomAt = await bothInRoom(doctor, request);
      if (inRoomAt === null) return;
      samples.acceptToRoom[request.phase].push(inRoomAt - acceptedAt);
      const completed = await ask(
        doctor.api,
        `/api/bookings/${request.id}/complete`,
        doctor.account,
        {
          method: 'POST',
        },
      );
      expectOk(completed, 'POST /api/bookings/{id}/complete');
      request.completedAt = doctor.freeAt = performance.now();
    }
  }

  const pay = async (request: Request) => {
    expectOk(
      await ask(request.api, '/api/payments/sandbox/confirm', undefined, {
        method: 'POST',
        body: { clientSecret: request.clientSecret, card: CARD },
      }),
      'POST /api/payments/sandbox/confirm',
    );
    request.paidAt = performance.now();
  };

  // Every patient asks and starts paying first: unpaid requests are not in the queue.
  const all: Request[] = [];
  let index = 0;
  await eachLimited(accounts.patients, CONCURRENCY, async (patient) => {
    const api = urls[index++ % urls.length]!;
    const created = expectOk(
      await ask(api, '/api/on-demand', patient, {
        method: 'POST',
        body: { treatmentName: TREATMENT },
      }),
      'POST /api/on-demand',
    ) as OnDemandCreated;
    const intent = expectOk(
      await ask(api, '/api/create-payment-intent', patient, {
        method: 'POST',
        body: { bookingId: created._id },
      }),
      'POST /api/create-payment-intent',
    ) as { clientSecret: string };
    const request: Request = {
      id: created._id,
      patient,
      api,
      clientSecret: intent.clientSecret,
      phase: all.length < PATIENTS_PER_PHASE ? 'queue' : 'free',
    };
    all.push(request);
    requests.set(request.id, request);
  });
  const queued = all.filter((request) => request.phase === 'queue');
  const later = all.filter((request) => request.phase === 'free');

  const health: number[] = [];
  for (let sample = 0; sample < BASELINE_SAMPLES; sample += 1) {
    const answer = await ask(urls[sample % urls.length]!, '/api/health');
    expectOk(answer, 'GET /api/health');
    health.push(answer.ms);
  }

  console.log(`  ${queued.length} patients pay while the doctors are offline`);
  await eachLimited(queued, CONCURRENCY, pay);

  const doctors: Doctor[] = accounts.doctors.map((account, number) => ({
    account,
    api: urls[number % urls.length]!,
    freeAt: 0,
    offers: 0,
  }));
  const timers: NodeJS.Timeout[] = [];
  const heartbeat = (doctor: Doctor) =>
    void ask(doctor.api, '/api/on-demand/presence', doctor.account, {
      method: 'PUT',
      body: { online: true },
    })
      .then((answer) => expectOk(answer, 'PUT /api/on-demand/presence (heartbeat)'))
      .catch((error: Error) => errors.push(error));
  console.log(
    `  ${DOCTORS} doctors go online; each completes a consultation once both are in the room`,
  );
  const working: Promise<void>[] = [];
  try {
    await Promise.all(
      doctors.map(async (doctor, number) => {
        const answer = await ask(doctor.api, '/api/on-demand/presence', doctor.account, {
          method: 'PUT',
          body: { online: true },
        });
        const { heartbeatSeconds } = expectOk(answer, 'PUT /api/on-demand/presence') as Presence;
        doctor.freeAt = performance.now();
        working.push(
          doctorAtWork(doctor).catch((error: Error) => {
            errors.push(error);
          }),
        );
        // The page's heartbeats, spread over the period as doctors' pages open at different times.
        const period = heartbeatSeconds * 1000;
        timers.push(
          setTimeout(
            () => {
              heartbeat(doctor);
              timers.push(setInterval(() => heartbeat(doctor), period));
            },
            (period * (number + 1)) / DOCTORS,
          ),
        );
      }),
    );
    const queueDeadline = performance.now() + PHASE_LIMIT_MS;
    await waitUntil(
      () => errors.length > 0 || queued.every((request) => request.completedAt !== undefined),
      queueDeadline,
    );

    console.log(`  ${later.length} more patients pay in waves of ${WAVE}`);
    const freeDeadline = performance.now() + PHASE_LIMIT_MS;
    for (let start = 0; start < later.length && errors.length === 0; start += WAVE) {
      const offered = later.slice(Math.max(0, start - WAVE), start);
      const finished = later.slice(Math.max(0, start - 2 * WAVE), Math.max(0, start - WAVE));
      const ready = await waitUntil(
        () =>
          errors.length > 0 ||
          (offered.every((request) => request.offeredAt !== undefined) &&
            finished.every((request) => request.completedAt !== undefined)),
        freeDeadline,
      );
      if (!ready) break;
      await Promise.all(later.slice(start, start + WAVE).map(pay));
    }
    await waitUntil(
      () => errors.length > 0 || later.every((request) => request.completedAt !== undefined),
      freeDeadline,
    );
  } finally {
    stopped = true;
    for (const timer of timers) clearTimeout(timer);
    await Promise.all(working);
  }
  if (errors.length > 0) throw errors[0]!;

  for (const request of later)
    if (request.paidAt !== undefined && request.offeredAt !== undefined)
      // A poll may see the offer before the payment's own answer has arrived: no wait at all.
      samples.paymentToOffer.push(Math.max(0, request.offeredAt - request.paidAt));
  const notDone = (list: Request[], done: (request: Request) => boolean) =>
    list.filter((request) => !done(request)).length;
  const queueLoad = `${PATIENTS_PER_PHASE} waiting, ${DOCTORS} doctors`;
  const freeLoad = `${DOCTORS} doctors, waves of ${WAVE}`;
  const rows: OnDemandRow[] = [
    {
      figure: 'baseline: GET /api/health, one at a time, at rest',
      load: 'none',
      samples: health,
      unfinished: 0,
    },
    {
      figure: "baseline: a doctor's poll (GET /api/on-demand/offer)",
      load: 'the run',
      samples: polls,
      unfinished: 0,
    },
    {
      figure: 'payment confirmed → the doctor sees the offer',
      load: freeLoad,
      samples: samples.paymentToOffer,
      unfinished: notDone(later, (request) => request.offeredAt !== undefined),
      targetMs: TARGETS.paymentToOfferMs,
    },
    {
      figure: 'doctor online → sees the first offer',
      load: queueLoad,
      samples: samples.onlineToOffer,
      unfinished: 0,
    },
    {
      figure: 'consultation completed → the next offer',
      load: 'patients waiting',
      samples: samples.finishedToOffer,
      unfinished: 0,
    },
    {
      figure: "'Accept' → both in the room",
      load: queueLoad,
      samples: samples.acceptToRoom.queue,
      unfinished: notDone(queued, (request) => request.completedAt !== undefined),
      targetMs: TARGETS.acceptToRoomMs,
    },
    {
      figure: "'Accept' → both in the room",
      load: freeLoad,
      samples: samples.acceptToRoom.free,
      unfinished: notDone(later, (request) => request.completedAt !== undefined),
      targetMs: TARGETS.acceptToRoomMs,
    },
    {
      figure: "of which POST /api/on-demand/{id}/accept's answer",
      load: 'both phases',
      samples: samples.acceptAnswered,
      unfinished: 0,
    },
  ];
  return rows;
}

/**
 * Consult now's figures on a throwaway database of the PostgreSQL server at `serverUrl`, with two
 * API processes `startApi` starts with `serverEnv` (the bench's settings) and the database's.
 */
export async function benchOnDemand(
  serverUrl: string,
  secret: string,
  serverEnv: Record<string, string>,
  startApi: (env: Record<string, string>) => Promise<ServerProcess>,
): Promise<OnDemandRow[]> {
  return withThrowawayPostgres(serverUrl, async (databaseUrl, dataDir) => {
    const accounts = await prepare(databaseUrl, secret);
    const env = {
      ...serverEnv,
      DATABASE_URL: databaseUrl,
      PAYMENTS_SANDBOX: 'true',
      MAIL_OUTBOX_ONLY: 'true',
      DATA_DIR: dataDir,
    };
    const servers = await Promise.all([startApi(env), startApi(env)]);
    try {
      return await measure(
        servers.map((server) => server.url),
        accounts,
      );
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  });
}

/** The figures as a Markdown table, then each target's verdict. */
export function reportOnDemand(rows: OnDemandRow[]) {
  console.log(
    `\nConsult now on two API processes (PostgreSQL), polled every ${POLL_MS} ms after the previous answer:`,
  );
  const figure = (value: number | null) => (value === null ? '—' : String(value));
  printMarkdownTable(
    ['Figure', 'Load', 'Samples', 'Unfinished', 'p50 ms', 'p99 ms', 'Target p99 ms'],
    rows.map((row) => [
      row.figure,
      row.load,
      String(row.samples.length),
      String(row.unfinished),
      figure(percentile(row.samples, 0.5)),
      figure(percentile(row.samples, 0.99)),
      row.targetMs === undefined ? '—' : `< ${row.targetMs.toLocaleString('en')}`,
    ]),
  );
  console.log(
    `Resolution: a figure ending at a poll is late by up to ${POLL_MS} ms plus one poll's round trip (the baseline rows). ` +
      `The doctor's page asks for offers every ${ON_DEMAND_REFRESH_MS.toLocaleString('en')} ms (ON_DEMAND_REFRESH_MS), so in a browser an offer shows up to that much later.`,
  );
  for (const row of rows.filter((row) => row.targetMs !== undefined)) {
    const p99 = percentile(row.samples, 0.99);
    const met = p99 !== null && row.unfinished === 0 && p99 < row.targetMs!;
    console.log(
      `  ${row.figure} (${row.load}): p99 ${figure(p99)} ms, ${row.unfinished} unfinished (< ${row.targetMs} ms): ${met ? 'met' : 'MISSED'}`,
    );
  }
}
