import { asc, desc, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import { unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { medicineBrands, medicineGenerics, medicines } from '../../db/schema.js';
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

/** What a search result is ranked by, in order (see `search`). */
type RankedBy = 'closeness' | 'likeness' | 'brandName' | 'strength' | 'id';

const medicineColumns = { ...getTableColumns(medicines), genericName: medicineGenerics.name };

/** The pharmacy's catalogue reads. The only Drizzle user of this module. */
export function pharmacyRepository(db: Executor) {
  const withGeneric = () =>
    db
      .select(medicineColumns)
      .from(medicines)
      .innerJoin(medicineGenerics, eq(medicineGenerics.id, medicines.genericId));

  /**
   * The search statement of `search` below, built once and prepared: a fuzzy one for queries of
   * FUZZY_FROM_LENGTH characters and more, and one that matches the start of names.
   */
  function searchStatement(fuzzy: boolean) {
    const text = sql`${sql.placeholder('query')}::text`;
    const prefix = sql.placeholder('prefix');
    const inside = sql.placeholder('inside');
    const limit = sql.placeholder('limit');
    const matches = (name: AnyPgColumn): SQL | undefined =>
      fuzzy
        ? or(sql`${name} ilike ${inside}`, sql`${name} % ${text}`)
        : sql`${name} ilike ${prefix}`;
    const closeness = (name: AnyPgColumn) => sql<number>`case
      when lower(${name}) = lower(${text}) then 0
      when ${name} ilike ${prefix} then 1
      when ${name} ilike ${inside} then 2
      else 3 end`;
    const likeness = (name: AnyPgColumn) => sql<number>`similarity(${name}, ${text})`;
    const ranked = (name: AnyPgColumn) => ({
      closeness: closeness(name).as('closeness'),
      likeness: likeness(name).as('likeness'),
    });

    const brandRank = ranked(medicineBrands.name);
    const bestBrands = db
      .select({ name: medicineBrands.name, ...brandRank })
      .from(medicineBrands)
      .where(matches(medicineBrands.name))
      .orderBy(brandRank.closeness, desc(brandRank.likeness), asc(medicineBrands.name))
      .limit(limit)
      .as('best_brands');
    // Each candidate carries what it is ranked by, so the best are chosen before any row is read whole.
    const byBrand = db
      .select({
        id: medicines.id,
        brandName: medicines.brandName,
        strength: medicines.strength,
        closeness: bestBrands.closeness,
        likeness: bestBrands.likeness,
      })
      .from(bestBrands)
      .innerJoin(medicines, eq(medicines.brandName, bestBrands.name));

    const matchingGenerics = db
      .select({ id: medicineGenerics.id, ...ranked(medicineGenerics.name) })
      .from(medicineGenerics)
      .where(matches(medicineGenerics.name))
      .as('matching_generics');
    const firstOfGeneric = db
      .select({ id: medicines.id, brandName: medicines.brandName, strength: medicines.strength })
      .from(medicines)
      .where(eq(medicines.genericId, matchingGenerics.id))
      .orderBy(asc(medicines.brandName), asc(medicines.strength), asc(medicines.id))
      .limit(limit)
      .as('first_of_generic');
    const byGeneric = db
      .select({
        id: firstOfGeneric.id,
        brandName: firstOfGeneric.brandName,
        strength: firstOfGeneric.strength,
        closeness: matchingGenerics.closeness,
        likeness: matchingGenerics.likeness,
      })
      .from(matchingGenerics)
      .crossJoinLateral(firstOfGeneric);

    const found = unionAll(byBrand, byGeneric).as('found');
    const byBetterName = db
      .selectDistinctOn([found.id])
      .from(found)
      .orderBy(found.id, found.closeness, desc(found.likeness))
      .as('by_better_name');
    const inRankOrder = (row: Record<RankedBy, AnyPgColumn | SQL | SQL.Aliased>) =>
      [
        row.closeness,
        desc(row.likeness),
        asc(row.brandName),
        asc(row.strength),
        asc(row.id),
      ] as const;
    const best = db
      .select()
      .from(byBetterName)
      .orderBy(...inRankOrder(byBetterName))
      .limit(limit)
      .as('best');
    return db
      .select(medicineColumns)
      .from(best)
      .innerJoin(medicines, eq(medicines.id, best.id))
      .innerJoin(medicineGenerics, eq(medicineGenerics.id, medicines.genericId))
      .orderBy(...inRankOrder(best))
      .prepare(fuzzy ? 'medicine_search_fuzzy' : 'medicine_search_prefix');
  }
  let fuzzySearch: ReturnType<typeof searchStatement> | undefined;
  let prefixSearch: ReturnType<typeof searchStatement> | undefined;

  return {
    /**
     * The best `limit` medicines for `query` by brand or generic name (decision 048): an exact
     * name first, then names that start with it, then names that hold it, then names within a
     * letter or two of it (pg_trgm's similarity, at its default threshold of 0.3); most similar
     * first within each, then by brand and strength. A medicine found by both its names ranks by
     * the better. Each brand name and each generic is compared with the query once, on its own
     * small table's trigram index; only the best names' medicines are read: the best `limit`
     * brand names (each has a medicine, so no better one is left out) and each matching generic's
     * first `limit` medicines (those of one generic rank by brand and strength alone).
     */
    search(query: string, limit: number): Promise<MedicineRow[]> {
      const fuzzy = query.length >= FUZZY_FROM_LENGTH;
      const statement = fuzzy
        ? (fuzzySearch ??= searchStatement(true))
        : (prefixSearch ??= searchStatement(false));
      return statement.execute({
        query,
        prefix: `${literalLike(query)}%`,
        inside: `%${literalLike(query)}%`,
        limit,
      });
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
