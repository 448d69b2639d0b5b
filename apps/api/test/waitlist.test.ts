import { addDays, formatWireDate, type BookingResult, type WaitlistEntry } from '@sustho/contracts';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { rowsOf } from '../src/db/client.js';
import {
  bookings,
  doctors,
  jobs,
  outbox,
  smsOutbox,
  users,
  waitlistEntries,
} from '../src/db/schema.js';
import { violatedUniqueConstraint } from '../src/lib/constraint-violations.js';
import { clinicInstant, clinicNow } from '../src/lib/clinic-time.js';
import { clock } from '../src/lib/clock.js';
import { bookingsRepository } from '../src/modules/bookings/repository.js';
import { jobHandlers } from '../src/compose.js';
import { runDueJobs } from '../src/modules/jobs/worker.js';
import { folderSmsTransport } from '../src/modules/sms/transport.js';
import { WAITLIST_OFFER_JOB } from '../src/modules/waitlist/slot-freed.js';
import { NO_SUCH_PATIENT } from '../src/modules/family/index.js';
import { addMember } from './family-fixtures.js';
import { createDoctorUser, createOption, createUser } from './factories.js';
import { buildTestApp, TEST_SECRET, testDatabaseKind, testEnv } from './helper.js';

const { app, database } = await buildTestApp({ WAITLIST_HOLD_MINUTES: '15' });
const db = app.db;

/** The job worker's handlers, delivering nowhere: the tests read the outbox views instead. */
const handlers = jobHandlers(
  app.env,
  {
    mail: { kind: 'folder', send: async () => {} },
    sms: folderSmsTransport('.test-data/waitlist-sms', () => {}),
  },
  app,
);
const runJobs = () => runDueJobs(db, handlers, app.log);

// The same database, with PAYMENT_HOLD_MINUTES set: an unpaid priced booking keeps its slot 30 minutes.
const held = await buildApp({
  env: testEnv({ PAYMENT_HOLD_MINUTES: '30', WAITLIST_HOLD_MINUTES: '15' }),
  database,
  secret: TEST_SECRET,
  logger: false,
});
await held.ready();
afterAll(() => held.close());

/**
 * 08:00 today in Dhaka (sessions live a week of real time, so the clock stays near it); the tests'
 * day is tomorrow.
 */
const TODAY = clinicNow(new Date(), app.env.CLINIC_TIME_ZONE).today;
const NOW = clinicInstant(TODAY, '08:00', app.env.CLINIC_TIME_ZONE).toISOString();
const DAY_ISO = addDays(TODAY, 1);
const DAY = formatWireDate(DAY_ISO);
const SLOT = '09:00 AM - 09:30 AM';

beforeEach(() => clock.set(NOW));
afterEach(() => clock.reset());

type Patient = Awaited<ReturnType<typeof createUser>>;

let phones = 0;
const nextPhone = () => `0171${String(1_000_000 + (phones += 1)).slice(-7)}`;

async function book(patient: Patient, treatmentName: string, slot = SLOT) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/booking',
    headers: patient.headers,
    payload: {
      appointmentDate: DAY,
      treatmentName,
      patientName: patient.user.name,
      slot,
      phone: nextPhone(),
    },
  });
  expect(response.statusCode).toBe(200);
  return response.json<BookingResult>();
}

async function bookingId(patient: Patient, treatmentName: string) {
  const result = await book(patient, treatmentName);
  if (!result.acknowledged) throw new Error(result.message);
  return result.insertedId;
}

const join = (patient: Patient, treatmentName: string, day = DAY, patientId?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/waitlist',
    headers: patient.headers,
    payload: { treatmentName, appointmentDate: day, phone: nextPhone(), patientId },
  });

async function joined(patient: Patient, treatmentName: string) {
  const response = await join(patient, treatmentName);
  expect(response.statusCode).toBe(201);
  return response.json<WaitlistEntry>();
}

async function entryOf(patient: Patient, id: string) {
  const response = await app.inject({ url: `/api/waitlist/${id}`, headers: patient.headers });
  expect(response.statusCode).toBe(200);
  return response.json<WaitlistEntry>();
}

const cancel = (patient: Patient, id: string) =>
  app.inject({ method: 'DELETE', url: `/api/booking/${id}`, headers: patient.headers });

/** The treatment's free slots on the day as GET /appointmentOptions shows them, to anyone or to `patient`. */
async function freeSlots(treatmentId: string, patient?: Patient) {
  const response = await app.inject({
    url: '/api/appointmentOptions',
    query: { date: DAY },
    headers: patient?.headers ?? {},
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ _id: string; slots: string[] }[]>().find((o) => o._id === treatmentId)!
    .slots;
}

/** How many entries hold a slot of the treatment now. */
async function holders(treatmentId: string) {
  return (
    await db
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(
        and(eq(waitlistEntries.treatmentId, treatmentId), eq(waitlistEntries.state, 'offered')),
      )
  ).length;
}

const minutesAfter = (instant: string, minutes: number) =>
  new Date(new Date(instant).getTime() + minutes * 60_000);

/** A treatment whose one doctor works one slot a day (09:00), so one booking fills the day. */
const oneSlotTreatment = () => createOption(db, { slotStarts: ['09:00'] });

describe('joining, listing and leaving the waitlist', () => {
  it('lets a patient join only a full day in the booking window, once, and refuses the rest by name', async () => {
    const treatment = await oneSlotTreatment();
    const [first, second] = [await createUser(app), await createUser(app)];

    // Free slots remain: book one of them instead.
    const early = await join(second, treatment.name);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(new RegExp(`still has free slots on ${DAY}`));

    await bookingId(first, treatment.name);
    const entry = await joined(second, treatment.name);
    expect(entry).toMatchObject({
      treatmentName: treatment.name,
      appointmentDate: DAY,
      patientName: second.user.name,
      state: 'waiting',
      offer: null,
    });

    const again = await join(second, treatment.name);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already on the waitlist/);

    // The patient holding the day's booking has no use for its waitlist.
    const booked = await join(first, treatment.name);
    expect(booked.statusCode).toBe(409);
    expect(booked.json().message).toMatch(new RegExp(`already have a .* booking on ${DAY}`));

    const unknown = await join(second, 'No such treatment');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/treatmentName/);

    for (const day of [
      formatWireDate(addDays(TODAY, -1)),
      formatWireDate(addDays(TODAY, 61)),
      'tomorrow',
    ]) {
      const outside = await join(second, treatment.name, day);
      expect(outside.statusCode, day).toBe(400);
      expect(outside.json().message).toMatch(/appointmentDate/);
    }

    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/waitlist',
      payload: { treatmentName: treatment.name, appointmentDate: DAY },
    });
    expect(anonymous.statusCode).toBe(401);
    const doctor = await createDoctorUser(app);
    expect((await join(doctor, treatment.name)).statusCode).toBe(403);

    const listed = await app.inject({ url: '/api/waitlist', headers: second.headers });
    expect(listed.json()).toEqual([entry]);
  });

  it('lets a patient see and leave only their own entries', async () => {
    const treatment = await oneSlotTreatment();
    const [owner, waiting, other] = [
      await createUser(app),
      await createUser(app),
      await createUser(app),
    ];
    await bookingId(owner, treatment.name);
    const entry = await joined(waiting, treatment.name);

    expect(
      (await app.inject({ url: `/api/waitlist/${entry._id}`, headers: other.headers })).statusCode,
    ).toBe(404);
    const leaveOther = await app.inject({
      method: 'DELETE',
      url: `/api/waitlist/${entry._id}`,
      headers: other.headers,
    });
    expect(leaveOther.statusCode).toBe(404);
    const bookOther = await app.inject({
      method: 'POST',
      url: `/api/waitlist/${entry._id}/book`,
      headers: other.headers,
      payload: {},
    });
    expect(bookOther.statusCode).toBe(404);
    expect(
      (await app.inject({ url: '/api/waitlist/not-an-id', headers: waiting.headers })).statusCode,
    ).toBe(400);

    // Nothing is on offer yet.
    const early = await app.inject({
      method: 'POST',
      url: `/api/waitlist/${entry._id}/book`,
      headers: waiting.headers,
      payload: {},
    });
    expect(early.statusCode).toBe(409);

    const leave = await app.inject({
      method: 'DELETE',
      url: `/api/waitlist/${entry._id}`,
      headers: waiting.headers,
    });
    expect(leave.json()).toEqual({ deletedCount: 1 });
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/waitlist/${entry._id}`,
          headers: waiting.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect((await app.inject({ url: '/api/waitlist', headers: waiting.headers })).json()).toEqual(
      [],
    );
  });
});

describe('the waitlist per patient (services.md §2)', () => {
  const bookOffer = async (patient: Patient, entryId: string) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/waitlist/${entryId}/book`,
      headers: patient.headers,
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    const result = response.json<BookingResult>();
    if (!result.acknowledged) throw new Error(result.message);
    return (await db.select().from(bookings).where(eq(bookings.id, result.insertedId)))[0]!;
  };

  it("keeps each profile's entries, refusals and settlement its own, and books an offer for the entry's patient", async () => {
    const treatment = await createOption(db, { slotStarts: ['09:00', '09:30'] });
    const [early, late, parent, stranger] = [
      await createUser(app),
      await createUser(app),
      await createUser(app),
      await createUser(app),
    ];
    const member = await addMember(app, parent);
    const nine = await bookingId(early, treatment.name);
    const half = await book(late, treatment.name, '09:30 AM - 10:00 AM');
    if (!half.acknowledged) throw new Error(half.message);

    // The member's entry carries the member; Myself's, the account's name. One each per day.
    const joinedForMember = await join(parent, treatment.name, DAY, member._id);
    expect(joinedForMember.statusCode).toBe(201);
    const forMember = joinedForMember.json<WaitlistEntry>();
    expect(forMember).toMatchObject({ patientId: member._id, patientName: member.name });
    const forMe = await joined(parent, treatment.name);
    expect(forMe).toMatchObject({ patientId: parent.user.id, patientName: parent.user.name });
    const again = await join(parent, treatment.name, DAY, member._id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already on the waitlist/);
    const notTheirs = await join(stranger, treatment.name, DAY, member._id);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().message).toBe(NO_SUCH_PATIENT);

    // The first slot freed goes to the first entry, the member's, and is booked for the member;
    // Myself's entry keeps waiting.
    await cancel(early, nine);
    await runJobs();
    expect((await entryOf(parent, forMember._id)).state).toBe('offered');
    const membersBooking = await bookOffer(parent, forMember._id);
    expect(membersBooking).toMatchObject({
      userId: parent.user.id,
      patientId: member._id,
      patientName: member.name,
      slotStart: '09:00:00',
    });
    expect((await entryOf(parent, forMember._id)).state).toBe('booked');
    expect((await entryOf(parent, forMe._id)).state).toBe('waiting');
    // Booked that day is the member's, not the account's.
    const booked = await join(parent, treatment.name, DAY, member._id);
    expect(booked.statusCode).toBe(409);
    expect(booked.json().message).toMatch(new RegExp(`already have a .* booking on ${DAY}`));

    // The next slot freed goes to Myself, whom the member's booking does not make busy.
    await cancel(late, half.insertedId);
    await runJobs();
    expect((await entryOf(parent, forMe._id)).state).toBe('offered');
    expect(await bookOffer(parent, forMe._id)).toMatchObject({
      patientId: parent.user.id,
      slotStart: '09:30:00',
    });
    expect((await entryOf(parent, forMe._id)).state).toBe('booked');
  });
});

describe('offers of a freed slot', () => {
  it('offers one freed slot to three waiting patients in turn, each hold expiring, never two holders at once', async () => {
    const treatment = await oneSlotTreatment();
    const owner = await createUser(app);
    const waiting = [await createUser(app), await createUser(app), await createUser(app)];
    const booking = await bookingId(owner, treatment.name);
    const entries: WaitlistEntry[] = [];
    for (const patient of waiting) entries.push(await joined(patient, treatment.name));

    expect((await cancel(owner, booking)).json()).toEqual({ deletedCount: 1 });
    await runJobs();

    let at = NOW;
    for (const [turn, patient] of waiting.entries()) {
      const states = await Promise.all(
        waiting.map((someone, index) => entryOf(someone, entries[index]!._id)),
      );
      expect(states.map((entry) => entry.state)).toEqual(
        waiting.map((_, index) =>
          index < turn ? 'expired' : index === turn ? 'offered' : 'waiting',
        ),
      );
      const offer = states[turn]!.offer!;
      expect(offer.slot).toBe(SLOT);
      expect(offer.expiresAt).toBe(minutesAfter(at, 15).toISOString());
      expect(await holders(treatment.id)).toBe(1);

      // The offer went out by e-mail and SMS with the link to its page.
      const [mail] = await db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, patient.user.email), like(outbox.subject, 'A slot opened on%')));
      expect(mail?.subject).toBe(`A slot opened on ${DAY} at ${SLOT}`);
      expect(mail?.text).toContain(
        `http://localhost:3000/dashboard/waitlist/${entries[turn]!._id}`,
      );
      const sms = await db
        .select()
        .from(smsOutbox)
        .where(like(smsOutbox.text, `%/dashboard/waitlist/${entries[turn]!._id}%`));
      expect(sms).toHaveLength(1);
      expect(sms[0]!.text).toContain(`A slot opened on ${DAY} at ${SLOT}`);

      // Held: nobody sees the slot, the holder included.
      for (const viewer of [undefined, owner, patient, ...waiting]) {
        expect(await freeSlots(treatment.id, viewer)).toEqual([]);
      }

      // Just before the hold ends, nothing moves; at its end the next patient is offered.
      clock.set(minutesAfter(at, 14));
      await runJobs();
      expect(await holders(treatment.id)).toBe(1);
      expect((await entryOf(patient, entries[turn]!._id)).state).toBe('offered');
      at = minutesAfter(at, 15).toISOString();
      clock.set(at);
      await runJobs();
      expect(await holders(treatment.id)).toBe(turn < waiting.length - 1 ? 1 : 0);
    }

    // Everyone had their turn: the slot is free for anyone again.
    expect(await freeSlots(treatment.id)).toEqual([SLOT]);
    const expired = await app.inject({
      method: 'POST',
      url: `/api/waitlist/${entries[0]!._id}/book`,
      headers: waiting[0]!.headers,
      payload: {},
    });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toMatch(/expired/);
  });

  it('lets the holder alone book the held slot through the offer, as a booking like any other', async () => {
    const treatment = await oneSlotTreatment();
    const [owner, holder, intruder] = [
      await createUser(app),
      await createUser(app),
      await createUser(app),
    ];
    const booking = await bookingId(owner, treatment.name);
    const entry = await joined(holder, treatment.name);
    await cancel(owner, booking);
    await runJobs();
    expect((await entryOf(holder, entry._id)).state).toBe('offered');

    // POST /booking for the held slot is refused to anyone else, as a taken slot.
    const taken = await book(intruder, treatment.name);
    expect(taken).toMatchObject({ acknowledged: false, reason: 'slot_taken' });

    const booked = await app.inject({
      method: 'POST',
      url: `/api/waitlist/${entry._id}/book`,
      headers: holder.headers,
      payload: {},
    });
    expect(booked.statusCode).toBe(200);
    const result = booked.json<BookingResult>();
    expect(result.acknowledged).toBe(true);
    const [row] = await db
      .select()
      .from(bookings)
      .where(eq(bookings.id, (result as { insertedId: string }).insertedId));
    expect(row).toMatchObject({
      userId: holder.user.id,
      doctorId: treatment.doctorId,
      slotStart: '09:00:00',
      state: 'booked',
      priceCents: treatment.priceCents,
    });
    expect((await entryOf(holder, entry._id)).state).toBe('booked');
    expect(await holders(treatment.id)).toBe(0);
    expect(await freeSlots(treatment.id)).toEqual([]);
    // The confirmation e-mail went out as for any booking.
    const confirmations = await db.select().from(outbox).where(eq(outbox.to, holder.user.email));
    expect(confirmations.some((mail) => mail.subject.startsWith('Your Sustho appointment'))).toBe(
      true,
    );
    // Its hold's expiry later changes nothing.
    clock.set(minutesAfter(NOW, 20));
    await runJobs();
    expect((await entryOf(holder, entry._id)).state).toBe('booked');
    expect(await freeSlots(treatment.id)).toEqual([]);
  });

  it('lets a hold go to the next patient when its holder books another slot of the day', async () => {
    const treatment = await createOption(db, { slotStarts: ['09:00', '10:00'] });
    const [early, late, holder, next] = [
      await createUser(app),
      await createUser(app),
      await createUser(app),
      await createUser(app),
    ];
    const first = await bookingId(early, treatment.name);
    const second = (await book(late, treatment.name, '10:00 AM - 10:30 AM')) as {
      insertedId: string;
    };
    const held = await joined(holder, treatment.name);
    const waiting = await joined(next, treatment.name);
    await cancel(early, first);
    await runJobs();
    expect((await entryOf(holder, held._id)).offer?.slot).toBe(SLOT);
    // 10:00 frees too, and the holder books it themselves before any offer of it is made.
    await cancel(late, second.insertedId);
    const offerJobs = async () =>
      (await db.select().from(jobs).where(eq(jobs.kind, WAITLIST_OFFER_JOB))).length;
    const queuedBefore = await offerJobs();
    expect(await book(holder, treatment.name, '10:00 AM - 10:30 AM')).toMatchObject({
      acknowledged: true,
    });
    // The booking settled the holder's entry and queued the offer of the 09:00 hold let go.
    expect((await entryOf(holder, held._id)).state).toBe('booked');
    expect(await offerJobs()).toBe(queuedBefore + 1);
    await runJobs();
    expect((await entryOf(next, waiting._id)).offer?.slot).toBe(SLOT);
  });

  // Two connections are needed: PGlite has one.
  it.skipIf(testDatabaseKind === 'pglite')(
    'refuses a slot offered to another patient while the booking waited for the doctor',
    async () => {
      const treatment = await oneSlotTreatment();
      const [owner, holder, late] = [
        await createUser(app),
        await createUser(app),
        await createUser(app),
      ];
      const booking = await bookingId(owner, treatment.name);
      const entry = await joined(holder, treatment.name);
      await cancel(owner, booking);
      // As the offer job does: the doctor's row held, then the offer written. A booking of the
      // slot arrives in between and waits for the doctor's row.
      const { answer } = await db.transaction(async (tx) => {
        await tx
          .select({ id: doctors.id })
          .from(doctors)
          .where(eq(doctors.id, treatment.doctorId))
          .for('no key update');
        const answer = book(late, treatment.name);
        while (rowsOf(await db.execute(sql`select 1 from pg_locks where not granted`)).length === 0)
          await new Promise((resolve) => setTimeout(resolve, 10));
        await tx
          .update(waitlistEntries)
          .set({
            state: 'offered',
            doctorId: treatment.doctorId,
            slotStart: '09:00',
            slotEnd: '09:30',
            offerExpiresAt: minutesAfter(NOW, 15),
          })
          .where(eq(waitlistEntries.id, entry._id));
        return { answer };
      });
      expect(await answer).toMatchObject({ acknowledged: false, reason: 'slot_taken' });
      expect((await entryOf(holder, entry._id)).state).toBe('offered');
    },
  );

  it('passes the slot on at once when its holder leaves the waitlist or deletes their account', async () => {
    const treatment = await oneSlotTreatment();
    const owner = await createUser(app);
    const waiting = [await createUser(app), await createUser(app), await createUser(app)];
    const booking = await bookingId(owner, treatment.name);
    const entries: WaitlistEntry[] = [];
    for (const patient of waiting) entries.push(await joined(patient, treatment.name));
    await cancel(owner, booking);
    await runJobs();

    const leave = await app.inject({
      method: 'DELETE',
      url: `/api/waitlist/${entries[0]!._id}`,
      headers: waiting[0]!.headers,
    });
    expect(leave.statusCode).toBe(200);
    await runJobs();
    expect((await entryOf(waiting[1]!, entries[1]!._id)).state).toBe('offered');

    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/profile',
      headers: waiting[1]!.headers,
    });
    expect(deleted.statusCode).toBe(200);
    await runJobs();
    expect((await entryOf(waiting[2]!, entries[2]!._id)).state).toBe('offered');
    expect(await holders(treatment.id)).toBe(1);
  });

  it("writes the offer in the patient's language", async () => {
    const treatment = await oneSlotTreatment();
    const [owner, waiting] = [await createUser(app), await createUser(app)];
    await db.update(users).set({ language: 'bn' }).where(eq(users.id, waiting.user.id));
    const booking = await bookingId(owner, treatment.name);
    const entry = await joined(waiting, treatment.name);
    await cancel(owner, booking);
    await runJobs();
    const [mail] = await db.select().from(outbox).where(eq(outbox.to, waiting.user.email));
    expect(mail?.subject).toMatch(/তারিখে .+-এ একটি সময় খালি হয়েছে$/);
    expect(mail?.text).toContain(`/dashboard/waitlist/${entry._id}`);
    const [sms] = await db
      .select()
      .from(smsOutbox)
      .where(like(smsOutbox.text, `%/dashboard/waitlist/${entry._id}%`));
    expect(sms?.text).toMatch(/^সুস্থ: .+একটি সময় খালি হয়েছে।/);
  });

  it('keeps two holders of one slot out in the database itself', async () => {
    const treatment = await oneSlotTreatment();
    const [a, b] = [await createUser(app), await createUser(app)];
    const held = {
      treatmentId: treatment.id,
      appointmentDate: DAY_ISO,
      patientName: 'Holder',
      state: 'offered' as const,
      doctorId: treatment.doctorId,
      slotStart: '09:00',
      slotEnd: '09:30',
      offerExpiresAt: minutesAfter(NOW, 15),
    };
    await db.insert(waitlistEntries).values({ ...held, userId: a.user.id, patientId: a.user.id });
    const second = await db
      .insert(waitlistEntries)
      .values({ ...held, userId: b.user.id, patientId: b.user.id })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(violatedUniqueConstraint(second)).toBe('waitlist_entries_one_holder_per_slot');
    // Nor is an offer without its slot accepted.
    const incomplete = await db
      .insert(waitlistEntries)
      .values({ ...held, userId: b.user.id, patientId: b.user.id, slotStart: null })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(incomplete).not.toBeNull();
  });

  it('offers concurrently freed slots to different patients, one holder each', async () => {
    const treatment = await createOption(db, { slotStarts: ['09:00', '09:30'] });
    const owners = [await createUser(app), await createUser(app)];
    const ids = [
      await bookingId(owners[0]!, treatment.name),
      await book(owners[1]!, treatment.name, '09:30 AM - 10:00 AM').then((result) => {
        if (!result.acknowledged) throw new Error(result.message);
        return result.insertedId;
      }),
    ];
    const waiting = [await createUser(app), await createUser(app), await createUser(app)];
    const entries: WaitlistEntry[] = [];
    for (const patient of waiting) entries.push(await joined(patient, treatment.name));

    await Promise.all(ids.map((id, index) => cancel(owners[index]!, id)));
    await Promise.all([runJobs(), runJobs()]);

    const states = await Promise.all(
      waiting.map((patient, index) => entryOf(patient, entries[index]!._id)),
    );
    expect(states.map((entry) => entry.state)).toEqual(['offered', 'offered', 'waiting']);
    expect(states.map((entry) => entry.offer?.slot)).toEqual([
      SLOT,
      '09:30 AM - 10:00 AM',
      undefined,
    ]);
    expect(await holders(treatment.id)).toBe(2);
  });
});

describe('the waitlist and rescheduling', () => {
  const reschedule = (patient: Patient, id: string, appointmentDate: string) =>
    app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/reschedule`,
      headers: patient.headers,
      payload: { appointmentDate, slot: SLOT },
    });
  const LATER = formatWireDate(addDays(DAY_ISO, 1));

  it('offers the slot a reschedule leaves, and keeps a held slot from being taken by a move', async () => {
    const treatment = await oneSlotTreatment();
    const [moving, waiting, other] = [
      await createUser(app),
      await createUser(app),
      await createUser(app),
    ];
    const moved = await bookingId(moving, treatment.name);
    const entry = await joined(waiting, treatment.name);

    expect((await reschedule(moving, moved, LATER)).statusCode).toBe(200);
    await runJobs();
    expect((await entryOf(waiting, entry._id)).state).toBe('offered');

    // While it is held, another patient cannot move into it either.
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: other.headers,
      payload: {
        appointmentDate: formatWireDate(addDays(DAY_ISO, 2)),
        treatmentName: treatment.name,
        patientName: other.user.name,
        slot: SLOT,
        phone: nextPhone(),
      },
    });
    const otherBooking = elsewhere.json<BookingResult>();
    if (!otherBooking.acknowledged) throw new Error(otherBooking.message);
    const intoHeld = await reschedule(other, otherBooking.insertedId, DAY);
    expect(intoHeld.statusCode).toBe(409);
    expect(intoHeld.json().code).toBe('slot_taken');
  });

  it("books the waiting patient's entry when they move a booking into the slot held for them", async () => {
    const treatment = await oneSlotTreatment();
    const [leaving, waiting] = [await createUser(app), await createUser(app)];
    const freed = await bookingId(leaving, treatment.name);
    const entry = await joined(waiting, treatment.name);
    const later = await app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: waiting.headers,
      payload: {
        appointmentDate: LATER,
        treatmentName: treatment.name,
        patientName: waiting.user.name,
        slot: SLOT,
        phone: nextPhone(),
      },
    });
    const laterBooking = later.json<BookingResult>();
    if (!laterBooking.acknowledged) throw new Error(laterBooking.message);

    const cancelled = await app.inject({
      method: 'DELETE',
      url: `/api/booking/${freed}`,
      headers: leaving.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    await runJobs();
    expect((await entryOf(waiting, entry._id)).state).toBe('offered');

    expect((await reschedule(waiting, laterBooking.insertedId, DAY)).statusCode).toBe(200);
    expect(await entryOf(waiting, entry._id)).toMatchObject({ state: 'booked' });
  });
});

describe('payment holds', () => {
  const heldHandlers = jobHandlers(
    held.env,
    {
      mail: { kind: 'folder', send: async () => {} },
      sms: folderSmsTransport('.test-data/waitlist-sms', () => {}),
    },
    held,
  );
  const runHeldJobs = () => runDueJobs(db, heldHandlers, held.log);

  async function bookHeld(patient: Patient, treatmentName: string) {
    const response = await held.inject({
      method: 'POST',
      url: '/api/booking',
      headers: patient.headers,
      payload: {
        appointmentDate: DAY,
        treatmentName,
        patientName: patient.user.name,
        slot: SLOT,
        phone: nextPhone(),
      },
    });
    const result = response.json<BookingResult>();
    if (!result.acknowledged) throw new Error(result.message);
    return result.insertedId;
  }

  const bookingOf = async (patient: Patient, id: string) =>
    (await held.inject({ url: `/api/bookings/${id}`, headers: patient.headers })).json<{
      status: string;
      payBy: string | null;
    }>();

  it('cancels an unpaid booking at its deadline, frees the slot and offers it to the waitlist', async () => {
    const treatment = await oneSlotTreatment();
    const [owner, waiting] = [await createUser(held), await createUser(held)];
    const id = await bookHeld(owner, treatment.name);
    const deadline = minutesAfter(NOW, 30).toISOString();
    expect(await bookingOf(owner, id)).toMatchObject({ status: 'active', payBy: deadline });
    const listed = await held.inject({
      url: `/api/bookings?email=${encodeURIComponent(owner.user.email)}`,
      headers: owner.headers,
    });
    expect(listed.json()[0]).toMatchObject({ _id: id, payBy: deadline });

    const entry = await held.inject({
      method: 'POST',
      url: '/api/waitlist',
      headers: waiting.headers,
      payload: { treatmentName: treatment.name, appointmentDate: DAY, phone: nextPhone() },
    });
    expect(entry.statusCode).toBe(201);

    clock.set(minutesAfter(NOW, 29));
    await runHeldJobs();
    expect((await bookingOf(owner, id)).status).toBe('active');

    clock.set(deadline);
    await runHeldJobs();
    expect(await bookingOf(owner, id)).toMatchObject({ status: 'cancelled', payBy: null });
    const offered = await held.inject({
      url: `/api/waitlist/${entry.json<WaitlistEntry>()._id}`,
      headers: waiting.headers,
    });
    expect(offered.json()).toMatchObject({ state: 'offered', offer: { slot: SLOT } });
  });

  it('leaves a booking paid before its deadline, and a free one has no deadline', async () => {
    const treatment = await oneSlotTreatment();
    const owner = await createUser(held);
    const id = await bookHeld(owner, treatment.name);
    await db.transaction(async (tx) => {
      const bookings = bookingsRepository(tx);
      const locked = await bookings.lock(id);
      await bookings.transition(locked!, 'pay');
    });
    expect((await bookingOf(owner, id)).payBy).toBeNull();
    clock.set(minutesAfter(NOW, 31));
    await runHeldJobs();
    const [row] = await db
      .select({ state: bookings.state })
      .from(bookings)
      .where(eq(bookings.id, id));
    expect(row?.state).toBe('paid');

    clock.set(NOW);
    const free = await createOption(db, { slotStarts: ['09:00'], priceCents: 0 });
    const patient = await createUser(held);
    const freeId = await bookHeld(patient, free.name);
    expect(await bookingOf(patient, freeId)).toMatchObject({ status: 'active', payBy: null });
  });

  it('keeps unpaid bookings without a deadline when PAYMENT_HOLD_MINUTES is 0 (the default)', async () => {
    const treatment = await oneSlotTreatment();
    const owner = await createUser(app);
    const id = await bookingId(owner, treatment.name);
    const response = await app.inject({ url: `/api/bookings/${id}`, headers: owner.headers });
    expect(response.json().payBy).toBeNull();
    clock.set(minutesAfter(NOW, 24 * 60));
    await runJobs();
    const [row] = await db
      .select({ state: bookings.state })
      .from(bookings)
      .where(eq(bookings.id, id));
    expect(row?.state).toBe('booked');
  });
});
