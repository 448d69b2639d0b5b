import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, migrateDatabase } from '../src/db/migrate.js';
import { auditLog, bookings, payments, treatments } from '../src/db/schema.js';
import { createTestDatabase } from './helper.js';

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
