import { addDays, formatWireDate } from '@sustho/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { clinicNow } from '../src/lib/clinic-time.js';
import type { ServerProcess } from './api-process.js';
import { createTestDatabase } from './helper.js';
import { createOption, createUser } from './factories.js';
import { startTwoApiProcesses } from './two-api-processes.js';

const sharedDatabase = process.env.TEST_DATABASE_URL ? await createTestDatabase() : null;

/**
 * Two real API processes on one PostgreSQL, each keeping its answers (READ_CACHES is on in every
 * server): what one process changes is gone from the other's very next answer.
 */
describe.skipIf(!sharedDatabase)(
  'kept answers across two API processes on one PostgreSQL (needs TEST_DATABASE_URL)',
  () => {
    let app: App;
    let first: ServerProcess;
    let second: ServerProcess;
    let stop = async () => {};

    beforeAll(async () => {
      // The in-process app is also a third process, which signs people out.
      let servers: ServerProcess[];
      ({ app, servers, stop } = await startTwoApiProcesses(sharedDatabase!));
      [first, second] = servers as [ServerProcess, ServerProcess];
    }, 120_000);

    afterAll(() => stop());

    // The servers run on the real clock, so the day is tomorrow on the clinic's calendar.
    const day = () =>
      formatWireDate(addDays(clinicNow(new Date(), app.env.CLINIC_TIME_ZONE).today, 1));

    async function slotsOn(server: ServerProcess, treatmentName: string) {
      const response = await fetch(
        `${server.url}/api/appointmentOptions?date=${encodeURIComponent(day())}`,
      );
      expect(response.status).toBe(200);
      const options = (await response.json()) as { name: string; slots: string[] }[];
      return options.find((option) => option.name === treatmentName)?.slots;
    }

    it("takes a slot booked through one process out of the other's very next answer", async () => {
      const option = await createOption(app.db, { slotStarts: ['09:00', '09:30'] });
      const patient = await createUser(app);
      const both = ['09:00 AM - 09:30 AM', '09:30 AM - 10:00 AM'];
      // Asked twice, so the second process answers from what it kept.
      expect(await slotsOn(second, option.name)).toEqual(both);
      expect(await slotsOn(second, option.name)).toEqual(both);

      const booked = await fetch(`${first.url}/api/booking`, {
        method: 'POST',
        headers: { ...patient.headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          appointmentDate: day(),
          treatmentName: option.name,
          slot: both[0],
          patientName: 'Two Processes',
          phone: '01712345678',
        }),
      });
      const answer = (await booked.json()) as { acknowledged: boolean; insertedId: string };
      expect(answer.acknowledged).toBe(true);
      expect(await slotsOn(second, option.name)).toEqual([both[1]]);

      const cancelled = await fetch(`${first.url}/api/booking/${answer.insertedId}`, {
        method: 'DELETE',
        headers: patient.headers,
      });
      expect(await cancelled.json()).toEqual({ deletedCount: 1 });
      expect(await slotsOn(second, option.name)).toEqual(both);
    });

    const bookingsOn = (server: ServerProcess, email: string, authorization: string) =>
      fetch(`${server.url}/api/bookings?email=${encodeURIComponent(email)}`, {
        headers: { authorization },
      });

    it("refuses a signed-out session's token on the other process's next call", async () => {
      const email = 'two-processes-leaver@example.com';
      const signUp = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: 'http://localhost:3000' },
        payload: { name: 'Leaving Soon', email, password: 'a-long-password' },
      });
      const cookie = signUp.cookies.map((each) => `${each.name}=${each.value}`).join('; ');
      const token = (
        await app.inject({ url: '/api/jwt', query: { email }, headers: { cookie } })
      ).json().accessToken as string;
      const authorization = `Bearer ${token}`;
      expect((await bookingsOn(second, email, authorization)).status).toBe(200);
      expect((await bookingsOn(second, email, authorization)).status).toBe(200);

      const out = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { cookie, origin: 'http://localhost:3000' },
      });
      expect(out.statusCode).toBe(200);
      expect((await bookingsOn(second, email, authorization)).status).toBe(401);
    });

    it("refuses a deleted account's token on the other process's next call", async () => {
      const patient = await createUser(app);
      const { email } = patient.user;
      const { authorization } = patient.headers;
      expect((await bookingsOn(second, email, authorization)).status).toBe(200);
      expect((await bookingsOn(second, email, authorization)).status).toBe(200);

      const removed = await fetch(`${first.url}/api/profile`, {
        method: 'DELETE',
        headers: { authorization },
      });
      expect(removed.status).toBe(200);
      expect((await bookingsOn(second, email, authorization)).status).toBe(401);
    });
  },
);
