import { describe, expect, it } from 'vitest';
import { formatPrice } from './money';

describe('formatPrice', () => {
  it("writes dollars as the product always has: '15$' on cards, '$15' on the payment page", () => {
    expect(formatPrice(15, 'USD', 'suffix', 'en')).toBe('15$');
    expect(formatPrice(15, 'USD', 'prefix', 'en')).toBe('$15');
    expect(formatPrice(45.5, 'USD', 'prefix', 'en')).toBe('$45.5');
  });

  it('writes taka with its sign first and grouped thousands, whatever the form', () => {
    expect(formatPrice(700, 'BDT', 'suffix', 'en')).toBe('৳700');
    expect(formatPrice(1500, 'BDT', 'prefix', 'en')).toBe('৳1,500');
    expect(formatPrice(700.5, 'BDT', 'suffix', 'en')).toBe('৳700.5');
    expect(formatPrice(1234567.456, 'BDT', 'suffix', 'en')).toBe('৳1,234,567.46');
    expect(formatPrice(100000, 'BDT', 'suffix', 'en')).toBe('৳100,000');
  });

  it('writes one sign and Bangla digits for a Bangla reader, never a dollar sign before them', () => {
    expect(formatPrice(1500, 'BDT', 'prefix', 'bn')).toBe('৳১,৫০০');
    expect(formatPrice(15, 'USD', 'suffix', 'bn')).toBe('১৫ ডলার');
    expect(formatPrice(15, 'USD', 'prefix', 'bn')).toBe('১৫ ডলার');
  });
});
