import { addDays, formatWireDate, type Booking } from '@sustho/contracts';
import { and, eq, isNull, like } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookings, jobs, payments, users } from '../src/db/schema.js';
import { clock } from '../src/lib/clock.js';
import { refundsOnCancel } from '../src/modules/bookings/change-policy.js';
import { jobHandlers } from '../src/compose.js';
import { runDueJobs } from '../src/modules/jobs/worker.js';
import { buildTestApp } from './helper.js';
import { createAdmin, createBooking, createOption, createUser } from './factories.js';
import { latestMail } from './ics.js';
import { bookAndPay } from './payment-fixtures.js';

// Refunds stop 24 hours before the start here, so both sides of the policy can be seen.
const { app } = await buildTestApp({ REFUND_CUTOFF_HOURS: '24' });
const db = app.db;

/** Feb 10, 2026, 09:00 in Dhaka. */
const NOW = '2026-02-10T03:00:00Z';
const TODAY = '2026-02-10';
const NINE = '09:00 AM - 09:30 AM';
const HALF_PAST_NINE = '09:30 AM - 10:00 AM';
const TEN = '10:00 AM - 10:30 AM';

beforeEach(() => clock.set(NOW));
afterEach(() => clock.reset());

type Patient = Awaited<ReturnType<typeof createUser>>;

/** Runs the due durable jobs (cancellation notices, their e-mails) with transports that keep nothing. */
const runJobs = () =>
  runDueJobs(
    db,
    jobHandlers(
      app.env,
      {
        mail: { kind: 'folder', send: async () => {} },
        sms: { kind: 'folder', send: async () => {} },
      },
      app,
    ),
    app.log,
  );

/** A fresh treatment (one doctor, 09:00, 09:30 and 10:00 every day) and a paid booking of it. */
async function paidBooking(patient: Patient, day: string, slot = NINE) {
  const treatment = await createOption(db);
  const id = await bookAndPay(app, patient, {
    treatmentName: treatment.name,
    appointmentDate: formatWireDate(day),
    slot,
  });
  return { id, treatment };
}

const reschedule = (patient: Patient, id: string, payload: object) =>
  app.inject({
    method: 'POST',
    url: `/api/bookings/${id}/reschedule`,
    headers: patient.headers,
    payload,
  });

const read = async (patient: Patient, id: string) =>
  (await app.inject({ url: `/api/bookings/${id}`, headers: patient.headers })).json<Booking>();

const remove = (patient: Patient, id: string) =>
  app.inject({ method: 'DELETE', url: `/api/booking/${id}`, headers: patient.headers });

/** The pending reminder jobs of a booking: when each runs. */
async function pendingReminders(id: string) {
  const rows = await db
    .select({ runAt: jobs.runAt })
    .from(jobs)
    .where(and(like(jobs.key, `reminder:${id}:%`), isNull(jobs.doneAt)));
  return rows.map((row) => row.runAt.toISOString()).sort();
}

describe('POST /api/bookings/{id}/reschedule', () => {
  it('moves a paid booking to another day: the payment stays, the old slot frees, reminders and the invite follow', async () => {
    const patient = await createUser(app);
    const { id, treatment } = await paidBooking(patient, '2026-02-12');
    const response = await reschedule(patient, id, {
      appointmentDate: formatWireDate('2026-02-14'),
      slot: TEN,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Booking>()).toMatchObject({
      _id: id,
      appointmentDate: 'Feb 14, 2026',
      slot: TEN,
      doctorId: treatment.doctorId,
      status: 'active',
      paid: true,
      refunded: false,
      reschedulable: true,
    });
    const [payment] = await db.select().from(payments).where(eq(payments.bookingId, id));
    expect(payment).toMatchObject({ bookingId: id, refundId: null });
    const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({ state: 'paid', rescheduleCount: 1, inviteSequence: 1 });

    // The old slot is free for anyone again; the new one is taken.
    const options = async (day: string) =>
      (await app.inject({ url: `/api/appointmentOptions?date=${formatWireDate(day)}` })).json<
        { name: string; slots: string[] }[]
      >();
    const slotsOn = async (day: string) =>
      (await options(day)).find((option) => option.name === treatment.name)!.slots;
    expect(await slotsOn('2026-02-12')).toEqual([NINE, HALF_PAST_NINE, TEN]);
    expect(await slotsOn('2026-02-14')).toEqual([NINE, HALF_PAST_NINE]);

    // 10:00 in Dhaka is 04:00Z: reminders 24 h and 1 h before it, and none for the old time.
    expect(await pendingReminders(id)).toEqual([
      '2026-02-13T04:00:00.000Z',
      '2026-02-14T03:00:00.000Z',
    ]);

    const mail = await latestMail(db, patient.user.email, 'was moved');
    expect(mail.text).toContain('Your appointment was moved.');
    expect(mail.text).toContain('Your payment of $25.00 stays with this appointment.');
    expect(mail.ics?.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    expect(mail.invite).toEqual({
      method: 'PUBLISH',
      uid: `${id}@sustho`,
      sequence: 1,
      status: 'CONFIRMED',
      start: new Date('2026-02-14T04:00:00Z'),
      end: new Date('2026-02-14T04:30:00Z'),
    });
    const confirmation = await latestMail(db, patient.user.email, 'Your Sustho appointment:');
    expect(confirmation.invite).toMatchObject({ uid: `${id}@sustho`, sequence: 0 });
  });

  it('is for the booking’s patient only', async () => {
    const patient = await createUser(app);
    const other = await createUser(app);
    const admin = await createAdmin(app);
    const { id } = await paidBooking(patient, '2026-02-12');
    const body = { appointmentDate: formatWireDate('2026-02-12'), slot: TEN };
    expect((await reschedule(other, id, body)).statusCode).toBe(403);
    expect((await reschedule(admin, id, body)).statusCode).toBe(403);
    const unknown = await reschedule(patient, '00000000-0000-4000-8000-000000000000', body);
    expect(unknown.statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/reschedule`,
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it(`stops ${6} hours before the start (CHANGE_CUTOFF_HOURS)`, async () => {
    const patient = await createUser(app);
    // 15:30 today in Dhaka starts 6.5 h after 09:00: still movable, until 09:30.
    const treatment = await createOption(db, { slotStarts: ['15:00', '15:30', '16:00'] });
    const booking = await createBooking(db, {
      treatmentId: treatment.id,
      appointmentDate: TODAY,
      slotStart: '15:30',
      userId: patient.user.id,
      email: patient.user.email,
    });
    expect((await read(patient, booking.id)).reschedulable).toBe(true);
    clock.set('2026-02-10T03:31:00Z');
    expect((await read(patient, booking.id)).reschedulable).toBe(false);
    const late = await reschedule(patient, booking.id, {
      appointmentDate: formatWireDate(TODAY),
      slot: '04:00 PM - 04:30 PM',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'too_late',
      message: 'A booking can be rescheduled until 6 hours before it starts',
    });
    clock.set('2026-02-10T03:29:00Z');
    const inTime = await reschedule(patient, booking.id, {
      appointmentDate: formatWireDate(TODAY),
      slot: '04:00 PM - 04:30 PM',
    });
    expect(inTime.statusCode).toBe(200);
  });

  it('allows MAX_RESCHEDULES moves (2), then answers limit_reached', async () => {
    const patient = await createUser(app);
    const { id } = await paidBooking(patient, '2026-02-20');
    const to = (slot: string) => ({ appointmentDate: formatWireDate('2026-02-20'), slot });
    expect((await reschedule(patient, id, to(TEN))).statusCode).toBe(200);
    const second = await reschedule(patient, id, to(HALF_PAST_NINE));
    expect(second.statusCode).toBe(200);
    expect(second.json<Booking>().reschedulable).toBe(false);
    const third = await reschedule(patient, id, to(NINE));
    expect(third.statusCode).toBe(409);
    expect(third.json().code).toBe('limit_reached');
    const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({ slotStart: '09:30:00', rescheduleCount: 2, state: 'paid' });
    const mail = await latestMail(db, patient.user.email, 'was moved');
    expect(mail.invite).toMatchObject({ sequence: 2, start: new Date('2026-02-20T03:30:00Z') });
  });

  it('answers 409 with the reason when the booking or the new slot cannot be had', async () => {
    const patient = await createUser(app);
    const rival = await createUser(app);
    const { id, treatment } = await paidBooking(patient, '2026-02-22');
    // Someone else holds 10:00 that day.
    await createBooking(db, {
      treatmentId: treatment.id,
      appointmentDate: '2026-02-22',
      slotStart: '10:00',
      userId: rival.user.id,
      email: rival.user.email,
    });
    const taken = await reschedule(patient, id, {
      appointmentDate: formatWireDate('2026-02-22'),
      slot: TEN,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'slot_taken',
      message: `Sorry, the ${TEN} slot on Feb 22, 2026 was just taken. Please choose another slot.`,
    });

    // The patient's own booking of the same treatment on the 23rd: one a day.
    await createBooking(db, {
      treatmentId: treatment.id,
      appointmentDate: '2026-02-23',
      slotStart: '09:00',
      userId: patient.user.id,
      email: patient.user.email,
    });
    const sameDay = await reschedule(patient, id, {
      appointmentDate: formatWireDate('2026-02-23'),
      slot: TEN,
    });
    expect(sameDay.statusCode).toBe(409);
    expect(sameDay.json()).toMatchObject({
      code: 'already_booked_day',
      message: 'You already have a booking on Feb 23, 2026',
    });

    // Another treatment of the patient's at 09:30 on the 22nd: one appointment at a time.
    const other = await createOption(db);
    await createBooking(db, {
      treatmentId: other.id,
      appointmentDate: '2026-02-22',
      slotStart: '09:30',
      userId: patient.user.id,
      email: patient.user.email,
    });
    const busy = await reschedule(patient, id, {
      appointmentDate: formatWireDate('2026-02-22'),
      slot: HALF_PAST_NINE,
    });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().code).toBe('patient_busy');

    // Nothing moved: still at 09:00 on the 22nd, paid, never counted.
    const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({
      appointmentDate: '2026-02-22',
      slotStart: '09:00:00',
      state: 'paid',
      rescheduleCount: 0,
    });

    expect((await remove(patient, id)).json()).toEqual({ deletedCount: 1 });
    const cancelled = await reschedule(patient, id, {
      appointmentDate: formatWireDate('2026-02-24'),
      slot: TEN,
    });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().code).toBe('not_active');
  });

  it('refuses slots the treatment does not have, past days and the same slot with 400', async () => {
    const patient = await createUser(app);
    const { id, treatment } = await paidBooking(patient, '2026-02-25');
    const at = (day: string, slot: string, doctorId?: string) =>
      reschedule(patient, id, { appointmentDate: formatWireDate(day), slot, doctorId });
    expect((await at('2026-02-25', '11:00 AM - 11:30 AM')).statusCode).toBe(400);
    expect((await at('2026-02-09', TEN)).statusCode).toBe(400);
    expect((await at(addDays(TODAY, 61), TEN)).statusCode).toBe(400);
    const same = await at('2026-02-25', NINE, treatment.doctorId);
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('body.slot: the booking is already at this slot');
    const otherDoctor = await at('2026-02-25', TEN, '00000000-0000-4000-8000-000000000000');
    expect(otherDoctor.statusCode).toBe(400);
    expect(
      (await reschedule(patient, id, { appointmentDate: 'tomorrow', slot: TEN })).statusCode,
    ).toBe(400);
  });
});

describe('the change e-mails in Bangla', () => {
  it('are written in the account’s language, with the same invites', async () => {
    const patient = await createUser(app);
    await db.update(users).set({ language: 'bn' }).where(eq(users.id, patient.user.id));
    const { id } = await paidBooking(patient, '2026-02-15');
    await reschedule(patient, id, { appointmentDate: formatWireDate('2026-02-16'), slot: TEN });
    const moved = await latestMail(db, patient.user.email, 'সময় বদলেছে');
    // Bangla digits, month name and period word, as every e-mail of the account's (mail/readable.ts).
    expect(moved.subject).toMatch(
      /^আপনার Sustho অ্যাপয়েন্টমেন্টের সময় বদলেছে: ১৬ ফেব্রুয়ার.+, ২০২৬, সকাল ১০:০০/,
    );
    expect(moved.text).toContain('আপনার অ্যাপয়েন্টমেন্টের সময় বদলানো হয়েছে।');
    expect(moved.invite).toMatchObject({ method: 'PUBLISH', uid: `${id}@sustho`, sequence: 1 });

    await remove(patient, id);
    await runJobs();
    const cancelled = await latestMail(db, patient.user.email, 'বাতিল হয়েছে');
    expect(cancelled.text).toContain('এই অ্যাপয়েন্টমেন্টটি বাতিল করা হয়েছে:');
    expect(cancelled.text).toContain('পুরোটাই আপনাকে ফেরত দেওয়া হচ্ছে।');
    expect(cancelled.invite).toMatchObject({ method: 'CANCEL', uid: `${id}@sustho`, sequence: 2 });
  });
});

describe('refund policy (REFUND_CUTOFF_HOURS=24)', () => {
  it('refunds a paid booking the patient deletes more than 24 hours before it', async () => {
    const patient = await createUser(app);
    const { id } = await paidBooking(patient, '2026-02-12');
    expect((await read(patient, id)).refundOnCancel).toBe(true);
    expect((await remove(patient, id)).json()).toEqual({ deletedCount: 1 });
    expect(await read(patient, id)).toMatchObject({
      status: 'cancelled',
      paid: true,
      refunded: true,
    });
    const [payment] = await db.select().from(payments).where(eq(payments.bookingId, id));
    expect(payment!.refundId).not.toBeNull();
    expect(await pendingReminders(id)).toEqual([]);

    await runJobs();
    const mail = await latestMail(db, patient.user.email, 'was cancelled');
    expect(mail.text).toContain('Your payment of $25.00 is refunded to you in full.');
    expect(mail.ics?.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(mail.invite).toEqual({
      method: 'CANCEL',
      uid: `${id}@sustho`,
      sequence: 1,
      status: 'CANCELLED',
      start: new Date('2026-02-12T03:00:00Z'),
      end: new Date('2026-02-12T03:30:00Z'),
    });
  });

  it('keeps the payment when the patient deletes it within 24 hours, and says so', async () => {
    const patient = await createUser(app);
    const { id } = await paidBooking(patient, '2026-02-11');
    expect((await read(patient, id)).refundOnCancel).toBe(false);
    expect((await remove(patient, id)).json()).toEqual({ deletedCount: 1 });
    expect(await read(patient, id)).toMatchObject({
      status: 'cancelled',
      paid: true,
      refunded: false,
      reschedulable: false,
    });
    const [payment] = await db.select().from(payments).where(eq(payments.bookingId, id));
    expect(payment).toMatchObject({ refundId: null, refundState: null });
    // The slot is free again all the same.
    const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
    expect(row!.state).toBe('forfeited');
    expect((await remove(patient, id)).json()).toEqual({ deletedCount: 0 });

    await runJobs();
    const mail = await latestMail(db, patient.user.email, 'was cancelled');
    expect(mail.text).toContain(
      'It was cancelled too close to its start for a refund: your payment of $25.00 is not refunded.',
    );
    expect(mail.invite).toMatchObject({ method: 'CANCEL', uid: `${id}@sustho`, sequence: 1 });
  });

  it('refunds in full when the clinic cancels, however late (an admin deleting it)', async () => {
    const patient = await createUser(app);
    const admin = await createAdmin(app);
    const { id } = await paidBooking(patient, '2026-02-11', TEN);
    expect((await remove(admin, id)).json()).toEqual({ deletedCount: 1 });
    expect(await read(patient, id)).toMatchObject({ status: 'cancelled', refunded: true });
  });

  it('a moved booking is cancelled with the next SEQUENCE after its moves', async () => {
    const patient = await createUser(app);
    const { id } = await paidBooking(patient, '2026-02-26');
    const moved = await reschedule(patient, id, {
      appointmentDate: formatWireDate('2026-02-27'),
      slot: TEN,
    });
    expect(moved.statusCode).toBe(200);
    await remove(patient, id);
    await runJobs();
    const mail = await latestMail(db, patient.user.email, 'was cancelled');
    expect(mail.invite).toMatchObject({
      method: 'CANCEL',
      sequence: 2,
      start: new Date('2026-02-27T04:00:00Z'),
    });
  });

  it('REFUND_CUTOFF_HOURS=0 always refunds; the clinic always refunds', () => {
    const start = new Date(NOW);
    const after = new Date('2026-02-10T04:00:00Z');
    expect(refundsOnCancel('patient', start, after, { refundCutoffHours: 0 })).toBe(true);
    expect(refundsOnCancel('clinic', start, after, { refundCutoffHours: 24 })).toBe(true);
    const dayBefore = new Date('2026-02-09T02:59:00Z');
    expect(refundsOnCancel('patient', start, dayBefore, { refundCutoffHours: 24 })).toBe(true);
    const justInside = new Date('2026-02-09T03:00:00Z');
    expect(refundsOnCancel('patient', start, justInside, { refundCutoffHours: 24 })).toBe(false);
  });
});
