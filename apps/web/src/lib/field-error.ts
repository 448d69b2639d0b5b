import type { FieldError } from 'react-hook-form';

/**
 * The sentence shown under a form field. Schema messages are fragments ('is required'), so the
 * field's label starts them; errors set from a server answer ('server') are whole sentences already.
 */
export function fieldError(label: string, error: FieldError | undefined): string | undefined {
  if (!error?.message) return undefined;
  return error.type === 'server' ? error.message : `${label} ${error.message}`;
}
