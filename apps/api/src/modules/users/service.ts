import type { Database } from '../../db/client.js';
import { clinicNow } from '../../lib/clinic-time.js';
import { clock } from '../../lib/clock.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../auth/access-token.js';
import { recordAudit } from '../audit/record.js';
import { usersRepository as repository } from './repository.js';

export function usersService(db: Database, timeZone: string) {
  return {
    /** POST /users: the caller registers their own record; repeating it changes nothing. */
    async register(caller: AuthUser, input: { name: string; email: string }) {
      if (input.email.toLowerCase() !== caller.email)
        throw forbidden('You can only register your own e-mail');
      if (input.name !== caller.name) await repository(db).updateName(caller.id, input.name);
      return { acknowledged: true };
    },

    /** The profile photo: an image the caller uploaded through the API (so it is served from our origin). */
    setPhoto: (caller: AuthUser, url: string) => repository(db).updateImage(caller.id, url),

    /** GET /users/admin/:email: answered for the user themself or an admin. */
    async isAdmin(caller: AuthUser, email: string) {
      if (caller.role !== 'admin' && caller.email !== email.toLowerCase()) {
        throw forbidden('You can only ask about your own account');
      }
      const user = await repository(db).findByEmail(email);
      return { isAdmin: user?.role === 'admin' };
    },

    /**
     * Deletes an account: its sessions and tokens end (cascade), its future unpaid bookings are
     * cancelled so the slots free up, payments stay. The last admin can never be deleted.
     */
    async deleteUser(actor: AuthUser, targetId: string) {
      return db.transaction(async (tx) => {
        const admins = await repository(tx).lockAdmins();
        const target = await repository(tx).lockUser(targetId);
        if (!target) throw notFound('No user has this id');
        if (target.role === 'admin' && admins.length <= 1) {
          throw conflict('The last admin cannot be deleted: make another user an admin first');
        }
        const { today } = clinicNow(clock.now(), timeZone);
        const cancelled = await repository(tx).cancelFutureUnpaidBookings(target.id, today);
        const deleted = await repository(tx).deleteUser(target.id);
        await recordAudit(tx, {
          actor,
          action: actor.id === target.id ? 'user.delete-self' : 'user.delete',
          targetType: 'user',
          targetId: target.id,
          details: { email: target.email, cancelledBookings: cancelled.length },
        });
        return { deletedCount: deleted.length };
      });
    },
  };
}

export type UsersService = ReturnType<typeof usersService>;
