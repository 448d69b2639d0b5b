import { randomBytes } from 'node:crypto';

/** Letters and digits that cannot be mistaken for one another when read off paper (no 0/O, 1/I). */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const LENGTH = 24;

/**
 * A new prescription's verification code: 24 characters drawn by the system's random generator
 * from 32, so 120 bits nobody can guess or derive from the prescription. 256 is a multiple of 32,
 * so masking a byte to 5 bits picks every character equally often.
 */
export function newVerificationCode(): string {
  return Array.from(randomBytes(LENGTH), (byte) => ALPHABET[byte & 31]).join('');
}
