import { describe, expect, it } from 'vitest';
import { planEffect } from './plan-effect';

describe('planEffect', () => {
  it('starts a plan at once when none runs', () => {
    expect(planEffect('professional', 'none')).toBe('starts_now');
    expect(planEffect('personal', 'none')).toBe('starts_now');
  });

  it('upgrades to a higher plan and extends with the same one', () => {
    expect(planEffect('enterprise', 'professional')).toBe('upgrades');
    expect(planEffect('professional', 'personal')).toBe('upgrades');
    expect(planEffect('professional', 'professional')).toBe('extends');
  });
});
