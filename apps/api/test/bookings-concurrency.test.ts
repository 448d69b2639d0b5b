import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, formatWireDate } from '@sustho/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { bookings, holdsSlot } from '../src/db/schema.js';
import { clinicNow } from '../src/lib/clinic-time.js';
import { clock } from '../src/lib/clock.js';
import { startApiProcess, type ServerProcess } from './api-process.js';
import {
  buildTestApp,
  createTestDatabase,
  TEST_SECRET,
  testDatabaseKind,
  testEnv,
} from './helper.js';
import { createOption, createUser } from './factories.js';

const PATIENTS = 50;
const SLOT = '09:00 AM - 09:30 AM';

/** Makes the patients and the option, and the payload each patient sends for the same slot. */
async function contenders(app: App, date: string) {
  const option = await createOption(app.db, { slotStarts: ['09:00'] });
  const patients = await Promise.all(Array.from({ length: PATIENTS }, () => createUser(app)));
  return {
    option,
    requests: patients.map((patient) => ({
      headers: { ...patient.headers, 'content-type': 'application/json' },
      payload: {
        appointmentDate: date,
        treatmentName: option.name,
        patientName: patient.user.name,
        slot: SLOT,
        phone: '01712345678',
      },
    })),
  };
}

/** Exactly one booking won; every other patient got the clear refusal; the database holds one booking. */
async function expectOneWinner(
  app: App,
  treatmentId: string,
  date: string,
  answers: { acknowledged: boolean; message?: string }[],
) {
  expect(answers).toHaveLength(PATIENTS);
  expect(answers.filter((answer) => answer.acknowledged)).toHaveLength(1);
  const refusal = `Sorry, the ${SLOT} slot on ${date} was just taken. Please choose another slot.`;
  expect(answers.filter((answer) => !answer.acknowledged)).toEqual(
    Array.from({ length: PATIENTS - 1 }, () => ({ acknowledged: false, message: refusal })),
  );
  const held = await app.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.treatmentId, treatmentId), holdsSlot(bookings.state)));
  expect(held).toHaveLength(1);
}

describe(`${PATIENTS} patients booking the same slot at once, in one API process (${testDatabaseKind})`, () => {
  let app: App;
  beforeAll(async () => {
    ({ app } = await buildTestApp());
  });

  it('acknowledges exactly one', async () => {
    clock.set('2026-02-01T03:00:00Z');
    const date = 'Feb 10, 2026';
    const { option, requests } = await contenders(app, date);
    const responses = await Promise.all(
      requests.map(({ headers, payload }) =>
        app.inject({ method: 'POST', url: '/api/booking', headers, payload }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(requests.map(() => 200));
    await expectOneWinner(
      app,
      option.id,
      date,
      responses.map((response) => response.json()),
    );
  });
});

const sharedDatabase = process.env.TEST_DATABASE_URL ? await createTestDatabase() : null;

describe.skipIf(!sharedDatabase)(
  `${PATIENTS} patients booking the same slot at once, through two API processes on one PostgreSQL (needs TEST_DATABASE_URL)`,
  () => {
    let app: App;
    const servers: ServerProcess[] = [];

    beforeAll(async () => {
      // An in-process app on the same database makes the data and signs tokens with the servers' secret.
      app = await buildApp({
        env: testEnv(),
        database: sharedDatabase!,
        secret: TEST_SECRET,
        logger: false,
      });
      const env = {
        DATABASE_URL: sharedDatabase!.url!,
        AUTH_SECRET: TEST_SECRET,
        PAYMENTS_SANDBOX: 'true',
        MAIL_OUTBOX_ONLY: 'true',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'sustho-api-')),
      };
      servers.push(...(await Promise.all([startApiProcess(env), startApiProcess(env)])));
    }, 120_000);

    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await app?.close();
    });

    it('acknowledges exactly one', async () => {
      // The servers run on the real clock, so the slot is tomorrow on the clinic's calendar.
      const date = formatWireDate(
        addDays(clinicNow(new Date(), app.env.CLINIC_TIME_ZONE).today, 1),
      );
      const { option, requests } = await contenders(app, date);
      const answers = await Promise.all(
        requests.map(async ({ headers, payload }, index) => {
          const response = await fetch(`${servers[index % 2]!.url}/api/booking`, {
            method: 'POST',
            headers,
            body: JSON.stringify(payload),
          });
          expect(response.status).toBe(200);
          return (await response.json()) as { acknowledged: boolean; message?: string };
        }),
      );
      await expectOneWinner(app, option.id, date, answers);
    });
  },
);
