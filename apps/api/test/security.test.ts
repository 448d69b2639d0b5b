import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../src/config/env.js';
import { loadOrCreateSecret } from '../src/lib/secret.js';
import { LIMITED_AUTH_PATHS } from '../src/modules/auth/routes.js';
import { CONTACT_RATE_LIMIT } from '../src/modules/contact/routes.js';
import { startApiProcess } from './api-process.js';
import { createUser } from './factories.js';
import { buildTestApp, TEST_SECRET } from './helper.js';

/**
 * Security checks across the whole HTTP surface: headers on every kind of answer, CORS closed,
 * better-auth's origin checks, a strong signing secret that server mode cannot start without,
 * tokens that only our key can sign, no secret in what the browser may read, and 429s with
 * Retry-After on every rate-limited endpoint.
 */
const webDir = mkdtempSync(path.join(tmpdir(), 'sustho-web-'));
writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><title>Sustho</title><div id="root"></div>',
);
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

const PUBLIC_URL = 'http://localhost:3000';
const FOREIGN_ORIGIN = 'https://evil.example';
const { app } = await buildTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '2', WEB_DIST_DIR: webDir });

const STRIPE_SECRET = 'sk_test_security_check_secret_key';
const GOOGLE_SECRET = 'google-client-secret-for-the-security-check';
const SSLCOMMERZ_PASSWORD = 'sslcommerz-store-password-for-the-security-check';
const { app: production } = await buildTestApp({
  NODE_ENV: 'production',
  WEB_DIST_DIR: webDir,
  STRIPE_SECRET_KEY: STRIPE_SECRET,
  STRIPE_PUBLISHABLE_KEY: 'pk_test_security_check',
  STRIPE_WEBHOOK_SECRET: 'whsec_security_check',
  GOOGLE_CLIENT_ID: 'google-client-id',
  GOOGLE_CLIENT_SECRET: GOOGLE_SECRET,
  // Nothing listens here: the test must not reach out to Google's real discovery document.
  GOOGLE_DISCOVERY_URL: 'http://127.0.0.1:9/.well-known/openid-configuration',
  SSLCOMMERZ_STORE_ID: 'sustho-security-check',
  SSLCOMMERZ_STORE_PASSWORD: SSLCOMMERZ_PASSWORD,
  SSLCOMMERZ_API_URL: 'http://127.0.0.1:9',
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

/** One of each kind of answer: API JSON, an API error, better-auth's, the app's page and its fallback, the API docs. */
const ANSWER_KINDS = [
  '/api/services',
  '/api/nothing-here',
  '/api/auth/get-session',
  '/',
  '/dashboard/profile',
  '/api/docs/static/index.html',
];

describe('response headers', () => {
  for (const url of ANSWER_KINDS) {
    it(`${url}: CSP without inline scripts or framing, nosniff, a referrer policy, no HSTS outside production`, async () => {
      const response = await app.inject(url);
      expect(response.statusCode).toBeLessThan(500);
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('script-src')).toBeDefined();
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
      expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });
  }

  it('sends HSTS in production, and lets in Stripe and nothing else when Stripe is configured', async () => {
    const response = await production.inject('/');
    expect(response.headers['strict-transport-security']).toMatch(
      /max-age=\d{7,}; includeSubDomains/,
    );
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'", 'https://js.stripe.com']);
    expect(csp.get('frame-src')).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://api.stripe.com',
    ]);
  });
});

describe('cross-origin requests', () => {
  it('gets no CORS permission, for a simple request or a preflight', async () => {
    const simple = await app.inject({ url: '/api/services', headers: { origin: FOREIGN_ORIGIN } });
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/booking',
      headers: {
        origin: FOREIGN_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization',
      },
    });
    for (const response of [simple, preflight]) {
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  it("is refused by better-auth when it comes from another site's page", async () => {
    const { user } = await createUser(app, { password: 'correct-horse-battery' });
    const signIn = (origin: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin },
        payload: { email: user.email, password: 'correct-horse-battery' },
        remoteAddress: `10.9.0.${origin === PUBLIC_URL ? 1 : 2}`,
      });
    const foreign = await signIn(FOREIGN_ORIGIN);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'INVALID_ORIGIN' });
    expect(foreign.headers['set-cookie']).toBeUndefined();

    const own = await signIn(PUBLIC_URL);
    expect(own.statusCode).toBe(200);
    const cookie = own.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
    const update = (origin: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/update-user',
        headers: { cookie, origin },
        payload: { name: 'Changed By Evil' },
      });
    expect((await update(FOREIGN_ORIGIN)).statusCode).toBe(403);
    expect((await update(PUBLIC_URL)).statusCode).toBe(200);
  });

  it('cannot be sent back to a foreign site after verifying an e-mail', async () => {
    for (const callbackURL of [
      `${FOREIGN_ORIGIN}/phish`,
      '//evil.example',
      ' ',
      'javascript:alert(1)',
    ]) {
      const response = await app.inject({
        url: '/api/auth/verify-email',
        query: { token: 'not-a-token', callbackURL },
        remoteAddress: `10.8.0.${callbackURL.length}`,
      });
      expect({ callbackURL, status: response.statusCode }).toEqual({ callbackURL, status: 403 });
    }
  });
});

describe('the signing secret', () => {
  it('must be at least 32 characters, in every mode', () => {
    expect(() => parseEnv({ AUTH_SECRET: 'x'.repeat(31) })).toThrow(
      /AUTH_SECRET must be at least 32 characters/,
    );
    expect(parseEnv({ AUTH_SECRET: 'x'.repeat(32) }).AUTH_SECRET).toHaveLength(32);
  });

  it('is required to start in server mode: the server exits and names it', async () => {
    expect(() =>
      parseEnv({
        DATABASE_URL: 'postgres://127.0.0.1:1/none',
        PUBLIC_URL,
        PAYMENTS_SANDBOX: 'true',
      }),
    ).toThrow(EnvError);
    const start = startApiProcess({
      DATABASE_URL: 'postgres://127.0.0.1:1/none',
      PAYMENTS_SANDBOX: 'true',
      AUTH_SECRET: '',
    });
    await expect(start).rejects.toThrow(/exited with 1:[\s\S]*needs AUTH_SECRET/);
  });

  it('is generated at random in embedded mode, 48 bytes, readable by the owner only', () => {
    const [first, second] = [
      mkdtempSync(path.join(tmpdir(), 'sustho-secret-')),
      mkdtempSync(path.join(tmpdir(), 'sustho-secret-')),
    ];
    try {
      const secret = loadOrCreateSecret(first);
      expect(secret).toMatch(/^[\w-]{64}$/);
      expect(loadOrCreateSecret(first)).toBe(secret);
      expect(loadOrCreateSecret(second)).not.toBe(secret);
      expect(statSync(path.join(first, 'auth-secret')).mode & 0o077).toBe(0);
    } finally {
      for (const dir of [first, second]) rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('access tokens', () => {
  it('are accepted only when signed with the key derived from the secret', async () => {
    const { user, token } = await createUser(app);
    const url = `/api/users/admin/${user.email}`;
    const claims = { email: user.email, sid: user.sessionId };
    const signed = (key: Uint8Array, alg = 'HS256') =>
      new SignJWT(claims)
        .setProtectedHeader({ alg })
        .setIssuer('sustho')
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(key);
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${token.split('.')[1]}.`;
    const forgeries = {
      // The raw secret itself (the session cookies' key) is not the tokens' key.
      rawSecret: await signed(new TextEncoder().encode(TEST_SECRET)),
      otherSecret: await signed(
        new TextEncoder().encode('another-secret-that-is-also-long-enough-to-pass'),
      ),
      unsigned,
    };
    expect(
      (await app.inject({ url, headers: { authorization: `Bearer ${token}` } })).statusCode,
    ).toBe(200);
    for (const [name, forged] of Object.entries(forgeries)) {
      const response = await app.inject({ url, headers: { authorization: `Bearer ${forged}` } });
      expect({ name, status: response.statusCode }).toEqual({ name, status: 401 });
    }
  });
});

describe('what the browser can read', () => {
  it('holds no secret: the client configuration and the API documentation', async () => {
    for (const url of ['/api/client-config', '/api/docs/json']) {
      const body = (await production.inject(url)).body;
      for (const secret of [
        STRIPE_SECRET,
        GOOGLE_SECRET,
        'whsec_security_check',
        TEST_SECRET,
        SSLCOMMERZ_PASSWORD,
      ])
        expect(body).not.toContain(secret);
    }
    expect((await production.inject('/api/client-config')).json().payments).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_security_check',
      sslcommerz: true,
    });
  });
});

describe('rate limits', () => {
  /** Sends until refused (at most `max` times, from one address) and answers the refusal. */
  async function firstRefusal(
    send: (attempt: number) => Promise<LightMyRequestResponse>,
    max: number,
  ) {
    for (let attempt = 0; attempt < max; attempt += 1) {
      const response = await send(attempt);
      if (response.statusCode === 429) return response;
    }
    throw new Error(`no 429 after ${max} requests`);
  }

  const limited = [
    ...[...LIMITED_AUTH_PATHS].map((authPath, index) => ({
      name: `POST /api/auth${authPath}`,
      send: (attempt: number) =>
        app.inject({
          method: 'POST',
          url: `/api/auth${authPath}`,
          remoteAddress: `10.7.0.${index}`,
          payload: { email: `limit-${attempt}@example.com`, password: 'a-wrong-password' },
        }),
    })),
    {
      name: 'GET /api/jwt',
      send: () =>
        app.inject({ url: '/api/jwt?email=limit@example.com', remoteAddress: '10.7.1.1' }),
    },
    {
      name: 'POST /api/contact',
      send: () =>
        app.inject({
          method: 'POST',
          url: '/api/contact',
          remoteAddress: '10.7.1.2',
          payload: {
            name: 'Limit',
            email: 'limit@example.com',
            phone: '01712345678',
            message: 'Hello',
          },
        }),
    },
  ];

  for (const { name, send } of limited) {
    it(`${name} answers 429 with Retry-After and a JSON message`, async () => {
      const refused = await firstRefusal(send, CONTACT_RATE_LIMIT.max + 20);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toMatchObject({
        statusCode: 429,
        message: expect.stringMatching(/\S/),
      });
    });
  }
});
