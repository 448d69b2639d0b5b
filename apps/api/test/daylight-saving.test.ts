import type { BookingRequest } from '@sustho/contracts';
import { and, eq, isNull, like } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { jobs, outbox } from '../src/db/schema.js';
import { clock } from '../src/lib/clock.js';
import type { AuthUser } from '../src/modules/auth/access-token.js';
import { jobHandlers } from '../src/compose.js';
import { runDueJobs } from '../src/modules/jobs/worker.js';
import { buildTestApp } from './helper.js';
import { createOption, createUser } from './factories.js';
import { latestMail } from './ics.js';

/**
 * A clinic in New York, where the clocks go forward on Mar 8, 2026 (02:00 EST becomes 03:00 EDT,
 * UTC-5 to UTC-4) and back on Nov 1, 2026. Slots are wall-clock times; reminders and invites are
 * instants, so they must shift by the hour the clocks do. Tested on the services with the clock set.
 */
const { app } = await buildTestApp({ CLINIC_TIME_ZONE: 'America/New_York' });
const db = app.db;
const { bookings, catalog } = app.services;
const WALL_CLOCK = ['09:00 AM - 09:30 AM', '09:30 AM - 10:00 AM', '10:00 AM - 10:30 AM'];

afterEach(() => clock.reset());

const runJobs = () =>
  runDueJobs(
    db,
    jobHandlers(
      app.env,
      {
        mail: { kind: 'folder', send: async () => {} },
        sms: { kind: 'folder', send: async () => {} },
      },
      app,
    ),
    app.log,
  );

async function patient(): Promise<AuthUser> {
  const { user } = await createUser(app);
  return { ...user, role: 'user', twoFactorEnabled: false, language: 'en' };
}

/** When the booking's pending reminders are due. */
async function reminderTimes(bookingId: string) {
  const rows = await db
    .select({ runAt: jobs.runAt })
    .from(jobs)
    .where(and(like(jobs.key, `reminder:${bookingId}:%`), isNull(jobs.doneAt)));
  return rows.map((row) => row.runAt.toISOString()).sort();
}

/** The reminder e-mails sent to an address so far. */
const reminders = async (to: string) =>
  (await db.select().from(outbox).where(eq(outbox.to, to))).filter((mail) =>
    mail.subject.toLowerCase().includes('reminder'),
  );

async function book(caller: AuthUser, treatmentName: string, day: string, slot: string) {
  const request: BookingRequest = {
    appointmentDate: day,
    treatmentName,
    patientName: caller.name,
    slot,
    phone: '+8801712345678',
  };
  const result = await bookings.book(caller, request);
  if (!result.acknowledged) throw new Error(result.message);
  return result.insertedId;
}

describe('daylight saving in America/New_York', () => {
  it('spring forward: slots keep their wall-clock times; a moved booking’s reminders and invite shift with the clocks', async () => {
    clock.set('2026-03-01T14:00:00Z'); // Mar 1, 09:00 EST
    const treatment = await createOption(db);
    for (const day of ['2026-03-07', '2026-03-08', '2026-03-09']) {
      const option = (await catalog.listOptionsForDay(day)).find((o) => o.name === treatment.name);
      expect(option?.slots).toEqual(WALL_CLOCK);
    }
    const caller = await patient();
    const id = await book(caller, treatment.name, '2026-03-07', '09:00');
    // Saturday 09:00 EST is 14:00Z.
    expect((await latestMail(db, caller.email, 'Your Sustho appointment:')).invite).toMatchObject({
      start: new Date('2026-03-07T14:00:00Z'),
    });
    expect(await reminderTimes(id)).toEqual([
      '2026-03-06T14:00:00.000Z',
      '2026-03-07T13:00:00.000Z',
    ]);

    // Sunday, the day the clocks go forward: 09:00 EDT is 13:00Z, and 24 hours before it is
    // Saturday 08:00 EST.
    await bookings.reschedule(caller, id, { appointmentDate: '2026-03-08', slot: '09:00' });
    expect(await reminderTimes(id)).toEqual([
      '2026-03-07T13:00:00.000Z',
      '2026-03-08T12:00:00.000Z',
    ]);
    const moved = await latestMail(db, caller.email, 'was moved');
    expect(moved.invite).toMatchObject({
      sequence: 1,
      start: new Date('2026-03-08T13:00:00Z'),
      end: new Date('2026-03-08T13:30:00Z'),
    });
    expect(moved.text).toContain('Time: 09:00 AM - 09:30 AM (America/New_York time)');

    // The 24-hour reminder goes at its instant, not a minute before.
    clock.set('2026-03-07T12:59:00Z');
    await runJobs();
    expect(await reminders(caller.email)).toHaveLength(0);
    clock.set('2026-03-07T13:00:00Z');
    await runJobs();
    expect(await reminders(caller.email)).toHaveLength(1);

    // Monday 10:00 EDT is 14:00Z.
    clock.set('2026-03-07T13:05:00Z');
    await bookings.reschedule(caller, id, { appointmentDate: '2026-03-09', slot: '10:00' });
    expect(await reminderTimes(id)).toEqual([
      '2026-03-08T14:00:00.000Z',
      '2026-03-09T13:00:00.000Z',
    ]);
    expect((await latestMail(db, caller.email, 'was moved')).invite).toMatchObject({
      sequence: 2,
      start: new Date('2026-03-09T14:00:00Z'),
    });
  });

  it('fall back: the same, and the cancellation invite names the right instant', async () => {
    clock.set('2026-10-25T13:00:00Z'); // Oct 25, 09:00 EDT
    const treatment = await createOption(db);
    for (const day of ['2026-10-31', '2026-11-01', '2026-11-02']) {
      const option = (await catalog.listOptionsForDay(day)).find((o) => o.name === treatment.name);
      expect(option?.slots).toEqual(WALL_CLOCK);
    }
    const caller = await patient();
    // Saturday 09:00 EDT is 13:00Z.
    const id = await book(caller, treatment.name, '2026-10-31', '09:00');
    expect(await reminderTimes(id)).toEqual([
      '2026-10-30T13:00:00.000Z',
      '2026-10-31T12:00:00.000Z',
    ]);

    // Sunday, the day the clocks go back: 10:00 EST is 15:00Z; 24 hours before is Saturday 11:00 EDT.
    await bookings.reschedule(caller, id, { appointmentDate: '2026-11-01', slot: '10:00' });
    expect(await reminderTimes(id)).toEqual([
      '2026-10-31T15:00:00.000Z',
      '2026-11-01T14:00:00.000Z',
    ]);
    expect((await latestMail(db, caller.email, 'was moved')).invite).toMatchObject({
      sequence: 1,
      start: new Date('2026-11-01T15:00:00Z'),
    });

    // The 1-hour reminder at 14:00Z, which New York reads as 09:00 EST.
    clock.set('2026-11-01T13:59:00Z');
    await runJobs();
    const before = (await reminders(caller.email)).length;
    clock.set('2026-11-01T14:00:00Z');
    await runJobs();
    expect(await reminders(caller.email)).toHaveLength(before + 1);

    await bookings.cancel(caller, id);
    expect(await reminderTimes(id)).toEqual([]);
    await runJobs();
    expect((await latestMail(db, caller.email, 'was cancelled')).invite).toMatchObject({
      method: 'CANCEL',
      sequence: 2,
      start: new Date('2026-11-01T15:00:00Z'),
      end: new Date('2026-11-01T15:30:00Z'),
    });
  });
});
