import { ADMIN_PAGE_SIZE, type UserListEntry, type UsersQuery } from '@sustho/contracts';
import type { Database } from '../../db/client.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../auth/index.js';
import { recordAudit } from '../audit/index.js';
import { lockKeepingAnAdmin } from './last-admin.js';
import { usersRepository as repository } from './repository.js';
import type { PlansService } from '../plans/index.js';
import type { UsersService } from './service.js';

/**
 * What admins do to other accounts on All Users: list, make admin, remove admin, delete.
 * `adminEmails` (ADMIN_EMAILS) are made admins again at every start, so their role is not taken here.
 */
export function usersAdminService(
  db: Database,
  users: UsersService,
  adminEmails: string[],
  plans: Pick<PlansService, 'runningFor'>,
) {
  return {
    /** A page of users, each with the plan it runs today (services.md §4). */
    async list(query: UsersQuery): Promise<{ users: UserListEntry[]; total: number }> {
      const [rows, total] = await Promise.all([
        repository(db).listUsers(query, ADMIN_PAGE_SIZE),
        repository(db).countUsers(query.q),
      ]);
      const running = await plans.runningFor(rows.map((row) => row.id));
      return {
        users: rows.map(({ id, ...user }) => ({ _id: id, ...user, plan: running.get(id) ?? null })),
        total,
      };
    },

    /** Making an admin of someone who already is one changes nothing and answers modifiedCount 0. */
    async makeAdmin(actor: AuthUser, id: string) {
      return db.transaction(async (tx) => {
        const target = await repository(tx).lockUser(id);
        if (!target) throw notFound('No user has this id');
        // A doctor account exists for one doctor; an admin account cannot be one (docs/product/accounts.md §2).
        if (target.role === 'doctor') throw conflict('A doctor account cannot be made an admin');
        const promoted = await repository(tx).makeAdmin(id);
        if (promoted.length > 0) {
          await recordAudit(tx, {
            actor,
            action: 'user.make-admin',
            targetType: 'user',
            targetId: id,
            details: { email: target.email },
          });
        }
        return { modifiedCount: promoted.length };
      });
    },

    /**
     * 'Remove admin': the account becomes a patient's again. Never one's own (another admin must
     * decide it) and never the last admin; removing it from a non-admin changes nothing.
     */
    async removeAdmin(actor: AuthUser, id: string) {
      if (actor.id === id) {
        throw forbidden('You cannot remove your own admin role: ask another admin');
      }
      return db.transaction(async (tx) => {
        const target = await lockKeepingAnAdmin(tx, id, 'remove-admin');
        if (target.role === 'admin' && adminEmails.includes(target.email)) {
          throw conflict(
            'This admin is named in ADMIN_EMAILS, which makes them an admin again at every start: remove the address there first',
          );
        }
        const demoted = await repository(tx).removeAdmin(id);
        if (demoted.length > 0) {
          await recordAudit(tx, {
            actor,
            action: 'user.remove-admin',
            targetType: 'user',
            targetId: id,
            details: { email: target.email },
          });
        }
        return { modifiedCount: demoted.length };
      });
    },

    /** All Users never deletes the admin's own row: that goes through the profile page and its own checks. */
    async deleteUser(actor: AuthUser, id: string) {
      if (actor.id === id)
        throw forbidden('You cannot delete your own account here: use your profile page');
      return users.deleteUser(actor, id);
    },
  };
}

export type UsersAdminService = ReturnType<typeof usersAdminService>;
