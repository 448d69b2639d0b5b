import { z } from 'zod';
import { currency } from './money.js';

/**
 * The lab's test catalogue (services.md §6). Names and preparation come in the reader's language
 * (decision 042): `name` stays English, the name a prescription's investigation is matched by;
 * `title` is that name in the reader's language, for showing.
 */

/** What the lab takes to run a test; imaging and ECG are done at the lab, on the patient. */
export const SAMPLE_TYPES = ['blood', 'urine', 'stool', 'swab', 'imaging', 'ecg', 'other'] as const;
export type SampleType = (typeof SAMPLE_TYPES)[number];

/** The sexes a reference range may be for; a range for neither holds for every patient. */
export const RANGE_SEXES = ['female', 'male'] as const;
export type RangeSex = (typeof RANGE_SEXES)[number];

/**
 * A value's normal range for the patients it names: `sex` null is everyone, ages are whole years
 * (`minAgeYears` included, `maxAgeYears` not), and one bound may be null for a one-sided range
 * ('below 200 mg/dL').
 */
export const referenceRange = z.object({
  sex: z.enum(RANGE_SEXES).nullable(),
  minAgeYears: z.number().int().nullable(),
  maxAgeYears: z.number().int().nullable(),
  low: z.number().nullable(),
  high: z.number().nullable(),
});
export type ReferenceRange = z.infer<typeof referenceRange>;

/** One value a test measures (a CBC's haemoglobin), with its unit and ranges. */
export const labTestValue = z.object({
  _id: z.string(),
  name: z.string(),
  title: z.string(),
  unit: z.string(),
  ranges: z.array(referenceRange),
});
export type LabTestValue = z.infer<typeof labTestValue>;

export const labTest = z.object({
  _id: z.string(),
  name: z.string(),
  title: z.string(),
  code: z.string().nullable().describe('The LOINC code, where one fits'),
  sampleType: z.enum(SAMPLE_TYPES),
  preparation: z.string().describe("What the patient does before the test; '' when nothing"),
  price: z.number(),
  currency,
  turnaroundHours: z.number().int(),
  homeCollection: z
    .boolean()
    .describe('Whether the sample can be collected at home (an X-ray or ECG needs a lab visit)'),
  values: z.array(labTestValue),
});
export type LabTest = z.infer<typeof labTest>;

export const LAB_TEST_SEARCH_MAX_LENGTH = 100;

/**
 * GET /api/lab-tests: `q` is part of a test's name (English or Bangla) or code, ignoring case.
 * An empty value means no filter, as a form sends it.
 */
export const labTestsQuery = z.object({
  q: z
    .string()
    .trim()
    .max(LAB_TEST_SEARCH_MAX_LENGTH, {
      message: `must be at most ${LAB_TEST_SEARCH_MAX_LENGTH} characters`,
    })
    .optional()
    .transform((text) => text || undefined),
});
export type LabTestsQuery = z.infer<typeof labTestsQuery>;

/*
 * Lab staff edit the catalogue on /dashboard/lab-tests (services.md §6). The shapes below carry
 * shape only: whether ranges fit together (a bound, low ≤ high, no shared age) is the database's
 * to decide (decision 049), and its refusal is the answer.
 */

export const LAB_PREPARATION_MAX_LENGTH = 500;
export const LAB_TURNAROUND_MAX_HOURS = 720;
/** More ranges than any value needs (by sex and a few age bands), a bound on one request. */
export const LAB_RANGES_MAX = 20;
/** Bounds and prices far beyond any lab's, so a number's size never reaches the database. */
const LAB_NUMBER_MAX = 1_000_000;

const preparationText = z
  .string()
  .trim()
  .max(LAB_PREPARATION_MAX_LENGTH, {
    message: `must be at most ${LAB_PREPARATION_MAX_LENGTH} characters`,
  })
  // Lines are welcome in instructions; other control characters would reach screens and e-mails.
  .regex(/^(?:[^\p{Cc}]|\n)*$/u, { message: 'must not contain control characters' });

/** The preparation as the catalogue stores it: English, and Bangla ('' to show the English). */
export const labPreparation = z.object({ en: preparationText, bn: preparationText }).strict();
export type LabPreparation = z.infer<typeof labPreparation>;

/** A test as lab staff edit it: both languages, as stored, where readers get one. */
export const labTestEntry = labTest.omit({ title: true, preparation: true }).extend({
  nameBn: z.string(),
  preparation: labPreparation,
});
export type LabTestEntry = z.infer<typeof labTestEntry>;

/** PATCH /api/lab-tests/{id}: any of what the lab sets for a test. */
export const labTestPatch = z
  .object({
    price: z
      .number({ message: 'must be a number' })
      .nonnegative({ message: 'must not be below 0' })
      .max(LAB_NUMBER_MAX, { message: `must be at most ${LAB_NUMBER_MAX}` })
      .multipleOf(0.01, { message: 'must have at most 2 decimals' }),
    turnaroundHours: z
      .number({ message: 'must be a number' })
      .int({ message: 'must be a whole number of hours' })
      .min(1, { message: 'must be at least 1 hour' })
      .max(LAB_TURNAROUND_MAX_HOURS, {
        message: `must be at most ${LAB_TURNAROUND_MAX_HOURS} hours`,
      }),
    preparation: labPreparation,
    homeCollection: z.boolean({ message: 'must be true or false' }),
  })
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'must change at least one field' });
export type LabTestPatch = z.infer<typeof labTestPatch>;

const ageYears = z
  .number({ message: 'must be a number' })
  .int({ message: 'must be a whole number of years' })
  .min(0, { message: 'must not be below 0' })
  .max(150, { message: 'must be at most 150' })
  .nullable()
  .optional()
  .transform((age) => age ?? null);

const bound = z
  .number({ message: 'must be a number' })
  .min(-LAB_NUMBER_MAX, { message: `must be at least -${LAB_NUMBER_MAX}` })
  .max(LAB_NUMBER_MAX, { message: `must be at most ${LAB_NUMBER_MAX}` })
  .nullable()
  .optional()
  .transform((value) => value ?? null);

/** One range as lab staff write it; a field left out is null (everyone, unbounded). */
export const referenceRangeInput = z
  .object({
    sex: z
      .enum(RANGE_SEXES, { message: "must be 'female' or 'male'" })
      .nullable()
      .optional()
      .transform((sex) => sex ?? null),
    minAgeYears: ageYears,
    maxAgeYears: ageYears,
    low: bound,
    high: bound,
  })
  .strict();

/** PUT /api/lab-tests/{id}/values/{valueId}/ranges: the value's ranges, all of them, replaced at once. */
export const referenceRangesInput = z
  .object({
    ranges: z
      .array(referenceRangeInput)
      .max(LAB_RANGES_MAX, { message: `must have at most ${LAB_RANGES_MAX} ranges` }),
  })
  .strict();
export type ReferenceRangesInput = z.input<typeof referenceRangesInput>;

export const labValueParams = z.object({
  id: z.uuid({ message: 'id must be a valid id' }),
  valueId: z.uuid({ message: 'id must be a valid id' }),
});
