import type { AcceptInvitationInput, InvitationView } from '@sustho/contracts';
import type { Database, Executor } from '../../db/client.js';
import { clock } from '../../lib/clock.js';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/errors.js';
import { type AuthUser, createPasswordUser, authRepository } from '../auth/index.js';
import { recordAudit } from '../audit/index.js';
import { bookingsRepository } from '../bookings/index.js';
import { clinicMoment, usersRepository } from '../users/index.js';
import type { FoundInvitation, InvitationKind } from './kind.js';
import { hashInvitationToken } from './send.js';

/**
 * The invitation link a doctor or staff member opens (docs/product/doctors.md §1, decision 047).
 * Unknown links answer 404; used and expired ones 409 with the reason, the same way, so the page
 * can show it. Every kind of invitation goes through this one flow.
 */
export function invitationsService(db: Database, timeZone: string, kinds: InvitationKind[]) {
  async function find(tx: Executor, tokenHash: string, options: { lock: boolean }) {
    for (const kind of kinds) {
      const invitation = await kind.find(tx, tokenHash, options);
      if (invitation) return { kind, invitation };
    }
    return null;
  }

  async function usableInvitation(tx: Executor, token: string, options: { lock: boolean }) {
    const found = await find(tx, hashInvitationToken(token), options);
    if (!found) throw notFound('This invitation link is not valid');
    if (found.invitation.used) {
      throw conflict('This invitation has already been used: sign in with your account');
    }
    if (found.invitation.expiresAt <= clock.now()) {
      throw conflict('This invitation has expired: ask the clinic to send a new one');
    }
    return found;
  }

  /** The invited account that signs in with the e-mail invited and the password chosen. */
  async function newAccount(
    tx: Executor,
    invitation: FoundInvitation,
    password: string | undefined,
  ) {
    if (!password) throw badRequest('body.password: is required to create your account');
    const { user } = await createPasswordUser(tx, {
      name: invitation.name,
      email: invitation.email,
      password,
      role: invitation.role,
      emailVerified: true,
    });
    return user;
  }

  return {
    async view(token: string): Promise<InvitationView> {
      const { invitation } = await usableInvitation(db, token, { lock: false });
      const account = await authRepository(db).findUserByEmail(invitation.email);
      return {
        name: invitation.name,
        email: invitation.email,
        role: invitation.role,
        accountExists: account !== null,
      };
    },

    /**
     * Makes the invited account: a new one with the password given, or the existing patient
     * account of that e-mail when its owner is signed in. The invitation row stays locked until
     * the end, so two acceptances cannot both succeed.
     */
    async accept(caller: AuthUser | null, token: string, input: AcceptInvitationInput) {
      return db.transaction(async (tx) => {
        const { kind, invitation } = await usableInvitation(tx, token, { lock: true });
        if (caller && caller.email !== invitation.email) {
          throw forbidden(
            `This invitation is for ${invitation.email}: sign in with that account to accept it`,
          );
        }
        const existing = await authRepository(tx).findUserByEmail(invitation.email);
        if (existing && !caller) {
          throw unauthorized(
            `An account with the e-mail ${invitation.email} exists: sign in to accept the invitation`,
          );
        }
        const account = existing ?? (await newAccount(tx, invitation, input.password));
        if (existing && account.role === 'admin') {
          throw conflict('An admin account cannot accept an invitation to join as staff');
        }
        if (existing && account.role !== 'user') {
          throw conflict('This account is already a staff account');
        }
        const { today, time } = clinicMoment(timeZone);
        if (
          (await bookingsRepository(tx).listUpcoming({ account: account.id }, today, time)).length >
          0
        ) {
          throw conflict(
            'This account has upcoming appointments: cancel them in My Appointments before accepting the invitation',
          );
        }
        await usersRepository(tx).setRole(account.id, invitation.role);
        await kind.accepted(tx, invitation, account.id);
        await recordAudit(tx, {
          actor: { id: account.id, email: account.email },
          action: `${invitation.target.type}.invitation-accept`,
          targetType: invitation.target.type,
          targetId: invitation.target.id,
          details: { accountCreated: !existing, role: invitation.role },
        });
        return { acknowledged: true };
      });
    },
  };
}

export type InvitationsService = ReturnType<typeof invitationsService>;
