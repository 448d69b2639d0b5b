import { z } from 'zod';
import { parseWireDate } from './clinic-date.js';
import { LANGUAGES } from './language.js';

/** The body of every error answer: the HTTP status, its name and a sentence naming the problem. */
export const errorResponse = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  /** Set on refusals the app handles by itself, such as 'two_factor_setup_required'. */
  code: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const idParam = z.object({ id: z.uuid({ message: 'id must be a valid id' }) });

/** A day on the wire (docs/product/api.md §2) ('Jan 5, 2023'); parsed to 'YYYY-MM-DD'. */
export const wireDate = z
  .string()
  .max(40)
  .transform((text, ctx) => {
    const iso = parseWireDate(text);
    if (!iso) {
      ctx.addIssue({ code: 'custom', message: "must be a date such as 'Jan 5, 2023'" });
      return z.NEVER;
    }
    return iso;
  });

/**
 * The optional `patientId` of everything done for a patient (booking, waitlist, and the services
 * after them): one of the caller's family profiles (GET /api/family); without it, the account's own.
 */
export const patientIdField = z
  .uuid({ message: 'must be the id of one of your family profiles' })
  .optional()
  .describe(
    "The patient this is for, one of GET /api/family's profiles; without it, the account's own",
  );

export const PERSON_NAME_MAX_LENGTH = 100;

/**
 * A person's name, wherever one is taken (sign-up, bookings, the contact form, doctors): it ends up
 * in e-mails and on screens, so it is short and on one line, without control characters.
 */
export const personName = z
  .string()
  .trim()
  .min(1, { message: 'is required' })
  .max(PERSON_NAME_MAX_LENGTH, { message: `must be at most ${PERSON_NAME_MAX_LENGTH} characters` })
  .regex(/^[^\p{Cc}]*$/u, { message: 'must be on one line, without control characters' });

/** The URL of an image uploaded through the API: a file in its own uploads folder, nothing else. */
export const uploadedImageUrl = z
  .string()
  .max(200)
  .regex(/^\/uploads\/[\w-]+\.webp$/, { message: 'must be the URL of an image uploaded here' });

/** Dollars on the wire, cents in the database. */
export const dollars = z.number().nonnegative();

/** A language Sustho speaks, as the account and the language switch carry it. */
export const languageCode = z.enum(LANGUAGES, {
  message: `language must be one of ${LANGUAGES.join(', ')}`,
});
