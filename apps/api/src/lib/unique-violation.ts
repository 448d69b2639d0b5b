const UNIQUE_VIOLATION = '23505';

/**
 * The name of the unique constraint a failed query broke, or null for any other error.
 * Drizzle wraps the driver's error in `cause`; postgres.js names the constraint `constraint_name`,
 * PGlite names it `constraint`.
 */
export function violatedUniqueConstraint(error: unknown): string | null {
  let current: unknown = error;
  // A few levels are enough: the driver's error sits one or two causes deep.
  for (let depth = 0; depth < 4 && isRecord(current); depth += 1) {
    if (current.code === UNIQUE_VIOLATION) {
      const name = current.constraint_name ?? current.constraint;
      return typeof name === 'string' ? name : null;
    }
    current = current.cause;
  }
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
