import { fieldMessageIn } from '@sustho/contracts/field-messages';
import type { Language } from '@sustho/contracts/language';
import type { FieldError } from 'react-hook-form';
import { useLanguage } from '../copy/language';

/**
 * The sentence shown under a form field, in the reader's language. Schema messages are fragments
 * ('is required'), so the field's label starts them; errors set from a server answer ('server')
 * are whole sentences already, in the reader's language since the API answers in it.
 */
export function fieldErrorIn(
  language: Language,
  label: string | undefined,
  error: FieldError | undefined,
): string | undefined {
  if (!error?.message) return undefined;
  if (error.type === 'server') return error.message;
  const problem = fieldMessageIn(error.message, language);
  return label === undefined ? problem : `${label} ${problem}`;
}

/** `fieldError(label, error)` for the current language; without a label, the problem alone. */
export function useFieldError() {
  const { language } = useLanguage();
  return (label: string | undefined, error: FieldError | undefined) =>
    fieldErrorIn(language, label, error);
}
