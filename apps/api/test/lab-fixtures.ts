import { randomUUID } from 'node:crypto';
import type { Database } from '../src/db/client.js';
import { labReferenceRanges, labTests, labTestValues } from '../src/db/schema.js';

type RangeInsert = Omit<typeof labReferenceRanges.$inferInsert, 'id' | 'valueId'>;

interface ValueFixture {
  name: string;
  nameBn?: string;
  unit?: string;
  ranges?: RangeInsert[];
}

/** A lab test with its values and their ranges; a blood test at 400.00 in dollars unless told. */
export async function createLabTest(
  db: Database,
  overrides: Partial<typeof labTests.$inferInsert> & { values?: ValueFixture[] } = {},
) {
  const { values = [], ...test } = overrides;
  const [row] = await db
    .insert(labTests)
    .values({
      name: `Lab test ${randomUUID().slice(0, 8)}`,
      sampleType: 'blood',
      priceCents: 40_000,
      currency: 'USD',
      turnaroundHours: 24,
      homeCollection: true,
      ...test,
    })
    .returning();
  for (const [position, { ranges = [], ...value }] of values.entries()) {
    const [valueRow] = await db
      .insert(labTestValues)
      .values({ testId: row!.id, position, ...value })
      .returning();
    if (ranges.length > 0)
      await db
        .insert(labReferenceRanges)
        .values(ranges.map((range) => ({ valueId: valueRow!.id, ...range })));
  }
  return row!;
}
