import { CURRENCIES, MEDICINE_FORMS } from '@sustho/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, isOneOf, updatedAt } from './columns.js';

/**
 * The pharmacy's catalogue (services.md §5). A medicine is one brand of one strength and form
 * from one manufacturer; its price is per unit (a tablet, a bottle), in hundredths of `currency`,
 * and its stock counts units, never below zero.
 *
 * Search reads brand and generic names through pg_trgm's GIN indexes (decision 048): they answer
 * both the similarity operator (misspellings) and ILIKE (what the patient has typed so far). They
 * take each write at once (`fastupdate` off): a catalogue is read far more than it is written, and
 * a search must never wade through a list of writes waiting to be merged.
 */

/**
 * The generics the catalogue holds, each named once: a few hundred names behind tens of thousands
 * of medicines, so a search compares the query with each generic once, not with every medicine
 * of it (decision 048), and a prescribed generic names one row.
 */
export const medicineGenerics = pgTable(
  'medicine_generics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
  },
  (table) => [
    check('medicine_generics_name_length', sql`char_length(${table.name}) between 1 and 200`),
    index('medicine_generics_name_trigram')
      .using('gin', table.name.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
  ],
);

export const medicines = pgTable(
  'medicines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandName: text('brand_name').notNull(),
    genericId: uuid('generic_id')
      .notNull()
      .references(() => medicineGenerics.id),
    strength: text('strength').notNull(),
    form: text('form', { enum: MEDICINE_FORMS }).notNull(),
    manufacturer: text('manufacturer').notNull(),
    packDescription: text('pack_description').notNull(),
    unitsPerPack: integer('units_per_pack').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    rx: boolean('rx').notNull(),
    stockUnits: integer('stock_units').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('medicines_one_product').on(
      table.brandName,
      table.strength,
      table.form,
      table.manufacturer,
    ),
    check('medicines_form_known', isOneOf(table.form, MEDICINE_FORMS)),
    check('medicines_currency_known', isOneOf(table.currency, CURRENCIES)),
    check('medicines_price_nonnegative', sql`${table.unitPriceCents} >= 0`),
    check('medicines_stock_nonnegative', sql`${table.stockUnits} >= 0`),
    check('medicines_pack_has_units', sql`${table.unitsPerPack} >= 1`),
    check('medicines_brand_length', sql`char_length(${table.brandName}) between 1 and 100`),
    // A generic's medicines in the order search lists them: its first 20 are read off the index.
    index('medicines_by_generic').on(table.genericId, table.brandName, table.strength, table.id),
  ],
);

/**
 * Every brand name the catalogue holds, once: 30,000 medicines carry a few thousand names, so a
 * search compares the query with each name once and reads only the best names' medicines (decision
 * 048). Kept by a trigger on `medicines` (migration 0037): no code writes it.
 */
export const medicineBrands = pgTable(
  'medicine_brands',
  {
    name: text('name').primaryKey(),
  },
  (table) => [
    index('medicine_brands_name_trigram')
      .using('gin', table.name.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
  ],
);
