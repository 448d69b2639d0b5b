import { describe, expect, it } from 'vitest';
import { BOOKING_STATES, isActive } from '../src/modules/bookings/booking-state.js';
import { doctorHours } from '../src/db/schema.js';
import { violatedUniqueConstraint } from '../src/lib/constraint-violations.js';
import { buildTestApp } from './helper.js';
import { createBooking, createOption, createPatients, createUser } from './factories.js';

const { app } = await buildTestApp();
const { db } = app;

/** The double-booking rules live in the database, so they hold whatever the API code does. */
describe('booking constraints', () => {
  it('lets one active booking hold a slot, and a cancelled one hold nothing', async () => {
    const option = await createOption(db);
    const slot = { treatmentId: option.id, appointmentDate: '2030-01-10', slotStart: '09:00' };
    await createBooking(db, { ...slot, state: 'cancelled' });
    await createBooking(db, slot);
    await expect(createBooking(db, slot)).rejects.toThrow();
  });

  it('lets one patient hold one active booking per option per day', async () => {
    const option = await createOption(db);
    const [patientId] = await createPatients(db, 1);
    const patient = { treatmentId: option.id, appointmentDate: '2030-01-11', patientId };
    await createBooking(db, { ...patient, slotStart: '09:00' });
    await expect(createBooking(db, { ...patient, slotStart: '09:30' })).rejects.toThrow();
    await createBooking(db, { ...patient, appointmentDate: '2030-01-12', slotStart: '09:30' });
  });

  it.each(BOOKING_STATES)(
    'holds the slot with a %s booking exactly when booking-state.ts calls it active',
    async (state) => {
      const option = await createOption(db);
      const slot = { treatmentId: option.id, appointmentDate: '2030-01-14', slotStart: '09:00' };
      await createBooking(db, { ...slot, state });
      const second = createBooking(db, { ...slot, state: 'booked' });
      if (isActive(state)) await expect(second).rejects.toThrow();
      else await expect(second).resolves.toMatchObject({ state: 'booked' });
    },
  );

  it('refuses an unknown state, a negative price and an upper-case e-mail', async () => {
    const option = await createOption(db);
    const base = { treatmentId: option.id, appointmentDate: '2030-01-13' };
    await expect(
      createBooking(db, { ...base, slotStart: '09:00', state: 'lost' as 'booked' }),
    ).rejects.toThrow();
    await expect(
      createBooking(db, { ...base, slotStart: '09:30', priceCents: -1 }),
    ).rejects.toThrow();
    await expect(
      createBooking(db, { ...base, slotStart: '10:00', email: 'Upper@Example.com' }),
    ).rejects.toThrow();
  });

  it('keeps the time of a cancellation with exactly the cancelled states', async () => {
    const option = await createOption(db);
    const base = { treatmentId: option.id, appointmentDate: '2030-01-15' };
    await expect(
      createBooking(db, { ...base, slotStart: '09:00', state: 'cancelled', cancelledAt: null }),
    ).rejects.toThrow();
    await expect(
      createBooking(db, { ...base, slotStart: '09:00', state: 'refunded', cancelledAt: null }),
    ).rejects.toThrow();
    await expect(
      createBooking(db, { ...base, slotStart: '09:00', state: 'paid', cancelledAt: new Date() }),
    ).rejects.toThrow();
  });

  it('refuses a slot length outside 5 to 240 minutes', async () => {
    await expect(createOption(db, { slotMinutes: 0 })).rejects.toThrow();
    await expect(createOption(db, { slotMinutes: 241 })).rejects.toThrow();
  });
});

/** The constraint a write broke, or 'none' when it went through. */
async function brokenRule(write: Promise<unknown>): Promise<string> {
  try {
    await write;
    return 'none';
  } catch (error) {
    return violatedUniqueConstraint(error) ?? String(error);
  }
}

describe('doctors and time', () => {
  it("refuses a doctor's overlapping active bookings, even with different starts and treatments", async () => {
    const option = await createOption(db);
    const day = {
      treatmentId: option.id,
      doctorId: option.doctorId,
      appointmentDate: '2030-02-03',
    };
    await createBooking(db, { ...day, slotStart: '09:00', slotEnd: '09:30' });
    expect(
      await brokenRule(createBooking(db, { ...day, slotStart: '09:15', slotEnd: '09:45' })),
    ).toBe('bookings_doctor_free');
    // Touching ends do not overlap; a cancelled booking holds nothing.
    expect(
      await brokenRule(createBooking(db, { ...day, slotStart: '09:30', slotEnd: '10:00' })),
    ).toBe('none');
    await createBooking(db, { ...day, slotStart: '11:00', slotEnd: '11:30', state: 'cancelled' });
    expect(
      await brokenRule(createBooking(db, { ...day, slotStart: '11:00', slotEnd: '11:30' })),
    ).toBe('none');
  });

  it('refuses a patient two overlapping active bookings across treatments', async () => {
    const patient = await createUser(app);
    const [first, second] = [await createOption(db), await createOption(db)];
    const at = { appointmentDate: '2030-02-04', slotStart: '09:00', userId: patient.user.id };
    await createBooking(db, { ...at, treatmentId: first.id });
    expect(await brokenRule(createBooking(db, { ...at, treatmentId: second.id }))).toBe(
      'bookings_patient_free',
    );
    expect(
      await brokenRule(createBooking(db, { ...at, treatmentId: second.id, slotStart: '09:30' })),
    ).toBe('none');
  });

  it("refuses a doctor's overlapping or inverted working hours on one weekday", async () => {
    const option = await createOption(db, { slotStarts: [] });
    const hours = (weekday: number, startsAt: string, endsAt: string) =>
      db.insert(doctorHours).values({ doctorId: option.doctorId, weekday, startsAt, endsAt });
    await hours(0, '09:00', '12:00');
    expect(await brokenRule(hours(0, '11:00', '13:00'))).toBe('doctor_hours_no_overlap');
    expect(await brokenRule(hours(0, '12:00', '13:00'))).toBe('none');
    expect(await brokenRule(hours(1, '11:00', '13:00'))).toBe('none');
    await expect(hours(2, '13:00', '12:00')).rejects.toThrow();
    await expect(hours(7, '09:00', '10:00')).rejects.toThrow();
  });
});
