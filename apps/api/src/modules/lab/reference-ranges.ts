import type { ReferenceRange, Sex } from '@sustho/contracts';

/** Whom a result is read for: the sex and age (whole years) their profile gives, when it does. */
export interface RangeReader {
  sex: Sex | null;
  ageYears: number | null;
}

/** How a value reads against its range: above it, below it, or (null) within it or without one. */
export type ValueFlag = 'High' | 'Low';

const holdsFor = (range: ReferenceRange, { sex, ageYears }: RangeReader) =>
  (range.sex === null || range.sex === sex) &&
  (range.minAgeYears === null || (ageYears !== null && ageYears >= range.minAgeYears)) &&
  (range.maxAgeYears === null || (ageYears !== null && ageYears < range.maxAgeYears));

const ageSpan = (range: ReferenceRange) =>
  (range.maxAgeYears ?? Number.MAX_SAFE_INTEGER) - (range.minAgeYears ?? 0);

/**
 * The range a patient's value is read against (decision 049): of the ranges that hold for their sex
 * and age, one for their sex before one for everyone, then the narrowest in age. A range for one
 * sex or for some ages never holds for a patient whose profile does not say theirs; null when none
 * holds.
 */
export function referenceRangeFor(
  ranges: readonly ReferenceRange[],
  reader: RangeReader,
): ReferenceRange | null {
  const holding = ranges.filter((range) => holdsFor(range, reader));
  holding.sort(
    (a, b) => Number(b.sex !== null) - Number(a.sex !== null) || ageSpan(a) - ageSpan(b),
  );
  return holding[0] ?? null;
}

/** 'High' above the range's upper bound, 'Low' below its lower one; the bounds are normal. */
export function flagAgainst(value: number, range: ReferenceRange | null): ValueFlag | null {
  if (range?.high != null && value > range.high) return 'High';
  if (range?.low != null && value < range.low) return 'Low';
  return null;
}

/** A patient's value with the range it was read against and its flag. */
export function readValue(value: number, ranges: readonly ReferenceRange[], reader: RangeReader) {
  const range = referenceRangeFor(ranges, reader);
  return { range, flag: flagAgainst(value, range) };
}
