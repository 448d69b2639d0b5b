import type { Executor } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { familyRepository } from './repository.js';

/** The one answer to a profile the caller does not hold, whatever the route (services.md §2). */
export const NO_SUCH_PATIENT = 'No patient in your family has this id';

/** The patient something is done for: Myself (the account's own id) or a member. */
export interface PatientFor {
  id: string;
  /** The member's name; null for Myself, whose name on a booking is the one typed. */
  memberName: string | null;
}

/**
 * THE rule of which patient a request of an account may name (services.md §2): its own profile
 * (the default) or one of its members that was not removed; any other id is a 404. Every route
 * that takes a `patientId` asks here.
 */
export async function patientFor(
  executor: Executor,
  accountId: string,
  patientId: string | undefined,
): Promise<PatientFor> {
  if (patientId === undefined || patientId === accountId)
    return { id: accountId, memberName: null };
  const member = await familyRepository(executor).find(accountId, patientId);
  if (!member) throw notFound(NO_SUCH_PATIENT);
  return { id: member.id, memberName: member.name };
}
