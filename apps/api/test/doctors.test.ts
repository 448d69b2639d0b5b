import type { AppointmentOption } from '@sustho/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { auditLog, bookings, doctors, payments, users } from '../src/db/schema.js';
import { clock } from '../src/lib/clock.js';
import { buildTestApp } from './helper.js';
import {
  createAdmin,
  createBooking,
  createDoctorUser,
  createOption,
  createUser,
} from './factories.js';

const { app } = await buildTestApp();
const admin = await createAdmin(app);
const patient = await createUser(app);

let counter = 0;
function newDoctor(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: `Dr. Test ${counter}`,
    email: `doctor-${counter}@clinic.example`,
    image: `/uploads/photo-${counter}-512.webp`,
    ...overrides,
  };
}

const addDoctor = (payload: object, headers: Record<string, string> = admin.headers) =>
  app.inject({ method: 'POST', url: '/api/doctors', payload, headers });

describe('doctors', () => {
  it('adds a doctor of an existing treatment, lists them, shows their photo on the appointment page, and audits it', async () => {
    const option = await createOption(app.db);
    const input = newDoctor({
      specialty: option.name.toUpperCase(),
      email: 'Rahima.Khatun@Clinic.Example',
    });
    const added = await addDoctor(input);
    expect(added.statusCode).toBe(200);
    const { insertedId } = added.json();
    expect(added.json()).toEqual({ acknowledged: true, insertedId: expect.any(String) });

    const list = await app.inject({ url: '/api/doctors', headers: admin.headers });
    expect(list.json()).toContainEqual({
      _id: insertedId,
      name: input.name,
      email: 'rahima.khatun@clinic.example',
      specialty: option.name,
      image: input.image,
      bmdcNumber: null,
      qualifications: '',
      qualificationsBn: '',
      experienceYears: null,
      languages: [],
      bio: '',
      bioBn: '',
      status: 'invited',
    });

    // The treatment's options list the new doctor with their photo (the card shows its first doctor's).
    const options = await app.inject({ url: '/api/appointmentOptions?date=Jan%205,%202030' });
    const listed = options.json<AppointmentOption[]>().find((row) => row._id === option.id)!;
    expect(listed.doctors.find((doctor) => doctor._id === insertedId)?.image).toBe(input.image);

    const [entry] = await app.db.select().from(auditLog).where(eq(auditLog.targetId, insertedId));
    expect(entry).toMatchObject({
      action: 'doctor.create',
      actorId: admin.user.id,
      actorEmail: admin.user.email,
    });
  });

  it('refuses a specialty that is not a treatment', async () => {
    const response = await addDoctor(newDoctor({ specialty: 'Astrology' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/'Astrology' is not a treatment/);
  });

  it('refuses an e-mail that is already listed, whatever its case, and keeps the first doctor', async () => {
    const option = await createOption(app.db);
    expect(
      (await addDoctor(newDoctor({ specialty: option.name, email: 'same@clinic.example' })))
        .statusCode,
    ).toBe(200);
    const again = await addDoctor(
      newDoctor({ specialty: option.name, email: 'SAME@clinic.example' }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'A doctor with the e-mail same@clinic.example is already listed',
    );
    expect(
      await app.db.select().from(doctors).where(eq(doctors.email, 'same@clinic.example')),
    ).toHaveLength(1);
  });

  it.each([
    ['a missing name', { name: '  ' }, /body.name/],
    ['a wrong e-mail', { email: 'not-an-email' }, /body.email/],
    ['a missing image', { image: undefined }, /body.image/],
    [
      'a script URL as image',
      { image: 'javascript:alert(1)' },
      /body.image: must be the URL of an uploaded image/,
    ],
    ['a protocol-relative image URL', { image: '//evil.example/x.png' }, /body.image/],
    [
      'a malformed BMDC number',
      { bmdcNumber: '12345' },
      /body.bmdcNumber: must be a BMDC registration number such as 'A-12345'/,
    ],
    [
      'a negative experience',
      { experienceYears: -1 },
      /body.experienceYears: must be a whole number of years from 0 to 80/,
    ],
    [
      'languages as text',
      { languages: 'Bangla' },
      /body.languages: must be a list of language names/,
    ],
    [
      'an empty language',
      { languages: ['Bangla', ' '] },
      /body.languages.1: must not contain an empty language/,
    ],
    ['a long bio', { bio: 'x'.repeat(1001) }, /body.bio: must be at most 1000 characters/],
  ])('answers 400 for %s', async (_name, overrides, message) => {
    const option = await createOption(app.db);
    const response = await addDoctor(newDoctor({ specialty: option.name, ...overrides }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('deletes a doctor once, audits it, then answers 404', async () => {
    const option = await createOption(app.db);
    const { insertedId } = (await addDoctor(newDoctor({ specialty: option.name }))).json();
    const remove = () =>
      app.inject({ method: 'DELETE', url: `/api/doctors/${insertedId}`, headers: admin.headers });
    const first = await remove();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ deletedCount: 1 });
    const second = await remove();
    expect(second.statusCode).toBe(404);
    const list = await app.inject({ url: '/api/doctors', headers: admin.headers });
    expect(list.json().map((row: { _id: string }) => row._id)).not.toContain(insertedId);
    const entries = await app.db.select().from(auditLog).where(eq(auditLog.targetId, insertedId));
    expect(entries.map((entry) => entry.action).sort()).toEqual(['doctor.create', 'doctor.delete']);
    const malformed = await app.inject({
      method: 'DELETE',
      url: '/api/doctors/not-an-id',
      headers: admin.headers,
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const option = await createOption(app.db);
    expect((await app.inject({ url: '/api/doctors', headers: patient.headers })).statusCode).toBe(
      403,
    );
    expect(
      (await addDoctor(newDoctor({ specialty: option.name }), patient.headers)).statusCode,
    ).toBe(403);
    expect((await addDoctor(newDoctor({ specialty: option.name }), {})).statusCode).toBe(401);
  });

  it('adds a doctor with a profile and lets an admin edit it', async () => {
    const option = await createOption(app.db);
    const profile = {
      bmdcNumber: 'A-12345',
      qualifications: 'MBBS, FCPS (Medicine)',
      experienceYears: 12,
      languages: ['Bangla', 'English'],
      bio: 'Physician at the clinic since 2014.',
      qualificationsBn: 'এমবিবিএস, এফসিপিএস (মেডিসিন)',
      bioBn: '২০১৪ সাল থেকে ক্লিনিকের চিকিৎসক।',
    };
    const { insertedId } = (
      await addDoctor(newDoctor({ specialty: option.name, ...profile }))
    ).json();
    const list = async () =>
      (await app.inject({ url: '/api/doctors', headers: admin.headers }))
        .json()
        .find((row: { _id: string }) => row._id === insertedId);
    expect(await list()).toMatchObject({ ...profile, status: 'invited' });
    const inBangla = await app.inject({
      url: `/api/public/doctors/${insertedId}`,
      headers: { cookie: 'lang=bn' },
    });
    expect(inBangla.json()).toMatchObject({
      qualifications: profile.qualificationsBn,
      bio: profile.bioBn,
    });

    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/doctors/${insertedId}`,
      headers: admin.headers,
      payload: { name: 'Dr. Renamed', experienceYears: 13, bmdcNumber: null },
    });
    expect(edit.json()).toEqual({ modifiedCount: 1 });
    expect(await list()).toMatchObject({
      name: 'Dr. Renamed',
      experienceYears: 13,
      bmdcNumber: null,
      bio: profile.bio,
    });
    const nothing = await app.inject({
      method: 'PATCH',
      url: `/api/doctors/${insertedId}`,
      headers: admin.headers,
      payload: {},
    });
    expect(nothing.json()).toEqual({ modifiedCount: 0 });
    const unknown = await app.inject({
      method: 'PATCH',
      url: '/api/doctors/00000000-0000-4000-8000-000000000000',
      headers: admin.headers,
      payload: { bio: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('lets a doctor edit their own photo and profile but not their registration', async () => {
    const doctor = await createDoctorUser(app);
    const own = (payload: object) =>
      app.inject({
        method: 'PATCH',
        url: '/api/me/doctor-profile',
        headers: doctor.headers,
        payload,
      });
    expect(
      (await own({ image: '/uploads/me-512.webp', languages: ['Bangla'], experienceYears: 4 }))
        .statusCode,
    ).toBe(200);
    const [row] = await app.db.select().from(doctors).where(eq(doctors.id, doctor.doctor.id));
    expect(row).toMatchObject({
      image: '/uploads/me-512.webp',
      languages: ['Bangla'],
      experienceYears: 4,
    });
    // Unknown keys are dropped by the schema: the registration and the name stay the clinic's.
    await own({ bmdcNumber: 'Z-1', name: 'Someone else' });
    const [after] = await app.db.select().from(doctors).where(eq(doctors.id, doctor.doctor.id));
    expect(after).toMatchObject({ bmdcNumber: null, name: row!.name });
    const read = await app.inject({ url: '/api/me/doctor-profile', headers: doctor.headers });
    expect(read.json()).toEqual({
      name: row!.name,
      image: '/uploads/me-512.webp',
      bmdcNumber: null,
      qualifications: '',
      qualificationsBn: '',
      experienceYears: 4,
      languages: ['Bangla'],
      bio: '',
      bioBn: '',
    });
  });

  it('deleting a doctor keeps past bookings, cancels and refunds upcoming ones and ends the doctor account', async () => {
    clock.set('2026-02-01T03:00:00Z');
    try {
      const doctor = await createDoctorUser(app);
      const of = { treatmentId: doctor.doctor.treatmentId, doctorId: doctor.doctor.id };
      const past = await createBooking(app.db, {
        ...of,
        appointmentDate: '2026-01-20',
        slotStart: '09:00',
      });
      const upcoming = await createBooking(app.db, {
        ...of,
        appointmentDate: '2026-02-03',
        slotStart: '09:00',
      });
      const paid = await createBooking(app.db, {
        ...of,
        appointmentDate: '2026-02-04',
        slotStart: '09:00',
        state: 'paid',
      });
      // Refunded at the provider already (as after a crash): the refund is recorded, not repeated.
      await app.db.insert(payments).values({
        bookingId: paid.id,
        priceCents: 2500,
        currency: 'USD',
        provider: 'card',
        transactionId: `pi_${paid.id}`,
        refundId: `re_${paid.id}`,
        refundState: 'settled',
      });

      // The confirmation names what the deletion will do, as it would do it now.
      const preview = () =>
        app.inject({
          url: `/api/doctors/${doctor.doctor.id}/upcoming-bookings`,
          headers: admin.headers,
        });
      expect((await preview()).json()).toEqual({ upcoming: 2, paid: 1 });

      const removed = await app.inject({
        method: 'DELETE',
        url: `/api/doctors/${doctor.doctor.id}`,
        headers: admin.headers,
      });
      expect(removed.json()).toEqual({ deletedCount: 1 });
      expect((await preview()).statusCode).toBe(404);
      const state = async (id: string) =>
        (await app.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.state;
      expect(await state(past.id)).toBe('booked');
      expect(await state(upcoming.id)).toBe('cancelled');
      expect(await state(paid.id)).toBe('refunded');
      const [row] = await app.db.select().from(doctors).where(eq(doctors.id, doctor.doctor.id));
      expect(row!.deletedAt).not.toBeNull();
      const [account] = await app.db.select().from(users).where(eq(users.id, doctor.user.id));
      expect(account!.role).toBe('user');
      expect(
        (await app.inject({ url: '/api/me', headers: doctor.headers })).json().doctorId,
      ).toBeNull();

      // Their e-mail is free again for a new listing.
      const again = await addDoctor(
        newDoctor({ specialty: (await createOption(app.db)).name, email: row!.email }),
      );
      expect(again.statusCode).toBe(200);
    } finally {
      clock.reset();
    }
  });

  it("stores a doctor's own photo upload on their profile, and removes the files of the one it replaces", async () => {
    const doctor = await createDoctorUser(app);
    const upload = async () => {
      const body = new FormData();
      const png = await sharp({
        create: { width: 300, height: 300, channels: 3, background: '#0e7490' },
      })
        .png()
        .toBuffer();
      body.append('image', new Blob([png], { type: 'image/png' }), 'me.png');
      return app.inject({
        method: 'POST',
        url: '/api/me/doctor-profile/photo',
        headers: doctor.headers,
        payload: body,
      });
    };
    const first = await upload();
    expect(first.statusCode).toBe(200);
    const firstUrl = first.json().data.url;
    expect(firstUrl).toMatch(/^\/uploads\/[\w-]+-512\.webp$/);
    const imageOf = async () =>
      (await app.db.select().from(doctors).where(eq(doctors.id, doctor.doctor.id)))[0]!.image;
    expect(await imageOf()).toBe(firstUrl);

    const second = await upload();
    expect(await imageOf()).toBe(second.json().data.url);
    expect((await app.inject({ url: firstUrl })).statusCode).toBe(404);
    expect((await app.inject({ url: second.json().data.url })).statusCode).toBe(200);
  });
});
