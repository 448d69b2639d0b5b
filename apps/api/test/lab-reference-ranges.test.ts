import type { ReferenceRange } from '@sustho/contracts';
import { describe, expect, it } from 'vitest';
import { flagAgainst, readValue, referenceRangeFor } from '../src/modules/lab/index.js';

const range = (fields: Partial<ReferenceRange>): ReferenceRange => ({
  sex: null,
  minAgeYears: null,
  maxAgeYears: null,
  low: null,
  high: null,
  ...fields,
});

// Haemoglobin as the seed holds it: children of either sex, then women, boys and men apart.
const child = range({ minAgeYears: 1, maxAgeYears: 12, low: 11.5, high: 15.5 });
const woman = range({ sex: 'female', minAgeYears: 12, low: 12, high: 15.5 });
const boy = range({ sex: 'male', minAgeYears: 12, maxAgeYears: 18, low: 13, high: 16 });
const man = range({ sex: 'male', minAgeYears: 18, low: 13.5, high: 17.5 });
const haemoglobin = [child, woman, boy, man];

describe('referenceRangeFor', () => {
  it("picks the range of the patient's sex and age", () => {
    expect(referenceRangeFor(haemoglobin, { sex: 'female', ageYears: 34 })).toBe(woman);
    expect(referenceRangeFor(haemoglobin, { sex: 'male', ageYears: 34 })).toBe(man);
    expect(referenceRangeFor(haemoglobin, { sex: 'male', ageYears: 15 })).toBe(boy);
    expect(referenceRangeFor(haemoglobin, { sex: 'female', ageYears: 7 })).toBe(child);
  });

  it('includes the lower age and leaves out the upper one', () => {
    expect(referenceRangeFor(haemoglobin, { sex: 'male', ageYears: 12 })).toBe(boy);
    expect(referenceRangeFor(haemoglobin, { sex: 'male', ageYears: 18 })).toBe(man);
    expect(referenceRangeFor(haemoglobin, { sex: 'male', ageYears: 17 })).toBe(boy);
    expect(referenceRangeFor(haemoglobin, { sex: 'male', ageYears: 0 })).toBeNull();
  });

  it("prefers a range for the patient's sex to one for everyone, then the narrower age", () => {
    const everyone = range({ high: 25 });
    const women = range({ sex: 'female', high: 20 });
    const olderWomen = range({ sex: 'female', minAgeYears: 50, high: 30 });
    const ranges = [everyone, women, olderWomen];
    expect(referenceRangeFor(ranges, { sex: 'female', ageYears: 60 })).toBe(olderWomen);
    expect(referenceRangeFor(ranges, { sex: 'female', ageYears: 30 })).toBe(women);
    expect(referenceRangeFor(ranges, { sex: 'male', ageYears: 30 })).toBe(everyone);
  });

  it("holds no range for one sex or some ages when the profile does not give the patient's", () => {
    expect(referenceRangeFor(haemoglobin, { sex: null, ageYears: 34 })).toBeNull();
    expect(referenceRangeFor(haemoglobin, { sex: 'other', ageYears: 34 })).toBeNull();
    expect(referenceRangeFor(haemoglobin, { sex: 'female', ageYears: null })).toBeNull();
    const platelets = [range({ low: 150, high: 450 })];
    expect(referenceRangeFor(platelets, { sex: null, ageYears: null })).toBe(platelets[0]);
    expect(referenceRangeFor([], { sex: 'female', ageYears: 30 })).toBeNull();
  });
});

describe('flagAgainst', () => {
  it("flags a value above the range 'High' and below it 'Low'; the bounds are normal", () => {
    expect(flagAgainst(11.9, woman)).toBe('Low');
    expect(flagAgainst(12, woman)).toBeNull();
    expect(flagAgainst(15.5, woman)).toBeNull();
    expect(flagAgainst(15.6, woman)).toBe('High');
  });

  it('reads a one-sided range on its one side only', () => {
    const cholesterol = range({ high: 200 });
    expect(flagAgainst(0, cholesterol)).toBeNull();
    expect(flagAgainst(240, cholesterol)).toBe('High');
    const hdl = range({ sex: 'male', low: 40 });
    expect(flagAgainst(35, hdl)).toBe('Low');
    expect(flagAgainst(90, hdl)).toBeNull();
  });

  it('flags nothing without a range', () => {
    expect(flagAgainst(1_000, null)).toBeNull();
  });
});

describe('readValue', () => {
  it('reads the same haemoglobin differently for a woman and a man', () => {
    expect(readValue(13, haemoglobin, { sex: 'female', ageYears: 30 })).toEqual({
      range: woman,
      flag: null,
    });
    expect(readValue(13, haemoglobin, { sex: 'male', ageYears: 30 })).toEqual({
      range: man,
      flag: 'Low',
    });
  });
});
