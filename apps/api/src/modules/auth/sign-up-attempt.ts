import { pages } from '@sustho/contracts';
import { createAuthMiddleware, isAPIError } from 'better-auth/api';
import type { Database } from '../../db/client.js';
import { clinicNow } from '../../lib/clinic-time.js';
import { clock } from '../../lib/clock.js';
import { enqueueMail } from '../mail/index.js';
import { signUpAttemptEmail } from './emails.js';
import { authRepository } from './repository.js';

/** better-auth's refusal of a sign-up whose e-mail already has an account. */
const EXISTING_ACCOUNT = 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL';

/**
 * A sign-up with an address that already has an account is refused as before (a new patient is
 * signed in at once, so the answer cannot hide it; decision 031), and the owner is told by e-mail,
 * once per clinic day at most: the job's key makes a second notice that day a no-op, so the
 * notice cannot be turned into a way to flood someone's inbox.
 */
export function mailOwnerOfSignUpAttempt(
  db: Database,
  settings: { publicUrl: string; timeZone: string },
) {
  return createAuthMiddleware(async (ctx) => {
    if (ctx.path !== '/sign-up/email') return;
    const refusal = ctx.context.returned;
    if (!isAPIError(refusal) || refusal.body?.code !== EXISTING_ACCOUNT) return;
    const { email } = (ctx.body ?? {}) as { email?: unknown };
    if (typeof email !== 'string') return;
    const owner = await authRepository(db).findUserByEmail(email.toLowerCase());
    // A deleted account keeps only an undeliverable placeholder address: nobody to tell.
    if (!owner || owner.deletedAt) return;
    const { today } = clinicNow(clock.now(), settings.timeZone);
    await enqueueMail(
      db,
      signUpAttemptEmail({
        to: owner.email,
        name: owner.name,
        url: `${settings.publicUrl}${pages.login.path()}`,
        language: owner.language,
      }),
      `sign-up-attempt:${owner.id}:${today}`,
    );
  });
}
