import {
  fromMinorUnits,
  toMinorUnits,
  type LabTest,
  type LabTestEntry,
  type LabTestPatch,
  type Language,
  type ReferenceRange,
} from '@sustho/contracts';
import type { Database } from '../../db/client.js';
import {
  violatedCheckConstraint,
  violatedUniqueConstraint,
} from '../../lib/constraint-violations.js';
import { badRequest, conflict, notFound, type AppError } from '../../lib/errors.js';
import { inLanguage } from '../../lib/in-language.js';
import type { AuthUser } from '../auth/index.js';
import { recordAudit } from '../audit/index.js';
import {
  labRepository,
  type LabTestChanges,
  type LabTestRow,
  type LabValueRow,
} from './repository.js';

const toLabTest = (row: LabTestRow, values: LabValueRow[], language: Language): LabTest => ({
  _id: row.id,
  name: row.name,
  title: inLanguage(row.name, row.nameBn, language),
  code: row.code,
  sampleType: row.sampleType,
  preparation: inLanguage(row.preparation, row.preparationBn, language),
  price: fromMinorUnits(row.priceCents),
  currency: row.currency,
  turnaroundHours: row.turnaroundHours,
  homeCollection: row.homeCollection,
  values: values.map((value) => ({
    _id: value.id,
    name: value.name,
    title: inLanguage(value.name, value.nameBn, language),
    unit: value.unit,
    ranges: value.ranges,
  })),
});

/**
 * A test as lab staff edit it: its preparation in both languages, as stored; the values' titles in
 * the reader's.
 */
const toEntry = (row: LabTestRow, values: LabValueRow[], language: Language): LabTestEntry => ({
  _id: row.id,
  name: row.name,
  nameBn: row.nameBn,
  code: row.code,
  sampleType: row.sampleType,
  preparation: { en: row.preparation, bn: row.preparationBn },
  price: fromMinorUnits(row.priceCents),
  currency: row.currency,
  turnaroundHours: row.turnaroundHours,
  homeCollection: row.homeCollection,
  values: values.map((value) => ({
    _id: value.id,
    name: value.name,
    title: inLanguage(value.name, value.nameBn, language),
    unit: value.unit,
    ranges: value.ranges,
  })),
});

const toChanges = ({ price, preparation, ...patch }: LabTestPatch): LabTestChanges => ({
  ...patch,
  ...(price !== undefined && { priceCents: toMinorUnits(price) }),
  ...(preparation && { preparation: preparation.en, preparationBn: preparation.bn }),
});

/**
 * What a catalogue constraint's refusal says to the editor (decision 049): the database decides
 * whether a test or a set of ranges holds together, and its verdict is the answer.
 */
const REFUSALS: Record<string, () => AppError> = {
  lab_tests_imaging_at_the_lab: () =>
    conflict('An imaging test or an ECG is done at the lab: it cannot be collected at home'),
  lab_reference_ranges_a_bound: () =>
    badRequest('Every range needs a low bound, a high bound or both'),
  lab_reference_ranges_low_below_high: () =>
    badRequest("A range's low bound is above its high bound"),
  lab_reference_ranges_ages: () =>
    badRequest("A range's ages must run from a lower age to a higher one"),
  lab_reference_ranges_apart: () =>
    conflict('Two ranges for the same sex share an age: give each age one range'),
};

/** The refusal for a broken catalogue constraint; any other error goes on as it came. */
function refusalFor(error: unknown): unknown {
  const constraint = violatedCheckConstraint(error) ?? violatedUniqueConstraint(error);
  return (constraint && REFUSALS[constraint]?.()) || error;
}

/**
 * The lab test catalogue (services.md §6): patients read it in their language; lab staff and
 * admins edit it, every change audited.
 */
export function labService(db: Database) {
  const repository = labRepository(db);

  async function entryOf(row: LabTestRow, language: Language): Promise<LabTestEntry> {
    return toEntry(row, await repository.valuesOf([row.id]), language);
  }

  async function getEntry(id: string, language: Language): Promise<LabTestEntry> {
    const row = await repository.findTest(id);
    if (!row) throw notFound('No lab test has this id');
    return entryOf(row, language);
  }

  async function withValues(rows: LabTestRow[], language: Language): Promise<LabTest[]> {
    const values = await repository.valuesOf(rows.map((row) => row.id));
    return rows.map((row) =>
      toLabTest(
        row,
        values.filter((value) => value.testId === row.id),
        language,
      ),
    );
  }

  return {
    /** Every test, or those whose name (English or Bangla) or code contains `q`, by name. */
    listTests: async (q: string | undefined, language: Language) =>
      withValues(await repository.listTests(q), language),

    async getTest(id: string, language: Language): Promise<LabTest> {
      const row = await repository.findTest(id);
      if (!row) throw notFound('No lab test has this id');
      const [test] = await withValues([row], language);
      return test!;
    },

    getEntry,

    /** Changes a test's price, turnaround, preparation or home collection. */
    async updateTest(
      actor: AuthUser,
      id: string,
      patch: LabTestPatch,
      language: Language,
    ): Promise<LabTestEntry> {
      const row = await db
        .transaction(async (tx) => {
          const updated = await labRepository(tx).updateTest(id, toChanges(patch));
          if (!updated) throw notFound('No lab test has this id');
          await recordAudit(tx, {
            actor,
            action: 'lab_test.update',
            targetType: 'lab_test',
            targetId: id,
            details: { name: updated.name, ...patch },
          });
          return updated;
        })
        .catch((error: unknown) => {
          throw refusalFor(error);
        });
      return entryOf(row, language);
    },

    /**
     * Replaces a value's reference ranges, all at once: the whole set stands or, refused by a
     * constraint, nothing changes.
     */
    async replaceRanges(
      actor: AuthUser,
      id: string,
      valueId: string,
      ranges: ReferenceRange[],
      language: Language,
    ): Promise<LabTestEntry> {
      await db
        .transaction(async (tx) => {
          const lab = labRepository(tx);
          const value = await lab.lockValue(id, valueId);
          if (!value) throw notFound('This lab test measures no value with this id');
          await lab.replaceRanges(valueId, ranges);
          await recordAudit(tx, {
            actor,
            action: 'lab_test.ranges',
            targetType: 'lab_test',
            targetId: id,
            details: { value: value.name, ranges },
          });
        })
        .catch((error: unknown) => {
          throw refusalFor(error);
        });
      return getEntry(id, language);
    },
  };
}

export type LabService = ReturnType<typeof labService>;
