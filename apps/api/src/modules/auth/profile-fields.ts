import { languageCode, personName, uploadedImageUrl } from '@sustho/contracts';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { z } from 'zod';

/** The better-auth calls that write a user's own name, photo or language. */
const PROFILE_WRITES = new Set(['/sign-up/email', '/update-user']);

/** The rules of the fields better-auth would otherwise store as given. */
const FIELD_RULES: Record<string, z.ZodType> = {
  name: personName,
  image: uploadedImageUrl,
  language: languageCode,
};

/**
 * Checks the name and photo that sign-up and profile updates carry with the same rules as every
 * other form: a name ends up in e-mails, and a photo URL in every page that shows the avatar.
 */
export const checkProfileFields = createAuthMiddleware(async (ctx) => {
  if (!PROFILE_WRITES.has(ctx.path)) return;
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  for (const [field, rule] of Object.entries(FIELD_RULES)) {
    if (body[field] === undefined || (field === 'image' && body[field] === null)) continue;
    const checked = rule.safeParse(body[field]);
    if (!checked.success) {
      throw new APIError('BAD_REQUEST', {
        message: `body.${field}: ${checked.error.issues[0]!.message}`,
      });
    }
    body[field] = checked.data;
  }
});
