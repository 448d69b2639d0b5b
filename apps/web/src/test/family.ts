import type { PatientProfile } from '@sustho/contracts';

/** A child of the test account's family, as GET /api/family answers him. */
export const rafi: PatientProfile = {
  _id: '7a1c2e3f-4b5d-4e6f-8a9b-0c1d2e3f4a5b',
  name: 'Rafi Uddin',
  relation: 'child',
  dateOfBirth: '2019-03-01',
  sex: 'male',
  phone: null,
  self: false,
};

/** An account's own profile ('Myself'), as GET /api/family answers it, with the facts given. */
export const myselfOf = (
  account: { id: string; name: string },
  facts: Partial<Pick<PatientProfile, 'dateOfBirth' | 'sex' | 'phone'>> = {},
): PatientProfile => ({
  _id: account.id,
  name: account.name,
  relation: 'self',
  dateOfBirth: null,
  sex: null,
  phone: null,
  self: true,
  ...facts,
});
