import { eq, type AnyColumn } from 'drizzle-orm';

/**
 * Whose rows a forgetting step takes (care.md §4, services.md §2): every patient of an account
 * (deleting the account) or one patient (removing a family member).
 */
export type PatientsOf = { account: string } | { patient: string };

/** The condition selecting `of`'s rows of a table, given its account and patient columns. */
export const rowsOfPatients = (
  of: PatientsOf,
  columns: { account: AnyColumn; patient: AnyColumn },
) => ('account' in of ? eq(columns.account, of.account) : eq(columns.patient, of.patient));
