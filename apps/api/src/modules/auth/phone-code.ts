import { languageOrDefault, normalisePhone, type UserRole } from '@sustho/contracts';
import type { BetterAuthPlugin, GenericEndpointContext } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { phoneNumber } from 'better-auth/plugins/phone-number';
import type { Database } from '../../db/client.js';
import { enqueueSms, type SmsLimits } from '../sms/index.js';
import { phoneCodeSms } from './phone-code-sms.js';
import { authRepository } from './repository.js';

/** The paths of better-auth's phone-number plugin this project does not use (no passwords by phone). */
export const UNUSED_PHONE_PATHS = [
  '/sign-in/phone-number',
  '/phone-number/request-password-reset',
  '/phone-number/reset-password',
];

/** Wrong codes allowed on one code: the sixth answer is TOO_MANY_ATTEMPTS and the code is gone. */
const CODE_TRIES = 5;

/** Only a patient's account signs in with an SMS code: staff sign in with their second factor (decision 030). */
const isPatient = (user: object | undefined) =>
  (user as { role?: UserRole } | undefined)?.role === 'user';

/**
 * A code that can never match a six-digit code: what a sign-in for a number no patient verified
 * checks against, so its answers (wrong code, expired, too many tries) are exactly a real
 * number's, and none of them ever starts a session.
 */
const NEVER_A_CODE = 'no-such-account';

export interface PhoneCodeSettings {
  codeMinutes: number;
  sms: SmsLimits;
}

/**
 * Signing in with an SMS code (services.md §7, decision 055), better-auth's phone-number plugin:
 * a signed-in patient proves a phone with `/phone-number/send-otp` then `/phone-number/verify`
 * with `updatePhoneNumber`; afterwards `/phone-number/verify` without it signs in to that account.
 * The code goes through the SMS outbox, counted in the daily caps; a number no patient verified
 * gets the same answer and no SMS.
 */
export function phoneCodeSignIn(db: Database, settings: PhoneCodeSettings) {
  const accounts = authRepository(db);

  /** Whom a code for `phone` is for: the signed-in patient proving it, or the patient who proved it. */
  async function recipient(phone: string, ctx: GenericEndpointContext | undefined) {
    const session = ctx ? await getSessionFromCtx(ctx) : null;
    if (session) return isPatient(session.user) ? session.user : null;
    return accounts.findPatientByVerifiedPhone(phone);
  }

  return phoneNumber({
    otpLength: 6,
    expiresIn: settings.codeMinutes * 60,
    allowedAttempts: CODE_TRIES,
    // The rules' hook below has written a number in its one form by now; any other is refused.
    phoneNumberValidator: (phone) => normalisePhone(phone) === phone,
    async sendOTP({ phoneNumber: phone, code }, ctx) {
      const user = await recipient(phone, ctx);
      if (!user) return;
      await enqueueSms(db, settings.sms, {
        to: phone,
        text: phoneCodeSms(code, settings.codeMinutes, languageOrDefault(user.language)),
        userId: user.id,
      });
    },
  });
}

/**
 * Our rules on top of the phone-number plugin, checked before its handlers run:
 * - every spelling of a number ('01712-345678', '8801712345678') becomes its one stored form,
 *   so codes, limits and accounts are found by it whoever typed it;
 * - proving a phone on Profile is for patients: staff get 403;
 * - signing in checks a number no patient verified against a code that never matches.
 */
export function phoneCodeRules(db: Database) {
  const accounts = authRepository(db);
  return {
    id: 'phone-code-rules',
    hooks: {
      before: [
        {
          matcher: (context) => context.path?.startsWith('/phone-number/') ?? false,
          handler: createAuthMiddleware(async (ctx) => {
            const body = ctx.body as Record<string, unknown> | undefined;
            const written = body?.phoneNumber;
            const phone = typeof written === 'string' ? normalisePhone(written) : null;
            if (!phone) return;
            if (ctx.path !== '/phone-number/verify')
              return { context: { body: { ...body, phoneNumber: phone } } };
            if (body?.updatePhoneNumber) {
              const session = await getSessionFromCtx(ctx);
              if (session && !isPatient(session.user)) {
                throw new APIError('FORBIDDEN', {
                  message: 'Signing in with an SMS code is for patient accounts',
                  code: 'PATIENTS_ONLY',
                });
              }
              return { context: { body: { ...body, phoneNumber: phone } } };
            }
            const owner = await accounts.findPatientByVerifiedPhone(phone);
            return {
              context: {
                body: { ...body, phoneNumber: phone, code: owner ? body?.code : NEVER_A_CODE },
              },
            };
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
