import { beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../src/lib/clock.js';
import { buildTestApp } from './helper.js';
import {
  createBlog,
  createBooking,
  createDoctor,
  createOption,
  createService,
} from './factories.js';

const { app, database } = await buildTestApp();
const db = database.db;

describe('GET /api/services', () => {
  it('lists services in their position order with the wire fields only', async () => {
    await createService(db, { name: 'Zeta care', position: 2 });
    await createService(db, { name: 'Alpha care', position: 1 });
    const response = await app.inject('/api/services');
    expect(response.statusCode).toBe(200);
    const names = response.json<{ name: string }[]>().map((s) => s.name);
    expect(names.indexOf('Alpha care')).toBeLessThan(names.indexOf('Zeta care'));
    expect(Object.keys(response.json()[0]).sort()).toEqual(['description', 'name', 'title']);
  });
});

describe('GET /api/services/:name', () => {
  it('finds a service by name in any case, with its treatments and prices in dollars', async () => {
    const service = await createService(db, { name: 'Cardio Detail' });
    await createOption(db, {
      serviceCategoryId: service.id,
      name: 'Heart check',
      priceCents: 4050,
    });
    const response = await app.inject('/api/services/cardio%20DETAIL');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Cardio Detail',
      treatments: [{ name: 'Heart check', price: 40.5 }],
    });
  });

  it('answers 404 with a JSON message for an unknown name', async () => {
    const response = await app.inject('/api/services/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: "No service is called 'nope'",
    });
  });
});

describe('GET /api/blogs', () => {
  it('lists blogs newest first with _id, title and discription', async () => {
    const older = await createBlog(db, { title: 'Older', publishedAt: new Date('2024-01-01') });
    const newer = await createBlog(db, { title: 'Newer', publishedAt: new Date('2025-01-01') });
    const blogs = (await app.inject('/api/blogs')).json<{ _id: string }[]>();
    const ids = blogs.map((b) => b._id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(blogs.find((b) => b._id === older.id)).toEqual({
      _id: older.id,
      title: 'Older',
      discription: older.body,
    });
  });

  it('finds one blog by id, 404 for an unknown id and 400 for a malformed one', async () => {
    const blog = await createBlog(db);
    expect((await app.inject(`/api/blogs/${blog.id}`)).json()).toMatchObject({
      _id: blog.id,
      title: blog.title,
    });
    expect((await app.inject('/api/blogs/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    const malformed = await app.inject('/api/blogs/not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('id');
  });
});

describe('GET /api/appointmentSpecialty', () => {
  it('lists every treatment name as a specialty', async () => {
    const option = await createOption(db, { name: 'Specialty probe' });
    const specialties = (await app.inject('/api/appointmentSpecialty')).json();
    expect(specialties).toContainEqual({
      _id: option.id,
      treatmentName: 'Specialty probe',
      title: 'Specialty probe',
    });
  });
});

describe('GET /api/appointmentOptions', () => {
  let treatmentId: string;
  beforeAll(async () => {
    const option = await createOption(db, {
      name: 'Slots probe',
      priceCents: 1500,
      slotStarts: ['09:00', '09:30', '10:00', '16:30'],
    });
    treatmentId = option.id;
    await createBooking(db, { treatmentId, appointmentDate: '2026-12-01', slotStart: '09:30' });
    await createBooking(db, {
      treatmentId,
      appointmentDate: '2026-12-01',
      slotStart: '10:00',
      state: 'cancelled',
    });
  });

  const optionsOn = async (date: string) => {
    const response = await app.inject({ url: '/api/appointmentOptions', query: { date } });
    expect(response.statusCode).toBe(200);
    return response
      .json<{ _id: string; slots: string[]; price: number; doctorsImg: string }[]>()
      .find((o) => o._id === treatmentId)!;
  };

  it('offers only the slots no active booking holds; a cancelled booking frees its slot', async () => {
    clock.set('2026-11-21T03:00:00Z'); // 09:00 in Dhaka
    const option = await optionsOn('Dec 1, 2026');
    expect(option.slots).toEqual([
      '09:00 AM - 09:30 AM',
      '10:00 AM - 10:30 AM',
      '04:30 PM - 05:00 PM',
    ]);
    expect(option.price).toBe(15);
    expect(option.doctorsImg).toBe('/images/doctor-default.svg');
  });

  it("hides today's slots that have started on the clinic's clock", async () => {
    clock.set('2026-12-01T03:45:00Z'); // 09:45 in Dhaka
    const option = await optionsOn('Dec 1, 2026');
    expect(option.slots).toEqual(['10:00 AM - 10:30 AM', '04:30 PM - 05:00 PM']);
  });

  it('offers nothing on a past day or beyond the booking horizon', async () => {
    clock.set('2026-12-02T03:00:00Z');
    expect((await optionsOn('Dec 1, 2026')).slots).toEqual([]);
    expect((await optionsOn('Feb 1, 2027')).slots).toEqual([]);
    expect((await optionsOn('Jan 30, 2027')).slots).toHaveLength(4);
  });

  it('answers 400 naming the field for a malformed or impossible date', async () => {
    for (const date of ['not-a-date', 'Feb 30, 2026', '']) {
      const response = await app.inject({ url: '/api/appointmentOptions', query: { date } });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/date/);
    }
    expect((await app.inject('/api/appointmentOptions')).statusCode).toBe(400);
  });
});

describe('the catalogue in the reader’s language (decision 042)', () => {
  const bangla = { cookie: 'lang=bn' };

  it('serves services, treatments and blogs in Bangla to a Bangla reader, keeping English names as keys', async () => {
    const service = await createService(db, {
      name: 'Skin care',
      nameBn: 'ত্বকের যত্ন',
      description: 'Rashes and acne',
      descriptionBn: 'র‍্যাশ আর ব্রণ',
    });
    await createOption(db, {
      serviceCategoryId: service.id,
      name: 'Skin check',
      nameBn: 'ত্বক পরীক্ষা',
    });
    const blog = await createBlog(db, { title: 'Sun', titleBn: 'রোদ', bodyBn: 'রোদে সাবধান।' });

    const services = await app.inject({ url: '/api/services', headers: bangla });
    expect(services.headers.vary).toContain('cookie');
    expect(services.json()).toContainEqual({
      name: 'Skin care',
      title: 'ত্বকের যত্ন',
      description: 'র‍্যাশ আর ব্রণ',
    });
    const detail = await app.inject({
      url: '/api/services/Skin%20care',
      headers: { 'accept-language': 'bn-BD,bn;q=0.9' },
    });
    expect(detail.json()).toMatchObject({
      title: 'ত্বকের যত্ন',
      treatments: [{ name: 'Skin check', title: 'ত্বক পরীক্ষা' }],
    });
    const read = await app.inject({ url: `/api/blogs/${blog.id}`, headers: bangla });
    expect(read.json()).toMatchObject({ title: 'রোদ', discription: 'রোদে সাবধান।' });
  });

  it('keeps one cached answer per language, and English where no Bangla was written', async () => {
    await createService(db, { name: 'Untranslated care', description: 'Only English' });
    const english = await app.inject('/api/services');
    const inBangla = await app.inject({ url: '/api/services', headers: bangla });
    expect(english.headers.etag).not.toBe(inBangla.headers.etag);
    expect(english.json()).toContainEqual(
      expect.objectContaining({ name: 'Skin care', title: 'Skin care' }),
    );
    expect(inBangla.json()).toContainEqual({
      name: 'Untranslated care',
      title: 'Untranslated care',
      description: 'Only English',
    });
  });

  it("serves a doctor's bio, qualifications and treatment in Bangla in the directory", async () => {
    const option = await createOption(db, { name: 'Bone check', nameBn: 'হাড় পরীক্ষা' });
    const doctor = await createDoctor(db, {
      treatmentId: option.id,
      bio: 'Bones',
      bioBn: 'হাড়ের চিকিৎসক',
      qualifications: 'MBBS',
      qualificationsBn: 'এমবিবিএস',
    });
    const profile = await app.inject({ url: `/api/public/doctors/${doctor.id}`, headers: bangla });
    expect(profile.json()).toMatchObject({
      specialty: 'হাড় পরীক্ষা',
      treatmentName: 'Bone check',
      bio: 'হাড়ের চিকিৎসক',
      qualifications: 'এমবিবিএস',
    });
    const inEnglish = await app.inject(`/api/public/doctors/${doctor.id}`);
    expect(inEnglish.json()).toMatchObject({ specialty: 'Bone check', bio: 'Bones' });
  });
});
