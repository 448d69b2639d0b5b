import { z } from 'zod';
import { phoneNumber } from './bookings.js';
import { personName } from './common.js';
import { dateOfBirth, sex } from './records.js';

/**
 * The family (services.md §2): a patient account manages patients, itself ('Myself', relation
 * `self`, always first) and up to MAX_FAMILY_MEMBERS members. Bookings, the waitlist and every
 * later service are for one of them, named by `patientId`.
 */
export const FAMILY_RELATIONS = ['spouse', 'child', 'parent', 'sibling', 'other'] as const;
export type FamilyRelation = (typeof FAMILY_RELATIONS)[number];
export const PATIENT_RELATIONS = ['self', ...FAMILY_RELATIONS] as const;
export type PatientRelation = (typeof PATIENT_RELATIONS)[number];

export const DEFAULT_MAX_FAMILY_MEMBERS = 6;

/** Under this age (in whole years, on the clinic's day) a patient is a child: the consent is the guardian's. */
export const ADULT_AGE = 18;

const relation = z.enum(FAMILY_RELATIONS, {
  message: "must be 'spouse', 'child', 'parent', 'sibling' or 'other'",
});

/** POST /api/family: a family member. */
export const familyMemberInput = z
  .object({
    name: personName,
    relation,
    dateOfBirth,
    sex,
    phone: phoneNumber.nullable().optional(),
  })
  .strict();
export type FamilyMemberInput = z.input<typeof familyMemberInput>;
export type FamilyMemberRequest = z.output<typeof familyMemberInput>;

/** PATCH /api/family/{id}: any of a member's fields; Myself takes only its phone, date of birth and sex. */
export const familyMemberPatch = familyMemberInput
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'must change at least one field' });
export type FamilyMemberPatch = z.output<typeof familyMemberPatch>;

/** One patient of the account, as GET /api/family answers it. */
export const patientProfile = z.object({
  _id: z.string(),
  name: z.string(),
  relation: z.enum(PATIENT_RELATIONS),
  dateOfBirth: z.string().nullable(),
  sex: sex.nullable(),
  phone: z.string().nullable(),
  self: z.boolean(),
});
export type PatientProfile = z.infer<typeof patientProfile>;

/** Whole years from `dateOfBirth` to `today` (both 'YYYY-MM-DD'). */
export function ageOn(dateOfBirth: string, today: string): number {
  const [birthYear, birthMonthDay] = [Number(dateOfBirth.slice(0, 4)), dateOfBirth.slice(5)];
  const [year, monthDay] = [Number(today.slice(0, 4)), today.slice(5)];
  return year - birthYear - (monthDay < birthMonthDay ? 1 : 0);
}

/** Whether a patient born on `dateOfBirth` is a child on `today`; unknown birth dates are adults. */
export const isChildOn = (dateOfBirth: string | null, today: string) =>
  dateOfBirth !== null && ageOn(dateOfBirth, today) < ADULT_AGE;
