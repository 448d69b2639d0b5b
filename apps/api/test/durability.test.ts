import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, formatWireDate, slotLabel, type AppointmentOption } from '@sustho/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { treatments, bookings, outbox } from '../src/db/schema.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { seedCatalog } from '../src/db/seed.js';
import { clinicNow } from '../src/lib/clinic-time.js';
import { startApiProcess } from './api-process.js';
import { doubleBookings } from './booking-invariants.js';
import { createUser } from './factories.js';
import { createTestDatabase, TEST_SECRET, testDatabaseKind, testEnv } from './helper.js';

/**
 * Durability: the real server takes bookings from many patients at once, is killed with SIGKILL
 * in the middle, and is started again on the same data. Every booking it acknowledged must be in
 * the database, whole (with the confirmation e-mail its transaction wrote), and the double-booking
 * rules must still hold. Runs on the database under test: PGlite in the default pass, PostgreSQL
 * in the TEST_DATABASE_URL pass.
 */
/** More than the free slot times of one demo day (about 90), so each day's slots go to different patients. */
const PATIENTS = 100;
const CONCURRENT_REQUESTS = 16;
const LOAD_MS = 3_000;
const MIN_ACKNOWLEDGED = 20;
const MAX_LOAD_MS = 30_000;
const TEST_TIMEOUT_MS = 90_000;

interface Target {
  date: string;
  treatmentName: string;
  slot: string;
  /** The patient who asks for it: the target's place in its day, so no patient asks for two slots of a day. */
  patient: number;
}

interface Acknowledged extends Target {
  id: string;
  email: string;
}

interface Store {
  /** The server's settings for this database, on top of the shared ones. */
  env: Record<string, string>;
  /** Opens the database in this process (for PGlite: only while no server holds the folder). */
  open(): Promise<DatabaseHandle>;
  /** Closes a handle that open() gave. */
  release(handle: DatabaseHandle): Promise<void>;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'sustho-durability-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const serverEnv = {
  AUTH_SECRET: TEST_SECRET,
  AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
  DATA_DIR: dataDir,
};

/** Makes the catalogue and the signed-in patients directly in the database, then lets it go. */
async function preparePatients(store: Store) {
  const database = await store.open();
  try {
    await migrateDatabase(database);
    await seedCatalog(database.db);
    const app = await buildApp({ env: testEnv(), database, secret: TEST_SECRET, logger: false });
    const patients = await Promise.all(Array.from({ length: PATIENTS }, () => createUser(app)));
    await app.close();
    return patients.map(({ user, headers }) => ({
      email: user.email,
      headers: { ...headers, 'content-type': 'application/json' },
    }));
  } finally {
    await store.release(database);
  }
}

/** Free slots from tomorrow to the end of the booking horizon, as the appointment page offers them. */
async function freeSlots(url: string): Promise<Target[]> {
  const tomorrow = addDays(clinicNow(new Date(), testEnv().CLINIC_TIME_ZONE).today, 1);
  const days = Array.from({ length: 30 }, (_, offset) => formatWireDate(addDays(tomorrow, offset)));
  const perDay = await Promise.all(
    days.map(async (date) => {
      const response = await fetch(
        `${url}/api/appointmentOptions?date=${encodeURIComponent(date)}`,
      );
      const options = (await response.json()) as AppointmentOption[];
      return options
        .flatMap((option) =>
          option.slots.map((slot) => ({ date, treatmentName: option.name, slot })),
        )
        .map((target, patient) => ({ ...target, patient }));
    }),
  );
  return perDay.flat();
}

/**
 * Books target after target from several connections until the server dies; returns what it
 * acknowledged. Targets are taken in order, each by its own patient, so no patient asks for two
 * slots of one day.
 */
async function bookUntilKilled(
  url: string,
  patients: Awaited<ReturnType<typeof preparePatients>>,
  targets: Target[],
  kill: () => Promise<void>,
) {
  const acknowledged: Acknowledged[] = [];
  let next = 0;
  let refused = 0;
  const worker = async () => {
    while (next < targets.length) {
      const index = next++;
      const target = targets[index]!;
      const patient = patients[target.patient]!;
      const body = JSON.stringify({
        appointmentDate: target.date,
        treatmentName: target.treatmentName,
        patientName: 'Durable Patient',
        slot: target.slot,
        phone: '01712345678',
      });
      try {
        const response = await fetch(`${url}/api/booking`, {
          method: 'POST',
          headers: patient.headers,
          body,
        });
        const answer = (await response.json()) as { acknowledged: boolean; insertedId?: string };
        if (answer.acknowledged)
          acknowledged.push({ ...target, id: answer.insertedId!, email: patient.email });
        else refused += 1;
      } catch {
        return; // The server is gone: this request was never acknowledged.
      }
    }
  };
  const workers = Array.from({ length: CONCURRENT_REQUESTS }, worker);
  // The kill comes after LOAD_MS, and not before some bookings were acknowledged: a busy machine
  // (other test files run beside this one) may start slowly.
  const started = Date.now();
  const loading = () =>
    Date.now() - started < LOAD_MS ||
    (acknowledged.length < MIN_ACKNOWLEDGED && Date.now() - started < MAX_LOAD_MS);
  while (loading()) await new Promise((resolve) => setTimeout(resolve, 50));
  await kill();
  await Promise.all(workers);
  return { acknowledged, refused, attempted: next };
}

/** Every acknowledged booking is there as it was asked for; every row is whole; no slot is held twice. */
async function expectDurable({ db }: DatabaseHandle, acknowledged: Acknowledged[]) {
  const rows = await db
    .select({
      id: bookings.id,
      treatmentName: treatments.name,
      date: bookings.appointmentDate,
      slotStart: bookings.slotStart,
      email: bookings.email,
      state: bookings.state,
      priceCents: bookings.priceCents,
      optionPriceCents: treatments.priceCents,
      // The confirmation only: a reminder (decision 022) names the booking too, in its room link.
      mails: sql<number>`(select count(*)::int from ${outbox} where ${outbox.subject} like 'Your Sustho appointment:%' and ${outbox.text} like '%' || ${bookings.id}::text || '%')`,
    })
    .from(bookings)
    .innerJoin(treatments, eq(treatments.id, bookings.treatmentId));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const lost = acknowledged.filter(({ id, treatmentName, date, slot, email }) => {
    const row = byId.get(id);
    return !(
      row?.state === 'booked' &&
      row.treatmentName === treatmentName &&
      formatWireDate(row.date!) === date &&
      slotLabel(row.slotStart!) === slot &&
      row.email === email
    );
  });
  expect(lost, 'acknowledged bookings missing or changed after the restart').toEqual([]);
  // Whole: the price copied from the option and the confirmation e-mail written in the same transaction.
  const broken = rows.filter((row) => row.priceCents !== row.optionPriceCents || row.mails !== 1);
  expect(
    broken.map((row) => row.id),
    'bookings without their price or their e-mail',
  ).toEqual([]);

  expect(await doubleBookings(db)).toEqual({
    doctorsHeldTwice: [],
    patientsHeldTwice: [],
    patientDaysHeldTwice: [],
  });
}

async function killAndRestart(store: Store) {
  const patients = await preparePatients(store);
  const env = { ...serverEnv, ...store.env };
  const first = await startApiProcess(env);
  const targets = await freeSlots(first.url);
  const load = await bookUntilKilled(first.url, patients, targets, first.kill);
  expect(load.acknowledged.length, 'bookings acknowledged before the kill').toBeGreaterThan(0);
  expect(load.refused).toBe(0);

  // Starting again on the same data: migrations, seeding and the data-folder lock must all cope.
  const second = await startApiProcess(env);
  try {
    // The next target in order, for its patient: the same rule as under load, so this patient
    // holds no other slot on that day.
    const target = targets[load.attempted]!;
    const patient = patients[target.patient]!;
    const response = await fetch(`${second.url}/api/booking`, {
      method: 'POST',
      headers: patient.headers,
      body: JSON.stringify({
        appointmentDate: target.date,
        treatmentName: target.treatmentName,
        patientName: 'After Restart',
        slot: target.slot,
        phone: '01712345678',
      }),
    });
    const answer = (await response.json()) as { acknowledged: boolean; insertedId: string };
    expect(answer.acknowledged).toBe(true);
    load.acknowledged.push({ ...target, id: answer.insertedId, email: patient.email });
    // A stop asked for lets every listener go before the database closes, and exits cleanly.
    expect(await second.stop(), 'exit code after SIGTERM').toBe(0);
  } finally {
    await second.stop();
  }

  const database = await store.open();
  try {
    await expectDurable(database, load.acknowledged);
  } finally {
    await store.release(database);
  }
  console.log(
    `durability (${testDatabaseKind}): ${load.acknowledged.length - 1} bookings acknowledged in ${LOAD_MS / 1000} s before SIGKILL, all kept`,
  );
}

describe.skipIf(testDatabaseKind !== 'pglite')(
  'a SIGKILL under booking load on PGlite (runs in the PGlite pass)',
  () => {
    it(
      'keeps every acknowledged booking, whole, and starts again',
      () =>
        killAndRestart({
          env: { DATABASE_URL: '' },
          open: () => openDatabase({ dataDir }),
          release: (handle) => handle.close(),
        }),
      TEST_TIMEOUT_MS,
    );
  },
);

const postgres = testDatabaseKind === 'postgres' ? await createTestDatabase() : null;

describe.skipIf(!postgres)(
  'a SIGKILL under booking load on PostgreSQL (runs when TEST_DATABASE_URL is set)',
  () => {
    it(
      'keeps every acknowledged booking, whole, and starts again',
      () =>
        killAndRestart({
          env: { DATABASE_URL: postgres!.url!, PAYMENTS_SANDBOX: 'true', MAIL_OUTBOX_ONLY: 'true' },
          // The test database's own handle stays open for the whole file; helper.ts closes and drops it.
          open: async () => postgres!,
          release: async () => {},
        }),
      TEST_TIMEOUT_MS,
    );
  },
);
