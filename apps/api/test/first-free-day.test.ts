import type { ClinicDay } from '@sustho/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { doctorTimeOff } from '../src/db/schema.js';
import { clock } from '../src/lib/clock.js';
import { buildTestApp } from './helper.js';
import { createBooking, createDoctor, createOption } from './factories.js';

// A database of its own: the answer is about every treatment in it.
const { app, database } = await buildTestApp();
const db = database.db;

afterEach(() => clock.reset());

const firstFreeDay = async () => {
  const response = await app.inject('/api/appointmentOptions/first-free-day');
  expect(response.statusCode).toBe(200);
  return response.json<{ date: string | null }>();
};

describe('GET /api/appointmentOptions/first-free-day', () => {
  it('answers the first day from today on which some treatment has a free slot', async () => {
    clock.set('2026-11-27T04:00:00Z'); // Friday 10:00 in Dhaka
    expect(await firstFreeDay()).toEqual({ date: null });

    // Sundays only, 09:00: nobody works on Friday or Saturday.
    const option = await createOption(db, { slotStarts: [] });
    const doctor = await createDoctor(db, {
      treatmentId: option.id,
      slotStarts: ['09:00'],
      weekdays: [0],
    });
    expect(await firstFreeDay()).toEqual({ date: 'Nov 29, 2026' });

    // Sunday evening: today's slot has started, so the next Sunday.
    clock.set('2026-11-29T12:00:00Z');
    expect(await firstFreeDay()).toEqual({ date: 'Dec 6, 2026' });

    // That Sunday's one slot is booked: the one after.
    await createBooking(db, {
      treatmentId: option.id,
      doctorId: doctor.id,
      appointmentDate: '2026-12-06',
      slotStart: '09:00',
    });
    expect(await firstFreeDay()).toEqual({ date: 'Dec 13, 2026' });
  });
});

describe('GET /api/appointmentOptions/days', () => {
  it('says which days some doctor has free, which are full, and which nobody works', async () => {
    clock.set('2026-11-30T02:00:00Z'); // Monday 08:00 in Dhaka
    // Beside the Sunday doctor above, whose Dec 6 is booked: one on Mondays, off on Dec 7.
    const option = await createOption(db, { slotStarts: [] });
    const monday = await createDoctor(db, {
      treatmentId: option.id,
      slotStarts: ['09:00'],
      weekdays: [1],
    });
    await db
      .insert(doctorTimeOff)
      .values({ doctorId: monday.id, firstDay: '2026-12-07', lastDay: '2026-12-07' });
    const response = await app.inject('/api/appointmentOptions/days');
    expect(response.statusCode).toBe(200);
    expect(response.json<ClinicDay[]>().slice(0, 9)).toEqual([
      { date: 'Nov 30, 2026', state: 'free' },
      { date: 'Dec 1, 2026', state: 'off' },
      { date: 'Dec 2, 2026', state: 'off' },
      { date: 'Dec 3, 2026', state: 'off' },
      { date: 'Dec 4, 2026', state: 'off' },
      { date: 'Dec 5, 2026', state: 'off' },
      { date: 'Dec 6, 2026', state: 'full' },
      { date: 'Dec 7, 2026', state: 'off' },
      { date: 'Dec 8, 2026', state: 'off' },
    ]);
  });
});
