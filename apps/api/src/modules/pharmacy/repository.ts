import { asc, desc, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import { union, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { medicineGenerics, medicines } from '../../db/schema.js';
import { genericIdsByName, type MedicineWithGenericName } from '../../db/seed-medicines.js';

/** A medicine with its generic's name, as search and the medicine's page read it. */
export type MedicineRow = typeof medicines.$inferSelect & { genericName: string };

/**
 * Below this many characters a query has no trigram of its own to compare: it matches names that
 * start with it, which the patient is still typing.
 */
const FUZZY_FROM_LENGTH = 3;

/** Medicines per insert: 13 parameters each stays far under PostgreSQL's 65,535 per statement. */
const UPSERT_BATCH = 1_000;

/** `text` as a LIKE pattern that matches it literally: its `%`, `_` and `\` are escaped. */
const literalLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

const medicineColumns = { ...getTableColumns(medicines), genericName: medicineGenerics.name };

/** The pharmacy's catalogue reads. The only Drizzle user of this module. */
export function pharmacyRepository(db: Executor) {
  const withGeneric = () =>
    db
      .select(medicineColumns)
      .from(medicines)
      .innerJoin(medicineGenerics, eq(medicineGenerics.id, medicines.genericId));

  return {
    /**
     * The best `limit` medicines for `query` by brand or generic name (decision 048): an exact
     * name first, then names that start with it, then names that hold it, then names within a
     * letter or two of it (pg_trgm's similarity, at its default threshold of 0.3); most similar
     * first within each, then by brand. Brands are matched on the medicines' trigram index,
     * generics on the few generics' own; each side reads its medicines whole, so only the rows
     * either finds are ranked (reading them again by id cost a scan of the whole table).
     */
    search(query: string, limit: number): Promise<MedicineRow[]> {
      const prefix = `${literalLike(query)}%`;
      const inside = `%${literalLike(query)}%`;
      const text = sql`${query}::text`;
      const matches = (name: AnyPgColumn): SQL | undefined =>
        query.length < FUZZY_FROM_LENGTH
          ? sql`${name} ilike ${prefix}`
          : or(sql`${name} ilike ${inside}`, sql`${name} % ${text}`);
      const byBrand = withGeneric().where(matches(medicines.brandName));
      const byGeneric = db
        .select(medicineColumns)
        .from(medicineGenerics)
        .innerJoin(medicines, eq(medicines.genericId, medicineGenerics.id))
        .where(matches(medicineGenerics.name));
      const found = union(byBrand, byGeneric).as('found');
      const [brand, generic] = [found.brandName, found.genericName];
      const closeness = sql`case
        when lower(${brand}) = lower(${text}) or lower(${generic}) = lower(${text}) then 0
        when ${brand} ilike ${prefix} or ${generic} ilike ${prefix} then 1
        when ${brand} ilike ${inside} or ${generic} ilike ${inside} then 2
        else 3 end`;
      const similarity = sql`greatest(similarity(${brand}, ${text}), similarity(${generic}, ${text}))`;
      return db
        .select()
        .from(found)
        .orderBy(closeness, desc(similarity), asc(brand), asc(found.strength), asc(found.id))
        .limit(limit);
    },

    /** The first `limit` medicines by brand, for a search box still empty. */
    firstByBrand(limit: number): Promise<MedicineRow[]> {
      return withGeneric()
        .orderBy(asc(medicines.brandName), asc(medicines.strength), asc(medicines.id))
        .limit(limit);
    },

    /**
     * Every medicine of the generics `names` name, each name being a generic's or one of its
     * brands' (case aside): what a prescribed name may be bought as (services.md §5).
     */
    sameGenericAs(names: string[]): Promise<MedicineRow[]> {
      if (names.length === 0) return Promise.resolve([]);
      const lowered = names.map((name) => name.trim().toLowerCase());
      const named = db
        .select({ id: medicineGenerics.id })
        .from(medicineGenerics)
        .where(inArray(sql`lower(${medicineGenerics.name})`, lowered));
      const byBrand = db
        .select({ id: medicines.genericId })
        .from(medicines)
        .where(inArray(sql`lower(${medicines.brandName})`, lowered));
      return withGeneric()
        .where(or(inArray(medicines.genericId, named), inArray(medicines.genericId, byBrand)))
        .orderBy(asc(medicines.unitPriceCents), asc(medicines.brandName), asc(medicines.id));
    },

    async byId(id: string): Promise<MedicineRow | undefined> {
      const [row] = await withGeneric().where(eq(medicines.id, id));
      return row;
    },

    /** Sets a medicine's price or stock in one statement; answers its id, or undefined when none has it. */
    async update(
      id: string,
      change: { unitPriceCents?: number; stockUnits?: number },
    ): Promise<string | undefined> {
      const [row] = await db
        .update(medicines)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(medicines.id, id))
        .returning({ id: medicines.id });
      return row?.id;
    },

    /**
     * Writes `rows` into the catalogue: each is added, or replaces the medicine of the same brand,
     * strength, form and manufacturer (the catalogue's unique product). Generics new to the
     * catalogue are added once. Answers how many were added; the rest replaced one. Run it in a
     * transaction: it writes in batches, under the database's limit of parameters per statement.
     */
    async upsert(rows: MedicineWithGenericName[]): Promise<{ added: number }> {
      let added = 0;
      for (let start = 0; start < rows.length; start += UPSERT_BATCH) {
        const batch = rows.slice(start, start + UPSERT_BATCH);
        const idOf = await genericIdsByName(db, [...new Set(batch.map((row) => row.genericName))]);
        const written = await db
          .insert(medicines)
          .values(
            batch.map(({ genericName, ...row }) => ({ ...row, genericId: idOf.get(genericName)! })),
          )
          .onConflictDoUpdate({
            target: [
              medicines.brandName,
              medicines.strength,
              medicines.form,
              medicines.manufacturer,
            ],
            set: {
              genericId: sql`excluded.generic_id`,
              packDescription: sql`excluded.pack_description`,
              unitsPerPack: sql`excluded.units_per_pack`,
              unitPriceCents: sql`excluded.unit_price_cents`,
              currency: sql`excluded.currency`,
              rx: sql`excluded.rx`,
              stockUnits: sql`excluded.stock_units`,
              updatedAt: new Date(),
            },
          })
          // A row the statement inserted has no deleting transaction yet: xmax is 0 (PostgreSQL's own test).
          .returning({ inserted: sql<boolean>`(xmax = 0)` });
        added += written.filter((row) => row.inserted).length;
      }
      return { added };
    },
  };
}
