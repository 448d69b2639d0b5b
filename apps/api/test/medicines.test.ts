import type { CatalogMedicine } from '@sustho/contracts';
import { MEDICINE_SEARCH_LIMIT } from '@sustho/contracts';
import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { medicineBrands, medicines } from '../src/db/schema.js';
import {
  insertMedicines,
  seedMedicineCatalog,
  seedPriceInMinorUnits,
} from '../src/db/seed-medicines.js';
import { seedMedicines } from '../src/db/seed-medicines-data.js';
import { buildTestApp } from './helper.js';

const { app, database } = await buildTestApp({ CURRENCY: 'BDT' });
const db = database.db;
// The demo catalogue is the realistic haystack: 200 Bangladeshi medicines, many names alike.
await seedMedicineCatalog(db, 'BDT');

const search = async (q: string) => {
  const response = await app.inject({ url: '/api/medicines', query: { q } });
  expect(response.statusCode).toBe(200);
  return response.json<CatalogMedicine[]>();
};

describe('the demo pharmacy', () => {
  it('holds at least 150 medicines, each product once, over-the-counter ones marked so', () => {
    expect(seedMedicines.length).toBeGreaterThanOrEqual(150);
    const products = seedMedicines.map(
      (m) => `${m.brandName}|${m.strength}|${m.form}|${m.manufacturer}`,
    );
    expect(new Set(products).size).toBe(products.length);
    const napa = seedMedicines.find((m) => m.brandName === 'Napa' && m.strength === '500 mg');
    expect(napa?.rx).toBe(false);
    const zimax = seedMedicines.find((m) => m.brandName === 'Zimax' && m.strength === '500 mg');
    expect(zimax?.rx).toBe(true);
  });

  it('is seeded once, in the clinic currency', async () => {
    expect(await seedMedicineCatalog(db, 'BDT')).toBe(false);
    expect(await db.$count(medicines)).toBe(seedMedicines.length);
    expect(seedPriceInMinorUnits(1.2, 'BDT')).toBe(120);
    expect(seedPriceInMinorUnits(1.2, 'USD')).toBe(1);
    expect(seedPriceInMinorUnits(600, 'USD')).toBe(500);
  });
});

describe('GET /api/medicines', () => {
  it('finds Napa when the patient types "nappa", the exact brand first', async () => {
    const found = await search('nappa');
    expect(found[0]?.brandName).toBe('Napa');
    const brands = (await search('napa')).map((row) => row.brandName);
    expect(brands.slice(0, 4)).toEqual(['Napa', 'Napa', 'Napa', 'Napa']);
    expect(brands.slice(4)).toEqual(expect.arrayContaining(['Napa Extra', 'Napa Extend']));
  });

  it('finds medicines by generic name, and by a generic with a letter missing', async () => {
    const paracetamol = await search('paracetamol');
    expect(paracetamol.length).toBeGreaterThanOrEqual(10);
    expect(paracetamol[0]?.genericName).toBe('Paracetamol');
    const omeprazole = (await search('omeprazol')).map((row) => row.brandName);
    expect(omeprazole).toEqual(expect.arrayContaining(['Seclo', 'Losectil', 'Proceptin']));
    const misspelt = (await search('azithromicin')).map((row) => row.genericName);
    expect(misspelt[0]).toBe('Azithromycin');
  });

  it('answers what has been typed so far, with prices per unit and per pack', async () => {
    const [first] = await search('Sec');
    expect(first?.brandName).toBe('Seclo');
    const [napa] = (await search('Napa')).filter((row) => row.strength === '500 mg');
    expect(napa).toMatchObject({
      genericName: 'Paracetamol',
      form: 'tablet',
      manufacturer: 'Beximco Pharmaceuticals',
      unitsPerPack: 100,
      unitPrice: 1.2,
      packPrice: 120,
      currency: 'BDT',
      rx: false,
    });
    expect(napa!.inStock).toBeGreaterThan(0);
  });

  it('answers at most 20, and the first page by brand without a query', async () => {
    expect(await search('a')).toHaveLength(MEDICINE_SEARCH_LIMIT);
    const response = await app.inject('/api/medicines');
    const firstPage = response.json<CatalogMedicine[]>();
    expect(firstPage).toHaveLength(MEDICINE_SEARCH_LIMIT);
    const brands = firstPage.map((row) => row.brandName);
    expect(brands).toEqual([...brands].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(await search('   ')).toEqual(firstPage);
  });

  it('refuses a query of 1,000 characters, and reads SQL-ish text literally', async () => {
    const long = await app.inject({ url: '/api/medicines', query: { q: 'a'.repeat(1000) } });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/q.*at most 100 characters/);
    for (const wildcard of ['%', '_', '\\', '%%%', "'; drop table medicines; --"]) {
      expect(await search(wildcard)).toEqual([]);
    }
    const [first] = await search("napa' or '1'='1");
    expect(first?.brandName).toBe('Napa');
    expect(await db.$count(medicines)).toBe(seedMedicines.length);
  });
});

describe('GET /api/medicines/:id', () => {
  it('answers one medicine, 404 for an unknown id and 400 for a malformed one', async () => {
    const [seclo] = await search('Seclo');
    const one = await app.inject(`/api/medicines/${seclo!._id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(seclo);
    const unknown = await app.inject('/api/medicines/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No medicine has this id');
    expect((await app.inject('/api/medicines/not-an-id')).statusCode).toBe(400);
  });
});

describe('the brand names search compares (decision 048)', () => {
  const zyxorin = (strength: number) => ({
    brandName: 'Zyxorin',
    genericName: 'Zyxorinamide',
    strength: `${String(strength).padStart(2, '0')} mg`,
    form: 'tablet' as const,
    manufacturer: 'Square Pharmaceuticals',
    packDescription: '10 x 10',
    unitsPerPack: 100,
    unitPriceCents: 500,
    currency: 'BDT' as const,
    rx: true,
    stockUnits: 100,
  });
  const brandNamed = (name: string) =>
    db.select().from(medicineBrands).where(eq(medicineBrands.name, name));

  it('follow the medicines: a name comes with its first medicine, goes with its last, moves with a rename', async () => {
    const written = await insertMedicines(db, [zyxorin(5), zyxorin(10)]);
    expect(await brandNamed('Zyxorin')).toHaveLength(1);
    expect((await search('zyxorn')).map((row) => row.brandName)).toEqual(['Zyxorin', 'Zyxorin']);

    await db.delete(medicines).where(eq(medicines.id, written[0]!.id));
    expect(await brandNamed('Zyxorin')).toHaveLength(1);
    await db
      .update(medicines)
      .set({ brandName: 'Zyxoral' })
      .where(eq(medicines.id, written[1]!.id));
    expect(await brandNamed('Zyxorin')).toEqual([]);
    expect((await search('zyxoral')).map((row) => row.brandName)).toEqual(['Zyxoral']);

    await db.delete(medicines).where(eq(medicines.id, written[1]!.id));
    expect(await brandNamed('Zyxoral')).toEqual([]);
    expect(await search('zyxoral')).toEqual([]);
  });

  it('still lists the best 20 when one brand and one generic each have more than 20 medicines', async () => {
    const written = await insertMedicines(
      db,
      Array.from({ length: 25 }, (_, index) => zyxorin(index + 1)),
    );
    try {
      const byBrand = await search('Zyxorin');
      expect(byBrand.map((row) => row.strength)).toEqual(
        written.slice(0, MEDICINE_SEARCH_LIMIT).map((row) => row.strength),
      );
      const byGeneric = await search('zyxorinamid');
      expect(byGeneric).toHaveLength(MEDICINE_SEARCH_LIMIT);
      expect(byGeneric.every((row) => row.genericName === 'Zyxorinamide')).toBe(true);
    } finally {
      await db.delete(medicines).where(
        inArray(
          medicines.id,
          written.map((row) => row.id),
        ),
      );
    }
  });
});
