import { randomUUID } from 'node:crypto';
import type { LabTest } from '@sustho/contracts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedLabTestCatalogue } from '../src/db/seed-lab-tests.js';
import { labReferenceRanges, labTests, labTestValues } from '../src/db/schema.js';
import { buildTestApp, createTestDatabase } from './helper.js';
import { createLabTest } from './lab-fixtures.js';

const { app } = await buildTestApp();

const haemoglobin = {
  name: 'Haemoglobin',
  nameBn: 'হিমোগ্লোবিন',
  unit: 'g/dL',
  ranges: [
    { sex: 'female' as const, minAgeYears: 12, low: 12, high: 15.5 },
    { sex: 'male' as const, minAgeYears: 18, low: 13.5, high: 17.5 },
  ],
};
const cbc = await createLabTest(app.db, {
  name: 'Complete Blood Count (CBC)',
  nameBn: 'সিবিসি',
  code: '58410-2',
  preparation: '',
  priceCents: 40_000,
  turnaroundHours: 12,
  values: [haemoglobin, { name: 'Platelets', unit: '×10⁹/L', ranges: [{ low: 150, high: 450 }] }],
});
const lipids = await createLabTest(app.db, {
  name: 'Lipid Profile',
  code: '57698-3',
  preparation: 'Fast for 10–12 hours before the sample.',
  preparationBn: 'নমুনা দেওয়ার আগে ১০–১২ ঘণ্টা না খেয়ে থাকুন।',
  values: [{ name: 'Total cholesterol', unit: 'mg/dL', ranges: [{ high: 200 }] }],
});
const xray = await createLabTest(app.db, {
  name: 'Chest X-ray 50%_off',
  sampleType: 'imaging',
  homeCollection: false,
  turnaroundHours: 6,
});

const list = async (query = '', headers: Record<string, string> = {}) => {
  const response = await app.inject({ url: `/api/lab-tests${query}`, headers });
  return { status: response.statusCode, body: response.json() };
};
const names = (tests: LabTest[]) => tests.map((test) => test.name);

describe('GET /api/lab-tests', () => {
  it('lists every test by name, with its values and their ranges', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(names(body)).toEqual([xray.name, cbc.name, lipids.name]);
    const found = (body as LabTest[]).find((test) => test._id === cbc.id)!;
    expect(found).toEqual({
      _id: cbc.id,
      name: 'Complete Blood Count (CBC)',
      title: 'Complete Blood Count (CBC)',
      code: '58410-2',
      sampleType: 'blood',
      preparation: '',
      price: 400,
      currency: 'USD',
      turnaroundHours: 12,
      homeCollection: true,
      values: [
        {
          _id: expect.any(String),
          name: 'Haemoglobin',
          title: 'Haemoglobin',
          unit: 'g/dL',
          ranges: [
            { sex: 'female', minAgeYears: 12, maxAgeYears: null, low: 12, high: 15.5 },
            { sex: 'male', minAgeYears: 18, maxAgeYears: null, low: 13.5, high: 17.5 },
          ],
        },
        {
          _id: expect.any(String),
          name: 'Platelets',
          title: 'Platelets',
          unit: '×10⁹/L',
          ranges: [{ sex: null, minAgeYears: null, maxAgeYears: null, low: 150, high: 450 }],
        },
      ],
    });
    const imaging = (body as LabTest[]).find((test) => test._id === xray.id)!;
    expect(imaging).toMatchObject({ sampleType: 'imaging', homeCollection: false, values: [] });
  });

  it('filters by part of the name or the code as the patient types, ignoring case', async () => {
    expect(names((await list('?q=cbc')).body)).toEqual([cbc.name]);
    expect(names((await list('?q=LIPID')).body)).toEqual([lipids.name]);
    expect(names((await list('?q=57698')).body)).toEqual([lipids.name]);
    expect(names((await list(`?q=${encodeURIComponent('সিবিসি')}`)).body)).toEqual([cbc.name]);
    expect(names((await list('?q=%20%20')).body)).toHaveLength(3);
    expect((await list('?q=urine')).body).toEqual([]);
  });

  it('reads a hostile search as letters to find', async () => {
    expect(names((await list(`?q=${encodeURIComponent('50%_')}`)).body)).toEqual([xray.name]);
    for (const q of ['%', '_', '\\', "' OR 1=1 --", '<script>', '😷']) {
      const { status, body } = await list(`?q=${encodeURIComponent(q)}`);
      expect({ q, status }).toEqual({ q, status: 200 });
      if (q !== '%' && q !== '_') expect(body).toEqual([]);
    }
    expect((await list('?q=%00')).status).toBe(400);
    const long = await list(`?q=${'a'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/at most 100 characters/);
  });

  it("answers names and preparation in the reader's language, English where none is written", async () => {
    const { body } = await list('', { 'accept-language': 'bn' });
    const bangla = body as LabTest[];
    const lipid = bangla.find((test) => test._id === lipids.id)!;
    expect(lipid.name).toBe('Lipid Profile');
    expect(lipid.title).toBe('Lipid Profile');
    expect(lipid.preparation).toBe('নমুনা দেওয়ার আগে ১০–১২ ঘণ্টা না খেয়ে থাকুন।');
    const blood = bangla.find((test) => test._id === cbc.id)!;
    expect(blood.title).toBe('সিবিসি');
    expect(blood.values.map((value) => value.title)).toEqual(['হিমোগ্লোবিন', 'Platelets']);
  });
});

describe('GET /api/lab-tests/{id}', () => {
  it('answers one test', async () => {
    const response = await app.inject({ url: `/api/lab-tests/${lipids.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: lipids.id,
      preparation: 'Fast for 10–12 hours before the sample.',
      values: [{ name: 'Total cholesterol', ranges: [{ low: null, high: 200 }] }],
    });
  });

  it('answers 404 for an unknown id and 400 for one that is no id', async () => {
    const unknown = await app.inject({ url: `/api/lab-tests/${randomUUID()}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No lab test has this id');
    const bangla = await app.inject({
      url: `/api/lab-tests/${randomUUID()}`,
      headers: { 'accept-language': 'bn' },
    });
    expect(bangla.json().message).toBe('এই id-র কোনো ল্যাব পরীক্ষা নেই');
    expect((await app.inject({ url: '/api/lab-tests/not-an-id' })).statusCode).toBe(400);
  });
});

describe('the catalogue in the database', () => {
  const refused = (promise: Promise<unknown>) => expect(promise).rejects.toThrow();

  it('refuses a negative price, an unknown code form, and an X-ray collected at home', async () => {
    await refused(createLabTest(app.db, { priceCents: -1 }));
    await refused(createLabTest(app.db, { code: 'not-loinc' }));
    await refused(createLabTest(app.db, { sampleType: 'ecg', homeCollection: true }));
    await refused(createLabTest(app.db, { turnaroundHours: 0 }));
  });

  it('refuses a range upside down, without bounds, or sharing an age with another for the same sex', async () => {
    const [value] = await app.db
      .insert(labTestValues)
      .values({ testId: xray.id, position: 0, name: 'Heart size', unit: 'cm' })
      .returning();
    const add = (range: Omit<typeof labReferenceRanges.$inferInsert, 'valueId'>) =>
      app.db.insert(labReferenceRanges).values({ valueId: value!.id, ...range });
    await refused(add({ low: 5, high: 4 }));
    await refused(add({}));
    await refused(add({ minAgeYears: 10, maxAgeYears: 10, low: 1 }));
    await add({ sex: 'female', maxAgeYears: 50, high: 20 });
    await add({ sex: 'female', minAgeYears: 50, high: 30 });
    await add({ high: 25 });
    await refused(add({ sex: 'female', minAgeYears: 40, maxAgeYears: 60, high: 25 }));
    await refused(add({ minAgeYears: 18, high: 25 }));
  });
});

describe('seedLabTestCatalogue', () => {
  it('fills an empty catalogue once, priced in the clinic currency, with ranges for the measured values', async () => {
    const { db } = await createTestDatabase();
    expect(await seedLabTestCatalogue(db, 'BDT')).toBe(true);
    const tests = await db.select().from(labTests);
    expect(tests.length).toBeGreaterThanOrEqual(40);
    expect(new Set(tests.map((test) => test.currency))).toEqual(new Set(['BDT']));
    const byCode = new Map(tests.map((test) => [test.code, test]));
    for (const code of ['4548-4', '3016-3', '2160-0', '58410-2', '57698-3', '1558-6'])
      expect(byCode.get(code), code).toBeDefined();
    expect(byCode.get('58410-2')!.priceCents).toBe(40_000);
    expect(
      tests.filter((test) => test.sampleType === 'imaging' || test.sampleType === 'ecg'),
    ).not.toHaveLength(0);
    const [ranges] = await db.select({ n: count() }).from(labReferenceRanges);
    expect(ranges!.n).toBeGreaterThan(50);
    const hba1c = byCode.get('4548-4')!;
    const [value] = await db.select().from(labTestValues).where(eq(labTestValues.testId, hba1c.id));
    expect(value).toMatchObject({ name: 'HbA1c', unit: '%' });

    expect(await seedLabTestCatalogue(db, 'BDT')).toBe(false);
    expect(await db.select().from(labTests)).toHaveLength(tests.length);
  });
});
