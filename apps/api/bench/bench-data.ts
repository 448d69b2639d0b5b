import { addDays, formatWireDate, slotLabel, type IsoDate } from '@sustho/contracts';
import { buildApp } from '../src/app.js';
import { parseEnv } from '../src/config/env.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { treatments } from '../src/db/schema.js';
import { seedCatalog } from '../src/db/seed.js';
import { createBooking, createUser } from '../test/factories.js';

/**
 * The servers open bookings a year ahead (BOOKING_HORIZON_DAYS), so the demo catalogue alone has
 * free slots for every POST /api/booking run: reads keep answering the demo's eight treatments.
 */
export const BENCH_HORIZON_DAYS = 366;
const PATIENTS = 100;
const READER_BOOKINGS = 10;

export interface Patient {
  email: string;
  authorization: string;
}

/** One POST /api/booking payload's place: a day, a treatment and one of its slots. */
export interface BookingTarget {
  appointmentDate: string;
  treatmentName: string;
  slot: string;
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
  await seedCatalog(database.db);
  const app = await buildApp({
    env: parseEnv({ LOG_LEVEL: 'silent' }),
    database,
    secret,
    logger: false,
  });
  const users = await Promise.all(Array.from({ length: PATIENTS + 1 }, () => createUser(app)));
  await app.close();

  const options = await database.db
    .select({
      id: treatments.id,
      name: treatments.name,
      slotStarts: treatments.slotStarts,
    })
    .from(treatments);
  const reader = users.pop()!;
  for (let day = 1; day <= READER_BOOKINGS; day += 1) {
    const option = options[day % options.length]!;
    const values = {
      treatmentId: option.id,
      appointmentDate: addDays(today, -day),
      slotStart: option.slotStarts[0]!,
    };
    await createBooking(database.db, {
      ...values,
      userId: reader.user.id,
      email: reader.user.email,
    });
  }

  const readDay = addDays(today, BENCH_HORIZON_DAYS - 1);
  const targets: BookingTarget[] = [];
  for (let day = addDays(today, 1); day < readDay; day = addDays(day, 1)) {
    for (const option of options) {
      for (const start of option.slotStarts)
        targets.push({
          appointmentDate: formatWireDate(day),
          treatmentName: option.name,
          slot: slotLabel(start),
        });
    }
  }
  const asPatient = ({ user, headers }: (typeof users)[number]): Patient => ({
    email: user.email,
    authorization: headers.authorization,
  });
  return { patients: users.map(asPatient), reader: asPatient(reader), targets, readDay };
}
