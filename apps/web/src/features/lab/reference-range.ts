import type { ReferenceRange } from '@sustho/contracts';

export type Flag = 'high' | 'low';
type Bounds = Pick<ReferenceRange, 'low' | 'high'>;

/**
 * The range that holds for a patient of `sex` and `age` (whole years): one for their sex before
 * one for everyone, as the lab writes them; null when none fits or the value has none. An unknown
 * sex or age matches only ranges that do not depend on it.
 */
export function rangeFor(
  ranges: readonly ReferenceRange[],
  patient: { sex: string | null; age: number | null },
): ReferenceRange | null {
  const fits = (range: ReferenceRange) =>
    (range.sex === null || range.sex === patient.sex) &&
    (range.minAgeYears === null || (patient.age !== null && patient.age >= range.minAgeYears)) &&
    (range.maxAgeYears === null || (patient.age !== null && patient.age < range.maxAgeYears));
  const fitting = ranges.filter(fits);
  return fitting.find((range) => range.sex !== null) ?? fitting[0] ?? null;
}

/** 'high' above the range, 'low' below it, null inside it or without one. */
export function flagOf(value: number, range: Bounds | null): Flag | null {
  if (!range || !Number.isFinite(value)) return null;
  if (range.high !== null && value > range.high) return 'high';
  if (range.low !== null && value < range.low) return 'low';
  return null;
}
