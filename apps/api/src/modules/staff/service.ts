import {
  INVITED_STAFF_ROLES,
  type InvitedStaffRole,
  type StaffInvitationInput,
  type StaffList,
} from '@sustho/contracts';
import type { Database } from '../../db/client.js';
import { clock } from '../../lib/clock.js';
import { conflict, notFound } from '../../lib/errors.js';
import { type AuthUser, authRepository } from '../auth/index.js';
import { recordAudit } from '../audit/index.js';
import { sendInvitation } from '../invitations/index.js';
import { usersRepository } from '../users/index.js';
import { staffRepository as repository } from './repository.js';

/**
 * The Staff page (services.md §1, decision 047): admins invite pharmacists and lab technicians,
 * revoke open invitations and take the role away again. Every change is audited.
 */
export function staffService(db: Database, clinic: { publicUrl: string }) {
  return {
    async list(): Promise<StaffList> {
      const [members, invitations] = await Promise.all([
        usersRepository(db).listWithRoles(INVITED_STAFF_ROLES),
        repository(db).listOpenInvitations(),
      ]);
      const now = clock.now();
      return {
        members: members.map(({ id, name, email, role }) => ({
          _id: id,
          name,
          email,
          // listWithRoles answered only these roles.
          role: role as InvitedStaffRole,
        })),
        invitations: invitations.map(({ id, name, email, role, expiresAt }) => ({
          _id: id,
          name,
          email,
          role,
          expiresAt: expiresAt.toISOString(),
          expired: expiresAt <= now,
        })),
      };
    },

    /** 'Add staff': mails an invitation link; inviting an e-mail again replaces its open one. */
    async invite(actor: AuthUser, input: StaffInvitationInput) {
      const email = input.email.toLowerCase();
      return db.transaction(async (tx) => {
        const account = await authRepository(tx).findUserByEmail(email);
        if (account && account.role !== 'user') {
          throw conflict(`The account of ${email} is already a staff account`);
        }
        const { id: insertedId } = await sendInvitation(
          tx,
          { name: input.name, email, role: input.role },
          { publicUrl: clinic.publicUrl, language: actor.language },
          (tokenHash, expiresAt) =>
            repository(tx).replaceOpenInvitation({
              name: input.name,
              email,
              role: input.role,
              tokenHash,
              expiresAt,
            }),
        );
        await recordAudit(tx, {
          actor,
          action: 'staff.invite',
          targetType: 'staff',
          targetId: insertedId,
          details: { name: input.name, email, role: input.role },
        });
        return { acknowledged: true, insertedId };
      });
    },

    /** Revokes an invitation nobody accepted: its link stops working. */
    async revokeInvitation(actor: AuthUser, id: string) {
      return db.transaction(async (tx) => {
        const [revoked] = await repository(tx).deleteOpenInvitation(id);
        if (!revoked) throw notFound('No open staff invitation has this id');
        await recordAudit(tx, {
          actor,
          action: 'staff.invitation-revoke',
          targetType: 'staff',
          targetId: id,
          details: { email: revoked.email, role: revoked.role },
        });
        return { deletedCount: 1 };
      });
    },

    /** Takes a pharmacist's or lab technician's role away: the account is a patient's again. */
    async remove(actor: AuthUser, userId: string) {
      return db.transaction(async (tx) => {
        const [demoted] = await usersRepository(tx).demoteFrom(userId, INVITED_STAFF_ROLES);
        if (!demoted) throw notFound('No staff member has this id');
        await recordAudit(tx, {
          actor,
          action: 'staff.remove',
          targetType: 'user',
          targetId: userId,
          details: { email: demoted.email },
        });
        return { deletedCount: 1 };
      });
    },
  };
}

export type StaffService = ReturnType<typeof staffService>;
