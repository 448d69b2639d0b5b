import { CURRENCIES } from '@sustho/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { isOneOf } from './columns.js';

/**
 * The four service categories shown on /services. Tables and columns keep their first SQL names
 * (services, appointment_options, option_id, specialty_id); the code uses the domain's names.
 * Catalogue texts have a Bangla twin (`*_bn`), empty when the clinic wrote none: a Bangla reader
 * then reads the English (decision 042).
 */
export const serviceCategories = pgTable('services', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  description: text('description').notNull(),
  nameBn: text('name_bn').notNull().default(''),
  descriptionBn: text('description_bn').notNull().default(''),
  position: integer('position').notNull().default(0),
});

export const blogs = pgTable('blogs', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  titleBn: text('title_bn').notNull().default(''),
  bodyBn: text('body_bn').notNull().default(''),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A treatment patients book: it belongs to one service category, and its doctors offer slots of
 * its own length inside their working hours.
 */
export const treatments = pgTable(
  'appointment_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    nameBn: text('name_bn').notNull().default(''),
    serviceCategoryId: uuid('service_id')
      .notNull()
      .references(() => serviceCategories.id),
    /** In hundredths of `currency`'s unit (cents, or poisha for taka): the column kept its first name. */
    priceCents: integer('price_cents').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    slotMinutes: integer('slot_minutes').notNull().default(30),
    /** Offered in Consult now (services.md §3): its doctors may go online for it. */
    onDemand: boolean('on_demand').notNull().default(false),
  },
  (table) => [
    check('appointment_options_price_nonnegative', sql`${table.priceCents} >= 0`),
    check('appointment_options_currency_known', isOneOf(table.currency, CURRENCIES)),
    // The target of bookings' (option_id, currency) key: a booking is priced in its treatment's currency.
    unique('appointment_options_id_currency').on(table.id, table.currency),
    check('appointment_options_slot_length', sql`${table.slotMinutes} between 5 and 240`),
  ],
);
