import { describe, expect, it } from 'vitest';
import { fieldErrorIn } from './field-error';

describe('fieldErrorIn', () => {
  const invalidEmail = { type: 'invalid_format', message: 'must be a valid e-mail address' };

  it('starts a schema fragment with the field label, in English as the product writes it', () => {
    expect(fieldErrorIn('en', 'Email', invalidEmail)).toBe('Email must be a valid e-mail address');
  });

  it('says the fragment in Bangla for a Bangla reader', () => {
    expect(fieldErrorIn('bn', 'ইমেইল', invalidEmail)).toBe('ইমেইল সঠিক ইমেইল ঠিকানা হতে হবে');
    expect(
      fieldErrorIn('bn', undefined, { type: 'too_big', message: 'must be at most 200 characters' }),
    ).toBe('সর্বোচ্চ 200 অক্ষরের হতে পারে');
  });

  it('shows a server answer as it came: a whole sentence in the reader’s language already', () => {
    const server = { type: 'server', message: 'এই আমন্ত্রণ লিংকটি সঠিক নয়' };
    expect(fieldErrorIn('bn', 'ইমেইল', server)).toBe('এই আমন্ত্রণ লিংকটি সঠিক নয়');
  });

  it('shows nothing without an error', () => {
    expect(fieldErrorIn('bn', 'ইমেইল', undefined)).toBeUndefined();
  });
});
