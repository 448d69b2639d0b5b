import { toMinorUnits, type Currency } from '@sustho/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { seedLabTests as catalogue } from './lab-tests-seed-data.js';
import { labReferenceRanges, labTests, labTestValues } from './schema.js';

/** Another key than the catalogue's seed, so the two never wait on each other. */
const LAB_SEED_LOCK_KEY = 7_120_303;

/**
 * Fills an empty lab test catalogue with the seed's tests, their values and ranges, priced in the
 * clinic's `currency`. Run at every start, after the currency check, so a new database and one made
 * before the lab existed both get the catalogue once (services.md §6); a catalogue with any test is
 * the lab's own and left alone. One transaction under an advisory lock, like the catalogue's seed.
 * Returns whether anything was written.
 */
export async function seedLabTestCatalogue(
  db: Database,
  currency: Currency = 'USD',
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LAB_SEED_LOCK_KEY})`);
    const existing = await tx.select({ id: labTests.id }).from(labTests).limit(1);
    if (existing.length > 0) return false;

    const insertedTests = await tx
      .insert(labTests)
      .values(
        catalogue.map((test) => ({
          name: test.name,
          nameBn: test.nameBn,
          code: test.code,
          sampleType: test.sampleType,
          preparation: test.preparation,
          preparationBn: test.preparationBn,
          priceCents: toMinorUnits(test.price[currency]),
          currency,
          turnaroundHours: test.turnaroundHours,
          homeCollection: test.homeCollection,
        })),
      )
      .returning({ id: labTests.id, name: labTests.name });
    const testIdByName = new Map(insertedTests.map((row) => [row.name, row.id]));

    const values = catalogue.flatMap((test) =>
      test.values.map((value, position) => ({
        testId: testIdByName.get(test.name)!,
        position,
        ...value,
      })),
    );
    const insertedValues = await tx
      .insert(labTestValues)
      .values(
        values.map(({ testId, position, name, nameBn, unit }) => ({
          testId,
          position,
          name,
          nameBn,
          unit,
        })),
      )
      .returning({
        id: labTestValues.id,
        testId: labTestValues.testId,
        position: labTestValues.position,
      });
    const valueIdOf = new Map(
      insertedValues.map((row) => [`${row.testId}/${row.position}`, row.id]),
    );
    await tx.insert(labReferenceRanges).values(
      values.flatMap((value) =>
        value.ranges.map((range) => ({
          valueId: valueIdOf.get(`${value.testId}/${value.position}`)!,
          ...range,
        })),
      ),
    );
    return true;
  });
}
