import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A form resolver that loads zod and the form's schema when the form is first checked, not when
 * the page starts. Zod is the largest part of a sign-in page's code, and a visitor reads and fills
 * the form before it is checked, so the page becomes usable sooner. A failed load is retried on
 * the next check.
 */
export function lazyZodResolver<T extends FieldValues>(
  loadSchema: () => Promise<ZodType<T, T>>,
): Resolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return (await loading)(values, context, options);
  };
}
