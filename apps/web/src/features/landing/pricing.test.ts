import { describe, expect, it } from 'vitest';
import { planPrice } from './pricing';

describe('planPrice', () => {
  it('charges a year as ten months (two months free) and a month as itself', () => {
    expect([0, 8, 19].map((monthly) => planPrice(monthly, 'monthly'))).toEqual([0, 8, 19]);
    expect([0, 8, 19].map((monthly) => planPrice(monthly, 'yearly'))).toEqual([0, 80, 190]);
  });
});
