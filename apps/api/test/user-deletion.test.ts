import { bookingInput } from '@sustho/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accounts,
  auditLog,
  bookings,
  outbox,
  payments,
  sandboxPaymentIntents,
  sessions,
  users,
} from '../src/db/schema.js';
import { clock } from '../src/lib/clock.js';
import { sandboxProvider } from '../src/modules/payments/sandbox-provider.js';
import { buildTestApp } from './helper.js';
import { createAdmin, createBooking, createOption, createUser } from './factories.js';
import { bookAndPay } from './payment-fixtures.js';

const { app } = await buildTestApp();
const users$ = app.services.users;

type SignedIn = Awaited<ReturnType<typeof createUser>>;

// 09:00 on Feb 1, 2026 in Dhaka, before the real date, so the factories' sessions stay valid.
const NOW = '2026-02-01T03:00:00Z';

const bookingRow = async (id: string) =>
  (await app.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const paymentOf = async (bookingId: string) =>
  (await app.db.select().from(payments).where(eq(payments.bookingId, bookingId)))[0]!;

/**
 * A patient with every kind of booking: upcoming unpaid and paid (paid through the API, so it has
 * a real sandbox payment), one earlier today whose slot has started, and one last month.
 */
let patients = 0;

async function patientWithBookings() {
  clock.set(NOW);
  patients += 1;
  const name = `Rahima Begum ${patients}`;
  const phone = `0171000000${patients}`;
  const patient = await createUser(app, { name });
  const option = await createOption(app.db, { slotStarts: ['08:00', '09:30', '10:00'] });
  const mine = {
    treatmentId: option.id,
    userId: patient.user.id,
    email: patient.user.email,
    patientName: name,
    phone,
  };
  const unpaid = await createBooking(app.db, {
    ...mine,
    appointmentDate: '2026-02-05',
    slotStart: '09:30',
  });
  const paidId = await bookAndPay(app, patient, {
    treatmentName: option.name,
    appointmentDate: 'Feb 10, 2026',
    slot: '10:00 AM - 10:30 AM',
    phone,
  });
  const startedToday = await createBooking(app.db, {
    ...mine,
    appointmentDate: '2026-02-01',
    slotStart: '08:00',
  });
  const lastMonth = await createBooking(app.db, {
    ...mine,
    appointmentDate: '2026-01-10',
    slotStart: '08:00',
    state: 'paid',
  });
  return { patient, phone, option, unpaid, paidId, startedToday, lastMonth };
}

/** Nothing the database keeps mentions the patient's name, e-mail or phone any more. */
async function expectForgotten(patient: SignedIn, phone: string) {
  const { email, name } = patient.user;
  const everything = JSON.stringify({
    users: await app.db.select().from(users),
    bookings: await app.db.select().from(bookings),
    payments: await app.db.select().from(payments),
    audit: await app.db.select().from(auditLog),
    outbox: await app.db.select().from(outbox),
  });
  expect(everything).not.toContain(email);
  expect(everything).not.toContain(name);
  expect(everything).not.toContain(phone);
}

const deletions = [
  {
    who: 'the user on their profile page',
    remove: (patient: SignedIn) =>
      app.inject({ method: 'DELETE', url: '/api/profile', headers: patient.headers }),
    action: 'user.delete-self',
    // Signed out: the account's token no longer opens anything.
    repeated: 401,
  },
  {
    who: 'an admin on All Users',
    remove: async (patient: SignedIn) =>
      app.inject({
        method: 'DELETE',
        url: `/api/users/${patient.user.id}`,
        headers: (await createAdmin(app)).headers,
      }),
    action: 'user.delete',
    // The admin finds no such user any more.
    repeated: 404,
  },
];

describe.each(deletions)('deleting an account, by $who', ({ remove, action, repeated }) => {
  it('signs out everywhere, cancels upcoming bookings and refunds the paid one, and removes the name, e-mail and phone', async () => {
    const { patient, phone, option, unpaid, paidId, startedToday, lastMonth } =
      await patientWithBookings();

    const response = await remove(patient);
    expect(response.json()).toEqual({ deletedCount: 1 });

    // Signed out everywhere: no session, no password, and the old token is refused.
    expect(
      await app.db.select().from(sessions).where(eq(sessions.userId, patient.user.id)),
    ).toEqual([]);
    expect(
      await app.db.select().from(accounts).where(eq(accounts.userId, patient.user.id)),
    ).toEqual([]);
    const again = await app.inject({ url: '/api/profile/export', headers: patient.headers });
    expect(again.statusCode).toBe(401);

    // Upcoming bookings are cancelled, the paid one refunded in full; started and past ones stay.
    expect((await bookingRow(unpaid.id)).state).toBe('cancelled');
    expect((await bookingRow(paidId)).state).toBe('refunded');
    const payment = await paymentOf(paidId);
    expect(payment.refundId).toMatch(/^re_/);
    const [intent] = await app.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, payment.transactionId));
    expect(intent!.refundId).toBe(payment.refundId);
    expect((await bookingRow(startedToday.id)).state).toBe('booked');
    expect((await bookingRow(lastMonth.id)).state).toBe('paid');
    const free = await app.inject({
      url: '/api/appointmentOptions',
      query: { date: 'Feb 10, 2026' },
    });
    expect(free.json().find((entry: { _id: string }) => entry._id === option.id).slots).toContain(
      '10:00 AM - 10:30 AM',
    );

    // The rows the clinic keeps stay, anonymised, with the account as their anonymous patient.
    for (const id of [unpaid.id, paidId, startedToday.id, lastMonth.id]) {
      expect(await bookingRow(id)).toMatchObject({
        userId: patient.user.id,
        patientName: 'Deleted patient',
        email: null,
        phone: null,
      });
    }
    const [account] = await app.db.select().from(users).where(eq(users.id, patient.user.id));
    expect(account).toMatchObject({
      name: 'Deleted patient',
      email: `deleted-${patient.user.id}@deleted.invalid`,
      image: null,
      role: 'user',
      deletedAt: expect.any(Date),
    });
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(desc(auditLog.sequence))
      .limit(1);
    expect(entry).toMatchObject({
      targetId: patient.user.id,
      details: { cancelledBookings: 2, refundedBookings: 1 },
    });
    await expectForgotten(patient, phone);
    expect((await remove(patient)).statusCode).toBe(repeated);
  });
});

describe('deleting an account', () => {
  it('finishes a refund that went through before a crash, and refunds it once', async () => {
    const { patient, paidId } = await patientWithBookings();
    // The provider refunded, then the process died before the booking was marked refunded.
    const { transactionId } = await paymentOf(paidId);
    const { refundId } = await sandboxProvider(app.db).refund(transactionId);
    expect((await bookingRow(paidId)).state).toBe('paid');

    expect(await users$.deleteUser(patient.user, patient.user.id)).toEqual({ deletedCount: 1 });
    expect((await bookingRow(paidId)).state).toBe('refunded');
    expect((await paymentOf(paidId)).refundId).toBe(refundId);
  });

  it('changes nothing when its transaction fails midway, and can be done again', async () => {
    const { patient, unpaid } = await patientWithBookings();
    // A fault on the last write of the deletion (the account's own row) must undo all the others.
    await app.db.execute(sql`create function refuse_account_deletion() returns trigger
      language plpgsql as $$ begin raise exception 'simulated crash'; end $$`);
    await app.db.execute(sql`create trigger refuse_account_deletion
      before update of deleted_at on users for each row execute function refuse_account_deletion()`);
    try {
      await expect(users$.deleteUser(patient.user, patient.user.id)).rejects.toThrow();
    } finally {
      await app.db.execute(sql`drop trigger refuse_account_deletion on users`);
      await app.db.execute(sql`drop function refuse_account_deletion()`);
    }
    expect(await bookingRow(unpaid.id)).toMatchObject({
      state: 'booked',
      patientName: patient.user.name,
      email: patient.user.email,
    });
    const [account] = await app.db.select().from(users).where(eq(users.id, patient.user.id));
    expect(account).toMatchObject({ name: patient.user.name, deletedAt: null });
    expect(
      await app.db.select().from(sessions).where(eq(sessions.userId, patient.user.id)),
    ).toHaveLength(1);

    expect(await users$.deleteUser(patient.user, patient.user.id)).toEqual({ deletedCount: 1 });
    expect((await bookingRow(unpaid.id)).state).toBe('cancelled');
  });

  it('frees the e-mail: a new account with it starts empty', async () => {
    const { patient } = await patientWithBookings();
    await users$.deleteUser(patient.user, patient.user.id);
    const again = await createUser(app, { email: patient.user.email });
    expect(again.user.id).not.toBe(patient.user.id);
    const list = await app.inject({
      url: '/api/bookings',
      query: { email: patient.user.email },
      headers: again.headers,
    });
    expect(list.json()).toEqual([]);
    const admin = await createAdmin(app);
    const all = await app.inject({ url: '/api/users', headers: admin.headers });
    expect(all.json().map((user: { _id: string }) => user._id)).not.toContain(patient.user.id);
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
    clock.set(NOW);
    const patient = await createUser(app);
    const option = await createOption(app.db);
    const request = bookingInput.parse({
      appointmentDate: 'Feb 5, 2026',
      treatmentName: option.name,
      patientName: patient.user.name,
      slot: '09:00 AM - 09:30 AM',
      phone: '01712345678',
    });
    // The request has passed the sign-in check (the caller below); the account goes before the insert.
    await users$.deleteUser(patient.user, patient.user.id);
    await expect(app.services.bookings.book(patient.user, request)).rejects.toMatchObject({
      statusCode: 401,
      message: 'Your account no longer exists',
    });
    expect(await app.db.select().from(bookings).where(eq(bookings.treatmentId, option.id))).toEqual(
      [],
    );
  });

  it('leaves no upcoming booking on an account deleted while it was booking', async () => {
    clock.set(NOW);
    const patient = await createUser(app);
    const options = await Promise.all(Array.from({ length: 4 }, () => createOption(app.db)));
    const book = (treatmentName: string) =>
      app.services.bookings.book(
        patient.user,
        bookingInput.parse({
          appointmentDate: 'Feb 5, 2026',
          treatmentName,
          patientName: patient.user.name,
          slot: '09:00 AM - 09:30 AM',
          phone: '01712345678',
        }),
      );
    await Promise.allSettled([
      ...options.map((option) => book(option.name)),
      users$.deleteUser(patient.user, patient.user.id),
    ]);
    const left = await app.db.select().from(bookings).where(eq(bookings.userId, patient.user.id));
    expect(left.filter((booking) => booking.state === 'booked')).toEqual([]);
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
