const UNIQUE_VIOLATION = '23505';
const EXCLUSION_VIOLATION = '23P01';
const CHECK_VIOLATION = '23514';

/**
 * The name of the constraint of the given kind (SQLSTATE code) that a failed query broke, or null
 * for any other error. Drizzle wraps the driver's error in `cause`; postgres.js names the
 * constraint `constraint_name`, PGlite names it `constraint`.
 */
function violatedConstraint(error: unknown, code: string): string | null {
  let current: unknown = error;
  // A few levels are enough: the driver's error sits one or two causes deep.
  for (let depth = 0; depth < 4 && isRecord(current); depth += 1) {
    if (current.code === code) {
      const name = current.constraint_name ?? current.constraint;
      return typeof name === 'string' ? name : null;
    }
    current = current.cause;
  }
  return null;
}

/**
 * The constraint that refused a row for clashing with another (a unique index, or an exclusion
 * constraint such as 'no two overlapping bookings'), or null for any other error.
 */
export const violatedUniqueConstraint = (error: unknown) =>
  violatedConstraint(error, UNIQUE_VIOLATION) ?? violatedConstraint(error, EXCLUSION_VIOLATION);

/** The check constraint that refused a row (one a trigger's write broke too), or null. */
export const violatedCheckConstraint = (error: unknown) =>
  violatedConstraint(error, CHECK_VIOLATION);

/**
 * Whether a failed query was chosen as the victim of a deadlock (SQLSTATE 40P01). Two transactions
 * inserting rows that clash under one exclusion constraint can each wait for the other; PostgreSQL
 * then fails one of them, which may simply try again.
 */
export function isDeadlock(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && isRecord(current); depth += 1) {
    if (current.code === '40P01') return true;
    current = current.cause;
  }
  return false;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
