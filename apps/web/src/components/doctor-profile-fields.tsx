import { BMDC_NUMBER_PATTERN, type DoctorProfileFields } from '@sustho/contracts';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { TextArea } from './ui/text-area';
import { TextField } from './ui/text-field';
import type { Copy } from '../copy/en';
import { useCopy } from '../copy/language';

/**
 * The profile as typed: every field is text, empty when left out; the server checks it again.
 * `text` is `useCopy().admin.doctorProfile`, so the messages are in the visitor's language.
 */
export const doctorProfileForm = (text: Copy['admin']['doctorProfile']) =>
  z.object({
    bmdcNumber: z
      .string()
      .trim()
      .refine((value) => value === '' || BMDC_NUMBER_PATTERN.test(value), text.bmdcNumberInvalid),
    qualifications: z.string().trim().max(200),
    qualificationsBn: z.string().trim().max(200),
    experienceYears: z
      .string()
      .trim()
      .refine((value) => value === '' || (/^\d{1,2}$/.test(value) && Number(value) <= 80), {
        message: text.experienceInvalid,
      }),
    languages: z.string().max(500),
    bio: z.string().trim().max(1000),
    bioBn: z.string().trim().max(1000),
  });
export type DoctorProfileForm = z.infer<ReturnType<typeof doctorProfileForm>>;
type ProfileKey = keyof DoctorProfileForm;

/** The typed form as the API takes it: empty means none, languages are split at commas. */
export const toProfileInput = (values: DoctorProfileForm): DoctorProfileFields => ({
  bmdcNumber: values.bmdcNumber === '' ? null : values.bmdcNumber,
  qualifications: values.qualifications,
  qualificationsBn: values.qualificationsBn,
  experienceYears: values.experienceYears === '' ? null : Number(values.experienceYears),
  languages: values.languages
    .split(',')
    .map((language) => language.trim())
    .filter(Boolean),
  bio: values.bio,
  bioBn: values.bioBn,
});

export const toProfileForm = (profile: DoctorProfileFields): DoctorProfileForm => ({
  bmdcNumber: profile.bmdcNumber ?? '',
  qualifications: profile.qualifications,
  qualificationsBn: profile.qualificationsBn,
  experienceYears: profile.experienceYears === null ? '' : String(profile.experienceYears),
  languages: profile.languages.join(', '),
  bio: profile.bio,
  bioBn: profile.bioBn,
});

export const emptyProfileForm: DoctorProfileForm = {
  bmdcNumber: '',
  qualifications: '',
  qualificationsBn: '',
  experienceYears: '',
  languages: '',
  bio: '',
  bioBn: '',
};

/**
 * The doctor's profile inputs, inside a form that has them: Add A Doctor, Edit doctor, and a
 * doctor's own profile (which leaves out the registration number, the clinic's to set).
 */
export function DoctorProfileInputs({
  register,
  errors,
  withRegistration = true,
}: {
  register: (name: ProfileKey) => UseFormRegisterReturn;
  errors: Partial<Record<ProfileKey, FieldError>>;
  withRegistration?: boolean;
}) {
  const copy = useCopy();
  const text = copy.admin.doctorProfile;
  return (
    <>
      {withRegistration && (
        <TextField
          label={text.bmdcNumber}
          hint={text.bmdcNumberHint}
          autoComplete="off"
          maxLength={10}
          error={errors.bmdcNumber?.message}
          {...register('bmdcNumber')}
        />
      )}
      <TextField
        label={text.qualifications}
        hint={text.qualificationsHint}
        autoComplete="off"
        maxLength={200}
        error={errors.qualifications?.message}
        {...register('qualifications')}
      />
      <TextField
        label={text.qualificationsBn}
        hint={text.inBanglaHint}
        lang="bn"
        autoComplete="off"
        maxLength={200}
        error={errors.qualificationsBn?.message}
        {...register('qualificationsBn')}
      />
      <TextField
        label={text.experienceYears}
        inputMode="numeric"
        autoComplete="off"
        maxLength={2}
        error={errors.experienceYears?.message}
        {...register('experienceYears')}
      />
      <TextField
        label={text.languages}
        hint={text.languagesHint}
        autoComplete="off"
        maxLength={500}
        error={errors.languages?.message}
        {...register('languages')}
      />
      <TextArea
        label={text.bio}
        maxLength={1000}
        rows={4}
        error={errors.bio?.message}
        {...register('bio')}
      />
      <TextArea
        label={text.bioBn}
        lang="bn"
        maxLength={1000}
        rows={4}
        error={errors.bioBn?.message}
        {...register('bioBn')}
      />
    </>
  );
}
