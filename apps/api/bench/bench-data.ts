import { randomUUID } from 'node:crypto';
import { addDays, formatWireDate, type IsoDate, type UserRole } from '@sustho/contracts';
import { isNull, sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { parseEnv } from '../src/config/env.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { doctors, sessions, treatments, users } from '../src/db/schema.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { seedCatalog } from '../src/db/seed.js';
import { accessTokenSigner } from '../src/modules/auth/access-token.js';
import { createDoctor } from '../test/factories.js';
import { fillBookings } from './fill-bookings.js';

/**
 * The servers open bookings a year ahead (BOOKING_HORIZON_DAYS), so every POST /api/booking
 * run of the benchmark finds free slots: reads keep answering the demo's eight treatments.
 */
export const BENCH_HORIZON_DAYS = 366;
/** More than a treatment's doctor slots on one day, so no patient is sent to two slots of one day. */
const PATIENTS = 1_000;
const READER_BOOKINGS = 10;
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

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
 * Signed-in accounts made straight in the database (users and sessions, no password: the
 * benchmark only needs their tokens), patients unless `role` says otherwise, with tokens signed by
 * `secret`, the servers' AUTH_SECRET.
 */
export async function createAccounts(
  database: DatabaseHandle,
  secret: string,
  count: number,
  role: UserRole = 'user',
) {
  const signer = accessTokenSigner(secret);
  const made = Array.from({ length: count }, (_, index) => ({
    user: {
      id: randomUUID(),
      name: `Bench ${role === 'user' ? 'patient' : role} ${index}`,
      email: `bench-${randomUUID()}@example.com`,
      role,
    },
    sessionId: randomUUID(),
  }));
  await database.db.insert(users).values(made.map(({ user }) => user));
  await database.db.insert(sessions).values(
    made.map(({ user, sessionId }) => ({
      id: sessionId,
      token: randomUUID(),
      userId: user.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    })),
  );
  return Promise.all(
    made.map(async ({ user, sessionId }) => ({
      id: user.id,
      email: user.email,
      authorization: `Bearer ${await signer.sign(user, sessionId)}`,
    })),
  );
}

/** Migrates and seeds the benchmark database and makes the signed-in patients and the reader. */
export async function prepareBench(database: DatabaseHandle, secret: string) {
  await migrateDatabase(database);
  await seedCatalog(database.db);
  const [reader, ...patients] = await createAccounts(database, secret, PATIENTS + 1);
  return { reader: reader!, patients };
}

export type Bench = Awaited<ReturnType<typeof prepareBench>>;

/**
 * Sets the catalogue to `doctorCount` listed doctors shared out between the eight treatments (the
 * seed's doctors are delisted), fills `bookingCount` past bookings, gives the reader ten upcoming
 * bookings, and lists up to `targetCount` free slots from tomorrow on, in order of day, treatment,
 * doctor and slot, for POST /api/booking. The day the reads ask for (`readDay`) comes after every
 * target and is half booked.
 */
export async function setScale(
  database: DatabaseHandle,
  bench: Bench,
  scale: { doctors: number; bookings: number; targets: number },
  today: IsoDate,
) {
  const { db } = database;
  const readDay = addDays(today, BENCH_HORIZON_DAYS - 1);
  // Jobs too: a booking run leaves its e-mails queued, and the next servers would send them meanwhile.
  await db.execute(sql`truncate bookings, jobs cascade`);
  await db.update(doctors).set({ deletedAt: new Date() }).where(isNull(doctors.deletedAt));
  const options = await db.select({ id: treatments.id }).from(treatments).orderBy(treatments.name);
  for (let index = 0; index < scale.doctors; index += 1)
    await createDoctor(db, {
      treatmentId: options[index % options.length]!.id,
      // Every day from 8.00 am to 8.00 pm: 24 half-hour slots.
      slotStarts: ['08:00'],
      slotMinutes: 720,
      weekdays: EVERY_DAY,
    });
  await fillBookings(db, scale.bookings, today, readDay);
  await db.execute(sql`analyze`);

  const app = await buildApp({
    env: parseEnv({ LOG_LEVEL: 'silent', BOOKING_HORIZON_DAYS: String(BENCH_HORIZON_DAYS) }),
    database,
    secret: randomUUID(),
    logger: false,
  });
  try {
    const farOption = (await app.services.catalog.listOptionsForDay(readDay))[0]!;
    for (let day = 1; day <= READER_BOOKINGS; day += 1) {
      await db.execute(sql`
        insert into bookings (option_id, doctor_id, appointment_date, slot_start, slot_end, user_id, patient_name, email, phone, price_cents, currency)
        select ${farOption._id}::uuid, ${farOption.doctors[0]!._id}::uuid, ${addDays(readDay, day)}::date, '09:00', '09:30',
          ${bench.reader.id}, 'Bench reader', ${bench.reader.email}, '01712345678', price_cents, currency
        from appointment_options where id = ${farOption._id}::uuid`);
    }
    const targets: BookingTarget[] = [];
    for (
      let day = addDays(today, 1);
      day < readDay && targets.length < scale.targets;
      day = addDays(day, 1)
    ) {
      for (const option of await app.services.catalog.listOptionsForDay(day))
        for (const doctor of option.doctors)
          for (const slot of doctor.slots)
            targets.push({
              appointmentDate: formatWireDate(day),
              treatmentName: option.name,
              slot,
              doctorId: doctor._id,
            });
    }
    const doctorsListed = await db.$count(doctors, isNull(doctors.deletedAt));
    return { targets, readDay, doctorsListed };
  } finally {
    await app.close();
  }
}

/**
 * The proxied benchmark's data (bench/proxied.ts): the first size of `npm run bench` (8 doctors,
 * 1,000 past bookings) with `targets` free slots to book.
 */
export async function prepareBenchData(
  database: DatabaseHandle,
  secret: string,
  today: IsoDate,
  targets: number,
) {
  const bench = await prepareBench(database, secret);
  const scale = await setScale(database, bench, { doctors: 8, bookings: 1_000, targets }, today);
  return { ...bench, ...scale };
}

/** The reader's e-mail, for GET /api/bookings?email=. */
export const readerPath = (bench: Bench) =>
  `/api/bookings?email=${encodeURIComponent(bench.reader.email)}`;
