import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { rowsOf } from '../src/db/client.js';
import { MIGRATIONS_FOLDER, migrateDatabase } from '../src/db/migrate.js';
import { auditLog, bookings, payments, sessions, treatments } from '../src/db/schema.js';
import { createTestDatabase, TEST_SECRET, testEnv } from './helper.js';

/** A migrations folder holding only the first `count` migrations, as a database made before the rest saw it. */
function migrationsUpTo(count: number): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'sustho-migrations-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  mkdirSync(path.join(folder, 'meta'));
  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
  );
  journal.entries = journal.entries.slice(0, count);
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries as { tag: string }[]) {
    copyFileSync(
      path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`),
      path.join(folder, `${entry.tag}.sql`),
    );
  }
  return folder;
}

describe('0003_booking_state', () => {
  it('gives every existing booking the state its old columns described, then drops them', async () => {
    const handle = await createTestDatabase({ migrated: false });
    await migrateDatabase(handle, migrationsUpTo(3));
    const { db } = handle;
    await db.execute(sql`insert into services (id, name, description)
      values ('00000000-0000-4000-8000-000000000001', 'Service', 'For the migration')`);
    await db.execute(sql`insert into appointment_options (id, name, service_id, price_cents, slot_starts)
      values ('00000000-0000-4000-8000-000000000002', 'Treatment', '00000000-0000-4000-8000-000000000001', 2500, '{09:00,09:30}')`);
    const booking = (
      id: number,
      slot: string,
      status: string,
      paid: boolean,
      cancelledAt: string | null,
    ) =>
      db.execute(sql`insert into bookings
        (id, option_id, appointment_date, slot_start, patient_name, email, phone, price_cents,
         status, paid, transaction_id, created_at, cancelled_at)
        values (${`00000000-0000-4000-8000-00000000001${id}`}, '00000000-0000-4000-8000-000000000002',
          '2030-01-10', ${slot}, 'Patient', ${`p${id}@example.com`}, '01712345678', 2500,
          ${status}, ${paid}, ${paid ? `pi_${id}` : null}, '2029-12-01T10:00:00Z', ${cancelledAt})`);
    // Two cancelled bookings share a slot with an active one: the new indexes must see only that one.
    await booking(1, '09:00', 'active', false, null);
    await booking(2, '09:00', 'cancelled', false, '2029-12-02T10:00:00Z');
    await booking(3, '09:00', 'cancelled', true, '2029-12-03T10:00:00Z');
    await booking(4, '09:30', 'active', true, null);
    await booking(5, '09:30', 'cancelled', false, null);

    await migrateDatabase(handle);

    const states = await db
      .select({ state: bookings.state, cancelledAt: bookings.cancelledAt })
      .from(bookings)
      .orderBy(asc(bookings.id));
    expect(states).toEqual([
      { state: 'booked', cancelledAt: null },
      { state: 'cancelled', cancelledAt: new Date('2029-12-02T10:00:00Z') },
      { state: 'refunded', cancelledAt: new Date('2029-12-03T10:00:00Z') },
      { state: 'paid', cancelledAt: null },
      { state: 'cancelled', cancelledAt: new Date('2029-12-01T10:00:00Z') },
    ]);
    const columns = await db
      .select({ name: sql<string>`column_name` })
      .from(sql`information_schema.columns`)
      .where(sql`table_name = 'bookings'`);
    const names = columns.map((column) => column.name);
    expect(names).toContain('state');
    expect(names).not.toContain('status');
    expect(names).not.toContain('paid');
    expect(names).not.toContain('transaction_id');
  });
});

describe('0005_account_deletion', () => {
  it('removes the details that accounts deleted before it left on bookings and in the audit trail', async () => {
    const handle = await createTestDatabase({ migrated: false });
    await migrateDatabase(handle, migrationsUpTo(5));
    const { db } = handle;
    await db.execute(
      sql`insert into users (id, name, email) values ('00000000-0000-4000-8000-0000000000aa', 'Kept', 'kept@example.com')`,
    );
    await db.execute(sql`insert into services (id, name, description)
      values ('00000000-0000-4000-8000-000000000001', 'Service', 'For the migration')`);
    await db.execute(sql`insert into appointment_options (id, name, service_id, price_cents, slot_starts)
      values ('00000000-0000-4000-8000-000000000002', 'Treatment', '00000000-0000-4000-8000-000000000001', 2500, '{09:00,09:30}')`);
    await db.execute(sql`insert into bookings
      (option_id, appointment_date, slot_start, user_id, patient_name, email, phone, price_cents)
      values ('00000000-0000-4000-8000-000000000002', '2030-01-10', '09:00', null, 'Gone Patient', 'gone@example.com', '01711111111', 2500),
             ('00000000-0000-4000-8000-000000000002', '2030-01-10', '09:30', '00000000-0000-4000-8000-0000000000aa', 'Kept', 'kept@example.com', '01722222222', 2500)`);
    await db.execute(sql`insert into audit_log (actor_id, actor_email, action, target_type, target_id, details) values
      ('gone', 'gone@example.com', 'payment.succeeded', 'booking', 'b1', '{}'),
      ('admin', 'admin@example.com', 'user.delete', 'user', 'gone', '{"email": "gone@example.com"}'),
      (null, null, 'user.make-admin', 'user', 'kept@example.com', '{"via": "cli"}'),
      (null, null, 'user.make-admin', 'user', 'gone@example.com', '{"via": "cli"}')`);

    await migrateDatabase(handle);

    expect(
      await db
        .select({ name: bookings.patientName, email: bookings.email, phone: bookings.phone })
        .from(bookings)
        .orderBy(asc(bookings.slotStart)),
    ).toEqual([
      { name: 'Deleted patient', email: null, phone: null },
      { name: 'Kept', email: 'kept@example.com', phone: '01722222222' },
    ]);
    const trail = await db
      .select({
        actorEmail: auditLog.actorEmail,
        targetId: auditLog.targetId,
        details: auditLog.details,
      })
      .from(auditLog)
      .orderBy(asc(auditLog.sequence));
    expect(trail).toEqual([
      { actorEmail: null, targetId: 'b1', details: {} },
      { actorEmail: null, targetId: 'gone', details: {} },
      {
        actorEmail: null,
        targetId: '00000000-0000-4000-8000-0000000000aa',
        details: { via: 'cli' },
      },
      { actorEmail: null, targetId: 'deleted account', details: { via: 'cli' } },
    ]);
  });
});

describe('0010_currency_and_sslcommerz', () => {
  it('keeps every stored amount as it was, in US dollars, and notes earlier refunds as settled', async () => {
    const handle = await createTestDatabase({ migrated: false });
    await migrateDatabase(handle, migrationsUpTo(10));
    const { db } = handle;
    await db.execute(sql`insert into services (id, name, description)
      values ('00000000-0000-4000-8000-000000000001', 'Service', 'For the migration')`);
    await db.execute(sql`insert into appointment_options (id, name, service_id, price_cents)
      values ('00000000-0000-4000-8000-000000000002', 'Treatment', '00000000-0000-4000-8000-000000000001', 4550)`);
    await db.execute(sql`insert into doctors (id, name, email, specialty_id, image)
      values ('00000000-0000-4000-8000-000000000003', 'Dr. Migration', 'dr@example.com',
        '00000000-0000-4000-8000-000000000002', '/doctor.webp')`);
    for (const [id, state, refundId] of [
      [1, 'paid', null],
      [2, 'refunded', 're_2'],
    ] as const) {
      await db.execute(sql`insert into bookings
        (id, option_id, doctor_id, appointment_date, slot_start, slot_end, patient_name, email,
         price_cents, state, cancelled_at)
        values (${`00000000-0000-4000-8000-00000000001${id}`}, '00000000-0000-4000-8000-000000000002',
          '00000000-0000-4000-8000-000000000003', ${`2030-01-1${id}`}, '09:00', '09:30', 'Patient',
          'p@example.com', 4550, ${state}, ${state === 'refunded' ? sql`now()` : null})`);
      await db.execute(sql`insert into payments (booking_id, price_cents, transaction_id, refund_id)
        values (${`00000000-0000-4000-8000-00000000001${id}`}, 4550, ${`pi_${id}`}, ${refundId})`);
    }

    await migrateDatabase(handle);

    const [treatment] = await db.select().from(treatments);
    expect(treatment).toMatchObject({ priceCents: 4550, currency: 'USD' });
    const booked = await db.select().from(bookings).orderBy(asc(bookings.id));
    expect(booked.map((row) => [row.priceCents, row.currency])).toEqual([
      [4550, 'USD'],
      [4550, 'USD'],
    ]);
    const paid = await db.select().from(payments).orderBy(asc(payments.transactionId));
    expect(
      paid.map(({ priceCents, currency, provider, refundState }) => ({
        priceCents,
        currency,
        provider,
        refundState,
      })),
    ).toEqual([
      { priceCents: 4550, currency: 'USD', provider: 'card', refundState: null },
      { priceCents: 4550, currency: 'USD', provider: 'card', refundState: 'settled' },
    ]);
    // No default is left behind: an insert that does not name its currency is refused.
    await expect(
      db.execute(sql`insert into appointment_options (name, service_id, price_cents)
        values ('Nameless currency', '00000000-0000-4000-8000-000000000001', 100)`),
    ).rejects.toThrow();
  });
});

describe('0023_family', () => {
  it('moves everything an account held to its own profile, keeping every id, and the API answers it', async () => {
    const handle = await createTestDatabase({ migrated: false });
    await migrateDatabase(handle, migrationsUpTo(23));
    const { db } = handle;
    const account = '00000000-0000-4000-8000-0000000000aa';
    const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    await db.execute(sql`insert into users (id, name, email, date_of_birth, sex)
      values (${account}, 'Amina Khatun', 'amina@example.com', '1990-03-04', 'female')`);
    await db.execute(sql`insert into services (id, name, description)
      values (${id(1)}, 'Service', 'For the migration')`);
    await db.execute(sql`insert into appointment_options (id, name, service_id, price_cents, currency)
      values (${id(2)}, 'Treatment', ${id(1)}, 2500, 'USD')`);
    await db.execute(sql`insert into doctors (id, name, email, specialty_id, image)
      values (${id(3)}, 'Dr. Migration', 'dr@example.com', ${id(2)}, '/doctor.webp')`);
    for (const [n, day] of [
      [11, '2030-01-10'],
      [12, '2030-01-11'],
    ] as const) {
      await db.execute(sql`insert into bookings
        (id, option_id, doctor_id, appointment_date, slot_start, slot_end, user_id, patient_name,
         email, phone, price_cents, currency)
        values (${id(n)}, ${id(2)}, ${id(3)}, ${day}, '09:00', '09:30', ${account}, 'Amina Khatun',
          'amina@example.com', '+8801712345678', 2500, 'USD')`);
    }
    await db.execute(
      sql`insert into consents (id, user_id, version) values (${id(21)}, ${account}, '1')`,
    );
    await db.execute(sql`insert into reports
      (id, user_id, booking_id, file_name, content_type, size_bytes, storage_name)
      values (${id(31)}, ${account}, ${id(11)}, 'blood.pdf', 'application/pdf', 100, 'r31.pdf')`);
    await db.execute(sql`insert into consultation_notes (booking_id, diagnosis)
      values (${id(11)}, 'Seasonal flu')`);
    await db.execute(sql`insert into prescriptions (id, booking_id, doctor_id, version, code, medicines)
      values (${id(41)}, ${id(11)}, ${id(3)}, 1, 'RX-0001', '[]')`);
    await db.execute(sql`insert into waitlist_entries (id, user_id, option_id, appointment_date, patient_name)
      values (${id(51)}, ${account}, ${id(2)}, '2030-01-12', 'Amina Khatun')`);
    await db.execute(sql`insert into audit_log (id, actor_id, action, target_type, target_id)
      values (${id(61)}, ${id(3)}, 'record.view', 'patient', ${account})`);

    await migrateDatabase(handle);

    const rows = async (query: ReturnType<typeof sql>) =>
      rowsOf<Record<string, unknown>>(await db.execute(query));
    expect(
      await rows(sql`select id, account_id, relation, name, date_of_birth::text as born, sex, removed_at
      from patients`),
    ).toEqual([
      {
        id: account,
        account_id: account,
        relation: 'self',
        name: 'Amina Khatun',
        born: '1990-03-04',
        sex: 'female',
        removed_at: null,
      },
    ]);
    const mine = { patient_id: account };
    expect(await rows(sql`select id, patient_id from bookings order by id`)).toEqual([
      { id: id(11), ...mine },
      { id: id(12), ...mine },
    ]);
    expect(await rows(sql`select id, patient_id from consents`)).toEqual([{ id: id(21), ...mine }]);
    expect(await rows(sql`select id, patient_id from reports`)).toEqual([{ id: id(31), ...mine }]);
    expect(await rows(sql`select id, patient_id from waitlist_entries`)).toEqual([
      { id: id(51), ...mine },
    ]);
    // Notes and prescriptions are the patient's through their booking.
    expect(
      await rows(
        sql`select n.booking_id, b.patient_id from consultation_notes n join bookings b on b.id = n.booking_id`,
      ),
    ).toEqual([{ booking_id: id(11), ...mine }]);
    expect(
      await rows(
        sql`select p.id, b.patient_id from prescriptions p join bookings b on b.id = p.booking_id`,
      ),
    ).toEqual([{ id: id(41), ...mine }]);
    // The record's audit entry names the profile: its id is the account's.
    expect(
      await rows(sql`select a.id, p.id as patient from audit_log a join patients p on p.id::text = a.target_id
        where a.action = 'record.view'`),
    ).toEqual([{ id: id(61), patient: account }]);

    const app = await buildApp({
      env: testEnv(),
      database: handle,
      secret: TEST_SECRET,
      logger: false,
    });
    await app.ready();
    afterAll(() => app.close());
    const [session] = await db
      .insert(sessions)
      .values({
        id: randomUUID(),
        token: randomUUID(),
        userId: account,
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const token = await app.authServices.accessTokens.sign(
      { id: account, email: 'amina@example.com' },
      session!.id,
    );
    const response = await app.inject({
      url: '/api/bookings',
      query: { email: 'amina@example.com' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json<{ _id: string; patientId: string }[]>()
        .map(({ _id, patientId }) => ({ _id, patientId }))
        .sort((a, b) => a._id.localeCompare(b._id)),
    ).toEqual([
      { _id: id(11), patientId: account },
      { _id: id(12), patientId: account },
    ]);
  });
});
