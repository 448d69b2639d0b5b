import type { ConsultationRole } from '@sustho/contracts';
import type { Executor } from '../../db/client.js';
import { consultationsRepository } from './repository.js';

/**
 * Whether a party is in a booking's room at `now`: one of their connections said so recently
 * (signalling.ts keeps their presence ahead while a socket is open). Consult now asks it of the
 * doctor, to notice one who dropped (services.md §3).
 */
export function partyInRoom(
  executor: Executor,
  bookingId: string,
  party: ConsultationRole,
  now: Date,
): Promise<boolean> {
  return consultationsRepository(executor).isPresent(bookingId, party, now);
}
