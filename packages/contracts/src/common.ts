import { z } from 'zod';
import { parseWireDate } from './clinic-date.js';

/** The body of every error answer: the HTTP status, its name and a sentence naming the problem. */
export const errorResponse = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const idParam = z.object({ id: z.uuid({ message: 'id must be a valid id' }) });

/** A day as the spec sends it ('Jan 5, 2023'); parsed to 'YYYY-MM-DD'. */
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

/** Dollars on the wire, cents in the database. */
export const dollars = z.number().nonnegative();
