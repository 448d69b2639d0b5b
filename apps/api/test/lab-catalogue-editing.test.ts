import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LabTestEntry } from '@sustho/contracts';
import { auditLog, labReferenceRanges } from '../src/db/schema.js';
import { buildTestApp } from './helper.js';
import { createAdmin, createUser } from './factories.js';
import { createLabTest } from './lab-fixtures.js';

const { app } = await buildTestApp();
const db = app.db;
const technician = await createUser(app, { role: 'lab' });
const admin = await createAdmin(app);

/** An HbA1c test as the seed holds it: one value, one range for everyone. */
async function hba1c() {
  const test = await createLabTest(db, {
    preparation: 'No fasting needed.',
    values: [{ name: 'HbA1c', unit: '%', ranges: [{ low: 4, high: 5.6 }] }],
  });
  const entry = await app.inject({
    url: `/api/lab-tests/${test.id}/entry`,
    headers: technician.headers,
  });
  return entry.json() as LabTestEntry;
}

const patch = (
  id: string,
  payload: unknown,
  headers: Record<string, string> = technician.headers,
) =>
  app.inject({ method: 'PATCH', url: `/api/lab-tests/${id}`, payload: payload as object, headers });

const putRanges = (test: LabTestEntry, ranges: unknown, headers = technician.headers) =>
  app.inject({
    method: 'PUT',
    url: `/api/lab-tests/${test._id}/values/${test.values[0]!._id}/ranges`,
    payload: { ranges } as object,
    headers,
  });

const storedRanges = (test: LabTestEntry) =>
  db
    .select({
      sex: labReferenceRanges.sex,
      minAgeYears: labReferenceRanges.minAgeYears,
      maxAgeYears: labReferenceRanges.maxAgeYears,
      low: labReferenceRanges.low,
      high: labReferenceRanges.high,
    })
    .from(labReferenceRanges)
    .where(eq(labReferenceRanges.valueId, test.values[0]!._id));

const everyone = { sex: null, minAgeYears: null, maxAgeYears: null, low: 4, high: 5.6 };

describe('PATCH /api/lab-tests/{id}', () => {
  it('changes price, turnaround, preparation in both languages and home collection, audited', async () => {
    const test = await hba1c();
    const response = await patch(test._id, {
      price: 650.5,
      turnaroundHours: 48,
      preparation: { en: 'Fast for 8 hours.', bn: '৮ ঘণ্টা না খেয়ে থাকুন।' },
      homeCollection: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: test._id,
      price: 650.5,
      turnaroundHours: 48,
      preparation: { en: 'Fast for 8 hours.', bn: '৮ ঘণ্টা না খেয়ে থাকুন।' },
      homeCollection: false,
    });
    const bangla = await app.inject({
      url: `/api/lab-tests/${test._id}`,
      headers: { 'accept-language': 'bn' },
    });
    expect(bangla.json()).toMatchObject({ preparation: '৮ ঘণ্টা না খেয়ে থাকুন।', price: 650.5 });
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.targetId, test._id));
    expect(entry).toMatchObject({ action: 'lab_test.update', actorId: technician.user.id });
  });

  it('lets an admin edit too, one field at a time', async () => {
    const test = await hba1c();
    const response = await patch(test._id, { price: 700 }, admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ price: 700, turnaroundHours: test.turnaroundHours });
  });

  it('refuses home collection for an X-ray, as the database says, in Bangla when asked', async () => {
    const xray = await createLabTest(db, { sampleType: 'imaging', homeCollection: false });
    const response = await patch(
      xray.id,
      { homeCollection: true },
      { ...technician.headers, 'accept-language': 'bn' },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'ইমেজিং পরীক্ষা বা ইসিজি ল্যাবেই করা হয়: এর নমুনা বাড়ি থেকে সংগ্রহ করা যায় না',
    );
  });

  it('refuses an empty change, a negative price, fractional hours and unknown fields', async () => {
    const test = await hba1c();
    for (const payload of [
      {},
      { price: -1 },
      { price: 1.234 },
      { turnaroundHours: 1.5 },
      { turnaroundHours: 0 },
      { name: 'Renamed' },
      { preparation: { en: 'a\u0000b', bn: '' } },
    ]) {
      const response = await patch(test._id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('answers 404 for a test that does not exist', async () => {
    const response = await patch('00000000-0000-4000-8000-000000000000', { price: 1 });
    expect(response.statusCode).toBe(404);
  });
});

describe('PUT /api/lab-tests/{id}/values/{valueId}/ranges', () => {
  it('replaces every range of the value at once, audited', async () => {
    const test = await hba1c();
    const ranges = [
      { sex: 'female', minAgeYears: 18, low: 4, high: 5.6 },
      { sex: 'male', minAgeYears: 18, maxAgeYears: 65, low: 4.2, high: 5.7 },
      { sex: 'male', minAgeYears: 65, high: 6 },
    ];
    const response = await putRanges(test, ranges);
    expect(response.statusCode).toBe(200);
    expect(await storedRanges(test)).toHaveLength(3);
    expect((response.json() as LabTestEntry).values[0]!.ranges).toEqual([
      { sex: 'female', minAgeYears: 18, maxAgeYears: null, low: 4, high: 5.6 },
      { sex: 'male', minAgeYears: 18, maxAgeYears: 65, low: 4.2, high: 5.7 },
      { sex: 'male', minAgeYears: 65, maxAgeYears: null, low: null, high: 6 },
    ]);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.targetId, test._id));
    expect(entry).toMatchObject({ action: 'lab_test.ranges', actorId: technician.user.id });
  });

  it('takes an empty list: the value then has no range', async () => {
    const test = await hba1c();
    expect((await putRanges(test, [])).statusCode).toBe(200);
    expect(await storedRanges(test)).toEqual([]);
  });

  it.each([
    [
      'overlapping ages of one sex',
      [
        { sex: 'male', minAgeYears: 18, low: 1, high: 2 },
        { sex: 'male', minAgeYears: 40, maxAgeYears: 60, low: 1, high: 3 },
      ],
      409,
      'Two ranges for the same sex share an age: give each age one range',
    ],
    [
      'a range without bounds',
      [{ sex: 'female' }],
      400,
      'Every range needs a low bound, a high bound or both',
    ],
    ['low above high', [{ low: 9, high: 3 }], 400, "A range's low bound is above its high bound"],
    [
      'ages the wrong way round',
      [{ minAgeYears: 40, maxAgeYears: 18, low: 1 }],
      400,
      "A range's ages must run from a lower age to a higher one",
    ],
  ])('refuses %s and changes nothing', async (_, ranges, status, message) => {
    const test = await hba1c();
    // The first range is fine: it must not be written when a later one is refused.
    const response = await putRanges(test, [{ sex: 'female', low: 4, high: 6 }, ...ranges]);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    expect(await storedRanges(test)).toEqual([everyone]);
    const audited = await db.select().from(auditLog).where(eq(auditLog.targetId, test._id));
    expect(audited).toEqual([]);
  });

  it('lets ranges for everyone and for one sex share ages (the one for the sex wins when read)', async () => {
    const test = await hba1c();
    const response = await putRanges(test, [
      { low: 4, high: 5.6 },
      { sex: 'female', low: 4, high: 5.5 },
    ]);
    expect(response.statusCode).toBe(200);
  });

  it('answers 404 for a value of another test', async () => {
    const test = await hba1c();
    const other = await hba1c();
    const response = await app.inject({
      method: 'PUT',
      url: `/api/lab-tests/${test._id}/values/${other.values[0]!._id}/ranges`,
      payload: { ranges: [] },
      headers: technician.headers,
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses patients, doctors and pharmacists', async () => {
    const test = await hba1c();
    for (const role of ['user', 'doctor', 'pharmacist'] as const) {
      const caller = await createUser(app, { role });
      const response = await putRanges(test, [], caller.headers);
      expect(response.statusCode, role).toBe(403);
      expect(response.json().message).toBe('Lab staff only');
    }
    expect(await storedRanges(test)).toEqual([everyone]);
  });
});
