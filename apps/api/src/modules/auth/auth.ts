import { randomUUID } from 'node:crypto';
import {
  DEFAULT_LANGUAGE,
  languageOrDefault,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
} from '@sustho/contracts';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { publicUrl, trustedOrigins, type Env } from '../../config/env.js';
import type { Database } from '../../db/client.js';
import { accounts, sessions, twoFactors, users, verifications } from '../../db/schema.js';
import { clock } from '../../lib/clock.js';
import { countAccountMail } from '../jobs/index.js';
import { enqueueMail, type MailMessage } from '../mail/index.js';
import { passwordResetEmail, verificationEmail } from './emails.js';
import { checkProfileFields } from './profile-fields.js';
import { authRepository } from './repository.js';
import { phoneCodeRules, phoneCodeSignIn, UNUSED_PHONE_PATHS } from './phone-code.js';
import { mailOwnerOfSignUpAttempt } from './sign-up-attempt.js';
import { authenticatorApp, recordSecondFactor, staffTwoFactorRules } from './two-factor.js';

const SESSION_DAYS = 7;

/** The language an account's e-mails go out in; better-auth hands the user over with its extra fields. */
const accountLanguage = (user: object) => {
  const { language } = user as { language?: unknown };
  return languageOrDefault(language);
};

export const isGoogleConfigured = (env: Env) =>
  !!(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
export const isFacebookConfigured = (env: Env) =>
  !!(env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET);

/**
 * The identity service: better-auth on our own tables. Its rate limiter is off because the
 * routes in routes.ts apply ours (per IP and per account, shared through Redis when configured).
 * Roles are ours: `role` cannot be set through sign-up, and better-auth's admin plugin is not used,
 * so role changes only happen through the project's audited routes.
 */
export function createAuth(db: Database, env: Env, secret: string) {
  const origin = publicUrl(env);
  const accountMailCaps = {
    timeZone: env.CLINIC_TIME_ZONE,
    perHour: env.RESET_MAILS_PER_HOUR,
    perDay: env.RESET_MAILS_PER_DAY,
  };
  /**
   * Queues a reset or verification mail unless its address had RESET_MAILS_PER_HOUR (or _PER_DAY)
   * of them: past the cap nothing is sent, and the caller's answer is the same either way, so it
   * tells nobody whether an account exists.
   */
  const sendAccountMail = async (message: MailMessage) => {
    if (await countAccountMail(db, message.to, accountMailCaps, clock.now()))
      await enqueueMail(db, message);
  };

  return betterAuth({
    appName: 'Sustho',
    baseURL: origin,
    basePath: '/api/auth',
    secret,
    trustedOrigins: trustedOrigins(env),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
      },
    }),
    advanced: {
      database: { generateId: () => randomUUID() },
      useSecureCookies: origin.startsWith('https://'),
      // better-auth turns its origin and callback-URL checks off when NODE_ENV is 'test'; keep them
      // on always, so the tests run the production checks and no setting can open the door to CSRF.
      disableOriginCheck: false,
      // toWebHeaders puts the address Fastify resolved (TRUST_PROXY) in this header.
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    rateLimit: { enabled: false },
    // Account deletion and e-mail changes go through the project's own routes (audited, last-admin rule).
    // Second-factor codes come from an authenticator app only, never by e-mail or SMS; the SMS
    // code is a patient's first and only factor (decision 055), and no password goes by phone.
    disabledPaths: [
      '/delete-user',
      '/delete-user/callback',
      '/change-email',
      '/two-factor/send-otp',
      '/two-factor/verify-otp',
      ...UNUSED_PHONE_PATHS,
    ],
    telemetry: { enabled: false },
    hooks: {
      before: checkProfileFields,
      after: mailOwnerOfSignUpAttempt(db, { publicUrl: origin, timeZone: env.CLINIC_TIME_ZONE }),
    },
    session: {
      expiresIn: SESSION_DAYS * 86_400,
      updateAge: 86_400,
      additionalFields: {
        // Set only by recordSecondFactor below: no request may write it (decision 030).
        secondFactorVerifiedAt: { type: 'date', input: false, required: false },
      },
    },
    user: {
      additionalFields: {
        role: { type: 'string', input: false, defaultValue: 'user', required: false },
        language: { type: 'string', input: true, defaultValue: DEFAULT_LANGUAGE, required: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: true,
      requireEmailVerification: false,
      revokeSessionsOnPasswordReset: true,
      // The link just used is consumed; the other links of the same account must die with it.
      onPasswordReset: async ({ user }) => {
        await authRepository(db).deleteResetTokens(user.id);
      },
      resetPasswordTokenExpiresIn: 3600,
      sendResetPassword: async ({ user, url }) => {
        await sendAccountMail(
          passwordResetEmail({
            to: user.email,
            name: user.name,
            url,
            language: accountLanguage(user),
          }),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        await sendAccountMail(
          verificationEmail({
            to: user.email,
            name: user.name,
            url,
            language: accountLanguage(user),
          }),
        );
      },
    },
    socialProviders: isFacebookConfigured(env)
      ? {
          facebook: {
            clientId: env.FACEBOOK_CLIENT_ID!,
            clientSecret: env.FACEBOOK_CLIENT_SECRET!,
          },
        }
      : {},
    plugins: [
      authenticatorApp(),
      staffTwoFactorRules,
      phoneCodeSignIn(db, {
        codeMinutes: env.PHONE_CODE_MINUTES,
        sms: {
          timeZone: env.CLINIC_TIME_ZONE,
          dailyCapPerNumber: env.SMS_DAILY_CAP_PER_NUMBER,
          dailyCapPerAccount: env.SMS_DAILY_CAP_PER_ACCOUNT,
        },
      }),
      phoneCodeRules(db),
      ...(isGoogleConfigured(env)
        ? [
            genericOAuth({
              config: [
                {
                  // Endpoints come from OpenID discovery, so tests can point the same code at a local server.
                  providerId: 'google',
                  discoveryUrl: env.GOOGLE_DISCOVERY_URL,
                  clientId: env.GOOGLE_CLIENT_ID!,
                  clientSecret: env.GOOGLE_CLIENT_SECRET!,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
    databaseHooks: {
      session: { create: { before: recordSecondFactor } },
      user: {
        create: {
          // An account whose e-mail is in ADMIN_EMAILS is an admin from the moment it exists.
          before: async (user) => ({
            data: {
              ...user,
              email: user.email.toLowerCase(),
              role: env.ADMIN_EMAILS.includes(user.email.toLowerCase()) ? 'admin' : 'user',
            },
          }),
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
