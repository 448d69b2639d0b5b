import type { FamilyMemberPatch, FamilyMemberRequest, PatientProfile } from '@sustho/contracts';
import type { Database } from '../../db/client.js';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/errors.js';
import type { AuthUser } from '../auth/index.js';
import { NO_SUCH_PATIENT } from './patient-for.js';
import { familyRepository, type PatientRow } from './repository.js';

const profileOf = (row: PatientRow): PatientProfile => ({
  _id: row.id,
  name: row.name,
  relation: row.relation,
  dateOfBirth: row.dateOfBirth,
  sex: row.sex,
  phone: row.phone,
  self: row.relation === 'self',
});

/**
 * My Family (services.md §2): the patients an account manages. Myself is the account: its name
 * is the account's (changed on Profile), so here it takes only its date of birth, sex and phone.
 * Removing a member is the users module's (it cancels and refunds, as deleting an account does).
 */
export function familyService(db: Database, settings: { maxMembers: number }) {
  return {
    async list(caller: AuthUser): Promise<PatientProfile[]> {
      return (await familyRepository(db).list(caller.id)).map(profileOf);
    },

    add: (caller: AuthUser, input: FamilyMemberRequest): Promise<PatientProfile> =>
      db.transaction(async (tx) => {
        const family = familyRepository(tx);
        if (!(await family.holdAccount(caller.id)))
          throw unauthorized('Your account no longer exists');
        const added = await family.insertMember(caller.id, input, settings.maxMembers);
        if (!added)
          throw conflict(
            `You can add at most ${settings.maxMembers} family members: remove one to add another`,
          );
        return profileOf(added);
      }),

    async update(caller: AuthUser, id: string, patch: FamilyMemberPatch): Promise<PatientProfile> {
      if (id === caller.id && (patch.name !== undefined || patch.relation !== undefined))
        throw badRequest(
          'body: your own name is changed on your profile, and your relation is always Myself',
        );
      const updated = await familyRepository(db).update(caller.id, id, patch);
      if (!updated) throw notFound(NO_SUCH_PATIENT);
      return profileOf(updated);
    },
  };
}

export type FamilyService = ReturnType<typeof familyService>;
