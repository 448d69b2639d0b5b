import {
  MEDICINE_CSV_COLUMNS,
  MEDICINE_IMPORT_MAX_BYTES,
  MEDICINE_IMPORT_MAX_ROWS,
  type CatalogMedicine,
  type MedicineImportRefusal,
} from '@sustho/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, medicines } from '../src/db/schema.js';
import { createAdmin, createUser } from './factories.js';
import { buildTestApp } from './helper.js';
import { createMedicine } from './medicine-fixtures.js';
import { multipartBody } from './records/fixtures.js';

/** The pharmacist's side of the catalogue (services.md §5 'Catalogue'): edit, import. */
const { app, database } = await buildTestApp({ CURRENCY: 'BDT' });
const db = database.db;
const pharmacist = await createUser(app, { name: 'Pharmacist', role: 'pharmacist' });
const admin = await createAdmin(app, { name: 'Admin' });
const patient = await createUser(app, { name: 'Patient' });

const HEADER = MEDICINE_CSV_COLUMNS.join(',');
const line = (brand: string, overrides: Partial<Record<string, string>> = {}) => {
  const cells: Record<string, string> = {
    brand_name: brand,
    generic_name: 'Cataloguamol',
    strength: '500 mg',
    form: 'tablet',
    manufacturer: 'Import Pharma',
    pack_description: '10 x 10 tablets',
    units_per_pack: '100',
    unit_price: '1.50',
    rx: 'no',
    stock: '300',
    ...overrides,
  };
  return MEDICINE_CSV_COLUMNS.map((column) => cells[column]).join(',');
};

const importFile = (text: string | Buffer, headers = pharmacist.headers) => {
  const body = multipartBody({
    data: Buffer.isBuffer(text) ? text : Buffer.from(text),
    name: 'catalogue.csv',
    type: 'text/csv',
  });
  return app.inject({
    method: 'POST',
    url: '/api/medicines/import',
    payload: body.payload,
    headers: { ...headers, 'content-type': body.contentType },
  });
};

const byBrand = async (brand: string) =>
  db.select().from(medicines).where(eq(medicines.brandName, brand));

describe('PATCH /api/medicines/{id}', () => {
  it('sets the price in whole units and the stock in units, audited', async () => {
    const medicine = await createMedicine(db, { currency: 'BDT' });
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/medicines/${medicine.id}`,
      headers: pharmacist.headers,
      payload: { unitPrice: 2.5, stock: 40 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<CatalogMedicine>()).toMatchObject({ unitPrice: 2.5, inStock: 40 });
    const [row] = await db.select().from(medicines).where(eq(medicines.id, medicine.id));
    expect(row).toMatchObject({ unitPriceCents: 250, stockUnits: 40 });
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'medicine.update'), eq(auditLog.targetId, medicine.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(pharmacist.user.id);
  });

  it('lets an admin change the stock alone', async () => {
    const medicine = await createMedicine(db);
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/medicines/${medicine.id}`,
      headers: admin.headers,
      payload: { stock: 0 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<CatalogMedicine>().inStock).toBe(0);
  });

  it.each([
    [{}],
    [{ stock: -1 }],
    [{ stock: 1_000_000_000 }],
    [{ stock: 1.5 }],
    [{ unitPrice: -1 }],
    [{ unitPrice: 1.234 }],
    [{ unitPrice: '5' }],
    [{ stock: 3, currency: 'USD' }],
  ])('refuses %j with a 400 and changes nothing', async (payload) => {
    const medicine = await createMedicine(db);
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/medicines/${medicine.id}`,
      headers: pharmacist.headers,
      payload,
    });
    expect(response.statusCode).toBe(400);
    const [row] = await db.select().from(medicines).where(eq(medicines.id, medicine.id));
    expect(row).toMatchObject({ unitPriceCents: medicine.unitPriceCents, stockUnits: 1000 });
  });

  it('answers 404 for a medicine that does not exist, in Bangla when asked', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/medicines/00000000-0000-4000-8000-000000000000',
      headers: { ...pharmacist.headers, 'accept-language': 'bn' },
      payload: { stock: 1 },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('এই id-র কোনো ওষুধ নেই');
  });

  it('refuses patients', async () => {
    const medicine = await createMedicine(db);
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/medicines/${medicine.id}`,
      headers: patient.headers,
      payload: { stock: 1 },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/medicines/import', () => {
  it('adds new medicines and replaces those of the same brand, strength, form and manufacturer', async () => {
    const existing = await createMedicine(db, {
      brandName: 'Importex',
      genericName: 'Cataloguamol',
      manufacturer: 'Import Pharma',
      currency: 'BDT',
    });
    const file = [
      // Column names as a spreadsheet writes them, in another order, with quoted cells.
      'Brand Name,Generic Name,Strength,Form,Manufacturer,Pack Description,Units per pack,Unit price,Rx,Stock',
      'Importex,Cataloguamol,500 mg,Tablet,Import Pharma,"10 x 10 tablets, blister",100,2.75,No,55',
      'Newdrug,"Newgeneric",250 mg,capsule,Import Pharma,"2 x 6 capsules",12,10,yes,120',
      '',
    ].join('\r\n');
    const response = await importFile(file);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ added: 1, updated: 1 });
    const [updated] = await db.select().from(medicines).where(eq(medicines.id, existing.id));
    expect(updated).toMatchObject({
      unitPriceCents: 275,
      stockUnits: 55,
      packDescription: '10 x 10 tablets, blister',
    });
    const [added] = await byBrand('Newdrug');
    expect(added).toMatchObject({
      rx: true,
      form: 'capsule',
      unitPriceCents: 1000,
      currency: 'BDT',
    });
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'medicine.import'));
    expect(audit.at(-1)!.details).toEqual({ added: 1, updated: 1 });
  });

  it('imports nothing from a file with a bad line in the middle, and reports every problem by line', async () => {
    const file = [
      HEADER,
      line('Allornone One'),
      line('Allornone Two', { stock: '1000000000', unit_price: '-3' }),
      line('Allornone Three', { form: 'lozenge' }),
      line('Allornone One'),
      '"<script>alert(1)</script>",x',
      line('Allornone Four'),
    ].join('\n');
    const response = await importFile(file);
    expect(response.statusCode).toBe(400);
    const body = response.json<MedicineImportRefusal>();
    expect(body.message).toMatch(/nothing was imported/);
    expect(body.problems).toEqual([
      { line: 3, field: 'unit_price', message: expect.stringMatching(/^must be a price/) },
      { line: 3, field: 'stock', message: 'must be a whole number of units from 0 to 1000000' },
      { line: 4, field: 'form', message: expect.stringMatching(/^must be one of tablet, capsule/) },
      {
        line: 5,
        field: '',
        message: 'is the same medicine (brand, strength, form and manufacturer) as line 2',
      },
      { line: 6, field: '', message: 'has 2 cells; the header row has 10' },
    ]);
    for (const brand of ['Allornone One', 'Allornone Four'])
      expect(await byBrand(brand)).toEqual([]);
  });

  it('reports the problems in Bangla when asked', async () => {
    const response = await importFile(`${HEADER}\n${line('Bangla Report', { rx: 'maybe' })}\n`, {
      ...pharmacist.headers,
      'accept-language': 'bn',
    } as typeof pharmacist.headers);
    expect(response.statusCode).toBe(400);
    const body = response.json<MedicineImportRefusal>();
    expect(body.message).toContain('কিছুই আমদানি করা হয়নি');
    expect(body.problems).toEqual([{ line: 2, field: 'rx', message: "'yes' বা 'no' হতে হবে" }]);
  });

  it('refuses a header without the catalogue columns, an HTML page and a binary file', async () => {
    const header = await importFile('brand_name,price\nNapa,1\n');
    expect(header.statusCode).toBe(400);
    expect(header.json<MedicineImportRefusal>().problems).toEqual(
      expect.arrayContaining([
        { line: 1, field: 'price', message: 'is not a column of the catalogue' },
        { line: 1, field: 'stock', message: "is missing: the header row must name column 'stock'" },
      ]),
    );
    const html = await importFile('<!doctype html><html><body><h1>Hi</h1></body></html>\n');
    expect(html.statusCode).toBe(400);
    const binary = await importFile(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe, 0x00, 0x01]));
    expect(binary.statusCode).toBe(400);
    expect(binary.json().message).toMatch(/not UTF-8 text/);
    const empty = await importFile('');
    expect(empty.statusCode).toBe(400);
  });

  it('refuses a file over 10 MB with 413 and over 50,000 medicines with 400', async () => {
    const big = await importFile(Buffer.alloc(MEDICINE_IMPORT_MAX_BYTES + 1, 'a'));
    expect(big.statusCode).toBe(413);
    const rows = Array.from({ length: MEDICINE_IMPORT_MAX_ROWS + 1 }, () => 'x');
    const long = await importFile([HEADER, ...rows].join('\n'));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/more than 50000 medicines/);
  });

  it('imports 50,000 medicines in one file', { timeout: 120_000 }, async () => {
    const rows = Array.from({ length: MEDICINE_IMPORT_MAX_ROWS }, (_, index) =>
      line(`Bulk ${index}`, { generic_name: `Bulkgeneric ${index % 300}` }),
    );
    const response = await importFile([HEADER, ...rows].join('\n'));
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.json()).toEqual({ added: MEDICINE_IMPORT_MAX_ROWS, updated: 0 });
  });

  it('refuses patients, doctors and visitors', async () => {
    expect((await importFile(`${HEADER}\n`, patient.headers)).statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'POST', url: '/api/medicines/import' });
    expect(anonymous.statusCode).toBe(401);
  });
});
