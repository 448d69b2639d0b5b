import { randomUUID } from 'node:crypto';
import type { UserRole } from '@sustho/contracts';
import type { App } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { asc, eq } from 'drizzle-orm';
import {
  treatments,
  blogs,
  bookings,
  doctorHours,
  doctors,
  serviceCategories,
  sessions,
  users,
} from '../src/db/schema.js';
import { createPasswordUser } from '../src/modules/auth/credentials.js';
import { isCancelled } from '../src/modules/bookings/booking-state.js';
import { clinicNow } from '../src/lib/clinic-time.js';
import { clock } from '../src/lib/clock.js';

const unique = () => randomUUID().slice(0, 8);

export async function createService(
  db: Database,
  overrides: Partial<typeof serviceCategories.$inferInsert> = {},
) {
  const [row] = await db
    .insert(serviceCategories)
    .values({ name: `Service ${unique()}`, description: 'A service for tests', ...overrides })
    .returning();
  return row!;
}

/** 'HH:MM' plus some minutes. */
export function addMinutes(time: string, minutes: number): string {
  const total = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

export const EVERY_WEEKDAY = [0, 1, 2, 3, 4, 5, 6];

/**
 * A doctor of a treatment, working the given slot starts (each one slot long) on the given
 * weekdays (0 = Sunday; every day unless told).
 */
export async function createDoctor(
  db: Database,
  values: Pick<typeof doctors.$inferInsert, 'treatmentId'> &
    Partial<typeof doctors.$inferInsert> & {
      slotStarts?: string[];
      slotMinutes?: number;
      weekdays?: number[];
    },
) {
  const { slotStarts = [], slotMinutes = 30, weekdays = EVERY_WEEKDAY, ...overrides } = values;
  const [doctor] = await db
    .insert(doctors)
    .values({
      name: `Dr. Test ${unique()}`,
      email: `doctor-${unique()}@example.com`,
      image: '/images/doctor-default.svg',
      ...overrides,
    })
    .returning();
  const hours = weekdays.flatMap((weekday) =>
    slotStarts.map((start) => ({
      doctorId: doctor!.id,
      weekday,
      startsAt: start,
      endsAt: addMinutes(start, slotMinutes),
    })),
  );
  if (hours.length > 0) await db.insert(doctorHours).values(hours);
  return doctor!;
}

/**
 * A treatment with one doctor working `slotStarts` (09:00, 09:30 and 10:00 unless told) every day,
 * so it offers exactly those slots; `doctorId` names that doctor.
 */
export async function createOption(
  db: Database,
  overrides: Partial<typeof treatments.$inferInsert> & { slotStarts?: string[] } = {},
) {
  const { slotStarts = ['09:00', '09:30', '10:00'], ...values } = overrides;
  const serviceCategoryId = values.serviceCategoryId ?? (await createService(db)).id;
  const [row] = await db
    .insert(treatments)
    .values({
      name: `Treatment ${unique()}`,
      priceCents: 2500,
      currency: 'USD',
      ...values,
      serviceCategoryId,
    })
    .returning();
  const doctor = await createDoctor(db, {
    treatmentId: row!.id,
    slotStarts,
    slotMinutes: row!.slotMinutes,
  });
  return { ...row!, doctorId: doctor.id };
}

export async function createBlog(db: Database, overrides: Partial<typeof blogs.$inferInsert> = {}) {
  const [row] = await db
    .insert(blogs)
    .values({
      title: `Blog ${unique()}`,
      body: 'A blog body that is long enough to make an excerpt.',
      ...overrides,
    })
    .returning();
  return row!;
}

type BookingInsert = typeof bookings.$inferInsert;

/** A booking; one made in a cancelled state carries its cancellation time, as the database requires. */
/**
 * Patients of accounts nobody signs in to, `count` of them: every booking is a patient's, and the
 * database writes an account's own profile with the account. Answers their ids.
 */
export async function createPatients(db: Database, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  if (count === 0) return ids;
  await db
    .insert(users)
    .values(ids.map((id) => ({ id, name: 'Test Patient', email: `patient-${id}@example.com` })));
  return ids;
}

export async function createBooking(
  db: Database,
  values: Pick<BookingInsert, 'treatmentId' | 'appointmentDate' | 'slotStart'> &
    Partial<BookingInsert>,
) {
  const doctorId = values.doctorId ?? (await firstDoctorOf(db, values.treatmentId));
  const patientId = values.patientId ?? values.userId ?? (await createPatients(db, 1))[0]!;
  const [row] = await db
    .insert(bookings)
    .values({
      doctorId,
      patientId,
      slotEnd: addMinutes(values.slotStart!, 30),
      patientName: 'Test Patient',
      email: `patient-${unique()}@example.com`,
      phone: '01712345678',
      priceCents: 2500,
      currency: 'USD',
      cancelledAt: values.state && isCancelled(values.state) ? new Date() : null,
      ...values,
    })
    .returning();
  return row!;
}

async function firstDoctorOf(db: Database, treatmentId: string) {
  const [doctor] = await db
    .select({ id: doctors.id })
    .from(doctors)
    .where(eq(doctors.treatmentId, treatmentId))
    .orderBy(asc(doctors.createdAt))
    .limit(1);
  if (!doctor) throw new Error('createBooking: the treatment has no doctor');
  return doctor.id;
}

let userCounter = 0;

/** A signed-in user: the account, a live session, its access token and the header to send it. */
export async function createUser(
  app: App,
  overrides: { name?: string; email?: string; role?: UserRole; password?: string } = {},
) {
  userCounter += 1;
  const { user } = await createPasswordUser(app.db, {
    name: overrides.name ?? `Patient ${userCounter}`,
    email: overrides.email ?? `user-${unique()}@example.com`,
    password: overrides.password ?? 'correct-horse-battery',
    role: overrides.role ?? 'user',
  });
  const [session] = await app.db
    .insert(sessions)
    .values({
      id: randomUUID(),
      token: randomUUID(),
      userId: user.id,
      expiresAt: new Date(Date.now() + 7 * 86_400_000),
    })
    .returning();
  const token = await app.authServices.accessTokens.sign(user, session!.id);
  return {
    // A session the password started: no second factor passed (decision 030).
    user: { ...user, sessionId: session!.id, secondFactorPassed: false },
    session: session!,
    token,
    headers: { authorization: `Bearer ${token}` },
  };
}

/** The session cookie a browser holds after signing in with e-mail and password. */
export async function sessionCookie(app: App, email: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`Signing in ${email} failed: ${response.body}`);
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/** A doctor's signed-in account, linked to a doctor of a fresh treatment (returned as `doctor`). */
export async function createDoctorUser(
  app: App,
  overrides: { name?: string; email?: string; password?: string } = {},
) {
  const signedIn = await createUser(app, { ...overrides, role: 'doctor' });
  const option = await createOption(app.db, { slotStarts: [] });
  const doctor = await createDoctor(app.db, {
    treatmentId: option.id,
    name: signedIn.user.name,
    email: signedIn.user.email,
    userId: signedIn.user.id,
    slotStarts: ['09:00', '09:30', '10:00'],
  });
  return { ...signedIn, doctor };
}

export const createAdmin = (app: App, overrides: { name?: string; email?: string } = {}) =>
  createUser(app, { ...overrides, role: 'admin' });

/**
 * A paid booking whose consultation room is open now on the real clock (or the clock tests set):
 * today on the clinic's calendar, in the hour that has begun, so no slot crosses midnight.
 */
export async function createOpenRoomBooking(
  app: App,
  values: { userId: string; doctorId: string; treatmentId: string } & Partial<BookingInsert>,
) {
  const { today, minutes } = clinicNow(clock.now(), app.env.CLINIC_TIME_ZONE);
  const hour = Math.floor(minutes / 60);
  const at = (h: number) => `${String(h).padStart(2, '0')}:00`;
  return createBooking(app.db, {
    appointmentDate: today,
    slotStart: at(hour),
    slotEnd: hour === 23 ? '23:59' : at(hour + 1),
    state: 'paid',
    ...values,
  });
}
