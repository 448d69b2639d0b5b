import { z } from 'zod';
import { personName } from './common.js';
import { INVITED_STAFF_ROLES } from './roles.js';

/**
 * Staff (services.md §1, decision 047): pharmacists and lab technicians, whom an admin invites
 * on /dashboard/staff through the same `/invite/{token}` link as doctors.
 */
const staffRole = z.enum(INVITED_STAFF_ROLES, { message: "must be 'pharmacist' or 'lab'" });

/** POST /api/staff/invitations: 'Add staff'. */
export const staffInvitationInput = z
  .object({
    name: personName,
    email: z.email({ message: 'must be a valid e-mail address' }).max(320),
    role: staffRole,
  })
  .strict();
export type StaffInvitationInput = z.infer<typeof staffInvitationInput>;

/** A pharmacist's or lab technician's account. */
export const staffMember = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: staffRole,
});
export type StaffMember = z.infer<typeof staffMember>;

/** An invitation nobody accepted yet; an expired one stays listed until revoked or sent again. */
export const pendingStaffInvitation = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: staffRole,
  expiresAt: z.string(),
  expired: z.boolean(),
});
export type PendingStaffInvitation = z.infer<typeof pendingStaffInvitation>;

/** GET /api/staff: the staff accounts, then the invitations still open. */
export const staffList = z.object({
  members: z.array(staffMember),
  invitations: z.array(pendingStaffInvitation),
});
export type StaffList = z.infer<typeof staffList>;
