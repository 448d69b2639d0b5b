import type { Language } from './language.js';

/** A title a doctor's stored name may already start with ('Dr. ', 'Dr ', 'ডা. '). */
const TITLE = /^\s*(?:dr\.?|ডা\.?|ডাঃ)\s+/i;

/**
 * A doctor's name as a reader of `language` reads it in a sentence: 'Dr. Farhana Rahman' or
 * 'ডা. Farhana Rahman', the title once whether or not the stored name carries one. The one way
 * e-mails, SMS and screens name a doctor.
 */
export function doctorDisplayName(name: string, language: Language): string {
  const bare = name.replace(TITLE, '').trim();
  return `${language === 'bn' ? 'ডা.' : 'Dr.'} ${bare}`;
}
