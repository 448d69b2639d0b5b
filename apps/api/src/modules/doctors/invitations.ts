import type { AcceptInvitationInput, InvitationView } from '@sustho/contracts';
import type { Database, Executor } from '../../db/client.js';
import { clock } from '../../lib/clock.js';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/errors.js';
import { type AuthUser, createPasswordUser, authRepository } from '../auth/index.js';
import { recordAudit } from '../audit/index.js';
import { bookingsRepository } from '../bookings/index.js';
import { clinicMoment, usersRepository } from '../users/index.js';
import { doctorsRepository as repository } from './repository.js';
import { hashInvitationToken } from './service.js';

/**
 * The invitation link a doctor opens (docs/product/doctors.md §1). Unknown links answer 404; used and expired ones
 * 409 with the reason, the same way, so the page can show it.
 */
export function invitationsService(db: Database, timeZone: string) {
  async function usableInvitation(tx: Executor, token: string, options: { lock: boolean }) {
    const invitation = await repository(tx).findInvitation(hashInvitationToken(token), options);
    if (!invitation) throw notFound('This invitation link is not valid');
    if (invitation.acceptedAt || invitation.doctorUserId) {
      throw conflict('This invitation has already been used: sign in with your account');
    }
    if (invitation.expiresAt <= clock.now()) {
      throw conflict('This invitation has expired: ask the clinic to send a new one');
    }
    return invitation;
  }

  /** A doctor's account that signs in with the e-mail invited and the password chosen. */
  async function newDoctorAccount(
    tx: Executor,
    invitation: { doctorName: string; email: string },
    password: string | undefined,
  ) {
    if (!password) throw badRequest('body.password: is required to create your account');
    const { user } = await createPasswordUser(tx, {
      name: invitation.doctorName,
      email: invitation.email,
      password,
      role: 'doctor',
      emailVerified: true,
    });
    return user;
  }

  return {
    async view(token: string): Promise<InvitationView> {
      const invitation = await usableInvitation(db, token, { lock: false });
      const account = await authRepository(db).findUserByEmail(invitation.email);
      return {
        doctorName: invitation.doctorName,
        email: invitation.email,
        accountExists: account !== null,
      };
    },

    /**
     * Makes the invited doctor's account: a new one with the password given, or the existing
     * account of that e-mail when its owner is signed in. The invitation row stays locked until
     * the end, so two acceptances cannot both succeed.
     */
    async accept(caller: AuthUser | null, token: string, input: AcceptInvitationInput) {
      return db.transaction(async (tx) => {
        const invitation = await usableInvitation(tx, token, { lock: true });
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
        const account = existing ?? (await newDoctorAccount(tx, invitation, input.password));
        if (account.role === 'admin') {
          throw conflict('An admin account cannot become a doctor account');
        }
        if (account.role === 'doctor' && existing) {
          throw conflict('This account is already the account of another doctor');
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
        await usersRepository(tx).setRole(account.id, 'doctor');
        await repository(tx).linkAccount(invitation.doctorId, account.id);
        await repository(tx).markAccepted(invitation.id);
        await recordAudit(tx, {
          actor: { id: account.id, email: account.email },
          action: 'doctor.invitation-accept',
          targetType: 'doctor',
          targetId: invitation.doctorId,
          details: { accountCreated: !existing },
        });
        return { acknowledged: true };
      });
    },
  };
}

export type InvitationsService = ReturnType<typeof invitationsService>;
