import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ScheduleInput } from '@sustho/contracts';
import { auditLog, bookings } from '../src/db/schema.js';
import { clock } from '../src/lib/clock.js';
import { buildTestApp } from './helper.js';
import { createAdmin, createBooking, createDoctorUser, createUser } from './factories.js';

const { app } = await buildTestApp();
const db = app.db;

// 09:00 on Sunday, Feb 1, 2026 in Dhaka. The clock stays before the real date, so the factories'
// sessions (which expire a week after the real now) stay valid.
beforeEach(() => clock.set('2026-02-01T03:00:00Z'));

type Doctor = Awaited<ReturnType<typeof createDoctorUser>>;

function save(doctor: Doctor, payload: object) {
  return app.inject({ method: 'PUT', url: '/api/me/schedule', headers: doctor.headers, payload });
}

const SUNDAY_MORNING: ScheduleInput = {
  hours: [{ weekday: 0, start: '09:00', end: '13:00' }],
  timeOff: [],
};

describe('PUT /api/me/schedule', () => {
  it('replaces the hours and time off, and GET answers the same', async () => {
    const doctor = await createDoctorUser(app);
    const input = {
      hours: [
        { weekday: 0, start: '15:00', end: '17:00' },
        { weekday: 0, start: '09:00', end: '13:00' },
        { weekday: 4, start: '09:05', end: '12:55' },
      ],
      timeOff: [
        { from: '2026-02-15', to: '2026-02-19', reason: 'Conference' },
        { from: '2026-03-01', to: '2026-03-01' },
      ],
    };
    const saved = await save(doctor, input);
    expect(saved.statusCode).toBe(200);
    const expected = {
      doctorId: doctor.doctor.id,
      doctorName: doctor.doctor.name,
      hours: [
        { weekday: 0, start: '09:00', end: '13:00' },
        { weekday: 0, start: '15:00', end: '17:00' },
        { weekday: 4, start: '09:05', end: '12:55' },
      ],
      timeOff: [
        { from: '2026-02-15', to: '2026-02-19', reason: 'Conference' },
        { from: '2026-03-01', to: '2026-03-01', reason: '' },
      ],
      outsideHours: [],
    };
    expect(saved.json()).toEqual(expected);
    const read = await app.inject({ url: '/api/me/schedule', headers: doctor.headers });
    expect(read.json()).toEqual(expected);
  });

  it.each([
    [
      'an interval that ends before it starts',
      {
        hours: [SUNDAY_MORNING.hours[0], { weekday: 1, start: '13:00', end: '09:00' }],
        timeOff: [],
      },
      'body.hours.1.end: must be after 13:00',
    ],
    [
      'overlapping intervals on one weekday',
      {
        hours: [SUNDAY_MORNING.hours[0], { weekday: 0, start: '12:00', end: '14:00' }],
        timeOff: [],
      },
      'body.hours.1.start: overlaps 09:00–13:00 on Sunday',
    ],
    [
      'a time that is not HH:MM',
      { hours: [{ weekday: 0, start: '9:00', end: '13:00' }], timeOff: [] },
      "body.hours.0.start: must be a time such as '09:00'",
    ],
    [
      'a time off the 5-minute grid',
      { hours: [{ weekday: 0, start: '09:00', end: '12:58' }], timeOff: [] },
      'body.hours.0.end: must be on a 5-minute step, such as 09:05',
    ],
    [
      'a weekday out of range',
      { hours: [{ weekday: 7, start: '09:00', end: '12:00' }], timeOff: [] },
      'body.hours.0.weekday: must be a weekday from 0 (Sunday) to 6 (Saturday)',
    ],
    [
      'time off that ends before it starts',
      { hours: [], timeOff: [{ from: '2026-02-10', to: '2026-02-09' }] },
      'body.timeOff.0.to: must be on or after 2026-02-10',
    ],
    [
      'a day that does not exist',
      { hours: [], timeOff: [{ from: '2026-02-30', to: '2026-03-02' }] },
      "body.timeOff.0.from: must be a day such as '2026-03-15'",
    ],
  ])(
    'refuses %s, naming the field, and keeps the old schedule',
    async (_case, payload, message) => {
      const doctor = await createDoctorUser(app);
      const before = (
        await app.inject({ url: '/api/me/schedule', headers: doctor.headers })
      ).json();
      const response = await save(doctor, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      const after = (await app.inject({ url: '/api/me/schedule', headers: doctor.headers })).json();
      expect(after).toEqual(before);
    },
  );

  it('accepts touching intervals', async () => {
    const doctor = await createDoctorUser(app);
    const response = await save(doctor, {
      hours: [
        { weekday: 2, start: '09:00', end: '13:00' },
        { weekday: 2, start: '13:00', end: '17:00' },
      ],
      timeOff: [],
    });
    expect(response.statusCode).toBe(200);
  });

  it('runs two concurrent saves one after the other: the result is one of them, never a mix', async () => {
    const doctor = await createDoctorUser(app);
    const first = {
      hours: [1, 2, 3].map((weekday) => ({ weekday, start: '09:00', end: '12:00' })),
      timeOff: [{ from: '2026-02-10', to: '2026-02-11', reason: 'First' }],
    };
    const second = {
      hours: [4, 5].map((weekday) => ({ weekday, start: '14:00', end: '17:00' })),
      timeOff: [],
    };
    const answers = await Promise.all([save(doctor, first), save(doctor, second)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const { hours, timeOff } = (
      await app.inject({ url: '/api/me/schedule', headers: doctor.headers })
    ).json();
    const stored = { hours, timeOff: timeOff.map((range: object) => ({ reason: '', ...range })) };
    expect([first, second]).toContainEqual(stored);
  });

  it('lists upcoming bookings outside the new hours or on days off, and deletes none', async () => {
    const doctor = await createDoctorUser(app);
    const patient = await createUser(app, { name: 'Rahim Uddin' });
    const book = (appointmentDate: string, slotStart: string, state?: 'cancelled') =>
      createBooking(db, {
        treatmentId: doctor.doctor.treatmentId,
        doctorId: doctor.doctor.id,
        appointmentDate,
        slotStart,
        userId: patient.user.id,
        patientName: patient.user.name,
        ...(state ? { state } : {}),
      });
    const tuesday = await book('2026-02-03', '09:00'); // no Tuesday hours any more
    const sundayOff = await book('2026-02-08', '09:30'); // a Sunday, but a day off
    await book('2026-02-15', '10:00'); // a Sunday inside the hours
    await book('2026-02-17', '09:00', 'cancelled'); // cancelled: nothing to move
    await book('2026-01-27', '09:00'); // past
    const laterSunday = await book('2026-02-22', '12:45'); // runs past 13:00

    const response = await save(doctor, {
      ...SUNDAY_MORNING,
      timeOff: [{ from: '2026-02-07', to: '2026-02-08', reason: 'Family' }],
    });
    expect(response.statusCode).toBe(200);
    const option = { patientName: 'Rahim Uddin', treatmentName: expect.any(String) };
    expect(response.json().outsideHours).toEqual([
      { bookingId: tuesday.id, date: '2026-02-03', slot: '09:00 AM - 09:30 AM', ...option },
      { bookingId: sundayOff.id, date: '2026-02-08', slot: '09:30 AM - 10:00 AM', ...option },
      { bookingId: laterSunday.id, date: '2026-02-22', slot: '12:45 PM - 01:15 PM', ...option },
    ]);
    const read = await app.inject({ url: '/api/me/schedule', headers: doctor.headers });
    expect(read.json().outsideHours).toEqual(response.json().outsideHours);
    const kept = await db
      .select({ state: bookings.state })
      .from(bookings)
      .where(eq(bookings.doctorId, doctor.doctor.id));
    expect(kept).toHaveLength(6);
  });

  it('answers 404 to a doctor account with no doctor profile', async () => {
    const account = await createUser(app, { role: 'doctor' });
    const response = await app.inject({ url: '/api/me/schedule', headers: account.headers });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No doctor profile is linked to this account');
  });
});

describe('admin: /api/doctors/{id}/schedule', () => {
  it("reads and replaces a doctor's schedule, and the edit is audited", async () => {
    const admin = await createAdmin(app);
    const doctor = await createDoctorUser(app);
    const url = `/api/doctors/${doctor.doctor.id}/schedule`;
    const saved = await app.inject({
      method: 'PUT',
      url,
      headers: admin.headers,
      payload: SUNDAY_MORNING,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().hours).toEqual(SUNDAY_MORNING.hours);
    const own = await app.inject({ url: '/api/me/schedule', headers: doctor.headers });
    expect(own.json().hours).toEqual(SUNDAY_MORNING.hours);
    const read = await app.inject({ url, headers: admin.headers });
    expect(read.json()).toEqual(saved.json());
    const audit = await db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.targetId, doctor.doctor.id), eq(auditLog.action, 'doctor.schedule.update')),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.user.id, targetType: 'doctor' });
  });

  it('answers 404 for an unknown doctor', async () => {
    const admin = await createAdmin(app);
    const url = '/api/doctors/00000000-0000-4000-8000-000000000000/schedule';
    expect((await app.inject({ url, headers: admin.headers })).statusCode).toBe(404);
    const put = await app.inject({
      method: 'PUT',
      url,
      headers: admin.headers,
      payload: SUNDAY_MORNING,
    });
    expect(put.statusCode).toBe(404);
  });
});
