import type { FamilyMemberInput, PatientProfile } from '@sustho/contracts';
import { expect } from 'vitest';
import type { App } from '../src/app.js';
import type { createUser } from './factories.js';

type SignedIn = Awaited<ReturnType<typeof createUser>>;

let members = 0;

/** A family member's fields, a child's unless told otherwise, with a name of its own. */
export function memberFields(overrides: Partial<FamilyMemberInput> = {}): FamilyMemberInput {
  members += 1;
  return {
    name: `Nusrat Jahan ${members}`,
    relation: 'child',
    dateOfBirth: '2018-04-12',
    sex: 'female',
    ...overrides,
  };
}

/** Adds a member to `parent`'s family through POST /api/family; answers the new profile. */
export async function addMember(
  app: App,
  parent: SignedIn,
  overrides: Partial<FamilyMemberInput> = {},
): Promise<PatientProfile> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/family',
    headers: parent.headers,
    payload: memberFields(overrides),
  });
  expect(response.statusCode).toBe(201);
  return response.json<PatientProfile>();
}
