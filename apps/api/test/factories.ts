import { randomUUID } from 'node:crypto';
import type { App } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { treatments, blogs, bookings, serviceCategories, sessions } from '../src/db/schema.js';
import { createPasswordUser } from '../src/modules/auth/credentials.js';
import { isCancelled } from '../src/modules/bookings/booking-state.js';

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

export async function createOption(
  db: Database,
  overrides: Partial<typeof treatments.$inferInsert> = {},
) {
  const serviceCategoryId = overrides.serviceCategoryId ?? (await createService(db)).id;
  const [row] = await db
    .insert(treatments)
    .values({
      name: `Treatment ${unique()}`,
      priceCents: 2500,
      slotStarts: ['09:00', '09:30', '10:00'],
      ...overrides,
      serviceCategoryId,
    })
    .returning();
  return row!;
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
export async function createBooking(
  db: Database,
  values: Pick<BookingInsert, 'treatmentId' | 'appointmentDate' | 'slotStart'> &
    Partial<BookingInsert>,
) {
  const [row] = await db
    .insert(bookings)
    .values({
      patientName: 'Test Patient',
      email: `patient-${unique()}@example.com`,
      phone: '01712345678',
      priceCents: 2500,
      cancelledAt: values.state && isCancelled(values.state) ? new Date() : null,
      ...values,
    })
    .returning();
  return row!;
}

let userCounter = 0;

/** A signed-in user: the account, a live session, its access token and the header to send it. */
export async function createUser(
  app: App,
  overrides: { name?: string; email?: string; role?: 'user' | 'admin'; password?: string } = {},
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
    user: { ...user, sessionId: session!.id },
    session: session!,
    token,
    headers: { authorization: `Bearer ${token}` },
  };
}

export const createAdmin = (app: App, overrides: { name?: string; email?: string } = {}) =>
  createUser(app, { ...overrides, role: 'admin' });
