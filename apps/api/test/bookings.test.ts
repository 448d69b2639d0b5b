import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, bookings, outbox, payments } from '../src/db/schema.js';
import { clock } from '../src/lib/clock.js';
import { buildTestApp } from './helper.js';
import { parseInvite } from './ics.js';
import { createAdmin, createBooking, createOption, createUser } from './factories.js';

const { app } = await buildTestApp();
const db = app.db;

type SignedIn = Awaited<ReturnType<typeof createUser>>;

// 09:00 on Feb 1, 2026 in Dhaka: Feb 10 is inside the 60-day horizon. The clock stays before the
// real date, so the factories' sessions (which expire a week after the real now) stay valid.
const NOW = '2026-02-01T03:00:00Z';
beforeEach(() => clock.set(NOW));

const newOption = (slotStarts = ['09:00', '09:30', '10:00']) =>
  createOption(db, { priceCents: 2500, slotStarts });

function book(patient: SignedIn | null, payload: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/booking',
    headers: patient?.headers ?? {},
    payload: {
      appointmentDate: 'Feb 10, 2026',
      patientName: patient?.user.name ?? 'Nobody',
      slot: '09:00 AM - 09:30 AM',
      email: patient?.user.email ?? 'nobody@example.com',
      phone: '01712345678',
      price: 25,
      ...payload,
    },
  });
}

async function freeSlots(treatmentId: string, date = 'Feb 10, 2026') {
  const response = await app.inject({ url: '/api/appointmentOptions', query: { date } });
  return response
    .json<{ _id: string; slots: string[] }[]>()
    .find((option) => option._id === treatmentId)!.slots;
}

describe('POST /api/booking', () => {
  it("books a free slot for the token's patient at the option's price, whatever the client sends", async () => {
    const patient = await createUser(app);
    const option = await newOption();
    const response = await book(patient, {
      treatmentName: option.name,
      email: 'someone-else@example.com',
      price: 1,
    });
    expect(response.statusCode).toBe(200);
    const { acknowledged, insertedId } = response.json();
    expect(acknowledged).toBe(true);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, insertedId));
    expect(row).toMatchObject({
      userId: patient.user.id,
      email: patient.user.email,
      priceCents: 2500,
      appointmentDate: '2026-02-10',
      slotStart: '09:00:00',
      state: 'booked',
    });
    expect(await freeSlots(option.id)).toEqual(['09:30 AM - 10:00 AM', '10:00 AM - 10:30 AM']);
  });

  it('queues a confirmation e-mail with a calendar invite at the right instant', async () => {
    const patient = await createUser(app, { name: 'Rahim Uddin' });
    const option = await newOption();
    const response = await book(patient, {
      treatmentName: option.name,
      patientName: 'Rahim Uddin',
    });
    expect(response.json().acknowledged).toBe(true);
    const [mail] = await db.select().from(outbox).where(eq(outbox.to, patient.user.email));
    expect(mail!.subject).toBe(
      `Your Sustho appointment: ${option.name} on Feb 10, 2026 at 09:00 AM - 09:30 AM`,
    );
    expect(mail!.text).toContain('Hello Rahim Uddin');
    expect(mail!.text).toContain('Price: $25.00');
    expect(mail!.text).toContain(
      `http://localhost:3000/dashboard/payment/${response.json().insertedId}`,
    );
    const [invite] = mail!.attachments;
    expect(invite).toMatchObject({ filename: 'sustho-appointment.ics' });
    expect(invite!.contentType).toMatch(/^text\/calendar/);
    // 09:00 in Dhaka (UTC+6) is 03:00 UTC.
    expect(invite!.content).toContain('\r\nDTSTART:20260210T030000Z\r\n');
    expect(invite!.content).toContain('\r\nDTEND:20260210T033000Z\r\n');
    expect(invite!.content).toContain(`UID:${response.json().insertedId}@sustho`);
  });

  it('refuses a second booking of the same treatment on the same day, and a slot another patient holds', async () => {
    const first = await createUser(app);
    const second = await createUser(app);
    const option = await newOption();
    expect((await book(first, { treatmentName: option.name })).json().acknowledged).toBe(true);

    const again = await book(first, { treatmentName: option.name, slot: '09:30 AM - 10:00 AM' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      acknowledged: false,
      reason: 'already_booked_day',
      message: 'You already have a booking on Feb 10, 2026',
    });

    const taken = await book(second, { treatmentName: option.name });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({
      acknowledged: false,
      reason: 'slot_taken',
      message:
        'Sorry, the 09:00 AM - 09:30 AM slot on Feb 10, 2026 was just taken. Please choose another slot.',
    });

    // Another day, or another treatment at another time on the same day, is fine; another
    // treatment at the same time is not (docs/product/bookings.md §3).
    expect(
      (await book(first, { treatmentName: option.name, appointmentDate: 'Feb 11, 2026' })).json()
        .acknowledged,
    ).toBe(true);
    const other = await newOption();
    expect((await book(first, { treatmentName: other.name })).json()).toEqual({
      acknowledged: false,
      reason: 'patient_busy',
      message: 'You already have an appointment at 09:00 AM - 09:30 AM on Feb 10, 2026',
    });
    expect(
      (await book(first, { treatmentName: other.name, slot: '10:00 AM - 10:30 AM' })).json()
        .acknowledged,
    ).toBe(true);
    const held = await db.select().from(bookings).where(eq(bookings.treatmentId, option.id));
    expect(held).toHaveLength(2);
    // A refused booking queues no e-mail.
    expect(await db.select().from(outbox).where(eq(outbox.to, second.user.email))).toEqual([]);
  });

  it('answers 400 for an unknown treatment, a slot the option does not have and a malformed slot', async () => {
    const patient = await createUser(app);
    const option = await newOption(['09:00', '09:30']);
    const unknown = await book(patient, { treatmentName: 'No such treatment' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      error: 'Bad Request',
      message: expect.stringContaining('treatmentName'),
    });
    const missingSlot = await book(patient, {
      treatmentName: option.name,
      slot: '04:30 PM - 05:00 PM',
    });
    expect(missingSlot.statusCode).toBe(400);
    expect(missingSlot.json().message).toContain('has no slot 04:30 PM - 05:00 PM');
    for (const slot of ['9:00', '09:00 AM - 10:00 AM', '']) {
      const malformed = await book(patient, { treatmentName: option.name, slot });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toContain('slot');
    }
  });

  it('answers 400 for a past day, a day beyond the horizon and a slot that has started today', async () => {
    clock.set('2026-02-10T03:45:00Z'); // 09:45 on Feb 10 in Dhaka
    const patient = await createUser(app);
    const option = await newOption(['09:00', '09:30', '16:30']);
    for (const [appointmentDate, slot] of [
      ['Feb 9, 2026', '04:30 PM - 05:00 PM'],
      ['Apr 12, 2026', '09:00 AM - 09:30 AM'],
      ['Feb 10, 2026', '09:00 AM - 09:30 AM'],
      ['Feb 10, 2026', '09:30 AM - 10:00 AM'],
    ]) {
      const response = await book(patient, { treatmentName: option.name, appointmentDate, slot });
      expect({ appointmentDate, slot, status: response.statusCode }).toEqual({
        appointmentDate,
        slot,
        status: 400,
      });
      expect(response.json().message).toContain('cannot be booked');
    }
    const later = await book(patient, { treatmentName: option.name, slot: '04:30 PM - 05:00 PM' });
    expect(later.json().acknowledged).toBe(true);
    const lastDay = await book(patient, {
      treatmentName: option.name,
      appointmentDate: 'Apr 11, 2026',
    });
    expect(lastDay.json().acknowledged).toBe(true);
  });

  it('takes Bangladeshi and international phone numbers and refuses the rest', async () => {
    const patient = await createUser(app);
    const option = await newOption(['09:00', '09:30', '10:00']);
    const days = ['Feb 10, 2026', 'Feb 11, 2026', 'Feb 12, 2026'];
    for (const [index, phone] of ['01712345678', '+8801712345678', '+442071838750'].entries()) {
      const response = await book(patient, {
        treatmentName: option.name,
        appointmentDate: days[index],
        phone,
      });
      expect({ phone, acknowledged: response.json().acknowledged }).toEqual({
        phone,
        acknowledged: true,
      });
    }
    for (const phone of [
      '',
      '0171234567',
      '017123456789',
      '01212345678',
      '+0171234567',
      '01712-345678',
      'call me',
      '+1234567',
    ]) {
      const response = await book(patient, {
        treatmentName: option.name,
        appointmentDate: 'Feb 13, 2026',
        phone,
      });
      expect({ phone, status: response.statusCode }).toEqual({ phone, status: 400 });
      expect(response.json().message).toContain('phone');
    }
  });

  it('needs a token, a name, a date and a treatment', async () => {
    const option = await newOption();
    expect((await book(null, { treatmentName: option.name })).statusCode).toBe(401);
    const patient = await createUser(app);
    for (const field of ['patientName', 'appointmentDate', 'treatmentName']) {
      const response = await book(patient, { treatmentName: option.name, [field]: undefined });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(field);
    }
    const blankName = await book(patient, { treatmentName: option.name, patientName: '   ' });
    expect(blankName.statusCode).toBe(400);
  });
});

describe('GET /api/bookings', () => {
  it("lists the caller's active and paid bookings, upcoming first by date and time, then past ones", async () => {
    const patient = await createUser(app);
    const option = await newOption(['09:00', '09:30', '10:00']);
    const other = await newOption(['09:00']);
    const mine = { userId: patient.user.id, email: patient.user.email };
    const make = (treatmentId: string, appointmentDate: string, slotStart: string, extra = {}) =>
      createBooking(db, { ...mine, treatmentId, appointmentDate, slotStart, ...extra });
    const later = await make(option.id, '2026-02-15', '09:00');
    const sameDayLate = await make(option.id, '2026-02-05', '10:00');
    const sameDayEarly = await make(other.id, '2026-02-05', '09:00');
    const past = await make(option.id, '2026-01-20', '09:00');
    const olderPast = await make(option.id, '2026-01-10', '09:30');
    const today = await make(option.id, '2026-02-01', '09:30');
    await make(option.id, '2026-02-08', '09:00', { state: 'cancelled' });
    const refunded = await make(option.id, '2026-02-09', '09:30', { state: 'refunded' });
    await db.insert(payments).values({
      bookingId: refunded.id,
      priceCents: 2500,
      currency: 'USD',
      provider: 'card',
      transactionId: 'pi_refunded',
      refundId: 're_1',
      refundState: 'settled',
    });

    const response = await app.inject({
      url: '/api/bookings',
      query: { email: patient.user.email.toUpperCase() },
      headers: patient.headers,
    });
    expect(response.statusCode).toBe(200);
    const list = response.json<{ _id: string }[]>();
    expect(list.map((row) => row._id)).toEqual([
      today.id,
      sameDayEarly.id,
      sameDayLate.id,
      refunded.id,
      later.id,
      past.id,
      olderPast.id,
    ]);
    expect(list[0]).toEqual({
      _id: today.id,
      kind: 'scheduled',
      appointmentDate: 'Feb 1, 2026',
      treatmentName: option.name,
      doctorId: option.doctorId,
      doctorName: expect.stringMatching(/^Dr\. /),
      patientId: patient.user.id,
      patientName: 'Test Patient',
      slot: '09:30 AM - 10:00 AM',
      email: patient.user.email,
      phone: '01712345678',
      price: 25,
      currency: 'USD',
      paid: false,
      status: 'active',
      refunded: false,
      refundedAmount: 0,
      coveredBy: null,
      roomOpen: false,
      // It starts at 09:30 today, within CHANGE_CUTOFF_HOURS: too late to move; refunds are always.
      reschedulable: false,
      refundOnCancel: true,
      payBy: null,
      followUpOf: null,
      followUpUntil: null,
    });
    expect(list[3]).toMatchObject({ paid: true, status: 'cancelled', refunded: true });
  });

  it("answers 403 for another patient's e-mail, and lets an admin read anyone's", async () => {
    const patient = await createUser(app);
    const stranger = await createUser(app);
    const admin = await createAdmin(app);
    const option = await newOption();
    await createBooking(db, {
      treatmentId: option.id,
      appointmentDate: '2026-02-10',
      slotStart: '09:00',
      userId: patient.user.id,
      email: patient.user.email,
    });
    const query = { email: patient.user.email };
    expect((await app.inject({ url: '/api/bookings', query })).statusCode).toBe(401);
    const refused = await app.inject({ url: '/api/bookings', query, headers: stranger.headers });
    expect(refused.statusCode).toBe(403);
    const asAdmin = await app.inject({ url: '/api/bookings', query, headers: admin.headers });
    expect(asAdmin.json()).toHaveLength(1);
    const malformed = await app.inject({
      url: '/api/bookings',
      query: { email: 'nope' },
      headers: patient.headers,
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('GET /api/bookings/:id', () => {
  it('shows a booking to its owner and an admin, with treatment beside treatmentName', async () => {
    const patient = await createUser(app);
    const stranger = await createUser(app);
    const admin = await createAdmin(app);
    const option = await newOption();
    const { insertedId } = (await book(patient, { treatmentName: option.name })).json();
    const url = `/api/bookings/${insertedId}`;
    const own = await app.inject({ url, headers: patient.headers });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      _id: insertedId,
      treatment: option.name,
      treatmentName: option.name,
      price: 25,
      paid: false,
    });
    expect((await app.inject({ url, headers: admin.headers })).statusCode).toBe(200);
    expect((await app.inject({ url, headers: stranger.headers })).statusCode).toBe(403);
    expect((await app.inject({ url })).statusCode).toBe(401);
    const unknown = await app.inject({
      url: '/api/bookings/00000000-0000-4000-8000-000000000000',
      headers: patient.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await app.inject({ url: '/api/bookings/not-an-id', headers: patient.headers })).statusCode,
    ).toBe(400);
  });
});

describe('GET /api/bookings/:id/calendar', () => {
  it('downloads the booking as the invite its confirmation e-mail carries, for its owner only', async () => {
    const patient = await createUser(app);
    const stranger = await createUser(app);
    const option = await newOption();
    const { insertedId } = (await book(patient, { treatmentName: option.name })).json();
    const url = `/api/bookings/${insertedId}/calendar`;
    const own = await app.inject({ url, headers: patient.headers });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toContain('text/calendar');
    expect(own.headers['content-disposition']).toContain('.ics');
    expect(parseInvite(own.body)).toMatchObject({
      method: 'PUBLISH',
      uid: `${insertedId}@sustho`,
      sequence: 0,
      start: new Date('2026-02-10T03:00:00Z'),
      end: new Date('2026-02-10T03:30:00Z'),
    });
    expect(own.body).toContain(option.name);
    expect((await app.inject({ url, headers: stranger.headers })).statusCode).toBe(403);
    expect((await app.inject({ url })).statusCode).toBe(401);
  });
});

describe('DELETE /api/booking/:id', () => {
  const remove = (id: string, patient?: SignedIn) =>
    app.inject({ method: 'DELETE', url: `/api/booking/${id}`, headers: patient?.headers ?? {} });

  it('cancels an unpaid booking so its slot is offered again at once, and the patient may book again', async () => {
    const patient = await createUser(app);
    const option = await newOption();
    const { insertedId } = (await book(patient, { treatmentName: option.name })).json();
    expect(await freeSlots(option.id)).not.toContain('09:00 AM - 09:30 AM');

    const response = await remove(insertedId, patient);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deletedCount: 1 });
    expect(await freeSlots(option.id)).toContain('09:00 AM - 09:30 AM');
    const list = await app.inject({
      url: '/api/bookings',
      query: { email: patient.user.email },
      headers: patient.headers,
    });
    expect(list.json()).toEqual([]);

    expect((await remove(insertedId, patient)).json()).toEqual({ deletedCount: 0 });
    expect((await book(patient, { treatmentName: option.name })).json().acknowledged).toBe(true);
  });

  it("refuses another patient's booking, lets an admin cancel it with an audit record, and 404s an unknown id", async () => {
    const patient = await createUser(app);
    const stranger = await createUser(app);
    const admin = await createAdmin(app);
    const option = await newOption();
    const { insertedId } = (await book(patient, { treatmentName: option.name })).json();
    expect((await remove(insertedId)).statusCode).toBe(401);
    expect((await remove(insertedId, stranger)).statusCode).toBe(403);
    expect((await remove(insertedId, admin)).json()).toEqual({ deletedCount: 1 });
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, insertedId), eq(auditLog.action, 'booking.cancel')));
    expect(entry).toMatchObject({ actorId: admin.user.id, targetType: 'booking' });
    expect((await remove('00000000-0000-4000-8000-000000000000', patient)).statusCode).toBe(404);
    expect((await remove('not-an-id', patient)).statusCode).toBe(400);
  });

  it('cancels a paid booking with a refund: the slot is free, the payment stays, and the list shows it refunded', async () => {
    const patient = await createUser(app);
    const option = await newOption();
    const { insertedId } = (await book(patient, { treatmentName: option.name })).json();
    const pay = (url: string, payload: object) =>
      app.inject({ method: 'POST', url, headers: patient.headers, payload });
    const { clientSecret } = (
      await pay('/api/create-payment-intent', { bookingId: insertedId })
    ).json();
    const card = { number: '4242424242424242', expiry: '12/34', cvc: '123' };
    expect((await pay('/api/payments/sandbox/confirm', { clientSecret, card })).statusCode).toBe(
      200,
    );

    expect((await remove(insertedId, patient)).json()).toEqual({ deletedCount: 1 });
    expect(await freeSlots(option.id)).toContain('09:00 AM - 09:30 AM');
    const [payment] = await db.select().from(payments).where(eq(payments.bookingId, insertedId));
    expect(payment!.refundId).toMatch(/^re_/);
    const list = await app.inject({
      url: '/api/bookings',
      query: { email: patient.user.email },
      headers: patient.headers,
    });
    expect(list.json()).toEqual([
      expect.objectContaining({ _id: insertedId, paid: true, status: 'cancelled', refunded: true }),
    ]);
    expect((await remove(insertedId, patient)).json()).toEqual({ deletedCount: 0 });
  });
});

describe('GET /api/client-config', () => {
  it("tells the app the clinic's time zone, booking horizon and hours, so its pages agree with the API", async () => {
    const config = (await app.inject('/api/client-config')).json();
    expect(config.clinic).toEqual({
      timeZone: 'Asia/Dhaka',
      today: '2026-02-01',
      bookingHorizonDays: 60,
      hours: {
        opening: { firstDay: 0, lastDay: 6, opens: '09:00', closes: '17:00' },
        contact: { firstDay: 6, lastDay: 4, opens: '10:00', closes: '19:00' },
        platform: null,
      },
    });
    // No store links set: the footer shows no store badges.
    expect(config.appStores).toEqual({ appStore: null, googlePlay: null });
  });

  it("gives the clinic's date as the clock reads it in the clinic: past midnight there, before it in UTC", async () => {
    clock.set('2026-02-01T18:30:00Z'); // 00:30 on Feb 2 in Dhaka
    expect((await app.inject('/api/client-config')).json().clinic.today).toBe('2026-02-02');
  });
});
