import { describe, expect, it } from 'vitest';
import { BOOKING_STATES, isActive } from '../src/modules/bookings/booking-state.js';
import { createTestDatabase } from './helper.js';
import { createBooking, createOption } from './factories.js';

const { db } = await createTestDatabase();

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
    const patient = {
      treatmentId: option.id,
      appointmentDate: '2030-01-11',
      email: 'same@example.com',
    };
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

  it('refuses an option without slots', async () => {
    await expect(createOption(db, { slotStarts: [] })).rejects.toThrow();
  });
});
