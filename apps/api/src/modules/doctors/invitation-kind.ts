import type { InvitationKind } from '../invitations/index.js';
import { doctorsRepository as repository } from './repository.js';

/**
 * A doctor's invitation, kept with their listing: it is used once the listing has an account, and
 * accepting it links the account to the listing.
 */
export const doctorInvitationKind: InvitationKind = {
  async find(executor, tokenHash, options) {
    const row = await repository(executor).findInvitation(tokenHash, options);
    if (!row) return null;
    return {
      id: row.id,
      name: row.doctorName,
      email: row.email,
      role: 'doctor',
      expiresAt: row.expiresAt,
      used: row.acceptedAt !== null || row.doctorUserId !== null,
      target: { type: 'doctor', id: row.doctorId },
    };
  },

  async accepted(tx, invitation, accountId) {
    await repository(tx).linkAccount(invitation.target.id, accountId);
    await repository(tx).markAccepted(invitation.id);
  },
};
