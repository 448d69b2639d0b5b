import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { paymentHolds, treatments, users, waitlistEntries } from '../src/db/schema.js';
import { changeBarrier } from '../src/lib/change-barrier.js';
import { clock } from '../src/lib/clock.js';
import { buildTestApp, testDatabaseKind } from './helper.js';
import { createAdmin, createOption, createService, createUser } from './factories.js';

// The caches on, as every server runs: each answer below would be the kept one if nothing dropped it.
const { app, database } = await buildTestApp({ READ_CACHES: 'true' });
const db = database.db;
/** What a process does after writing straight to the database: wait until it heard the change. */
const heardEverything = changeBarrier(database.notifications);

// 09:00 on Sunday, Feb 1, 2026 in Dhaka; the day asked about is a Tuesday.
beforeEach(() => clock.set('2026-02-01T03:00:00Z'));
const DAY = 'Feb 10, 2026';
const optionsUrl = `/api/appointmentOptions?date=${encodeURIComponent(DAY)}`;

interface Option {
  name: string;
  price: number;
  slots: string[];
  doctors: { _id: string; name: string; slots: string[] }[];
}

async function optionNamed(name: string): Promise<Option | undefined> {
  const response = await app.inject(optionsUrl);
  expect(response.statusCode).toBe(200);
  return response.json<Option[]>().find((option) => option.name === name);
}

function book(headers: Record<string, string>, treatmentName: string, slot: string) {
  return app.inject({
    method: 'POST',
    url: '/api/booking',
    headers,
    payload: {
      appointmentDate: DAY,
      treatmentName,
      slot,
      patientName: 'Kept Answer',
      phone: '01712345678',
    },
  });
}

describe(`kept answers are dropped when the database changes (${testDatabaseKind})`, () => {
  it('takes a booked slot out of the next answer, and puts a cancelled one back', async () => {
    const option = await createOption(db, { slotStarts: ['09:00', '09:30'] });
    const patient = await createUser(app);
    expect((await optionNamed(option.name))?.slots).toEqual([
      '09:00 AM - 09:30 AM',
      '09:30 AM - 10:00 AM',
    ]);
    expect((await optionNamed(option.name))?.slots).toHaveLength(2);

    const booked = await book(patient.headers, option.name, '09:00 AM - 09:30 AM');
    expect(booked.json()).toMatchObject({ acknowledged: true });
    expect((await optionNamed(option.name))?.slots).toEqual(['09:30 AM - 10:00 AM']);

    const cancelled = await app.inject({
      method: 'DELETE',
      url: `/api/booking/${booked.json().insertedId}`,
      headers: patient.headers,
    });
    expect(cancelled.json()).toEqual({ deletedCount: 1 });
    expect((await optionNamed(option.name))?.slots).toHaveLength(2);
  });

  it('follows a doctor’s new hours and time off', async () => {
    const option = await createOption(db, { slotStarts: ['09:00'] });
    const admin = await createAdmin(app);
    const schedule = (payload: object) =>
      app.inject({
        method: 'PUT',
        url: `/api/doctors/${option.doctorId}/schedule`,
        headers: admin.headers,
        payload,
      });
    expect((await optionNamed(option.name))?.slots).toEqual(['09:00 AM - 09:30 AM']);

    // Tuesday is weekday 2.
    const hours = [{ weekday: 2, start: '14:00', end: '15:00' }];
    expect((await schedule({ hours, timeOff: [] })).statusCode).toBe(200);
    expect((await optionNamed(option.name))?.slots).toEqual([
      '02:00 PM - 02:30 PM',
      '02:30 PM - 03:00 PM',
    ]);

    const timeOff = [{ from: '2026-02-09', to: '2026-02-11' }];
    expect((await schedule({ hours, timeOff })).statusCode).toBe(200);
    expect((await optionNamed(option.name))?.slots).toEqual([]);
  });

  it('follows a treatment or service changed by any path, even straight in the database', async () => {
    const option = await createOption(db, { slotStarts: ['09:00'], priceCents: 2500 });
    expect((await optionNamed(option.name))?.price).toBe(25);
    const services = async () =>
      (await app.inject('/api/services')).json<{ name: string }[]>().map((each) => each.name);
    const before = await services();

    await db.update(treatments).set({ priceCents: 3000 }).where(eq(treatments.id, option.id));
    await createService(db, { name: 'Newly listed care' });
    await heardEverything.caughtUp();

    expect((await optionNamed(option.name))?.price).toBe(30);
    expect(await services()).toEqual(expect.arrayContaining([...before, 'Newly listed care']));
  });

  it('answers 304 to a browser that holds the current answer, and 200 once a booking changed it', async () => {
    const option = await createOption(db, { slotStarts: ['09:00', '09:30'] });
    const patient = await createUser(app);
    const first = await app.inject(optionsUrl);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await app.inject({ url: optionsUrl, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await book(patient.headers, option.name, '09:30 AM - 10:00 AM');
    const changed = await app.inject({ url: optionsUrl, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('shows a new booking in My Appointments at once, and its cancellation', async () => {
    const option = await createOption(db, { slotStarts: ['09:00'] });
    const patient = await createUser(app);
    const mine = async () => {
      const response = await app.inject({
        url: `/api/bookings?email=${encodeURIComponent(patient.user.email)}`,
        headers: patient.headers,
      });
      expect(response.headers['cache-control']).toBe('private, no-store');
      return response.json<{ _id: string }[]>();
    };
    expect(await mine()).toEqual([]);
    const booked = await book(patient.headers, option.name, '09:00 AM - 09:30 AM');
    expect((await mine()).map((each) => each._id)).toEqual([booked.json().insertedId]);
    await app.inject({
      method: 'DELETE',
      url: `/api/booking/${booked.json().insertedId}`,
      headers: patient.headers,
    });
    expect(await mine()).toEqual([]);
  });
});

describe(`kept answers follow the waitlist's holds and payment deadlines (${testDatabaseKind})`, () => {
  it('takes a slot held for a waitlisted patient out of the day, and puts it back when the hold ends', async () => {
    const option = await createOption(db, { slotStarts: ['09:00', '09:30'] });
    const waiting = await createUser(app);
    expect((await optionNamed(option.name))?.slots).toHaveLength(2);

    // Straight in the database, as the offer job writes it: any writer's hold is announced.
    const [entry] = await db
      .insert(waitlistEntries)
      .values({
        userId: waiting.user.id,
        patientId: waiting.user.id,
        treatmentId: option.id,
        appointmentDate: '2026-02-10',
        patientName: 'Waiting Patient',
        state: 'offered',
        doctorId: option.doctorId,
        slotStart: '09:00',
        slotEnd: '09:30',
        offerExpiresAt: new Date('2026-02-01T03:15:00Z'),
      })
      .returning({ id: waitlistEntries.id });
    await heardEverything.caughtUp();
    expect((await optionNamed(option.name))?.slots).toEqual(['09:30 AM - 10:00 AM']);

    await db
      .update(waitlistEntries)
      .set({ state: 'expired' })
      .where(eq(waitlistEntries.id, entry!.id));
    await heardEverything.caughtUp();
    expect((await optionNamed(option.name))?.slots).toHaveLength(2);
  });

  it('shows a payment deadline in My Appointments once it is set', async () => {
    const option = await createOption(db, { slotStarts: ['09:00'], priceCents: 2500 });
    const patient = await createUser(app);
    const mine = async () =>
      (
        await app.inject({
          url: `/api/bookings?email=${encodeURIComponent(patient.user.email)}`,
          headers: patient.headers,
        })
      ).json<{ _id: string; payBy: string | null }[]>();
    const booked = await book(patient.headers, option.name, '09:00 AM - 09:30 AM');
    const id = booked.json<{ insertedId: string }>().insertedId;
    expect(await mine()).toMatchObject([{ _id: id, payBy: null }]);

    const payBy = new Date('2026-02-01T03:30:00Z');
    await db.insert(paymentHolds).values({ bookingId: id, payBy });
    await heardEverything.caughtUp();
    expect(await mine()).toMatchObject([{ _id: id, payBy: payBy.toISOString() }]);
  });
});

describe(`a kept token check still ends with its session or account (${testDatabaseKind})`, () => {
  const bookingsOf = (signedIn: { user: { email: string }; headers: Record<string, string> }) =>
    app.inject({
      url: `/api/bookings?email=${encodeURIComponent(signedIn.user.email)}`,
      headers: signedIn.headers,
    });

  it('refuses the token of a signed-out session on its next call', async () => {
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'http://localhost:3000' },
      payload: { name: 'Leaving Soon', email: 'leaving@example.com', password: 'a-long-password' },
    });
    const cookie = signUp.cookies.map((each) => `${each.name}=${each.value}`).join('; ');
    const token = (
      await app.inject({
        url: '/api/jwt',
        query: { email: 'leaving@example.com' },
        headers: { cookie },
      })
    ).json().accessToken;
    const signedIn = {
      user: { email: 'leaving@example.com' },
      headers: { authorization: `Bearer ${token}` },
    };
    expect((await bookingsOf(signedIn)).statusCode).toBe(200);
    expect((await bookingsOf(signedIn)).statusCode).toBe(200);

    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: 'http://localhost:3000' },
    });
    expect(out.statusCode).toBe(200);
    expect((await bookingsOf(signedIn)).statusCode).toBe(401);
  });

  it('refuses the token of a deleted account on its next call', async () => {
    const patient = await createUser(app);
    expect((await bookingsOf(patient)).statusCode).toBe(200);
    const removed = await app.inject({
      method: 'DELETE',
      url: '/api/profile',
      headers: patient.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect((await bookingsOf(patient)).statusCode).toBe(401);
  });

  it('reads a changed role on the next call, even when it was changed straight in the database', async () => {
    const admin = await createAdmin(app);
    const adminOnly = () => app.inject({ url: '/api/users', headers: admin.headers });
    expect((await adminOnly()).statusCode).toBe(200);
    await db.update(users).set({ role: 'user' }).where(eq(users.id, admin.user.id));
    await heardEverything.caughtUp();
    expect((await adminOnly()).statusCode).toBe(403);
  });
});
