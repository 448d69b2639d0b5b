import type { Executor } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import { usersRepository } from './repository.js';

/** The two ways an admin stops being one: their account is deleted, or the role is taken away. */
export type AdminRemoval = 'delete' | 'remove-admin';

/**
 * The clinic always keeps an admin, since somebody must be able to run it (docs/product/accounts.md §7). This
 * is the one place that rule lives, for deleting an account and for 'Remove admin' alike.
 */
function refuseIfLastAdmin(target: { role: string }, admins: number, removal: AdminRemoval) {
  if (target.role !== 'admin' || admins > 1) return;
  throw conflict(
    removal === 'delete'
      ? 'The last admin cannot be deleted: make another user an admin first'
      : 'The last admin cannot stop being an admin: make another user an admin first',
  );
}

/**
 * The rule read without locks, for a caller that must refuse before slow work it cannot undo
 * (deletion's refunds); the change itself must still go through lockKeepingAnAdmin.
 */
export async function checkKeepsAnAdmin(
  db: Executor,
  target: { role: string },
  removal: AdminRemoval,
) {
  refuseIfLastAdmin(target, await usersRepository(db).countAdmins(), removal);
}

/**
 * The rule as it holds: inside the transaction of the change, every admin's row and the target's
 * are locked until it ends, so of two removals at once the second waits and then counts the admins
 * the first left. Answers the target, locked.
 */
export async function lockKeepingAnAdmin(tx: Executor, targetId: string, removal: AdminRemoval) {
  const users = usersRepository(tx);
  const admins = await users.lockAdmins();
  const target = await users.lockUser(targetId);
  if (!target) throw notFound('No user has this id');
  refuseIfLastAdmin(target, admins.length, removal);
  return target;
}
