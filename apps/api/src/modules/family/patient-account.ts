import { actsAsPatient } from '@sustho/contracts';
import { forbidden } from '../../lib/errors.js';
import type { AuthUser } from '../auth/index.js';

/**
 * Refuses an account that does not act as a patient (contracts' `actsAsPatient`: a doctor's,
 * pharmacist's or lab technician's) before it books, joins a waitlist, consults now or manages a
 * family (docs/product/bookings.md §1, decision 047).
 */
export function actingAsPatient(caller: AuthUser): AuthUser {
  if (!actsAsPatient(caller.role))
    throw forbidden(
      "This account is for the clinic's work: sign in with a patient account to book, order or consult",
    );
  return caller;
}
