import { forbidden } from '../../lib/errors.js';
import type { AuthUser } from '../auth/index.js';

/**
 * THE rule of which accounts act as patients (book, join the waitlist, manage a family): every
 * account but a doctor's, whose account is for seeing patients (docs/product/bookings.md §1).
 */
export function actingAsPatient(caller: AuthUser): AuthUser {
  if (caller.role === 'doctor')
    throw forbidden('A doctor account cannot book appointments: sign in as a patient to book');
  return caller;
}
