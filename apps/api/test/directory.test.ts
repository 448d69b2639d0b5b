import type { AppointmentOption, DoctorDay, PublicDoctor } from '@sustho/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { doctors, doctorTimeOff } from '../src/db/schema.js';
import { clock } from '../src/lib/clock.js';
import { buildTestApp } from './helper.js';
import { createBooking, createDoctor, createOption, createService } from './factories.js';

const { app, database } = await buildTestApp();
const db = database.db;

afterEach(() => clock.reset());

const listDoctors = async (query = '') => {
  const response = await app.inject(`/api/public/doctors${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<PublicDoctor[]>();
};

/** A treatment of a fresh service with one named doctor working 09:00–09:30 every day. */
async function doctorOf(overrides: { name?: string; treatment?: string; service?: string } = {}) {
  const service = await createService(db, overrides.service ? { name: overrides.service } : {});
  const option = await createOption(db, {
    serviceCategoryId: service.id,
    slotStarts: [],
    priceCents: 4050,
    ...(overrides.treatment ? { name: overrides.treatment } : {}),
  });
  const doctor = await createDoctor(db, {
    treatmentId: option.id,
    slotStarts: ['09:00'],
    ...(overrides.name ? { name: overrides.name } : {}),
    qualifications: 'MBBS, FCPS (Medicine)',
    experienceYears: 12,
    languages: ['English', 'Bangla'],
    bio: 'Sees adults.',
    bmdcNumber: 'A-12345',
  });
  return { service, option, doctor };
}

describe('GET /api/public/doctors', () => {
  it('shows a doctor’s public profile, price and next free slot, and no e-mail address', async () => {
    clock.set('2026-12-01T02:00:00Z'); // 08:00 in Dhaka: today's 09:00 is still free
    const { service, option, doctor } = await doctorOf();
    const response = await app.inject(`/api/public/doctors/${doctor.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      _id: doctor.id,
      name: doctor.name,
      image: doctor.image,
      specialty: option.name,
      treatmentName: option.name,
      category: service.name,
      qualifications: 'MBBS, FCPS (Medicine)',
      experienceYears: 12,
      languages: ['English', 'Bangla'],
      bio: 'Sees adults.',
      bmdcNumber: 'A-12345',
      price: 40.5,
      currency: 'USD',
      nextAvailable: {
        date: 'Dec 1, 2026',
        slot: '09:00 AM - 09:30 AM',
        slots: ['09:00 AM - 09:30 AM'],
      },
    });
    expect(response.body).not.toContain('@');
    expect((await app.inject('/api/public/doctors')).body).not.toContain('@');
  });

  it('skips started and booked slots and time off to the first free day', async () => {
    clock.set('2026-12-01T03:45:00Z'); // 09:45 in Dhaka: today's slot has started
    const { option, doctor } = await doctorOf();
    await createBooking(db, {
      treatmentId: option.id,
      doctorId: doctor.id,
      appointmentDate: '2026-12-02',
      slotStart: '09:00',
    });
    await db
      .insert(doctorTimeOff)
      .values({ doctorId: doctor.id, firstDay: '2026-12-03', lastDay: '2026-12-04' });
    const [found] = await listDoctors(`?q=${encodeURIComponent(doctor.name)}`);
    expect(found!.nextAvailable).toEqual({
      date: 'Dec 5, 2026',
      slot: '09:00 AM - 09:30 AM',
      slots: ['09:00 AM - 09:30 AM'],
    });
  });

  it('offers the first three free slots of that day, after the started ones', async () => {
    clock.set('2026-12-01T03:15:00Z'); // 09:15 in Dhaka: 09:00 has started
    const { option } = await doctorOf();
    const busy = await createDoctor(db, {
      treatmentId: option.id,
      slotStarts: ['09:00', '09:30', '10:00', '10:30', '11:00'],
    });
    const doctor = await app.inject(`/api/public/doctors/${busy.id}`);
    expect(doctor.json<PublicDoctor>().nextAvailable).toEqual({
      date: 'Dec 1, 2026',
      slot: '09:30 AM - 10:00 AM',
      slots: ['09:30 AM - 10:00 AM', '10:00 AM - 10:30 AM', '10:30 AM - 11:00 AM'],
    });
  });

  it('says null when the doctor has no free slot within the booking horizon', async () => {
    const { service, option } = await doctorOf();
    const idle = await createDoctor(db, { treatmentId: option.id, slotStarts: [] });
    const found = await listDoctors(`?specialty=${encodeURIComponent(service.name)}`);
    expect(found.find((d) => d._id === idle.id)!.nextAvailable).toBeNull();
  });

  it('filters by a treatment’s or a service’s name, ignoring case', async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const { doctor: heart } = await doctorOf({
      treatment: `Heart ${tag}`,
      service: `Cardiology ${tag}`,
    });
    const { doctor: skin } = await doctorOf({ treatment: `Skin ${tag}` });
    // createOption adds a doctor of its own to each treatment, so only ours are compared.
    const ours = async (query: string) =>
      (await listDoctors(query)).map((d) => d._id).filter((id) => [heart.id, skin.id].includes(id));
    expect(await ours(`?specialty=heart%20${tag}`)).toEqual([heart.id]);
    expect(await ours(`?specialty=CARDIOLOGY%20${tag}`)).toEqual([heart.id]);
    expect(await ours(`?specialty=Skin%20${tag}`)).toEqual([skin.id]);
    expect(await listDoctors(`?specialty=Nothing%20${tag}`)).toEqual([]);
  });

  it('searches names in any case, wildcards as letters, and leaves out deleted doctors', async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const { doctor } = await doctorOf({ name: `Dr. Nusrat ${tag}` });
    const { doctor: gone } = await doctorOf({ name: `Dr. Nusrat ${tag} Gone` });
    await db.update(doctors).set({ deletedAt: new Date() }).where(eq(doctors.id, gone.id));
    expect((await listDoctors(`?q=nusrat%20${tag.toUpperCase()}`)).map((d) => d._id)).toEqual([
      doctor.id,
    ]);
    expect(await listDoctors(`?q=%25${tag}`)).toEqual([]);
    expect((await app.inject(`/api/public/doctors/${gone.id}`)).statusCode).toBe(404);
  });

  it('lists every doctor for empty filters, as a form sends them', async () => {
    const { doctor } = await doctorOf();
    const found = await listDoctors('?specialty=&q=');
    expect(found.map((d) => d._id)).toContain(doctor.id);
  });

  it('refuses a search longer than 100 characters', async () => {
    const response = await app.inject(`/api/public/doctors?q=${'a'.repeat(101)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/q/);
  });
});

describe('GET /api/public/doctors/:id', () => {
  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await app.inject(`/api/public/doctors/${crypto.randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No doctor has this id');
    expect((await app.inject('/api/public/doctors/nope')).statusCode).toBe(400);
  });
});

describe('GET /api/public/doctors/:id/days', () => {
  it('says which days of the horizon are free, full (booked or started) or off (day off, time off)', async () => {
    clock.set('2026-12-01T03:15:00Z'); // Tuesday 09:15 in Dhaka: today's one slot has started
    const { option } = await doctorOf();
    // Works Sunday to Thursday at 09:00.
    const doctor = await createDoctor(db, {
      treatmentId: option.id,
      slotStarts: ['09:00'],
      weekdays: [0, 1, 2, 3, 4],
    });
    await createBooking(db, {
      treatmentId: option.id,
      doctorId: doctor.id,
      appointmentDate: '2026-12-02',
      slotStart: '09:00',
    });
    await db
      .insert(doctorTimeOff)
      .values({ doctorId: doctor.id, firstDay: '2026-12-06', lastDay: '2026-12-06' });
    const response = await app.inject(`/api/public/doctors/${doctor.id}/days`);
    expect(response.statusCode).toBe(200);
    const days = response.json<DoctorDay[]>();
    expect(days.slice(0, 8)).toEqual([
      { date: 'Dec 1, 2026', state: 'full' },
      { date: 'Dec 2, 2026', state: 'full' },
      { date: 'Dec 3, 2026', state: 'free' },
      { date: 'Dec 4, 2026', state: 'off' },
      { date: 'Dec 5, 2026', state: 'off' },
      { date: 'Dec 6, 2026', state: 'off' },
      { date: 'Dec 7, 2026', state: 'free' },
      { date: 'Dec 8, 2026', state: 'free' },
    ]);
    const unknown = await app.inject(
      '/api/public/doctors/00000000-0000-4000-8000-000000000000/days',
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /api/public/doctors/:id/days, read in one query', () => {
  it('gives each day the state that day’s own free slots give it', async () => {
    clock.set('2026-12-01T03:15:00Z'); // Tuesday 09:15 in Dhaka: today's 09:00 has started
    const { option } = await doctorOf();
    // Sunday to Thursday, 09:00 and 09:30.
    const doctor = await createDoctor(db, {
      treatmentId: option.id,
      slotStarts: ['09:00', '09:30'],
      weekdays: [0, 1, 2, 3, 4],
    });
    // Wednesday: one of two slots taken. Thursday: both.
    for (const [appointmentDate, slotStart] of [
      ['2026-12-02', '09:00'],
      ['2026-12-03', '09:00'],
      ['2026-12-03', '09:30'],
    ] as const) {
      await createBooking(db, {
        treatmentId: option.id,
        doctorId: doctor.id,
        appointmentDate,
        slotStart,
      });
    }
    const response = await app.inject(`/api/public/doctors/${doctor.id}/days`);
    const days = response.json<DoctorDay[]>().slice(0, 6);
    expect(days.map((day) => day.state)).toEqual(['free', 'free', 'full', 'off', 'off', 'free']);
    // The same days asked one by one of the appointment page's options: free exactly where the
    // doctor has a slot left.
    for (const day of days) {
      const options = await app.inject(
        `/api/appointmentOptions?date=${encodeURIComponent(day.date)}`,
      );
      const slots = options
        .json<AppointmentOption[]>()
        .find((one) => one.name === option.name)
        ?.doctors.find((one) => one._id === doctor.id)?.slots;
      expect({ date: day.date, free: (slots ?? []).length > 0 }).toEqual({
        date: day.date,
        free: day.state === 'free',
      });
    }
  });
});
