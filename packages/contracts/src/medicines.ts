import { z } from 'zod';
import { errorResponse } from './common.js';
import { currency } from './money.js';

/**
 * The pharmacy's catalogue (services.md §5): what a patient finds on /pharmacy. Prices are whole
 * units of the clinic's currency on the wire, hundredths in the database, as every price is.
 */
export const MEDICINE_FORMS = [
  'tablet',
  'capsule',
  'syrup',
  'injection',
  'cream',
  'drops',
  'inhaler',
  'other',
] as const;
export type MedicineForm = (typeof MEDICINE_FORMS)[number];

/** How many medicines one search answers: the best matches, never the whole catalogue. */
export const MEDICINE_SEARCH_LIMIT = 20;

/** Longer than any brand or generic name a patient types; a longer query is refused, not searched. */
export const MEDICINE_QUERY_MAX_LENGTH = 100;

/** GET /api/medicines?q=: a brand or generic name, misspelt or not; empty for the first page by brand. */
export const medicineSearchQuery = z.object({
  q: z
    .string()
    .max(MEDICINE_QUERY_MAX_LENGTH, {
      message: `must be at most ${MEDICINE_QUERY_MAX_LENGTH} characters`,
    })
    .regex(/^[^\p{Cc}]*$/u, { message: 'must be on one line, without control characters' })
    .trim()
    .optional()
    .describe('A brand or generic name; one or two letters may be wrong'),
});
export type MedicineSearchQuery = z.output<typeof medicineSearchQuery>;

/** One medicine of the catalogue, as search and GET /api/medicines/{id} answer it. */
export const catalogMedicine = z.object({
  _id: z.string(),
  brandName: z.string(),
  genericName: z.string(),
  /** As the pack prints it: '500 mg', '100 ml', '0.1%'. */
  strength: z.string(),
  form: z.enum(MEDICINE_FORMS),
  manufacturer: z.string(),
  /** What one pack holds, in words ('10 tablets x 10 strips'). */
  packDescription: z.string(),
  unitsPerPack: z.number().int(),
  unitPrice: z.number(),
  packPrice: z.number(),
  currency,
  /** Sold only against a prescription. */
  rx: z.boolean(),
  /** Units left in stock; 0 when out of stock. */
  inStock: z.number().int(),
});
export type CatalogMedicine = z.infer<typeof catalogMedicine>;

/**
 * The catalogue's staff side (services.md §5 'Catalogue'): pharmacists (and admins) edit a
 * medicine's price and stock on /dashboard/catalogue, and import a whole catalogue from CSV.
 */

/** More units than any pharmacy keeps of one medicine: a larger number is a typing mistake. */
export const MEDICINE_STOCK_MAX = 1_000_000;
/** A unit price above this (in whole units of the currency) is a typing mistake, not a medicine. */
export const MEDICINE_PRICE_MAX = 100_000;
/** Units in one pack, at most. */
export const MEDICINE_UNITS_PER_PACK_MAX = 10_000;

const MEDICINE_STOCK_MESSAGE = `must be a whole number of units from 0 to ${MEDICINE_STOCK_MAX}`;
const MEDICINE_PRICE_MESSAGE = `must be a price from 0 to ${MEDICINE_PRICE_MAX} with at most two decimals`;
const UNITS_PER_PACK_MESSAGE = `must be a whole number from 1 to ${MEDICINE_UNITS_PER_PACK_MAX}`;

/** Whether `amount` has at most two decimals, read as the hundredths it is stored in. */
const inHundredths = (amount: number) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;

/** A unit price in whole units of the clinic's currency (1.2 is ৳1.20), as every price is answered. */
export const medicineUnitPrice = z
  .number({ message: MEDICINE_PRICE_MESSAGE })
  .min(0, { message: MEDICINE_PRICE_MESSAGE })
  .max(MEDICINE_PRICE_MAX, { message: MEDICINE_PRICE_MESSAGE })
  .refine(inHundredths, { message: MEDICINE_PRICE_MESSAGE });

/** Units in stock: whole units, never below zero. */
export const medicineStock = z
  .number({ message: MEDICINE_STOCK_MESSAGE })
  .int({ message: MEDICINE_STOCK_MESSAGE })
  .min(0, { message: MEDICINE_STOCK_MESSAGE })
  .max(MEDICINE_STOCK_MAX, { message: MEDICINE_STOCK_MESSAGE });

/** PATCH /api/medicines/{id}: a new unit price, a new stock, or both. */
export const medicineUpdateInput = z
  .object({
    unitPrice: medicineUnitPrice.optional().describe('Per unit, in whole units of the currency'),
    stock: medicineStock.optional().describe('Units in stock'),
  })
  .strict()
  .refine((patch) => patch.unitPrice !== undefined || patch.stock !== undefined, {
    message: 'must change at least one field',
  });
export type MedicineUpdateInput = z.infer<typeof medicineUpdateInput>;

/** The multipart field a catalogue file is sent in. */
export const MEDICINE_IMPORT_FIELD = 'file';
/** The largest catalogue file taken at once. */
export const MEDICINE_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** The most medicines one file may hold (its header row aside). */
export const MEDICINE_IMPORT_MAX_ROWS = 50_000;
/** The most problems one refusal lists: a file wrong on every line is reported, not echoed. */
export const MEDICINE_IMPORT_MAX_PROBLEMS = 200;

/**
 * The catalogue file's columns, as its header row names them (any order; case, spaces and dashes
 * aside: 'Brand name' is brand_name). `rx` is yes or no; `unit_price` in whole units.
 */
export const MEDICINE_CSV_COLUMNS = [
  'brand_name',
  'generic_name',
  'strength',
  'form',
  'manufacturer',
  'pack_description',
  'units_per_pack',
  'unit_price',
  'rx',
  'stock',
] as const;
export type MedicineCsvColumn = (typeof MEDICINE_CSV_COLUMNS)[number];

/** A header cell as a column name: 'Brand name', 'brand-name' and 'BRAND_NAME' are brand_name. */
export const medicineCsvColumnName = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

const csvText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { message: 'is required' })
    .max(max, { message: `must be at most ${max} characters` })
    .regex(/^[^\p{Cc}]*$/u, { message: 'must be on one line, without control characters' });

/** A whole number as a CSV cell writes it ('120'), read as one. */
const csvWholeNumber = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,12}$/, { message })
    .transform(Number);

const CSV_FORM_MESSAGE = `must be one of ${MEDICINE_FORMS.join(', ')}`;
const CSV_RX_MESSAGE = "must be 'yes' or 'no'";
const RX_WORDS: Record<string, boolean> = {
  yes: true,
  true: true,
  '1': true,
  no: false,
  false: false,
  '0': false,
};

/** One line of a catalogue file, its cells by column name: what an imported medicine is. */
export const medicineCsvRow = z.object({
  brand_name: csvText(100),
  generic_name: csvText(200),
  strength: csvText(50),
  form: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(MEDICINE_FORMS, { message: CSV_FORM_MESSAGE })),
  manufacturer: csvText(100),
  pack_description: csvText(200),
  units_per_pack: csvWholeNumber(UNITS_PER_PACK_MESSAGE).pipe(
    z
      .number()
      .min(1, { message: UNITS_PER_PACK_MESSAGE })
      .max(MEDICINE_UNITS_PER_PACK_MAX, { message: UNITS_PER_PACK_MESSAGE }),
  ),
  unit_price: z
    .string()
    .trim()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, { message: MEDICINE_PRICE_MESSAGE })
    .transform(Number)
    .pipe(medicineUnitPrice),
  rx: z
    .string()
    .trim()
    .toLowerCase()
    .refine((word) => Object.hasOwn(RX_WORDS, word), { message: CSV_RX_MESSAGE })
    .transform((word) => RX_WORDS[word]!),
  stock: csvWholeNumber(MEDICINE_STOCK_MESSAGE).pipe(medicineStock),
});
export type MedicineCsvRow = z.output<typeof medicineCsvRow>;

/** One problem of a refused catalogue file: its line (the header is line 1), column and what is wrong. */
export const medicineImportProblem = z.object({
  line: z.number().int(),
  /** A column name, or '' for a problem of the whole line or file. */
  field: z.string(),
  message: z.string(),
});
export type MedicineImportProblem = z.infer<typeof medicineImportProblem>;

/** A refused catalogue file: nothing was imported; `problems` lists what to fix, line by line. */
export const medicineImportRefusal = errorResponse.extend({
  problems: z.array(medicineImportProblem),
});
export type MedicineImportRefusal = z.infer<typeof medicineImportRefusal>;

/** An imported catalogue file: medicines new to the catalogue, and those whose row it replaced. */
export const medicineImportResult = z.object({
  added: z.number().int(),
  updated: z.number().int(),
});
export type MedicineImportResult = z.infer<typeof medicineImportResult>;
