import { addDays, type LabOrder, type RecordTestResult } from '@sustho/contracts';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, jobs, labCollectionSlots, payments } from '../src/db/schema.js';
import { clinicInstant, clinicNow } from '../src/lib/clinic-time.js';
import { clock } from '../src/lib/clock.js';
import { runDueJobs } from '../src/modules/jobs/worker.js';
import { jobHandlers } from '../src/compose.js';
import { createBooking, createDoctorUser, createUser } from './factories.js';
import { buildTestApp } from './helper.js';
import { createLabTest } from './lab-fixtures.js';

/**
 * Lab orders (services.md §6, decision 054): ordering with a home collection slot whose capacity
 * the database holds, the single refund of a cancellation, the lab's steps, released results in
 * versions with flags, the report PDF checked by content, and results in the health record.
 */

const { app } = await buildTestApp({ LAB_COLLECTION_CAPACITY: '2' });
const db = app.db;
const ZONE = app.env.CLINIC_TIME_ZONE;
const TODAY = clinicNow(new Date(), ZONE).today;
const TOMORROW = addDays(TODAY, 1);

/** Every test runs at 06:00 today in the clinic, so all of tomorrow's slots are ahead. */
const MORNING = clinicInstant(TODAY, '06:00', ZONE).toISOString();
beforeEach(() => clock.set(MORNING));
afterEach(() => clock.reset());

type SignedIn = Awaited<ReturnType<typeof createUser>>;

const hba1c = await createLabTest(db, {
  name: 'HbA1c',
  code: '4548-4',
  priceCents: 80_000,
  values: [{ name: 'HbA1c', unit: '%', ranges: [{ low: 4, high: 5.6 }] }],
});
const cbc = await createLabTest(db, {
  name: 'Complete Blood Count (CBC)',
  code: '58410-2',
  priceCents: 40_000,
  values: [
    { name: 'Haemoglobin', unit: 'g/dL', ranges: [{ low: 12, high: 17.5 }] },
    { name: 'Platelets', unit: '×10⁹/L', ranges: [{ low: 150, high: 450 }] },
  ],
});
const xray = await createLabTest(db, {
  name: 'Chest X-ray',
  sampleType: 'imaging',
  homeCollection: false,
});
// The staff sign in at that morning too: an hour-long token signed at the real time could have
// expired by then (just after midnight in the clinic, its morning is hours ahead).
clock.set(MORNING);
const technician = await createUser(app, { role: 'lab' });
const secondTechnician = await createUser(app, { role: 'lab' });
const admin = await createUser(app, { role: 'admin' });

const address = {
  recipient: 'Rahim Uddin',
  phone: '01712345678',
  line: 'House 12, Road 5',
  area: 'Dhanmondi',
  district: 'Dhaka',
};

let slotIndex = 0;
/** A slot of tomorrow no other test took: 07:00, 07:30, … */
function freshSlot() {
  const minutes = 7 * 60 + 30 * slotIndex++;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

const order = (patient: SignedIn, body: object) =>
  app.inject({ method: 'POST', url: '/api/lab-orders', headers: patient.headers, payload: body });

async function homeOrder(patient: SignedIn, overrides: object = {}, slot = freshSlot()) {
  const response = await order(patient, {
    testIds: [hba1c.id, cbc.id],
    collection: { type: 'home', date: TOMORROW, slot, address },
    payment: 'at_collection',
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<LabOrder>();
}

const patch = (by: SignedIn, id: string, payload: object) =>
  app.inject({ method: 'PATCH', url: `/api/lab-orders/${id}`, headers: by.headers, payload });

const release = (by: SignedIn, id: string, payload: object) =>
  app.inject({
    method: 'POST',
    url: `/api/lab-orders/${id}/results`,
    headers: by.headers,
    payload,
  });

const resultsFor = (hba1cValue: number, replaces?: string) => {
  return {
    ...(replaces && { replaces }),
    tests: [
      { testId: hba1c.id, values: [{ valueId: valueIds.hba1c, number: hba1cValue }] },
      {
        testId: cbc.id,
        values: [
          { valueId: valueIds.haemoglobin, number: 11 },
          { valueId: valueIds.platelets, number: 250 },
        ],
      },
    ],
  };
};

const valueIds = await (async () => {
  const [a, c] = await Promise.all([
    app.services.lab.getTest(hba1c.id, 'en'),
    app.services.lab.getTest(cbc.id, 'en'),
  ]);
  return {
    hba1c: a.values[0]!._id,
    haemoglobin: c.values[0]!._id,
    platelets: c.values[1]!._id,
  };
})();

const quiet = { kind: 'folder' as const, send: async () => {} };
const runJobs = () =>
  runDueJobs(db, jobHandlers(app.env, { mail: quiet, sms: quiet }, app), app.log);

async function payOnline(patient: SignedIn, labOrderId: string) {
  const call = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: patient.headers, payload });
  const intent = await call('/api/create-payment-intent', { labOrderId });
  expect(intent.statusCode, intent.body).toBe(200);
  const { clientSecret } = intent.json<{ clientSecret: string }>();
  const card = { number: '4242424242424242', expiry: '12/34', cvc: '123' };
  const paid = await call('/api/payments/sandbox/confirm', { clientSecret, card });
  expect(paid.statusCode, paid.body).toBe(200);
}

describe('collection slots', () => {
  it("answers the day's half-hour slots from 07:00 to 19:00 with the places left", async () => {
    const patient = await createUser(app);
    const slot = freshSlot();
    await homeOrder(patient, {}, slot);
    const response = await app.inject({ url: `/api/lab-collection-slots?date=${TOMORROW}` });
    expect(response.statusCode).toBe(200);
    const slots = response.json<{ slot: string; left: number }[]>();
    expect(slots).toHaveLength(24);
    expect(slots[0]).toEqual({ slot: '07:00', left: expect.any(Number) });
    expect(slots.at(-1)!.slot).toBe('18:30');
    expect(slots.find((entry) => entry.slot === slot)!.left).toBe(1);
  });

  it('gives exactly the capacity (2) to 10 patients racing for one slot', async () => {
    const slot = freshSlot();
    const patients = await Promise.all(Array.from({ length: 10 }, () => createUser(app)));
    const responses = await Promise.all(
      patients.map((patient) =>
        order(patient, {
          testIds: [hba1c.id],
          collection: { type: 'home', date: TOMORROW, slot, address },
          payment: 'at_collection',
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, ...Array(8).fill(409)]);
    expect(responses.find((response) => response.statusCode === 409)!.json().message).toBe(
      'This collection slot is full',
    );
    const [row] = await db
      .select()
      .from(labCollectionSlots)
      .where(and(eq(labCollectionSlots.date, TOMORROW), eq(labCollectionSlots.slot, slot)));
    expect(row!.taken).toBe(2);
  });
});

describe('POST /api/lab-orders', () => {
  it('prices the tests and the home collection fee, and books a pay-at-collection order', async () => {
    const patient = await createUser(app);
    const placed = await homeOrder(patient);
    expect(placed).toMatchObject({
      state: 'booked',
      patientId: patient.user.id,
      fees: { tests: 1200, collection: 5, collectionDiscount: 0 },
      total: 1205,
      currency: 'USD',
      paid: false,
      refunded: false,
      holdUntil: null,
      results: [],
    });
    expect(placed.tests.map((test) => test.name)).toEqual(['HbA1c', 'Complete Blood Count (CBC)']);
    expect(placed.history.map((entry) => entry.state)).toEqual(['booked']);
    const quote = await app.inject({
      url: '/api/lab-orders/home-collection-fee',
      headers: patient.headers,
    });
    expect(quote.json()).toEqual({ currency: 'USD', fee: placed.fees.collection });
  });

  it('refuses a test done at the lab for home collection, and takes it for a lab visit', async () => {
    const patient = await createUser(app);
    const home = await order(patient, {
      testIds: [xray.id],
      collection: { type: 'home', date: TOMORROW, slot: freshSlot(), address },
      payment: 'at_collection',
    });
    expect(home.statusCode).toBe(409);
    const visit = await order(patient, {
      testIds: [xray.id],
      collection: { type: 'lab', date: TOMORROW },
      payment: 'at_collection',
    });
    expect(visit.statusCode, visit.body).toBe(201);
    expect(visit.json<LabOrder>().fees.collection).toBe(0);
  });

  it('refuses a home collection without its slot and address, and a staff account', async () => {
    const patient = await createUser(app);
    const missing = await order(patient, {
      testIds: [hba1c.id],
      collection: { type: 'home', date: TOMORROW },
      payment: 'online',
    });
    expect(missing.statusCode).toBe(400);
    const staff = await order(technician, {
      testIds: [hba1c.id],
      collection: { type: 'lab', date: TOMORROW },
      payment: 'online',
    });
    expect(staff.statusCode).toBe(403);
  });

  it('holds an unpaid online order for 15 minutes, then cancels it and frees its slot', async () => {
    const patient = await createUser(app);
    const slot = freshSlot();
    const placed = await homeOrder(patient, { payment: 'online' }, slot);
    expect(placed.state).toBe('awaiting_payment');
    expect(placed.holdUntil).not.toBeNull();
    clock.set(new Date(Date.parse(placed.holdUntil!) + 1000).toISOString());
    await runJobs();
    const after = await app.inject({
      url: `/api/lab-orders/${placed._id}`,
      headers: patient.headers,
    });
    expect(after.json<LabOrder>().state).toBe('cancelled');
    const slots = await app.inject({ url: `/api/lab-collection-slots?date=${TOMORROW}` });
    expect(slots.json<{ slot: string; left: number }[]>().find((s) => s.slot === slot)!.left).toBe(
      2,
    );
  });
});

describe('cancelling', () => {
  it('refunds a paid order cancelled by the patient once, and a second cancel is refused', async () => {
    const patient = await createUser(app);
    const placed = await homeOrder(patient, { payment: 'online' });
    await payOnline(patient, placed._id);
    const paid = await app.inject({
      url: `/api/lab-orders/${placed._id}`,
      headers: patient.headers,
    });
    expect(paid.json<LabOrder>()).toMatchObject({ state: 'booked', paid: true });
    const cancelled = await app.inject({
      method: 'DELETE',
      url: `/api/lab-orders/${placed._id}`,
      headers: patient.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<LabOrder>()).toMatchObject({
      state: 'cancelled',
      refunded: true,
      refundedAmount: 1205,
    });
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/lab-orders/${placed._id}`,
      headers: patient.headers,
    });
    expect(again.statusCode).toBe(409);
  });

  it('settles a cancellation racing the collection with one outcome and at most one refund', async () => {
    for (let round = 0; round < 3; round += 1) {
      const patient = await createUser(app);
      const placed = await homeOrder(patient, { payment: 'online' });
      await payOnline(patient, placed._id);
      const [cancel, collect] = await Promise.all([
        app.inject({
          method: 'DELETE',
          url: `/api/lab-orders/${placed._id}`,
          headers: patient.headers,
        }),
        patch(technician, placed._id, { state: 'sample_collected' }),
      ]);
      expect([cancel.statusCode, collect.statusCode].sort()).toEqual([200, 409]);
      const rows = await db.select().from(payments).where(eq(payments.labOrderId, placed._id));
      expect(rows).toHaveLength(1);
      const final = await app.inject({
        url: `/api/lab-orders/${placed._id}`,
        headers: patient.headers,
      });
      const state = final.json<LabOrder>();
      expect(state.refunded).toBe(state.state === 'cancelled');
    }
  });
});

describe("the patient's data", () => {
  it("'Download my data' includes the lab orders", async () => {
    const patient = await createUser(app);
    const placed = await homeOrder(patient);
    const exported = await app.inject({ url: '/api/profile/export', headers: patient.headers });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json<{ labOrders: LabOrder[] }>().labOrders.map((each) => each._id)).toEqual([
      placed._id,
    ]);
  });
});

describe('a family member removed', () => {
  it('has their paid order before collection cancelled and refunded', async () => {
    const patient = await createUser(app);
    const member = await app.inject({
      method: 'POST',
      url: '/api/family',
      headers: patient.headers,
      payload: { name: 'Rafi', relation: 'child', dateOfBirth: '2015-04-02', sex: 'male' },
    });
    expect(member.statusCode, member.body).toBe(201);
    const memberId = member.json<{ _id: string }>()._id;
    const placed = await homeOrder(patient, { payment: 'online', patientId: memberId });
    await payOnline(patient, placed._id);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/family/${memberId}`,
      headers: patient.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const [payment] = await db.select().from(payments).where(eq(payments.labOrderId, placed._id));
    expect(payment!.refundState).not.toBeNull();
  });
});

describe('results', () => {
  async function collected(patient: SignedIn) {
    const placed = await homeOrder(patient);
    const response = await patch(technician, placed._id, { state: 'sample_collected' });
    expect(response.statusCode, response.body).toBe(200);
    return placed;
  }

  it('releases a result with flags against the ranges; a correction replaces it', async () => {
    const patient = await createUser(app);
    const placed = await collected(patient);
    const first = await release(technician, placed._id, resultsFor(7.2));
    expect(first.statusCode, first.body).toBe(200);
    const released = first.json<LabOrder>();
    expect(released.state).toBe('result_ready');
    const [result] = released.results;
    expect(result!.version).toBe(1);
    expect(result!.tests[0]!.values[0]).toMatchObject({
      number: 7.2,
      unit: '%',
      flag: 'high',
      range: '4–5.6',
    });
    expect(result!.tests[1]!.values.map((value) => value.flag)).toEqual(['low', null]);

    const again = await release(technician, placed._id, resultsFor(6));
    expect(again.statusCode).toBe(409);
    const corrected = await release(technician, placed._id, resultsFor(5, result!._id));
    expect(corrected.statusCode, corrected.body).toBe(200);
    const versions = corrected.json<LabOrder>().results;
    expect(versions.map((entry) => [entry.version, entry.replacedAt === null])).toEqual([
      [2, true],
      [1, false],
    ]);
    const stale = await release(technician, placed._id, resultsFor(4.5, result!._id));
    expect(stale.statusCode).toBe(409);
  });

  it('releases one version when two technicians release at once', async () => {
    const patient = await createUser(app);
    const placed = await collected(patient);
    const responses = await Promise.all([
      release(technician, placed._id, resultsFor(6.1)),
      release(secondTechnician, placed._id, resultsFor(6.2)),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const final = await app.inject({
      url: `/api/lab-orders/${placed._id}`,
      headers: patient.headers,
    });
    expect(final.json<LabOrder>().results).toHaveLength(1);
  });

  it('refuses results before collection, from a patient, and values that do not fit the tests', async () => {
    const patient = await createUser(app);
    const placed = await homeOrder(patient);
    expect((await release(technician, placed._id, resultsFor(6))).statusCode).toBe(409);
    await patch(technician, placed._id, { state: 'sample_collected' });
    expect((await release(patient, placed._id, resultsFor(6))).statusCode).toBe(403);
    expect((await release(admin, placed._id, resultsFor(6))).statusCode).toBe(403);
    const partial = await release(technician, placed._id, {
      tests: [{ testId: hba1c.id, values: [{ valueId: valueIds.hba1c, number: 6 }] }],
    });
    expect(partial.statusCode).toBe(400);
  });

  it('files results in the health record with the earlier readings, and tells the patient', async () => {
    const patient = await createUser(app);
    const first = await collected(patient);
    await release(technician, first._id, resultsFor(7.5));
    clock.set(clinicInstant(TODAY, '06:01', ZONE).toISOString());
    const second = await collected(patient);
    await release(technician, second._id, resultsFor(6.4));
    const record = await app.inject({ url: '/api/me/health-record', headers: patient.headers });
    expect(record.statusCode, record.body).toBe(200);
    const results = record.json<{ testResults: RecordTestResult[] }>().testResults;
    expect(results.map((result) => result.orderId)).toEqual([second._id, first._id]);
    const latest = results[0]!.tests[0]!.values[0]!;
    expect(latest.number).toBe(6.4);
    expect(latest.earlier.map((reading) => reading.number)).toEqual([7.5]);
    const queued = await db.select().from(jobs).where(eq(jobs.kind, 'sms'));
    expect(
      queued.some((job) =>
        String((job.payload as { text: string }).text).includes(
          'Your HbA1c, Complete Blood Count (CBC) result is ready',
        ),
      ),
    ).toBe(true);
  });

  it('lets the doctor of a booking with the patient read the results, audited; an admin never', async () => {
    const patient = await createUser(app);
    const placed = await collected(patient);
    await release(technician, placed._id, resultsFor(7.1));
    const doctor = await createDoctorUser(app);
    const other = await createDoctorUser(app);
    await createBooking(db, {
      userId: patient.user.id,
      treatmentId: doctor.doctor.treatmentId,
      doctorId: doctor.doctor.id,
      appointmentDate: TODAY,
      slotStart: '09:00',
    });
    const url = `/api/patients/${patient.user.id}/test-results`;
    const read = await app.inject({ url, headers: doctor.headers });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<RecordTestResult[]>()).toHaveLength(1);
    const audited = await db.select().from(auditLog).where(eq(auditLog.targetId, patient.user.id));
    expect(audited.some((entry) => entry.actorId === doctor.user.id)).toBe(true);
    expect((await app.inject({ url, headers: other.headers })).statusCode).toBe(403);
    expect((await app.inject({ url, headers: admin.headers })).statusCode).toBe(403);
    expect((await app.inject({ url, headers: technician.headers })).statusCode).toBe(200);
  });
});

describe('the report PDF', () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

  function multipart(json: object, file: Buffer, fileName: string) {
    const boundary = '----lab-result-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="result"\r\n\r\n${JSON.stringify(json)}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { body, contentType: `multipart/form-data; boundary=${boundary}` };
  }

  async function collectedOrder() {
    const patient = await createUser(app);
    const placed = await homeOrder(patient);
    await patch(technician, placed._id, { state: 'sample_collected' });
    return { patient, placed };
  }

  it('refuses HTML renamed .pdf', async () => {
    const { placed } = await collectedOrder();
    const form = multipart(
      resultsFor(6),
      Buffer.from('<html><script>alert(1)</script></html>'),
      'r.pdf',
    );
    const response = await app.inject({
      method: 'POST',
      url: `/api/lab-orders/${placed._id}/results`,
      headers: { ...technician.headers, 'content-type': form.contentType },
      payload: form.body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The report must be a PDF: this file is not one');
  });

  it('downloads a real one byte for byte as an attachment with nosniff', async () => {
    const { patient, placed } = await collectedOrder();
    const form = multipart(resultsFor(6), pdf, 'report.pdf');
    const response = await app.inject({
      method: 'POST',
      url: `/api/lab-orders/${placed._id}/results`,
      headers: { ...technician.headers, 'content-type': form.contentType },
      payload: form.body,
    });
    expect(response.statusCode, response.body).toBe(200);
    const url = response.json<LabOrder>().results[0]!.pdfUrl!;
    const download = await app.inject({ url, headers: patient.headers });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(String(download.headers['content-disposition'])).toMatch(/^attachment;/);
    const stranger = await createUser(app);
    expect((await app.inject({ url, headers: stranger.headers })).statusCode).toBe(403);
    expect((await app.inject({ url, headers: admin.headers })).statusCode).toBe(403);
  });
});
