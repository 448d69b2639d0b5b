import { addDays, formatWireDate } from '@sustho/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { bookings, holdsSlot } from '../src/db/schema.js';
import { clinicNow } from '../src/lib/clinic-time.js';
import { clock } from '../src/lib/clock.js';
import type { ServerProcess } from './api-process.js';
import { buildTestApp, createTestDatabase, testDatabaseKind } from './helper.js';
import { addMember } from './family-fixtures.js';
import { createDoctor, createOption, createUser } from './factories.js';
import { startTwoApiProcesses } from './two-api-processes.js';

const PATIENTS = 50;
const SLOT = '09:00 AM - 09:30 AM';

interface BookingRequestSent {
  headers: Record<string, string>;
  payload: Record<string, string>;
}
type Answer = { acknowledged: boolean; message?: string };
/** Sends one POST /api/booking through an API process and reads its answer. */
type Send = (request: BookingRequestSent, index: number) => Promise<Answer>;

/** Each patient's request for the same slot of a treatment (of one doctor, when `doctorId` is given). */
async function contenders(app: App, date: string, treatmentName: string, doctorId?: string) {
  const patients = await Promise.all(Array.from({ length: PATIENTS }, () => createUser(app)));
  return patients.map((patient) => ({
    headers: { ...patient.headers, 'content-type': 'application/json' },
    payload: {
      appointmentDate: date,
      treatmentName,
      patientName: patient.user.name,
      slot: SLOT,
      phone: '01712345678',
      ...(doctorId ? { doctorId } : {}),
    },
  }));
}

const takenMessage = (date: string) =>
  `Sorry, the ${SLOT} slot on ${date} was just taken. Please choose another slot.`;

/** `winners` bookings won; every other patient got the clear refusal; the database holds as many. */
async function expectWinners(
  app: App,
  treatmentId: string,
  date: string,
  answers: Answer[],
  winners: number,
) {
  expect(answers).toHaveLength(PATIENTS);
  expect(answers.filter((answer) => answer.acknowledged)).toHaveLength(winners);
  expect(answers.filter((answer) => !answer.acknowledged)).toEqual(
    Array.from({ length: PATIENTS - winners }, () => ({
      acknowledged: false,
      reason: 'slot_taken',
      message: takenMessage(date),
    })),
  );
  const held = await app.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.treatmentId, treatmentId), holdsSlot(bookings.state)));
  expect(held).toHaveLength(winners);
  expect(new Set(held.map((booking) => booking.doctorId)).size).toBe(winners);
}

/** The three races of docs/product/bookings.md §3, sent through `send`. */
function races(context: () => { app: App; date: string; send: Send }) {
  it("gives one doctor's slot to exactly one of 50 patients", async () => {
    const { app, date, send } = context();
    const option = await createOption(app.db, { slotStarts: ['09:00'] });
    // A second doctor of the treatment, free at the same time, who nobody asked for.
    await createDoctor(app.db, { treatmentId: option.id, slotStarts: ['09:00'] });
    const requests = await contenders(app, date, option.name, option.doctorId);
    const answers = await Promise.all(requests.map(send));
    await expectWinners(app, option.id, date, answers, 1);
  });

  it('gives a slot two doctors share to exactly two of 50 patients', async () => {
    const { app, date, send } = context();
    const option = await createOption(app.db, { slotStarts: ['09:00'] });
    await createDoctor(app.db, { treatmentId: option.id, slotStarts: ['09:00'] });
    const requests = await contenders(app, date, option.name);
    const answers = await Promise.all(requests.map(send));
    await expectWinners(app, option.id, date, answers, 2);
  });

  it('lets one patient racing two treatments at the same time hold at most one', async () => {
    const { app, date, send } = context();
    const [first, second] = [
      await createOption(app.db, { slotStarts: ['09:00'] }),
      await createOption(app.db, { slotStarts: ['09:00'] }),
    ];
    const patient = await createUser(app);
    const request = (treatmentName: string) => ({
      headers: { ...patient.headers, 'content-type': 'application/json' },
      payload: {
        appointmentDate: date,
        treatmentName,
        patientName: 'Racer',
        slot: SLOT,
        phone: '01712345678',
      },
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        send(request(index % 2 ? first.name : second.name), index),
      ),
    );
    expect(answers.filter((answer) => answer.acknowledged)).toHaveLength(1);
    const held = await app.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.userId, patient.user.id), holdsSlot(bookings.state)));
    expect(held).toHaveLength(1);
  });
}

describe(`${PATIENTS} patients racing for slots, in one API process (${testDatabaseKind})`, () => {
  let app: App;
  beforeAll(async () => {
    ({ app } = await buildTestApp());
  });
  // The set-up resets the clock after each test.
  beforeEach(() => clock.set('2026-02-01T03:00:00Z'));

  const date = 'Feb 10, 2026';
  races(() => ({
    app,
    date,
    send: async ({ headers, payload }) => {
      const response = await app.inject({ method: 'POST', url: '/api/booking', headers, payload });
      expect(response.statusCode).toBe(200);
      return response.json<Answer>();
    },
  }));
});

// One account sends all 50 requests, more than BOOKING_RATE_LIMIT_PER_HOUR lets through by default.
describe(`one account's two profiles racing ${PATIENTS} times for one slot (${testDatabaseKind})`, () => {
  let app: App;
  beforeAll(async () => {
    ({ app } = await buildTestApp({ BOOKING_RATE_LIMIT_PER_HOUR: '1000' }));
  });
  beforeEach(() => clock.set('2026-02-01T03:00:00Z'));
  const date = 'Feb 10, 2026';

  it('gives each profile exactly one booking of a slot two doctors share, never two', async () => {
    const option = await createOption(app.db, { slotStarts: ['09:00'] });
    await createDoctor(app.db, { treatmentId: option.id, slotStarts: ['09:00'] });
    const parent = await createUser(app);
    const member = await addMember(app, parent);
    const profiles = [parent.user.id, member._id];
    const answers = await Promise.all(
      Array.from({ length: PATIENTS }, async (_, index) => {
        const response = await app.inject({
          method: 'POST',
          url: '/api/booking',
          headers: parent.headers,
          payload: {
            appointmentDate: date,
            treatmentName: option.name,
            patientName: parent.user.name,
            slot: SLOT,
            phone: '01712345678',
            patientId: profiles[index % 2]!,
          },
        });
        expect(response.statusCode).toBe(200);
        return response.json<Answer>();
      }),
    );
    expect(answers.filter((answer) => answer.acknowledged)).toHaveLength(2);
    const held = await app.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.treatmentId, option.id), holdsSlot(bookings.state)));
    expect(held.map((booking) => booking.patientId).sort()).toEqual([...profiles].sort());
    expect(new Set(held.map((booking) => booking.doctorId)).size).toBe(2);
  });
});

const sharedDatabase = process.env.TEST_DATABASE_URL ? await createTestDatabase() : null;

describe.skipIf(!sharedDatabase)(
  `${PATIENTS} patients racing for slots, through two API processes on one PostgreSQL (needs TEST_DATABASE_URL)`,
  () => {
    let app: App;
    let servers: ServerProcess[] = [];
    let stop = async () => {};

    beforeAll(async () => {
      ({ app, servers, stop } = await startTwoApiProcesses(sharedDatabase!));
    }, 120_000);

    afterAll(() => stop());

    // The servers run on the real clock, so the slot is tomorrow on the clinic's calendar.
    races(() => ({
      app,
      date: formatWireDate(addDays(clinicNow(new Date(), app.env.CLINIC_TIME_ZONE).today, 1)),
      send: async ({ headers, payload }, index) => {
        const response = await fetch(`${servers[index % 2]!.url}/api/booking`, {
          method: 'POST',
          headers,
          body: JSON.stringify(payload),
        });
        expect(response.status).toBe(200);
        return (await response.json()) as Answer;
      },
    }));
  },
);
