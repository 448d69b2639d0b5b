import { eq } from 'drizzle-orm';
import { bookingInput } from '@sustho/contracts';
import { describe, expect, it } from 'vitest';
import { auditLog, bookings, users } from '../src/db/schema.js';
import { clock } from '../src/lib/clock.js';
import { buildTestApp } from './helper.js';
import { createAdmin, createBooking, createOption, createUser } from './factories.js';

const { app } = await buildTestApp();
const users$ = app.services.users;

describe('deleting a user', () => {
  it('ends their tokens, frees their future unpaid slots, keeps paid and past ones, and is audited', async () => {
    clock.set('2030-03-10T03:00:00Z');
    const admin = await createAdmin(app);
    const patient = await createUser(app);
    const option = await createOption(app.db);
    const base = { optionId: option.id, userId: patient.user.id, email: patient.user.email };
    const future = await createBooking(app.db, {
      ...base,
      appointmentDate: '2030-03-12',
      slotStart: '09:00',
    });
    const paid = await createBooking(app.db, {
      ...base,
      appointmentDate: '2030-03-13',
      slotStart: '09:00',
      state: 'paid',
    });
    const past = await createBooking(app.db, {
      ...base,
      appointmentDate: '2030-03-01',
      slotStart: '09:00',
    });

    expect(await users$.deleteUser(admin.user, patient.user.id)).toEqual({ deletedCount: 1 });

    const status = async (id: string) =>
      (await app.db.select().from(bookings).where(eq(bookings.id, id)))[0]?.state;
    expect(await status(future.id)).toBe('cancelled');
    expect(await status(paid.id)).toBe('paid');
    expect(await status(past.id)).toBe('booked');
    const gone = await app.inject({
      url: `/api/users/admin/${patient.user.email}`,
      headers: patient.headers,
    });
    expect(gone.statusCode).toBe(401);
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, patient.user.id));
    expect(entry).toMatchObject({ action: 'user.delete', actorId: admin.user.id });
  });

  it('never deletes the last admin, even when two deletions race', async () => {
    await app.db.update(users).set({ role: 'user' }).where(eq(users.role, 'admin'));
    const first = await createAdmin(app);
    const second = await createAdmin(app);
    const results = await Promise.allSettled([
      users$.deleteUser(first.user, second.user.id),
      users$.deleteUser(second.user, first.user.id),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find(
      (result) => result.status === 'rejected',
    ) as PromiseRejectedResult;
    expect(rejected.reason).toMatchObject({ statusCode: 409 });
    const admins = await app.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
  });

  it('refuses a booking whose account was deleted after its sign-in check with 401, not a 500', async () => {
    clock.set('2030-03-10T03:00:00Z');
    const patient = await createUser(app);
    const option = await createOption(app.db);
    const request = bookingInput.parse({
      appointmentDate: 'Mar 12, 2030',
      treatmentName: option.name,
      patientName: patient.user.name,
      slot: '09:00 AM - 09:30 AM',
      phone: '01712345678',
    });
    // The request has passed the sign-in check (the caller below); the account goes before the insert.
    await app.db.delete(users).where(eq(users.id, patient.user.id));
    await expect(app.services.bookings.book(patient.user, request)).rejects.toMatchObject({
      statusCode: 401,
      message: 'Your account no longer exists',
    });
    expect(await app.db.select().from(bookings).where(eq(bookings.optionId, option.id))).toEqual(
      [],
    );
  });

  it('answers 404 for an unknown user', async () => {
    const admin = await createAdmin(app);
    await expect(
      users$.deleteUser(admin.user, '00000000-0000-4000-8000-000000000000'),
    ).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
