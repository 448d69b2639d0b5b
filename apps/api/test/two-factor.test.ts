import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { URI } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { twoFactors } from '../src/db/schema.js';
import { createAdmin, createDoctorUser, createUser } from './factories.js';
import { buildTestApp } from './helper.js';

/** Issue 13: staff sign in with an authenticator app code (decision 017). */
const { app } = await buildTestApp();
const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'correct-horse-battery';

/** The cookies a browser would hold: each answer's Set-Cookie replaces or expires its own. */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
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

const post = async (jar: Jar, path: string, payload: Record<string, unknown> = {}) =>
  jar.take(
    await app.inject({
      method: 'POST',
      url: `/api/auth${path}`,
      headers: { cookie: jar.header, origin: ORIGIN },
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
  const confirmed = await post(jar, '/two-factor/verify-totp', { code: authenticator.generate() });
  expect(confirmed.statusCode).toBe(200);
  return { jar, authenticator, backupCodes };
}

const tokenFor = (email: string, jar: Jar) =>
  app.inject({ url: '/api/jwt', query: { email }, headers: { cookie: jar.header } });

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
    expect(response.json().message).toBe(
      'Two-factor sign-in is for staff accounts (doctors and admins)',
    );
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
});
