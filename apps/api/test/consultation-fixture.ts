/**
 * Data for the consultation browser test (e2e/tests/consultation.spec.ts), written before its API
 * servers start (an embedded database admits one process at a time):
 *
 *   tsx test/consultation-fixture.ts create   with DATA_DIR, or with DATABASE_URL naming a
 *                                             PostgreSQL server (a fresh database is made on it)
 *   tsx test/consultation-fixture.ts drop URL the PostgreSQL database it made
 *
 * `create` makes a patient, a doctor with an account, and a paid booking between them at 12:00 in
 * the clinic's time zone tomorrow, and prints {databaseUrl?, bookingId, patient, doctor, clockAt}
 * as JSON: clockAt is 11:58 that day, for the servers' clock (test/clocked-server.ts).
 */
import { randomBytes } from 'node:crypto';
import { addDays, CONSENT_VERSION } from '@sustho/contracts';
import { eq } from 'drizzle-orm';
import postgres from 'postgres';
import { openDatabase } from '../src/db/client.js';
import { consents, patients } from '../src/db/schema.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { clinicInstant, clinicNow } from '../src/lib/clinic-time.js';
import { createPasswordUser } from '../src/modules/auth/credentials.js';
import { createBooking, createDoctor, createOption } from './factories.js';
import { databaseUrl as databaseUrlOn } from './database-url.js';

const TIME_ZONE = 'Asia/Dhaka';
const PASSWORD = 'consultation-e2e-2026';

async function create() {
  let databaseUrl: string | undefined;
  if (process.env.DATABASE_URL) {
    const name = `sustho_e2e_${randomBytes(6).toString('hex')}`;
    const admin = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    await admin.end();
    databaseUrl = databaseUrlOn(process.env.DATABASE_URL, name);
  }
  const handle = await openDatabase({ url: databaseUrl, dataDir: process.env.DATA_DIR });
  try {
    await migrateDatabase(handle);
    const db = handle.db;
    const unique = randomBytes(4).toString('hex');
    const patient = { email: `patient-${unique}@example.com`, password: PASSWORD };
    const doctor = { email: `doctor-${unique}@example.com`, password: PASSWORD };
    const { user: patientUser } = await createPasswordUser(db, {
      name: 'Rahim Uddin',
      email: patient.email,
      password: PASSWORD,
      role: 'user',
      emailVerified: true,
    });
    // A patient who has consulted before: the consent and the facts the room asks for first are
    // on record (the consent step itself is tested with the clinical record).
    await db
      .update(patients)
      .set({ dateOfBirth: '1990-04-12', sex: 'male' })
      .where(eq(patients.id, patientUser.id));
    await db
      .insert(consents)
      .values({ userId: patientUser.id, patientId: patientUser.id, version: CONSENT_VERSION });
    const { user: doctorUser } = await createPasswordUser(db, {
      name: 'Dr. Nasreen Akter',
      email: doctor.email,
      password: PASSWORD,
      role: 'doctor',
      emailVerified: true,
    });
    const option = await createOption(db, { name: `Video consultation ${unique}`, slotStarts: [] });
    const doctorRow = await createDoctor(db, {
      treatmentId: option.id,
      name: doctorUser.name,
      email: doctor.email,
      userId: doctorUser.id,
    });
    const day = addDays(clinicNow(new Date(), TIME_ZONE).today, 1);
    const booking = await createBooking(db, {
      treatmentId: option.id,
      doctorId: doctorRow.id,
      userId: patientUser.id,
      patientName: patientUser.name,
      email: patient.email,
      appointmentDate: day,
      slotStart: '12:00',
      state: 'paid',
    });
    const clockAt = clinicInstant(day, '11:58', TIME_ZONE).toISOString();
    console.log(JSON.stringify({ databaseUrl, bookingId: booking.id, patient, doctor, clockAt }));
  } finally {
    await handle.close();
  }
}

async function drop(url: string) {
  const name = new URL(url).pathname.slice(1);
  if (!/^sustho_e2e_[0-9a-f]{12}$/.test(name)) throw new Error(`Not a fixture database: ${name}`);
  const base = new URL(url);
  base.pathname = '/postgres';
  const admin = postgres(base.toString(), { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
}

const [command, argument] = process.argv.slice(2);
if (command === 'create') await create();
else if (command === 'drop' && argument) await drop(argument);
else throw new Error('Usage: consultation-fixture.ts create | drop URL');
