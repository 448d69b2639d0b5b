import { toMinorUnits, type Currency } from '@sustho/contracts';
import { sql } from 'drizzle-orm';
import { inArray } from 'drizzle-orm';
import type { Database, Executor } from './client.js';
import { medicineGenerics, medicines } from './schema.js';
import { seedMedicines } from './seed-medicines-data.js';

const SEED_LOCK_KEY = 7_120_303;

/**
 * Taka per dollar for the demo catalogue only: a clinic that charges in dollars still gets a
 * pharmacy with sensible prices. Never used for money that moves (amounts are not converted,
 * decision 020); a clinic sets its own prices.
 */
const DEMO_TAKA_PER_DOLLAR = 120;

/** A seed price in taka as hundredths of the clinic's currency, never below one hundredth. */
export function seedPriceInMinorUnits(unitPriceBdt: number, currency: Currency): number {
  if (currency === 'BDT') return toMinorUnits(unitPriceBdt);
  return Math.max(1, toMinorUnits(unitPriceBdt / DEMO_TAKA_PER_DOLLAR));
}

/** A medicine to write, its generic by name. */
export type MedicineWithGenericName = Omit<typeof medicines.$inferInsert, 'genericId'> & {
  genericName: string;
};

/** The ids of the generics named, adding each the catalogue does not hold yet. */
export async function genericIdsByName(
  db: Executor,
  names: string[],
): Promise<Map<string, string>> {
  await db
    .insert(medicineGenerics)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing();
  const generics = await db
    .select()
    .from(medicineGenerics)
    .where(inArray(medicineGenerics.name, names));
  return new Map(generics.map((generic) => [generic.name, generic.id]));
}

/**
 * Writes medicines whose generics are given by name: each generic not yet in the catalogue is
 * added once, then every medicine points at its generic's row.
 */
export async function insertMedicines(db: Executor, rows: MedicineWithGenericName[]) {
  const names = [...new Set(rows.map((row) => row.genericName))];
  if (names.length === 0) return [];
  const idOf = await genericIdsByName(db, names);
  return db
    .insert(medicines)
    .values(rows.map(({ genericName, ...row }) => ({ ...row, genericId: idOf.get(genericName)! })))
    .returning();
}

/** Twenty packs of each, so the demo pharmacy has stock to sell. */
const SEED_PACKS_IN_STOCK = 20;

/**
 * Fills an empty medicine catalogue with the demo pharmacy (services.md §5). It runs on every start,
 * after the migrations, so a database made before the pharmacy existed gets it too; once the
 * catalogue holds a medicine (seeded, or the clinic's own), it writes nothing. One transaction under
 * an advisory lock, so processes starting together seed once. Returns whether anything was written.
 */
export async function seedMedicineCatalog(
  db: Database,
  currency: Currency = 'USD',
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const existing = await tx.select({ id: medicines.id }).from(medicines).limit(1);
    if (existing.length > 0) return false;
    await insertMedicines(
      tx,
      seedMedicines.map(({ unitPriceBdt, ...medicine }) => ({
        ...medicine,
        unitPriceCents: seedPriceInMinorUnits(unitPriceBdt, currency),
        currency,
        stockUnits: medicine.unitsPerPack * SEED_PACKS_IN_STOCK,
      })),
    );
    return true;
  });
}
