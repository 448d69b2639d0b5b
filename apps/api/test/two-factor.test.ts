import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { URI } from 'otpauth';
import { describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { outbox, sessions, twoFactors } from '../src/db/schema.js';
import { createAdmin, createDoctorUser, createUser } from './factories.js';
import { buildTestApp } from './helper.js';

/** Issue 13: staff sign in with an authenticator app code (decision 017). */
const { app } = await buildTestApp();
const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'correct-horse-battery';

let browsers = 0;

/**
 * The cookies a browser would hold: each answer's Set-Cookie replaces or expires its own. Each
 * browser has an address of its own, so the tests do not share the per-IP sign-in limits.
 */
function cookieJar() {
  const cookies = new Map<string, string>();
  browsers += 1;
  return {
    ip: `10.26.${Math.floor(browsers / 250)}.${(browsers % 250) + 1}`,
    take(response: LightMyRequestResponse) {
      for (const cookie of response.cookies as { name: string; value: string; maxAge?: number }[]) {
        if (cookie.maxAge === 0 || cookie.value === '') cookies.delete(cookie.name);
        else cookies.set(cookie.name, cookie.value);
      }
      return response;
    },
    get header() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
  };
}

type Jar = ReturnType<typeof cookieJar>;

/** A browser of one API: its better-auth calls, and what the app does after signing in. */
function browserOf(server: App) {
  const post = async (jar: Jar, path: string, payload: Record<string, unknown> = {}) =>
    jar.take(
      await server.inject({
        method: 'POST',
        url: `/api/auth${path}`,
        headers: { cookie: jar.header, origin: ORIGIN },
        remoteAddress: jar.ip,
        payload,
      }),
    );

  async function signIn(email: string, jar = cookieJar()) {
    const response = await post(jar, '/sign-in/email', { email, password: PASSWORD });
    return { jar, response };
  }

  /** Turns two-factor sign-in on as the profile page does; answers the authenticator and backup codes. */
  async function enable(email: string) {
    const { jar } = await signIn(email);
    const started = await post(jar, '/two-factor/enable', { password: PASSWORD });
    expect(started.statusCode).toBe(200);
    const { totpURI, backupCodes } = started.json<{ totpURI: string; backupCodes: string[] }>();
    const authenticator = URI.parse(totpURI);
    expect(authenticator.issuer).toBe('Sustho');
    const confirmed = await post(jar, '/two-factor/verify-totp', {
      code: authenticator.generate(),
    });
    expect(confirmed.statusCode).toBe(200);
    return { jar, authenticator, backupCodes };
  }

  const tokenFor = (email: string, jar: Jar) =>
    server.inject({
      url: '/api/jwt',
      query: { email },
      headers: { cookie: jar.header },
      remoteAddress: jar.ip,
    });

  /** GET /users/admin/{email}, a staff route, with the session's access token. */
  async function askIsAdmin(email: string, jar: Jar) {
    const token = await tokenFor(email, jar);
    expect(token.statusCode).toBe(200);
    return server.inject({
      url: `/api/users/admin/${email}`,
      headers: { authorization: `Bearer ${token.json().accessToken}` },
    });
  }

  return { post, signIn, enable, tokenFor, askIsAdmin };
}

const { post, signIn, enable, tokenFor } = browserOf(app);

describe('two-factor sign-in for staff', () => {
  it('asks an admin who turned it on for a code, refuses a wrong one and signs in with the right one', async () => {
    const { user } = await createAdmin(app);
    const { jar, authenticator } = await enable(user.email);
    expect((await post(jar, '/sign-out')).statusCode).toBe(200);

    const { jar: next, response } = await signIn(user.email);
    expect(response.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect((await tokenFor(user.email, next)).statusCode).toBe(401);

    const right = authenticator.generate();
    const wrong = right === '000000' ? '111111' : '000000';
    const refused = await post(next, '/two-factor/verify-totp', { code: wrong });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('Invalid code');

    expect((await post(next, '/two-factor/verify-totp', { code: right })).statusCode).toBe(200);
    const token = await tokenFor(user.email, next);
    expect(token.statusCode).toBe(200);
    const isAdmin = await app.inject({
      url: `/api/users/admin/${user.email}`,
      headers: { authorization: `Bearer ${token.json().accessToken}` },
    });
    expect(isAdmin.json()).toEqual({ isAdmin: true });
  });

  it('lets a doctor sign in with a backup code once', async () => {
    const { user } = await createDoctorUser(app);
    const { backupCodes } = await enable(user.email);
    expect(backupCodes).toHaveLength(10);

    const first = await signIn(user.email);
    const used = await post(first.jar, '/two-factor/verify-backup-code', { code: backupCodes[0] });
    expect(used.statusCode).toBe(200);
    expect((await tokenFor(user.email, first.jar)).statusCode).toBe(200);

    const second = await signIn(user.email);
    const again = await post(second.jar, '/two-factor/verify-backup-code', {
      code: backupCodes[0],
    });
    expect(again.statusCode).toBe(401);
    expect((await tokenFor(user.email, second.jar)).statusCode).toBe(401);
  });

  it('turns off with the password, and sign-in asks no code after that', async () => {
    const { user } = await createAdmin(app);
    const { jar } = await enable(user.email);
    expect(
      (await post(jar, '/two-factor/disable', { password: 'wrong-password' })).statusCode,
    ).toBe(400);
    expect((await post(jar, '/two-factor/disable', { password: PASSWORD })).statusCode).toBe(200);
    const { response, jar: next } = await signIn(user.email);
    expect(response.json().twoFactorRedirect).toBeUndefined();
    expect((await tokenFor(user.email, next)).statusCode).toBe(200);
  });

  it('refuses to turn it on for a patient, and stores no secret', async () => {
    const { user } = await createUser(app);
    const { jar } = await signIn(user.email);
    const response = await post(jar, '/two-factor/enable', { password: PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Two-factor sign-in is for staff accounts');
    expect(await app.db.select().from(twoFactors).where(eq(twoFactors.userId, user.id))).toEqual(
      [],
    );
  });

  it('counts code guesses in the sign-in rate limit', async () => {
    const { user } = await createDoctorUser(app);
    await enable(user.email);
    const { jar } = await signIn(user.email);
    const answers: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      answers.push(
        (await post(jar, '/two-factor/verify-backup-code', { code: 'guess' })).statusCode,
      );
    }
    expect(answers.at(-1)).toBe(429);
  });
});

describe('STAFF_TWO_FACTOR=required', async () => {
  const { app: strict } = await buildTestApp({ STAFF_TWO_FACTOR: 'required' });

  it('refuses a staff member without two-factor on every guarded route, but lets them set it up', async () => {
    const { user, headers } = await createAdmin(strict);
    const blocked = await strict.inject({ url: `/api/users/admin/${user.email}`, headers });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({
      message: 'Set up two-factor sign-in to continue',
      code: 'two_factor_setup_required',
    });

    const jar = cookieJar();
    const strictPost = async (path: string, payload: Record<string, unknown>) =>
      jar.take(
        await strict.inject({
          method: 'POST',
          url: `/api/auth${path}`,
          headers: { cookie: jar.header, origin: ORIGIN },
          payload,
        }),
      );
    await strictPost('/sign-in/email', { email: user.email, password: PASSWORD });
    const session = await strict.inject({
      url: '/api/auth/get-session',
      headers: { cookie: jar.header },
    });
    expect(session.json().user.twoFactorEnabled).toBe(false);
    const started = await strictPost('/two-factor/enable', { password: PASSWORD });
    const authenticator = URI.parse(started.json().totpURI);
    const confirmed = await strictPost('/two-factor/verify-totp', {
      code: authenticator.generate(),
    });
    expect(confirmed.statusCode).toBe(200);

    const token = await strict.inject({
      url: '/api/jwt',
      query: { email: user.email },
      headers: { cookie: jar.header },
    });
    const allowed = await strict.inject({
      url: `/api/users/admin/${user.email}`,
      headers: { authorization: `Bearer ${token.json().accessToken}` },
    });
    expect(allowed.json()).toEqual({ isAdmin: true });
  });

  it('leaves patients alone', async () => {
    const { user, headers } = await createUser(strict);
    const answer = await strict.inject({ url: `/api/users/admin/${user.email}`, headers });
    expect(answer.json()).toEqual({ isAdmin: false });
  });

  it('signs out a session the password alone started once the account turns two-factor on elsewhere (issue 26)', async () => {
    const browser = browserOf(strict);
    const { user, headers: factorySession } = await createAdmin(strict);
    const { jar: passwordOnly } = await browser.signIn(user.email);
    const earlierToken = (await browser.tokenFor(user.email, passwordOnly)).json().accessToken;

    const { jar: enabler } = await browser.enable(user.email);

    const session = await strict.inject({
      url: '/api/auth/get-session',
      headers: { cookie: passwordOnly.header },
    });
    expect(session.json()).toBeNull();
    expect((await browser.tokenFor(user.email, passwordOnly)).statusCode).toBe(401);
    for (const authorization of [`Bearer ${earlierToken}`, factorySession.authorization]) {
      const refused = await strict.inject({
        url: `/api/users/admin/${user.email}`,
        headers: { authorization },
      });
      expect(refused.statusCode).toBe(401);
    }
    // Only the session that confirmed the first code is left, and it passed the second factor.
    const left = await strict.db
      .select({ secondFactorVerifiedAt: sessions.secondFactorVerifiedAt })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(left).toEqual([{ secondFactorVerifiedAt: expect.any(Date) }]);
    expect((await browser.askIsAdmin(user.email, enabler)).json()).toEqual({ isAdmin: true });
  });
});

/** A session the e-mail verification link starts: better-auth asks no second factor there. */
async function sessionFromVerificationLink(email: string) {
  const jar = cookieJar();
  expect((await post(jar, '/send-verification-email', { email })).statusCode).toBe(200);
  const mails = await app.db.select({ text: outbox.text }).from(outbox).where(eq(outbox.to, email));
  const link = mails
    .map((mail) => /http:\/\/localhost:3000(\/api\/auth\/verify-email\?token=\S+)/.exec(mail.text))
    .find(Boolean)!;
  jar.take(await app.inject({ url: link[1]!, headers: { cookie: jar.header } }));
  return jar;
}

describe('the second factor belongs to the session (issue 26)', () => {
  const { askIsAdmin } = browserOf(app);

  it('refuses staff routes, by cookie and by token, to a session of a two-factor account that passed no code', async () => {
    const { user } = await createAdmin(app);
    const { jar: withCode, authenticator } = await enable(user.email);
    const withoutCode = await sessionFromVerificationLink(user.email);
    const session = await app.inject({
      url: '/api/auth/get-session',
      headers: { cookie: withoutCode.header },
    });
    expect(session.json().session.secondFactorVerifiedAt).toBeNull();

    const byToken = await app.inject({
      url: `/api/users/admin/${user.email}`,
      headers: {
        authorization: `Bearer ${(await tokenFor(user.email, withoutCode)).json().accessToken}`,
      },
    });
    const byCookie = await app.inject({
      url: `/api/users/admin/${user.email}`,
      headers: { cookie: withoutCode.header },
    });
    for (const refused of [byToken, byCookie]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        message: 'Sign in again with your authenticator code to continue',
        code: 'second_factor_required',
      });
    }

    // Nor may it read the authenticator's key, make backup codes, turn it off or guess codes.
    for (const [path, payload] of [
      ['/two-factor/get-totp-uri', { password: PASSWORD }],
      ['/two-factor/generate-backup-codes', { password: PASSWORD }],
      ['/two-factor/disable', { password: PASSWORD }],
      ['/two-factor/verify-totp', { code: authenticator.generate() }],
    ] as const) {
      const refused = await post(withoutCode, path, payload);
      expect(refused.statusCode, path).toBe(403);
      expect(refused.json().code).toBe('second_factor_required');
    }
    const [account] = await app.db
      .select({ verified: twoFactors.verified })
      .from(twoFactors)
      .where(eq(twoFactors.userId, user.id));
    expect(account).toEqual({ verified: true });

    expect((await askIsAdmin(user.email, withCode)).json()).toEqual({ isAdmin: true });
  });

  it('records the code at sign-in, and keeps it when the password changes', async () => {
    const { user } = await createDoctorUser(app);
    const { authenticator, backupCodes } = await enable(user.email);

    const withApp = await signIn(user.email);
    await post(withApp.jar, '/two-factor/verify-totp', { code: authenticator.generate() });
    const withBackup = await signIn(user.email);
    await post(withBackup.jar, '/two-factor/verify-backup-code', { code: backupCodes[0] });
    for (const { jar } of [withApp, withBackup]) {
      expect((await askIsAdmin(user.email, jar)).statusCode).toBe(200);
    }

    // Changing the password ends the other sessions and starts a new one for this browser.
    const changed = await post(withApp.jar, '/change-password', {
      currentPassword: PASSWORD,
      newPassword: PASSWORD,
      revokeOtherSessions: true,
    });
    expect(changed.statusCode).toBe(200);
    expect((await askIsAdmin(user.email, withApp.jar)).statusCode).toBe(200);
    expect((await tokenFor(user.email, withBackup.jar)).statusCode).toBe(401);
  });

  it('cannot be written by a request', async () => {
    const { user } = await createAdmin(app);
    await enable(user.email);
    const withoutCode = await sessionFromVerificationLink(user.email);
    const forged = await post(withoutCode, '/update-session', {
      secondFactorVerifiedAt: new Date().toISOString(),
    });
    expect(forged.statusCode).toBe(400);
    const refused = await app.inject({
      url: `/api/users/admin/${user.email}`,
      headers: { cookie: withoutCode.header },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('enrols only with the password in the same call: without it, or with a wrong one, nothing is stored', async () => {
    const { user } = await createAdmin(app);
    const { jar } = await signIn(user.email);
    expect((await post(jar, '/two-factor/enable', {})).statusCode).toBe(400);
    expect((await post(jar, '/two-factor/enable', { password: 'wrong-password' })).statusCode).toBe(
      400,
    );
    expect(await app.db.select().from(twoFactors).where(eq(twoFactors.userId, user.id))).toEqual(
      [],
    );
  });
});
