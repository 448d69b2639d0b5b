/**
 * A patient is a `user`; doctors, admins, pharmacists and lab technicians are staff
 * (docs/product/accounts.md §1, decision 047). Kept apart from the zod schemas so the web app's
 * first screen can read roles without loading zod.
 */
export const USER_ROLES = ['user', 'doctor', 'admin', 'pharmacist', 'lab'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const STAFF_ROLES = ['doctor', 'admin', 'pharmacist', 'lab'] as const satisfies UserRole[];

/** The staff an admin invites on the Staff page (doctors are invited with their listing). */
export const INVITED_STAFF_ROLES = ['pharmacist', 'lab'] as const satisfies UserRole[];
export type InvitedStaffRole = (typeof INVITED_STAFF_ROLES)[number];

const patientRoles: readonly UserRole[] = ['user', 'admin'];

/**
 * THE rule of which accounts act as patients (book, join a waitlist, consult now, manage a family,
 * order): a patient's and an admin's. A doctor's, pharmacist's or lab technician's account is for
 * the clinic's work.
 */
export const actsAsPatient = (role: UserRole) => patientRoles.includes(role);

/** Every role an invitation link can give: a doctor's (invited with their listing) or a staff role. */
export const INVITED_ROLES = ['doctor', ...INVITED_STAFF_ROLES] as const satisfies UserRole[];
export type InvitedRole = (typeof INVITED_ROLES)[number];

/** Who works the lab (its catalogue, later its orders): lab technicians, and admins, who keep every ability. */
export const LAB_STAFF_ROLES = ['lab', 'admin'] as const satisfies UserRole[];

const labStaff: readonly UserRole[] = LAB_STAFF_ROLES;

/** Who edits the lab test catalogue (services.md §6). */
export const editsLabCatalogue = (role: UserRole) => labStaff.includes(role);
/** Who works the pharmacy (catalogue, orders): pharmacists, and admins, who keep every ability. */
export const PHARMACY_STAFF_ROLES = ['pharmacist', 'admin'] as const satisfies UserRole[];
