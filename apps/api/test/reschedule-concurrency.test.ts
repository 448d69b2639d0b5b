import { addDays, formatWireDate } from '@sustho/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookings } from '../src/db/schema.js';
import { clock } from '../src/lib/clock.js';
import { buildTestApp, testDatabaseKind } from './helper.js';
import { createBooking, createOption, createUser } from './factories.js';

const { app } = await buildTestApp();
const db = app.db;
const PATIENTS = 50;
const TARGET_DAY = '2026-02-02';
const SLOT = '09:00 AM - 09:30 AM';

beforeEach(() => clock.set('2026-02-01T03:00:00Z'));
afterEach(() => clock.reset());

/**
 * 50 patients, each with a booking of one doctor at 09:00 on a day of their own, all ask at once
 * to move into that doctor's 09:00 on one day: the database lets exactly one in, the others stay
 * where they were and hear that the slot was taken.
 */
describe(`50 concurrent reschedules into one slot (${testDatabaseKind})`, () => {
  for (const assignment of ['the doctor named', 'any free doctor'] as const) {
    it(`leaves exactly one there and the others where they were (${assignment})`, async () => {
      const treatment = await createOption(db, { slotStarts: ['09:00'] });
      const patients = await Promise.all(Array.from({ length: PATIENTS }, () => createUser(app)));
      const before = await Promise.all(
        patients.map((patient, index) =>
          createBooking(db, {
            treatmentId: treatment.id,
            doctorId: treatment.doctorId,
            appointmentDate: addDays(TARGET_DAY, index + 1),
            slotStart: '09:00',
            userId: patient.user.id,
            email: patient.user.email,
          }),
        ),
      );
      const answers = await Promise.all(
        patients.map((patient, index) =>
          app.inject({
            method: 'POST',
            url: `/api/bookings/${before[index]!.id}/reschedule`,
            headers: patient.headers,
            payload: {
              appointmentDate: formatWireDate(TARGET_DAY),
              slot: SLOT,
              ...(assignment === 'the doctor named' ? { doctorId: treatment.doctorId } : {}),
            },
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(PATIENTS - 1);
      for (const answer of answers.filter((one) => one.statusCode === 409))
        expect(answer.json()).toMatchObject({ code: 'slot_taken' });

      const after = await db.select().from(bookings).where(eq(bookings.treatmentId, treatment.id));
      const moved = after.filter((row) => row.appointmentDate === TARGET_DAY);
      expect(moved).toHaveLength(1);
      expect(moved[0]).toMatchObject({
        slotStart: '09:00:00',
        state: 'booked',
        rescheduleCount: 1,
      });
      const winner = before.findIndex((row) => row.id === moved[0]!.id);
      expect(statuses[winner]).toBe(200);
      for (const [index, original] of before.entries()) {
        if (index === winner) continue;
        const row = after.find((one) => one.id === original.id)!;
        expect(row).toMatchObject({
          appointmentDate: original.appointmentDate,
          slotStart: '09:00:00',
          state: 'booked',
          rescheduleCount: 0,
        });
      }
    });
  }
});
