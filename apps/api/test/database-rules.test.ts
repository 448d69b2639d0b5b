import { describe, expect, it } from 'vitest';
import { createTestDatabase } from './helper.js';
import { createBooking, createOption } from './factories.js';

const { db } = await createTestDatabase();

/** The double-booking rules live in the database, so they hold whatever the API code does. */
describe('booking constraints', () => {
  it('lets one active booking hold a slot, and a cancelled one hold nothing', async () => {
    const option = await createOption(db);
    const slot = { optionId: option.id, appointmentDate: '2030-01-10', slotStart: '09:00' };
    await createBooking(db, { ...slot, status: 'cancelled' });
    await createBooking(db, slot);
    await expect(createBooking(db, slot)).rejects.toThrow();
  });

  it('lets one patient hold one active booking per option per day', async () => {
    const option = await createOption(db);
    const patient = {
      optionId: option.id,
      appointmentDate: '2030-01-11',
      email: 'same@example.com',
    };
    await createBooking(db, { ...patient, slotStart: '09:00' });
    await expect(createBooking(db, { ...patient, slotStart: '09:30' })).rejects.toThrow();
    await createBooking(db, { ...patient, appointmentDate: '2030-01-12', slotStart: '09:30' });
  });

  it('refuses an unknown status, a negative price, an upper-case e-mail and paid without a transaction', async () => {
    const option = await createOption(db);
    const base = { optionId: option.id, appointmentDate: '2030-01-13' };
    await expect(
      createBooking(db, { ...base, slotStart: '09:00', status: 'lost' as 'active' }),
    ).rejects.toThrow();
    await expect(
      createBooking(db, { ...base, slotStart: '09:30', priceCents: -1 }),
    ).rejects.toThrow();
    await expect(
      createBooking(db, { ...base, slotStart: '10:00', email: 'Upper@Example.com' }),
    ).rejects.toThrow();
    await expect(createBooking(db, { ...base, slotStart: '10:00', paid: true })).rejects.toThrow();
  });

  it('refuses an option without slots', async () => {
    await expect(createOption(db, { slotStarts: [] })).rejects.toThrow();
  });
});
