import { and, asc, eq, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ReferenceRange } from '@sustho/contracts';
import type { Executor } from '../../db/client.js';
import { labReferenceRanges, labTests, labTestValues } from '../../db/schema.js';

/** Contains `text`, ignoring case; `%` and `_` are letters here, not LIKE's wildcards. */
const contains = (column: SQLWrapper, text: string) =>
  sql`strpos(lower(${column}), lower(${text})) > 0`;

/** SQL for the lab test catalogue: tests, and the values each measures with their ranges. */
export function labRepository(db: Executor) {
  /**
   * The values of the tests, in report order, each with its ranges (none for a reading): one row
   * per range, gathered here.
   */
  async function valuesOf(testIds: string[]): Promise<LabValueRow[]> {
    if (testIds.length === 0) return [];
    const rows = await db
      .select({
        id: labTestValues.id,
        testId: labTestValues.testId,
        name: labTestValues.name,
        nameBn: labTestValues.nameBn,
        unit: labTestValues.unit,
        rangeId: labReferenceRanges.id,
        sex: labReferenceRanges.sex,
        minAgeYears: labReferenceRanges.minAgeYears,
        maxAgeYears: labReferenceRanges.maxAgeYears,
        low: labReferenceRanges.low,
        high: labReferenceRanges.high,
      })
      .from(labTestValues)
      .leftJoin(labReferenceRanges, eq(labReferenceRanges.valueId, labTestValues.id))
      .where(inArray(labTestValues.testId, testIds))
      .orderBy(
        asc(labTestValues.testId),
        asc(labTestValues.position),
        sql`${labReferenceRanges.sex} nulls first`,
        sql`${labReferenceRanges.minAgeYears} nulls first`,
      );
    const values = new Map<string, LabValueRow>();
    for (const { rangeId, sex, minAgeYears, maxAgeYears, low, high, ...value } of rows) {
      const known = values.get(value.id) ?? { ...value, ranges: [] };
      values.set(value.id, known);
      // A value without ranges comes as one row without a range.
      if (rangeId !== null) known.ranges.push({ sex, minAgeYears, maxAgeYears, low, high });
    }
    return [...values.values()];
  }

  const selectTests = (where?: SQL) =>
    db.select().from(labTests).where(where).orderBy(asc(labTests.name));

  return {
    valuesOf,

    /** Tests whose English or Bangla name, or code, contains `q`; every test without it. */
    listTests: (q: string | undefined) =>
      selectTests(
        q === undefined
          ? undefined
          : or(
              contains(labTests.name, q),
              contains(labTests.nameBn, q),
              contains(labTests.code, q),
            ),
      ),

    async findTest(id: string) {
      const [row] = await selectTests(eq(labTests.id, id));
      return row ?? null;
    },

    /** Sets what the lab changed of a test; null when no test has the id. */
    async updateTest(id: string, changes: LabTestChanges) {
      const [row] = await db.update(labTests).set(changes).where(eq(labTests.id, id)).returning();
      return row ?? null;
    },

    /**
     * The test's value with this id, locked until the transaction ends, so two editors replacing
     * its ranges take turns; null when the test has no such value.
     */
    async lockValue(testId: string, valueId: string) {
      const [row] = await db
        .select({ id: labTestValues.id, name: labTestValues.name })
        .from(labTestValues)
        .where(and(eq(labTestValues.id, valueId), eq(labTestValues.testId, testId)))
        .for('update');
      return row ?? null;
    },

    /** Puts `ranges` in place of the value's ranges; the table's constraints judge the new set. */
    async replaceRanges(valueId: string, ranges: ReferenceRange[]) {
      await db.delete(labReferenceRanges).where(eq(labReferenceRanges.valueId, valueId));
      if (ranges.length > 0)
        await db.insert(labReferenceRanges).values(ranges.map((range) => ({ valueId, ...range })));
    },
  };
}

export type LabTestRow = typeof labTests.$inferSelect;

export type LabTestChanges = Partial<
  Pick<
    typeof labTests.$inferInsert,
    'priceCents' | 'turnaroundHours' | 'preparation' | 'preparationBn' | 'homeCollection'
  >
>;

export interface LabValueRow {
  id: string;
  testId: string;
  name: string;
  nameBn: string;
  unit: string;
  ranges: ReferenceRange[];
}
