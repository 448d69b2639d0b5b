import { z } from 'zod';
import { currency } from './money.js';

/** The next free slot of a doctor: the day as the wire writes it ('Jan 5, 2023') and its slot label. */
/** A doctor's first free day: its first free slot, and its first three (the cards' slot buttons). */
export const nextAvailable = z.object({
  date: z.string(),
  slot: z.string(),
  slots: z
    .array(z.string())
    .describe('The first free slots of that day, at most three, in time order'),
});
export type NextAvailable = z.infer<typeof nextAvailable>;

/**
 * A doctor as the public directory shows them (docs/product/doctors.md §5). `treatmentName` is
 * the treatment they practise, by the name the booking modal picks it by; `specialty` is the same
 * treatment in the reader's language (the same value in English), and `qualifications` and `bio`
 * are the reader's language too, English where the clinic wrote no Bangla (decision 042);
 * `category` is that treatment's service. Never an e-mail address: the page is public.
 */
export const publicDoctor = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  specialty: z.string(),
  treatmentName: z.string(),
  category: z.string(),
  qualifications: z.string(),
  experienceYears: z.number().int().nullable(),
  languages: z.array(z.string()),
  bio: z.string(),
  bmdcNumber: z.string().nullable(),
  price: z.number(),
  currency,
  nextAvailable: nextAvailable.nullable(),
});
export type PublicDoctor = z.infer<typeof publicDoctor>;

/**
 * GET /api/public/doctors/{id}/days: each day from today to the booking horizon ('Jan 5, 2023'),
 * 'free' with a slot left, 'full' when the doctor works but nothing is left, 'off' on a day off or
 * time off.
 */
export const doctorDay = z.object({
  date: z.string(),
  state: z.enum(['free', 'full', 'off']),
});
export type DoctorDay = z.infer<typeof doctorDay>;

export const DOCTOR_SEARCH_MAX_LENGTH = 100;

/**
 * GET /api/public/doctors: `specialty` is a treatment's name or a service's name (ignoring case),
 * `q` a part of the doctor's name (ignoring case). Empty values mean no filter, as a form sends them.
 */
export const doctorsQuery = z.object({
  specialty: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((text) => text || undefined),
  q: z
    .string()
    .trim()
    .max(DOCTOR_SEARCH_MAX_LENGTH, {
      message: `must be at most ${DOCTOR_SEARCH_MAX_LENGTH} characters`,
    })
    .optional()
    .transform((text) => text || undefined),
});
