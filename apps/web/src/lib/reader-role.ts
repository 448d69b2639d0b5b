import type { UserRole } from '@sustho/contracts/roles';

/**
 * The role whose pages and menu a signed-in reader gets: the admin check answers before /me can go
 * stale, so it decides an admin's; a reader whose role is not known yet is a patient.
 */
export const readerRole = (isAdmin: boolean, role: UserRole | undefined): UserRole =>
  isAdmin ? 'admin' : (role ?? 'user');
