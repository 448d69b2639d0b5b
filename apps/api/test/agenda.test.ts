import { beforeEach, describe, expect, it } from 'vitest';
import { bookings } from '../src/db/schema.js';
import { clock } from '../src/lib/clock.js';
import { buildTestApp } from './helper.js';
import { createAdmin, createBooking, createDoctorUser, createUser } from './factories.js';

const { app } = await buildTestApp();
const db = app.db;

// 09:45 on Tuesday, Feb 10, 2026 in Dhaka. The clock stays before the real date, so the factories'
// sessions (which expire a week after the real now) stay valid.
const NOW = '2026-02-10T03:45:00Z';
beforeEach(() => clock.set(NOW));

type Doctor = Awaited<ReturnType<typeof createDoctorUser>>;
type BookingValues = Parameters<typeof createBooking>[1];

const bookingOf = (doctor: Doctor, values: Omit<BookingValues, 'treatmentId'>) =>
  createBooking(db, {
    treatmentId: doctor.doctor.treatmentId,
    doctorId: doctor.doctor.id,
    ...values,
  });

const markMissed = (id: string, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: `/api/bookings/${id}/no-show`, headers });

describe('GET /api/me/agenda', () => {
  it("lists today's bookings on the clinic's clock that were not cancelled, and the next days'", async () => {
    const doctor = await createDoctorUser(app);
    const missed = await bookingOf(doctor, {
      appointmentDate: '2026-02-10',
      slotStart: '09:00',
      patientName: 'Karim',
      state: 'no_show',
    });
    const paid = await bookingOf(doctor, {
      appointmentDate: '2026-02-10',
      slotStart: '09:30',
      patientName: 'Rahima',
      state: 'paid',
    });
    const later = await bookingOf(doctor, {
      appointmentDate: '2026-02-10',
      slotStart: '10:00',
      patientName: 'Sumon',
    });
    await bookingOf(doctor, {
      appointmentDate: '2026-02-10',
      slotStart: '10:00',
      patientName: 'Gone',
      state: 'cancelled',
    });
    const tomorrow = await bookingOf(doctor, {
      appointmentDate: '2026-02-11',
      slotStart: '09:00',
      patientName: 'Nadia',
    });
    await bookingOf(doctor, {
      appointmentDate: '2026-02-12',
      slotStart: '09:00',
      state: 'refunded',
    });

    const response = await app.inject({ url: '/api/me/agenda', headers: doctor.headers });
    expect(response.statusCode).toBe(200);
    const agenda = response.json();
    expect(agenda.date).toBe('2026-02-10');
    const treatmentName = expect.any(String);
    expect(agenda.bookings).toEqual([
      {
        bookingId: missed.id,
        date: '2026-02-10',
        slot: '09:00 AM - 09:30 AM',
        patientName: 'Karim',
        treatmentName,
        kind: 'scheduled',
        paid: false,
        status: 'no_show',
        started: true,
        roomOpen: false,
      },
      {
        bookingId: paid.id,
        date: '2026-02-10',
        slot: '09:30 AM - 10:00 AM',
        patientName: 'Rahima',
        treatmentName,
        kind: 'scheduled',
        paid: true,
        status: 'active',
        started: true,
        // 09:45: the 09:30 room is open; the 10:00 one opens at 09:50.
        roomOpen: true,
      },
      {
        bookingId: later.id,
        date: '2026-02-10',
        slot: '10:00 AM - 10:30 AM',
        patientName: 'Sumon',
        treatmentName,
        kind: 'scheduled',
        paid: false,
        status: 'active',
        started: false,
        roomOpen: false,
      },
    ]);
    expect(agenda.upcoming).toEqual([
      {
        bookingId: tomorrow.id,
        date: '2026-02-11',
        slot: '09:00 AM - 09:30 AM',
        patientName: 'Nadia',
        treatmentName,
        kind: 'scheduled',
        paid: false,
        status: 'active',
        started: false,
        roomOpen: false,
      },
    ]);
  });

  it("shows an accepted Consult now consultation beside the scheduled ones, marked 'on_demand'", async () => {
    const doctor = await createDoctorUser(app);
    const scheduled = await bookingOf(doctor, {
      appointmentDate: '2026-02-10',
      slotStart: '09:00',
      state: 'paid',
    });
    // Accepted at 09:40: a doctor, a day and a slot starting then, as accepting gives it.
    const onDemand = await bookingOf(doctor, {
      kind: 'on_demand',
      appointmentDate: '2026-02-10',
      slotStart: '09:40',
      patientName: 'Shapla',
      state: 'paid',
    });
    // Waiting for a doctor: no doctor, no day, no slot, so on nobody's agenda.
    await db.insert(bookings).values({
      treatmentId: doctor.doctor.treatmentId,
      kind: 'on_demand',
      patientId: scheduled.patientId,
      patientName: 'Waiting',
      priceCents: 2500,
      currency: 'USD',
      state: 'paid',
    });

    const response = await app.inject({ url: '/api/me/agenda', headers: doctor.headers });
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .bookings.map((entry: { bookingId: string; kind: string }) => [
          entry.bookingId,
          entry.kind,
        ]),
    ).toEqual([
      [scheduled.id, 'scheduled'],
      [onDemand.id, 'on_demand'],
    ]);
    expect(response.json().bookings[1]).toMatchObject({
      patientName: 'Shapla',
      slot: '09:40 AM - 10:10 AM',
      status: 'active',
      paid: true,
      roomOpen: true,
    });
  });

  it('shows the chosen day, and only the caller’s own bookings', async () => {
    const doctor = await createDoctorUser(app);
    const other = await createDoctorUser(app);
    const own = await bookingOf(doctor, { appointmentDate: '2026-02-12', slotStart: '09:00' });
    await bookingOf(other, { appointmentDate: '2026-02-12', slotStart: '09:30' });
    const response = await app.inject({
      url: '/api/me/agenda?date=2026-02-12',
      headers: doctor.headers,
    });
    expect(response.json().bookings.map((entry: { bookingId: string }) => entry.bookingId)).toEqual(
      [own.id],
    );
  });

  it('refuses a day that is not YYYY-MM-DD, naming the field', async () => {
    const doctor = await createDoctorUser(app);
    const response = await app.inject({
      url: '/api/me/agenda?date=tomorrow',
      headers: doctor.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("querystring.date: must be a day such as '2026-03-15'");
  });
});

describe('POST /api/bookings/{id}/no-show', () => {
  it('marks a started booking missed, once', async () => {
    const doctor = await createDoctorUser(app);
    const booking = await bookingOf(doctor, {
      appointmentDate: '2026-02-10',
      slotStart: '09:30',
      state: 'paid',
    });
    const response = await markMissed(booking.id, doctor.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ bookingId: booking.id, status: 'no_show' });
    const again = await markMissed(booking.id, doctor.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A booking that is no_show cannot be marked missed');
  });

  it('refuses a booking whose slot has not started yet on the clinic clock', async () => {
    const doctor = await createDoctorUser(app);
    const booking = await bookingOf(doctor, { appointmentDate: '2026-02-10', slotStart: '10:00' });
    const response = await markMissed(booking.id, doctor.headers);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'A booking can be marked missed only after it has started',
    );
    clock.set('2026-02-10T04:00:00Z'); // 10:00 in Dhaka: the slot starts
    expect((await markMissed(booking.id, doctor.headers)).statusCode).toBe(200);
  });

  it('refuses a cancelled or completed booking', async () => {
    const doctor = await createDoctorUser(app);
    for (const state of ['cancelled', 'completed'] as const) {
      const booking = await bookingOf(doctor, {
        appointmentDate: '2026-02-09',
        slotStart: '09:00',
        state,
      });
      expect((await markMissed(booking.id, doctor.headers)).statusCode).toBe(409);
    }
  });

  it('answers 403 to anyone but the booking’s doctor, admins and its patient included', async () => {
    const doctor = await createDoctorUser(app);
    const other = await createDoctorUser(app);
    const admin = await createAdmin(app);
    const patient = await createUser(app);
    const booking = await bookingOf(doctor, {
      appointmentDate: '2026-02-09',
      slotStart: '09:00',
      userId: patient.user.id,
    });
    for (const caller of [other, admin, patient]) {
      expect((await markMissed(booking.id, caller.headers)).statusCode).toBe(403);
    }
    const unknown = await markMissed('00000000-0000-4000-8000-000000000000', doctor.headers);
    expect(unknown.statusCode).toBe(404);
  });

  it("counts a patient's missed bookings on All Users", async () => {
    const doctor = await createDoctorUser(app);
    const admin = await createAdmin(app);
    const patient = await createUser(app, { name: 'Often Absent' });
    for (const day of ['2026-02-05', '2026-02-06']) {
      const booking = await bookingOf(doctor, {
        appointmentDate: day,
        slotStart: '09:00',
        userId: patient.user.id,
      });
      expect((await markMissed(booking.id, doctor.headers)).statusCode).toBe(200);
    }
    const users = await app.inject({
      url: `/api/users?q=${encodeURIComponent(patient.user.email)}`,
      headers: admin.headers,
    });
    expect(users.json()).toEqual([expect.objectContaining({ _id: patient.user.id, noShows: 2 })]);
  });
});
