import type { Executor } from '../../db/client.js';
import { doctorsRepository } from './repository.js';

/**
 * What the doctors module forgets of a deleted account, in the transaction that deletes it: the
 * doctor it spoke for is 'Invited' again, to a new account. The composition root hands it to the
 * users module, which deletes accounts.
 */
export function unlinkDeletedAccount(tx: Executor, userId: string): Promise<void> {
  return doctorsRepository(tx).unlinkAccount(userId);
}
