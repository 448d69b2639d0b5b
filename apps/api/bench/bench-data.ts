import { addDays, formatWireDate, type IsoDate } from '@sustho/contracts';
import { buildApp } from '../src/app.js';
import { parseEnv } from '../src/config/env.js';
import { eq, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../src/db/client.js';
import { doctors, treatments } from '../src/db/schema.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { seedCatalog } from '../src/db/seed.js';
import { SEED_WORKING_DAYS } from '../src/db/seed-data.js';
import { createBooking, createDoctor, createUser } from '../test/factories.js';

/**
 * The servers open bookings a year ahead (BOOKING_HORIZON_DAYS), so the demo catalogue alone has
 * free slots for every POST /api/booking run: reads keep answering the demo's eight treatments.
 */
export const BENCH_HORIZON_DAYS = 366;
/** More than a working day's doctor slots, so no patient is sent to two slots of one day. */
const PATIENTS = 200;
const READER_BOOKINGS = 10;

const DOCTORS_PER_TREATMENT = 3;

/**
 * The demo catalogue, with every treatment topped up to three doctors (the seed has two or three),
 * each extra one working Sunday to Thursday from 9.00 am to 5.00 pm: 8 treatments × 3 doctors.
 */
export async function seedBenchCatalog(db: Database): Promise<void> {
  await seedCatalog(db);
  const counts = await db
    .select({ treatmentId: treatments.id, doctors: sql<number>`count(${doctors.id})::int` })
    .from(treatments)
    .leftJoin(doctors, eq(doctors.treatmentId, treatments.id))
    .groupBy(treatments.id);
  const fullDay = Array.from({ length: 16 }, (_, index) => {
    const minutes = 9 * 60 + index * 30;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  });
  for (const { treatmentId, doctors: count } of counts) {
    for (let extra = count; extra < DOCTORS_PER_TREATMENT; extra += 1)
      await createDoctor(db, { treatmentId, slotStarts: fullDay, weekdays: SEED_WORKING_DAYS });
  }
}

/** The day itself, or the next one on which the seeded doctors work, so reads find full days. */
export function nextWorkingDay(day: IsoDate): IsoDate {
  let next = day;
  while (!SEED_WORKING_DAYS.includes(new Date(`${next}T12:00:00Z`).getUTCDay()))
    next = addDays(next, 1);
  return next;
}

export interface Patient {
  email: string;
  authorization: string;
}

/** One POST /api/booking payload's place: a day, a treatment, one of its slots and its doctor. */
export interface BookingTarget {
  appointmentDate: string;
  treatmentName: string;
  slot: string;
  doctorId: string;
}

/**
 * Migrates and seeds the benchmark database and makes signed-in patients with the test factories
 * (tokens signed with `secret`, the servers' AUTH_SECRET), and a reader holding ten past bookings
 * for GET /api/bookings. The targets are every slot from tomorrow to the day before `readDay`,
 * ordered by day, treatment, then slot: the slots of one treatment on one day are neighbours, so
 * patients taken in turn never ask for two of them, and `readDay`'s slots all stay free.
 */
export async function prepareBenchData(database: DatabaseHandle, secret: string, today: IsoDate) {
  await migrateDatabase(database);
  await seedBenchCatalog(database.db);
  const app = await buildApp({
    env: parseEnv({ LOG_LEVEL: 'silent', BOOKING_HORIZON_DAYS: String(BENCH_HORIZON_DAYS) }),
    database,
    secret,
    logger: false,
  });
  const users = await Promise.all(Array.from({ length: PATIENTS + 1 }, () => createUser(app)));

  const reader = users.pop()!;
  const options = await app.services.catalog.listOptionsForDay(addDays(today, 1));
  for (let day = 1; day <= READER_BOOKINGS; day += 1) {
    const option = options[day % options.length]!;
    await createBooking(database.db, {
      treatmentId: option._id,
      appointmentDate: addDays(today, -day),
      slotStart: '09:00',
      userId: reader.user.id,
      email: reader.user.email,
    });
  }

  // Every doctor's free slot of every day, as the appointment page offers them.
  const readDay = nextWorkingDay(addDays(today, BENCH_HORIZON_DAYS - 8));
  const targets: BookingTarget[] = [];
  for (let day = addDays(today, 1); day < readDay; day = addDays(day, 1)) {
    for (const option of await app.services.catalog.listOptionsForDay(day)) {
      for (const doctor of option.doctors)
        for (const slot of doctor.slots)
          targets.push({
            appointmentDate: formatWireDate(day),
            treatmentName: option.name,
            slot,
            doctorId: doctor._id,
          });
    }
  }
  await app.close();
  const asPatient = ({ user, headers }: (typeof users)[number]): Patient => ({
    email: user.email,
    authorization: headers.authorization,
  });
  return { patients: users.map(asPatient), reader: asPatient(reader), targets, readDay };
}
