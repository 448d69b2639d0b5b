import {
  addDays,
  formatWireDate,
  type BookingResult,
  type FamilyMemberInput,
  type PatientProfile,
} from '@sustho/contracts';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  auditLog,
  bookings,
  holdsSlot,
  payments,
  sandboxPaymentIntents,
  waitlistEntries,
} from '../src/db/schema.js';
import { clinicInstant, clinicNow } from '../src/lib/clinic-time.js';
import { clock } from '../src/lib/clock.js';
import { NO_SUCH_PATIENT } from '../src/modules/family/index.js';
import { addMember, memberFields } from './family-fixtures.js';
import {
  createBooking,
  createDoctor,
  createDoctorUser,
  createOption,
  createUser,
} from './factories.js';
import { buildTestApp } from './helper.js';
import { bookAndPay } from './payment-fixtures.js';

const { app } = await buildTestApp();
const db = app.db;
const MAX = app.env.MAX_FAMILY_MEMBERS;

// 08:00 today in Dhaka (sessions live a week of real time); the bookings are for tomorrow.
const TODAY = clinicNow(new Date(), app.env.CLINIC_TIME_ZONE).today;
const NOW = clinicInstant(TODAY, '08:00', app.env.CLINIC_TIME_ZONE).toISOString();
const DAY = formatWireDate(addDays(TODAY, 1));
const NINE = '09:00 AM - 09:30 AM';
const TEN = '10:00 AM - 10:30 AM';

beforeEach(() => clock.set(NOW));
afterEach(() => clock.reset());

type SignedIn = Awaited<ReturnType<typeof createUser>>;

const family = async (account: SignedIn) => {
  const response = await app.inject({ url: '/api/family', headers: account.headers });
  expect(response.statusCode).toBe(200);
  return response.json<PatientProfile[]>();
};

const add = (account: SignedIn, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/family',
    headers: account.headers,
    payload,
  });

const patch = (account: SignedIn, id: string, payload: object) =>
  app.inject({ method: 'PATCH', url: `/api/family/${id}`, headers: account.headers, payload });

const remove = (account: SignedIn, id: string) =>
  app.inject({ method: 'DELETE', url: `/api/family/${id}`, headers: account.headers });

const book = (
  account: SignedIn,
  treatmentName: string,
  values: { slot?: string; patientId?: string; doctorId?: string } = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/booking',
    headers: account.headers,
    payload: {
      appointmentDate: DAY,
      treatmentName,
      patientName: account.user.name,
      slot: NINE,
      phone: '01712345678',
      ...values,
    },
  });

const bookingRow = async (id: string) =>
  (await db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

/** A treatment that `count` doctors work at 09:00, 09:30 and 10:00 every day. */
async function treatmentWithDoctors(count: number) {
  const treatment = await createOption(db);
  for (let more = 1; more < count; more += 1)
    await createDoctor(db, { treatmentId: treatment.id, slotStarts: ['09:00', '09:30', '10:00'] });
  return treatment;
}

describe('My Family', () => {
  it("answers the account's own profile first, as Myself", async () => {
    const parent = await createUser(app, { name: 'Rahima Begum' });
    expect(await family(parent)).toEqual([
      {
        _id: parent.user.id,
        name: 'Rahima Begum',
        relation: 'self',
        dateOfBirth: null,
        sex: null,
        phone: null,
        self: true,
      },
    ]);
  });

  it('adds a member (201) after Myself, and refuses a bad one with a 400 naming the field', async () => {
    const parent = await createUser(app);
    const fields = memberFields({ phone: '01712345679' });
    const response = await add(parent, fields);
    expect(response.statusCode).toBe(201);
    const added = response.json<PatientProfile>();
    // The phone is kept in its international form, as a booking's is.
    expect(added).toEqual({
      _id: expect.any(String),
      ...fields,
      phone: '+8801712345679',
      self: false,
    });
    expect((await family(parent)).map((profile) => profile._id)).toEqual([
      parent.user.id,
      added._id,
    ]);

    const tomorrow = addDays(new Date().toISOString().slice(0, 10), 1);
    const refusals: [Partial<Record<keyof FamilyMemberInput, unknown>>, RegExp][] = [
      [{ dateOfBirth: tomorrow }, /^body\.dateOfBirth: /],
      [{ relation: 'cousin' }, /^body\.relation: /],
      [{ relation: 'self' }, /^body\.relation: /],
      [{ name: 'N'.repeat(101) }, /^body\.name: must be at most 100 characters/],
      [
        { name: 'Nusrat\u0007Jahan' },
        /^body\.name: must be on one line, without control characters/,
      ],
      [{ sex: undefined }, /^body\.sex: /],
    ];
    for (const [change, message] of refusals) {
      const refused = await add(parent, { ...memberFields(), ...change });
      expect(refused.statusCode, JSON.stringify(change)).toBe(400);
      expect(refused.json().message).toMatch(message);
    }
    expect(await family(parent)).toHaveLength(2);
  });

  it(`keeps at most MAX_FAMILY_MEMBERS (${MAX}) members, even against 20 additions at once`, async () => {
    const parent = await createUser(app);
    for (let count = 0; count < MAX; count += 1) await addMember(app, parent);
    const past = await add(parent, memberFields());
    expect(past.statusCode).toBe(409);
    expect(past.json().message).toBe(
      `You can add at most ${MAX} family members: remove one to add another`,
    );

    const racer = await createUser(app);
    const answers = await Promise.all(Array.from({ length: 20 }, () => add(racer, memberFields())));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(MAX);
    expect(codes.filter((code) => code === 409)).toHaveLength(20 - MAX);
    expect(await family(racer)).toHaveLength(MAX + 1);
  });

  it('changes a member; Myself takes a date of birth but not a name or relation', async () => {
    const parent = await createUser(app, { name: 'Karim Uddin' });
    const member = await addMember(app, parent);
    const changed = await patch(parent, member._id, { name: 'Nusrat Karim', relation: 'other' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      _id: member._id,
      name: 'Nusrat Karim',
      relation: 'other',
    });

    for (const change of [{ name: 'Someone Else' }, { relation: 'spouse' }]) {
      const refused = await patch(parent, parent.user.id, change);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(
        'body: your own name is changed on your profile, and your relation is always Myself',
      );
    }
    const born = await patch(parent, parent.user.id, { dateOfBirth: '1985-06-01' });
    expect(born.statusCode).toBe(200);
    expect(born.json()).toMatchObject({
      _id: parent.user.id,
      name: 'Karim Uddin',
      relation: 'self',
      dateOfBirth: '1985-06-01',
      self: true,
    });
  });

  it('answers 404 to a profile of another account, wherever a patient is named', async () => {
    const [parent, stranger] = [await createUser(app), await createUser(app)];
    const member = await addMember(app, parent);
    const treatment = await createOption(db, { slotStarts: ['09:00'] });
    const tries = [
      await patch(stranger, member._id, { name: 'Taken Over' }),
      await remove(stranger, member._id),
      await book(stranger, treatment.name, { patientId: member._id }),
      await app.inject({
        method: 'POST',
        url: '/api/waitlist',
        headers: stranger.headers,
        payload: { treatmentName: treatment.name, appointmentDate: DAY, patientId: member._id },
      }),
    ];
    for (const answer of tries) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(NO_SUCH_PATIENT);
    }
    expect((await family(parent))[1]).toEqual(member);
    expect(await db.select().from(bookings).where(eq(bookings.patientId, member._id))).toEqual([]);
  });

  it('is for patients: a doctor account is refused (403)', async () => {
    const doctor = await createDoctorUser(app);
    const answers = [
      await app.inject({ url: '/api/family', headers: doctor.headers }),
      await add(doctor, memberFields()),
      await patch(doctor, doctor.user.id, { dateOfBirth: '1980-01-01' }),
      await remove(doctor, doctor.user.id),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([403, 403, 403, 403]);
  });

  it("removes a member: their paid booking is cancelled and refunded once, the parent's stays, the record keeps an anonymised patient", async () => {
    const parent = await createUser(app);
    const member = await addMember(app, parent);
    const treatment = await treatmentWithDoctors(2);
    const paidId = await bookAndPay(app, parent, {
      treatmentName: treatment.name,
      appointmentDate: DAY,
      slot: NINE,
      patientId: member._id,
    });
    const own = (await book(parent, treatment.name)).json<BookingResult>();
    if (!own.acknowledged) throw new Error(own.message);

    const response = await remove(parent, member._id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deletedCount: 1 });

    const removed = await bookingRow(paidId);
    expect(removed).toMatchObject({
      state: 'refunded',
      patientId: member._id,
      patientName: 'Removed family member',
      phone: null,
    });
    const [payment] = await db.select().from(payments).where(eq(payments.bookingId, paidId));
    expect(payment!.refundId).toMatch(/^re_/);
    const [intent] = await db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, payment!.transactionId));
    expect(intent!.refundId).toBe(payment!.refundId);
    expect(await bookingRow(own.insertedId)).toMatchObject({
      state: 'booked',
      patientId: parent.user.id,
      patientName: parent.user.name,
    });
    expect((await family(parent)).map((profile) => profile._id)).toEqual([parent.user.id]);

    // Refunded once: removing the member again finds no member, and nothing more is refunded.
    const again = await remove(parent, member._id);
    expect(again.statusCode).toBe(404);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'family.remove'), eq(auditLog.targetId, member._id)));
    expect(audits.map((audit) => audit.details)).toEqual([
      { cancelledBookings: 1, refundedBookings: 1 },
    ]);
    expect((await bookingRow(paidId)).state).toBe('refunded');
  });

  it('leaves a removed member holding nothing, whatever books or joins a waitlist for them meanwhile', async () => {
    const parent = await createUser(app);
    for (let round = 0; round < 5; round += 1) {
      const member = await addMember(app, parent);
      const open = await createOption(db, { slotStarts: ['09:00'] });
      const full = await createOption(db, { slotStarts: ['09:00'] });
      await createBooking(db, {
        treatmentId: full.id,
        appointmentDate: addDays(TODAY, 1),
        slotStart: '09:00',
      });
      const [booked, joined, removed] = await Promise.all([
        book(parent, open.name, { patientId: member._id }),
        app.inject({
          method: 'POST',
          url: '/api/waitlist',
          headers: parent.headers,
          payload: { treatmentName: full.name, appointmentDate: DAY, patientId: member._id },
        }),
        remove(parent, member._id),
      ]);
      expect(removed.statusCode).toBe(200);
      // Each came first (and was undone by the removal) or came after it and found no member.
      expect([200, 404]).toContain(booked.statusCode);
      expect([201, 404]).toContain(joined.statusCode);
      const live = await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.patientId, member._id), holdsSlot(bookings.state)));
      expect(live).toEqual([]);
      expect(
        await db.select().from(waitlistEntries).where(eq(waitlistEntries.patientId, member._id)),
      ).toEqual([]);
    }
  });

  it('refuses to remove Myself (400)', async () => {
    const parent = await createUser(app);
    const response = await remove(parent, parent.user.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'You cannot remove yourself from your family: delete your account instead',
    );
    expect(await family(parent)).toHaveLength(1);
  });
});

describe('the per-patient rules', () => {
  it('books two profiles of one account into one slot with two doctors, and one profile only once', async () => {
    const parent = await createUser(app);
    const member = await addMember(app, parent);
    const treatment = await treatmentWithDoctors(3);

    const mine = await book(parent, treatment.name);
    const theirs = await book(parent, treatment.name, { patientId: member._id });
    for (const answer of [mine, theirs]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ acknowledged: true });
    }
    const [myRow, theirRow] = [
      await bookingRow(mine.json().insertedId),
      await bookingRow(theirs.json().insertedId),
    ];
    expect(myRow.patientId).toBe(parent.user.id);
    expect(theirRow).toMatchObject({ patientId: member._id, patientName: member.name });
    expect(theirRow.doctorId).not.toBe(myRow.doctorId);

    // Another treatment's doctor is free at 09:00, but the member is not; nor twice in a day.
    const other = await createOption(db, { slotStarts: ['09:00'] });
    const busy = await book(parent, other.name, { patientId: member._id });
    expect(busy.json()).toEqual({
      acknowledged: false,
      reason: 'patient_busy',
      message: `You already have an appointment at ${NINE} on ${DAY}`,
    });
    const twice = await book(parent, treatment.name, { patientId: member._id, slot: TEN });
    expect(twice.json()).toEqual({
      acknowledged: false,
      reason: 'already_booked_day',
      message: `You already have a booking on ${DAY}`,
    });
  });

  it("keeps a slot offered to a member's waitlist entry for that member alone, not the rest of the family", async () => {
    const parent = await createUser(app);
    const member = await addMember(app, parent);
    const treatment = await createOption(db, { slotStarts: ['09:00'] });
    await db.insert(waitlistEntries).values({
      userId: parent.user.id,
      patientId: member._id,
      treatmentId: treatment.id,
      appointmentDate: addDays(TODAY, 1),
      patientName: member.name,
      state: 'offered',
      doctorId: treatment.doctorId,
      slotStart: '09:00',
      slotEnd: '09:30',
      offerExpiresAt: new Date(clock.now().getTime() + 15 * 60_000),
    });

    const forMyself = await book(parent, treatment.name);
    expect(forMyself.json()).toMatchObject({ acknowledged: false, reason: 'slot_taken' });
    const forTheMember = await book(parent, treatment.name, { patientId: member._id });
    expect(forTheMember.json()).toMatchObject({ acknowledged: true });
  });
});
