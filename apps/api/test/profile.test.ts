import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { payments, users } from '../src/db/schema.js';
import { clock } from '../src/lib/clock.js';
import { buildTestApp } from './helper.js';
import { createAdmin, createBooking, createOption, createUser } from './factories.js';
import { bookAndPay } from './payment-fixtures.js';

const { app } = await buildTestApp();

describe('GET /api/profile/export', () => {
  it("gives the caller their own account and bookings, and nobody else's", async () => {
    const me = await createUser(app, { name: 'Nadia' });
    const other = await createUser(app);
    const option = await createOption(app.db, { name: 'Export probe' });
    await createBooking(app.db, {
      treatmentId: option.id,
      appointmentDate: '2030-05-02',
      slotStart: '09:30',
      userId: me.user.id,
      email: me.user.email,
    });
    await createBooking(app.db, {
      treatmentId: option.id,
      appointmentDate: '2030-05-02',
      slotStart: '10:00',
      userId: other.user.id,
      email: other.user.email,
    });

    const response = await app.inject({ url: '/api/profile/export', headers: me.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('attachment');
    const data = response.json();
    expect(data.account).toMatchObject({
      name: 'Nadia',
      email: me.user.email,
      phoneNumber: null,
      role: 'user',
    });
    expect(data.bookings).toEqual([
      expect.objectContaining({
        treatmentName: 'Export probe',
        appointmentDate: 'May 2, 2030',
        slot: '09:30 AM - 10:00 AM',
        price: 25,
      }),
    ]);
  });
});

describe("a new account with a deleted patient's e-mail", () => {
  it('sees none of their bookings or payments: not in the export, the bookings list or an admin lookup', async () => {
    clock.set('2026-02-01T03:00:00Z'); // before the real date, so the factories' sessions live
    const email = 'reused@example.com';
    const before = await createUser(app, { name: 'First Owner', email });
    const option = await createOption(app.db, { name: 'Reuse probe' });
    await bookAndPay(app, before, {
      treatmentName: option.name,
      appointmentDate: 'Feb 10, 2026',
      slot: '09:00 AM - 09:30 AM',
    });
    const past = await createBooking(app.db, {
      treatmentId: option.id,
      appointmentDate: '2026-01-20',
      slotStart: '09:00',
      userId: before.user.id,
      email,
      state: 'paid',
    });
    await app.db.insert(payments).values({
      bookingId: past.id,
      priceCents: 2500,
      currency: 'USD',
      provider: 'card',
      transactionId: 'pi_reuse_past',
    });
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/profile',
      headers: before.headers,
    });
    expect(deleted.json()).toEqual({ deletedCount: 1 });

    const after = await createUser(app, { name: 'Second Owner', email });
    expect(after.user.id).not.toBe(before.user.id);
    const exported = (
      await app.inject({ url: '/api/profile/export', headers: after.headers })
    ).json();
    expect(exported.account).toMatchObject({ id: after.user.id, name: 'Second Owner' });
    expect(exported.bookings).toEqual([]);
    expect(exported.payments).toEqual([]);
    const list = await app.inject({
      url: '/api/bookings',
      query: { email },
      headers: after.headers,
    });
    expect(list.json()).toEqual([]);
    const admin = await createAdmin(app);
    const lookup = await app.inject({
      url: '/api/bookings',
      query: { email },
      headers: admin.headers,
    });
    expect(lookup.json()).toEqual([]);
  });
});

describe('DELETE /api/profile', () => {
  it('deletes the account (only an anonymous row stays) and ends its token', async () => {
    const me = await createUser(app);
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/profile',
      headers: me.headers,
    });
    expect(response.json()).toEqual({ deletedCount: 1 });
    const [account] = await app.db.select().from(users).where(eq(users.id, me.user.id));
    expect(account).toMatchObject({ name: 'Deleted patient', deletedAt: expect.any(Date) });
    expect((await app.inject({ url: '/api/profile/export', headers: me.headers })).statusCode).toBe(
      401,
    );
  });

  it('refuses to delete the last admin', async () => {
    await app.db.update(users).set({ role: 'user' }).where(eq(users.role, 'admin'));
    const admin = await createAdmin(app);
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/profile',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/last admin/);
  });
});

describe('POST /api/profile/photo', () => {
  const picture = () =>
    sharp({ create: { width: 300, height: 300, channels: 3, background: '#0e7490' } })
      .png()
      .toBuffer();
  const form = (data: Buffer | string, type: string) => {
    const body = new FormData();
    body.append('image', new Blob([data], { type }), 'me.png');
    return body;
  };

  it("stores the caller's photo (re-encoded, on our origin) on their account", async () => {
    const me = await createUser(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/profile/photo',
      headers: me.headers,
      payload: form(await picture(), 'image/png'),
    });
    expect(response.statusCode).toBe(200);
    const medium = response.json().data.medium.url;
    expect(medium).toMatch(/^\/uploads\/[\w-]+-256\.webp$/);
    const [row] = await app.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row?.image).toBe(medium);
  });

  it('refuses a file that is not an image, and a caller without a token', async () => {
    const me = await createUser(app);
    const text = await app.inject({
      method: 'POST',
      url: '/api/profile/photo',
      headers: me.headers,
      payload: form('not an image', 'image/png'),
    });
    expect(text.statusCode).toBe(400);
    const [row] = await app.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row?.image).toBeNull();
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/profile/photo',
      payload: form(await picture(), 'image/png'),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('SMS reminders on the profile', () => {
  it('are on until the patient turns them off, for their own account only', async () => {
    const patient = await createUser(app);
    const read = () => app.inject({ url: '/api/profile/notifications', headers: patient.headers });
    expect((await read()).json()).toEqual({ smsReminders: true });
    const off = await app.inject({
      method: 'PUT',
      url: '/api/profile/notifications',
      headers: patient.headers,
      payload: { smsReminders: false },
    });
    expect(off.json()).toEqual({ smsReminders: false });
    expect((await read()).json()).toEqual({ smsReminders: false });
    const wrong = await app.inject({
      method: 'PUT',
      url: '/api/profile/notifications',
      headers: patient.headers,
      payload: { smsReminders: 'no' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('smsReminders');
  });
});
