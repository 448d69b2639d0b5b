/**
 * A patient is a `user`; doctors and admins are staff (docs/product/accounts.md §1). Kept apart from the zod
 * schemas so the web app's first screen can read roles without loading zod.
 */
export const USER_ROLES = ['user', 'doctor', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const STAFF_ROLES = ['doctor', 'admin'] as const satisfies UserRole[];
