import type {
  Booking,
  ConsultationRoom,
  OnDemandOffer,
  OnDemandTreatment,
} from '@sustho/contracts';
import { timeOf } from '@sustho/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { jobHandlers } from '../src/compose.js';
import { bookings, consultationPresence, outbox, payments, smsOutbox } from '../src/db/schema.js';
import { clinicNow } from '../src/lib/clinic-time.js';
import { clock } from '../src/lib/clock.js';
import { runDueJobs } from '../src/modules/jobs/worker.js';
import { createBooking, createOption, createUser } from './factories.js';
import { addMember } from './family-fixtures.js';
import { buildTestApp } from './helper.js';
import {
  askForDoctor,
  createOnDemandDoctor,
  createOnDemandTreatment,
  payRequest,
  queuedRequest,
  setOnline,
  statusOf,
  waitForState,
} from './on-demand-fixtures.js';

const { app } = await buildTestApp({
  ON_DEMAND_OFFER_SECONDS: '45',
  ON_DEMAND_MAX_WAIT_MINUTES: '60',
  ON_DEMAND_REJOIN_MINUTES: '5',
  ON_DEMAND_ROOM_MINUTES: '60',
  BOOKING_RATE_LIMIT_PER_HOUR: '1000',
});
const db = app.db;
const quiet = { kind: 'folder' as const, send: async () => {} };
const runJobs = () =>
  runDueJobs(db, jobHandlers(app.env, { mail: quiet, sms: quiet }, app), app.log);

afterEach(() => clock.reset());

/** Moves the API's clock on by `ms` and runs what is due then. */
async function later(ms: number) {
  clock.set(new Date(clock.now().getTime() + ms));
  await runJobs();
}

const offerOf = async (doctor: Awaited<ReturnType<typeof createUser>>) => {
  const response = await app.inject({ url: '/api/on-demand/offer', headers: doctor.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OnDemandOffer | null>();
};

const act = (doctor: Awaited<ReturnType<typeof createUser>>, id: string, what: string) =>
  app.inject({ method: 'POST', url: `/api/on-demand/${id}/${what}`, headers: doctor.headers });

const bookingRow = async (id: string) =>
  (await db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

describe('Consult now: the queue page (GET /api/on-demand)', () => {
  it('lists on-demand treatments with doctors online and the wait, fresh, without a session', async () => {
    const treatment = await createOnDemandTreatment(app);
    const list = async () => {
      const response = await app.inject({ url: '/api/on-demand' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      return response
        .json<OnDemandTreatment[]>()
        .find((row) => row.treatmentName === treatment.name)!;
    };
    expect(await list()).toMatchObject({
      doctorsOnline: 0,
      waiting: 0,
      estimatedWaitMinutes: null,
    });
    const doctor = await createOnDemandDoctor(app, treatment.id);
    await setOnline(app, doctor);
    expect(await list()).toMatchObject({ doctorsOnline: 1, waiting: 0, estimatedWaitMinutes: 0 });
    await setOnline(app, doctor, false);
    const patients = await Promise.all([createUser(app), createUser(app)]);
    for (const patient of patients) await queuedRequest(app, patient, treatment.name);
    await setOnline(app, await createOnDemandDoctor(app, treatment.id));
    // One of the two is offered now; both are still in the queue: 15 min × 2 ÷ 1.
    expect(await list()).toMatchObject({ doctorsOnline: 1, waiting: 2, estimatedWaitMinutes: 30 });
  });

  it('leaves out a treatment that is not offered on demand', async () => {
    const scheduledOnly = await createOption(db);
    const { name } = await createOnDemandTreatment(app);
    const response = await app.inject({ url: '/api/on-demand' });
    const names = response.json<OnDemandTreatment[]>().map((row) => row.treatmentName);
    expect(names).toContain(name);
    expect(names).not.toContain(scheduledOnly.name);
  });
});

describe('Consult now: a request from payment to the room', () => {
  it('is paid, queued, offered to the online doctor, accepted and opens the room for both', async () => {
    const treatment = await createOnDemandTreatment(app);
    const doctor = await createOnDemandDoctor(app, treatment.id);
    const patient = await createUser(app);
    const { _id, state } = await askForDoctor(app, patient, treatment.name, {
      symptoms: 'Fever since last night',
    });
    expect(state).toBe('awaiting_payment');
    const list = await app.inject({
      url: '/api/bookings',
      query: { email: patient.user.email },
      headers: patient.headers,
    });
    expect(list.json<Booking[]>().find((booking) => booking._id === _id)).toMatchObject({
      kind: 'on_demand',
      doctorId: null,
      appointmentDate: null,
      slot: null,
      status: 'active',
      paid: false,
      reschedulable: false,
    });
    await payRequest(app, patient, _id);
    expect(await statusOf(app, patient, _id)).toMatchObject({
      state: 'waiting',
      position: 1,
      paid: true,
    });

    await setOnline(app, doctor);
    await waitForState(app, patient, _id, 'offered');
    const offer = await offerOf(doctor);
    expect(offer).toMatchObject({
      _id,
      patientName: patient.user.name,
      symptoms: 'Fever since last night',
      offerSeconds: 45,
    });

    const accepted = await act(doctor, _id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ bookingId: _id });
    const status = await statusOf(app, patient, _id);
    expect(status).toMatchObject({
      state: 'accepted',
      doctorName: doctor.doctor.name,
      position: null,
    });
    const row = await bookingRow(_id);
    expect(row).toMatchObject({ doctorId: doctor.doctor.id, state: 'paid', kind: 'on_demand' });
    expect(row.appointmentDate).not.toBeNull();
    for (const party of [patient, doctor]) {
      const room = await app.inject({ url: `/api/consultations/${_id}`, headers: party.headers });
      expect(room.statusCode, room.body).toBe(200);
      expect(room.json<ConsultationRoom>().status).toBe('open');
    }
    const presence = await setOnline(app, doctor);
    expect(presence).toMatchObject({ state: 'in_consultation', consultationId: _id });
    expect(await offerOf(doctor)).toBeNull();
  });

  it('offers the longest waiting patient to the doctor free longest, one patient per doctor', async () => {
    const treatment = await createOnDemandTreatment(app);
    const first = await createOnDemandDoctor(app, treatment.id);
    const second = await createOnDemandDoctor(app, treatment.id);
    // The clock stands still between steps, a second apart, so every time in the queue differs.
    const tick = () => clock.set(new Date(clock.now().getTime() + 1000));
    clock.set(new Date());
    await setOnline(app, first);
    tick();
    await setOnline(app, second);
    const [early, late, last] = await Promise.all([
      createUser(app),
      createUser(app),
      createUser(app),
    ]);
    tick();
    const earlyId = await queuedRequest(app, early, treatment.name);
    await waitForState(app, early, earlyId, 'offered');
    tick();
    const lateId = await queuedRequest(app, late, treatment.name);
    await waitForState(app, late, lateId, 'offered');
    tick();
    const lastId = await queuedRequest(app, last, treatment.name);
    expect((await offerOf(first))?._id).toBe(earlyId);
    expect((await offerOf(second))?._id).toBe(lateId);
    const status = await statusOf(app, last, lastId);
    expect(status, JSON.stringify(status)).toMatchObject({ state: 'waiting', position: 3 });
  });

  it('passes a declined patient to the next doctor, keeping their place, never back to the decliner', async () => {
    const treatment = await createOnDemandTreatment(app);
    const decliner = await createOnDemandDoctor(app, treatment.id);
    const patient = await createUser(app);
    await setOnline(app, decliner);
    const id = await queuedRequest(app, patient, treatment.name);
    await waitForState(app, patient, id, 'offered');
    const declined = await act(decliner, id, 'decline');
    expect(declined.statusCode, declined.body).toBe(204);
    await setOnline(app, decliner);
    expect(await statusOf(app, patient, id)).toMatchObject({ state: 'waiting', position: 1 });
    expect(await offerOf(decliner)).toBeNull();
    const next = await createOnDemandDoctor(app, treatment.id);
    await setOnline(app, next);
    await waitForState(app, patient, id, 'offered');
    expect((await offerOf(next))?._id).toBe(id);
    expect((await act(decliner, id, 'accept')).statusCode).toBe(409);
  });

  it('sets offline a doctor whose offer runs out and passes the patient on', async () => {
    const treatment = await createOnDemandTreatment(app);
    const slow = await createOnDemandDoctor(app, treatment.id);
    const patient = await createUser(app);
    await setOnline(app, slow);
    const id = await queuedRequest(app, patient, treatment.name);
    await waitForState(app, patient, id, 'offered');
    await later(46_000);
    expect(await statusOf(app, patient, id)).toMatchObject({ state: 'waiting' });
    const presence = await app.inject({ url: '/api/on-demand/presence', headers: slow.headers });
    expect(presence.json()).toMatchObject({
      online: false,
      state: 'offline',
      offlineReason: 'offer_ran_out',
    });
    expect((await act(slow, id, 'accept')).statusCode).toBe(409);
  });

  it('never offers a doctor whose booked consultation starts within a slot', async () => {
    const treatment = await createOnDemandTreatment(app);
    const booked = await createOnDemandDoctor(app, treatment.id);
    const now = new Date();
    clock.set(now);
    const { today, minutes } = clinicNow(now, app.env.CLINIC_TIME_ZONE);
    // The booked consultation starts in ten minutes, on the same day (in the last half hour of
    // the clinic's day there is no such slot: the rule is then not exercised).
    if (minutes + 40 >= 24 * 60) return;
    await createBooking(db, {
      treatmentId: treatment.id,
      doctorId: booked.doctor.id,
      appointmentDate: today,
      slotStart: timeOf(minutes + 10),
      state: 'paid',
    });
    await setOnline(app, booked);
    const patient = await createUser(app);
    const id = await queuedRequest(app, patient, treatment.name);
    // Free longest, the booked doctor would come first: the patient goes to the later one.
    clock.set(new Date(now.getTime() + 1000));
    const free = await createOnDemandDoctor(app, treatment.id);
    await setOnline(app, free);
    await waitForState(app, patient, id, 'offered');
    expect((await offerOf(free))?._id).toBe(id);
    expect(await offerOf(booked)).toBeNull();
  });
});

describe('Consult now: money back when nobody comes', () => {
  it('expires a paid request nobody accepted, refunds it once and tells the patient', async () => {
    const treatment = await createOnDemandTreatment(app);
    const patient = await createUser(app);
    const { _id: id } = await askForDoctor(app, patient, treatment.name, { phone: '01911000001' });
    await payRequest(app, patient, id);
    await later(61 * 60_000);
    // The patient's access token is short-lived: they read the page again once back in the present.
    clock.reset();
    const status = await statusOf(app, patient, id);
    expect(status).toMatchObject({ state: 'expired', paid: true, refunded: true });
    expect((await bookingRow(id)).state).toBe('refunded');
    const [payment] = await db.select().from(payments).where(eq(payments.bookingId, id));
    expect(payment?.refundState).not.toBeNull();
    const mail = await db.select().from(outbox).where(eq(outbox.to, patient.user.email));
    expect(mail.map((m) => m.subject)).toContain(
      `No doctor was available for your ${treatment.name} consultation`,
    );
    const sms = await db.select().from(smsOutbox).where(eq(smsOutbox.to, '+8801911000001'));
    expect(sms.map((m) => m.text)).toContain(
      'Sustho: No doctor was available. Your payment of $25.00 has been refunded.',
    );
  });

  it('refunds in full a request cancelled while waiting, and refuses to cancel once accepted', async () => {
    const treatment = await createOnDemandTreatment(app);
    const doctor = await createOnDemandDoctor(app, treatment.id);
    const [waiting, accepted] = await Promise.all([createUser(app), createUser(app)]);
    const waitingId = await queuedRequest(app, waiting, treatment.name);
    const cancelled = await app.inject({
      method: 'DELETE',
      url: `/api/booking/${waitingId}`,
      headers: waiting.headers,
    });
    expect(cancelled.json()).toEqual({ deletedCount: 1 });
    expect(await statusOf(app, waiting, waitingId)).toMatchObject({
      state: 'cancelled',
      refunded: true,
    });

    await setOnline(app, doctor);
    const acceptedId = await queuedRequest(app, accepted, treatment.name);
    await waitForState(app, accepted, acceptedId, 'offered');
    expect((await act(doctor, acceptedId, 'accept')).statusCode).toBe(200);
    const refused = await app.inject({
      method: 'DELETE',
      url: `/api/booking/${acceptedId}`,
      headers: accepted.headers,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'A doctor has accepted this consultation: it can no longer be cancelled',
    );
  });

  it('lets an unpaid request lapse after 15 minutes', async () => {
    const treatment = await createOnDemandTreatment(app);
    const patient = await createUser(app);
    const { _id } = await askForDoctor(app, patient, treatment.name);
    await later(15 * 60_000 + 1000);
    expect(await statusOf(app, patient, _id)).toMatchObject({
      state: 'expired',
      paid: false,
      refunded: false,
    });
    expect((await bookingRow(_id)).state).toBe('cancelled');
  });

  it('sends a patient whose doctor dropped back to the front of the queue, the payment kept', async () => {
    const treatment = await createOnDemandTreatment(app);
    const doctor = await createOnDemandDoctor(app, treatment.id);
    const patient = await createUser(app);
    await setOnline(app, doctor);
    const { _id: id } = await askForDoctor(app, patient, treatment.name, { phone: '01911000002' });
    await payRequest(app, patient, id);
    await waitForState(app, patient, id, 'offered');
    expect((await act(doctor, id, 'accept')).statusCode).toBe(200);
    // The doctor came in, then left and stayed away.
    await db.insert(consultationPresence).values({
      bookingId: id,
      party: 'doctor',
      presentUntil: new Date(clock.now().getTime() + 10_000),
    });
    await later(30_000);
    expect((await statusOf(app, patient, id)).state).toBe('accepted');
    for (let step = 0; step < 12; step += 1) await later(30_000);
    const status = await statusOf(app, patient, id);
    expect(status).toMatchObject({
      state: 'waiting',
      position: 1,
      doctorDisconnected: true,
      paid: true,
      refunded: false,
    });
    const row = await bookingRow(id);
    expect(row).toMatchObject({ doctorId: null, appointmentDate: null, state: 'paid' });
    const sms = await db.select().from(smsOutbox).where(eq(smsOutbox.to, '+8801911000002'));
    expect(sms.map((m) => m.text)).toContain(
      'Sustho: Your doctor was disconnected. You are first in the queue.',
    );
  });

  it('frees the doctor the moment they complete the consultation, and never sends it back to the queue', async () => {
    const treatment = await createOnDemandTreatment(app);
    const doctor = await createOnDemandDoctor(app, treatment.id);
    const patient = await createUser(app);
    await setOnline(app, doctor);
    const { _id: id } = await askForDoctor(app, patient, treatment.name, { phone: '01911000003' });
    await payRequest(app, patient, id);
    await waitForState(app, patient, id, 'offered');
    expect((await act(doctor, id, 'accept')).statusCode).toBe(200);
    await db.insert(consultationPresence).values({
      bookingId: id,
      party: 'doctor',
      presentUntil: new Date(clock.now().getTime() + 10_000),
    });
    const completed = await app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/complete`,
      headers: doctor.headers,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    // Free at once, without a heartbeat or another patient's payment to move the queue.
    const presence = await app.inject({ url: '/api/on-demand/presence', headers: doctor.headers });
    expect(presence.json()).toMatchObject({ online: true, state: 'free', consultationId: null });
    expect((await setOnline(app, doctor, false)).online).toBe(false);
    // The doctor left the room of a completed consultation: that is no drop.
    for (let step = 0; step < 12; step += 1) await later(30_000);
    expect(await statusOf(app, patient, id)).toMatchObject({ state: 'accepted', position: null });
    expect(await bookingRow(id)).toMatchObject({ doctorId: doctor.doctor.id, state: 'completed' });
    const sms = await db.select().from(smsOutbox).where(eq(smsOutbox.to, '+8801911000003'));
    expect(sms.map((m) => m.text)).not.toContain(
      'Sustho: Your doctor was disconnected. You are first in the queue.',
    );
  });
});

describe('Consult now: a patient who leaves', () => {
  it('cancels and refunds the waiting request of a removed family member, and of a deleted account', async () => {
    const treatment = await createOnDemandTreatment(app);
    const parent = await createUser(app);
    const member = await addMember(app, parent);
    const { _id: memberRequest } = await askForDoctor(app, parent, treatment.name, {
      patientId: member._id,
    });
    await payRequest(app, parent, memberRequest);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/family/${member._id}`,
      headers: parent.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await bookingRow(memberRequest)).state).toBe('refunded');

    const leaving = await createUser(app);
    const ownRequest = await queuedRequest(app, leaving, treatment.name);
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/profile',
      headers: leaving.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await bookingRow(ownRequest)).state).toBe('refunded');
    // Nobody is offered a patient who left.
    const doctor = await createOnDemandDoctor(app, treatment.id);
    await setOnline(app, doctor);
    expect(await offerOf(doctor)).toBeNull();
  });
});

describe('Consult now: refusals', () => {
  it('refuses a treatment not offered on demand, a second open request, and a doctor asking', async () => {
    const patient = await createUser(app);
    const treatment = await createOnDemandTreatment(app);
    const scheduledOnly = await createOption(db);
    const notOffered = await app.inject({
      method: 'POST',
      url: '/api/on-demand',
      headers: patient.headers,
      payload: { treatmentName: scheduledOnly.name },
    });
    expect(notOffered.statusCode).toBe(409);
    await askForDoctor(app, patient, treatment.name);
    const again = await app.inject({
      method: 'POST',
      url: '/api/on-demand',
      headers: patient.headers,
      payload: { treatmentName: treatment.name },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You are already waiting for a doctor');
    const member = await addMember(app, patient);
    expect(
      (await askForDoctor(app, patient, treatment.name, { patientId: member._id })).state,
    ).toBe('awaiting_payment');
    const doctor = await createOnDemandDoctor(app, treatment.id);
    const asDoctor = await app.inject({
      method: 'POST',
      url: '/api/on-demand',
      headers: doctor.headers,
      payload: { treatmentName: treatment.name },
    });
    expect(asDoctor.statusCode).toBe(403);
  });

  it("answers 404 for another account's request and for symptoms that are too long a 400", async () => {
    const treatment = await createOnDemandTreatment(app);
    const [owner, other] = await Promise.all([createUser(app), createUser(app)]);
    const { _id } = await askForDoctor(app, owner, treatment.name);
    expect(
      (await app.inject({ url: `/api/on-demand/${_id}`, headers: other.headers })).statusCode,
    ).toBe(404);
    const long = await app.inject({
      method: 'POST',
      url: '/api/on-demand',
      headers: other.headers,
      payload: { treatmentName: treatment.name, symptoms: 'x'.repeat(501) },
    });
    expect(long.statusCode).toBe(400);
  });
});
