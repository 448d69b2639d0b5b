import type { InvitationKind } from '../invitations/index.js';
import { staffRepository as repository } from './repository.js';

/** A pharmacist's or lab technician's invitation: used once accepted; it links nothing else. */
export const staffInvitationKind: InvitationKind = {
  async find(executor, tokenHash, options) {
    const row = await repository(executor).findInvitation(tokenHash, options);
    if (!row) return null;
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.role,
      expiresAt: row.expiresAt,
      used: row.acceptedAt !== null,
      target: { type: 'staff', id: row.id },
    };
  },

  async accepted(tx, invitation) {
    await repository(tx).markAccepted(invitation.id);
  },
};
