import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { outbox, sessions, users } from '../src/db/schema.js';
import { redactUrl } from '../src/lib/redact-url.js';
import { renderWithin } from '../src/plugins/page-renderer.js';
import { createAdmin, createOption } from './factories.js';
import { createTestDatabase, TEST_SECRET, testEnv } from './helper.js';

/**
 * Issue 12's findings at the request edge: non-canonical paths, the client address behind a
 * proxy, tokens in the log, reset links that outlive a reset, and cross-site writes with a cookie.
 */
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});
const database = await createTestDatabase();
const app = await buildApp({
  env: testEnv({ AUTH_RATE_LIMIT_PER_MINUTE: '3' }),
  database,
  secret: TEST_SECRET,
  logger: { level: 'info', stream: logStream },
});
await app.ready();
const proxied = await buildApp({
  env: testEnv({ AUTH_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: 'true' }),
  database,
  secret: TEST_SECRET,
  logger: false,
});
await proxied.ready();
const listed = await buildApp({
  env: testEnv({ AUTH_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '10.20.0.0/16,192.0.2.7' }),
  database,
  secret: TEST_SECRET,
  logger: false,
});
await listed.ready();
await app.listen({ host: '127.0.0.1', port: 0 });
afterAll(() => Promise.all([app.close(), proxied.close(), listed.close()]));

const PUBLIC_URL = 'http://localhost:3000';

async function signUp(email: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    remoteAddress: `10.50.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    payload: { name: 'Rahim Uddin', email, password: 'a-long-password' },
  });
  expect(response.statusCode).toBe(200);
  return String(response.headers['set-cookie']).split(';')[0]!;
}

async function latestMailText(email: string) {
  const [row] = await app.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, email))
    .orderBy(desc(outbox.createdAt));
  return row!.text;
}

async function requestReset(email: string, ip: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    remoteAddress: ip,
    payload: { email, redirectTo: `${PUBLIC_URL}/reset-password` },
  });
  expect(response.statusCode).toBe(200);
  const link = (await latestMailText(email)).match(/https?:\/\/\S+/)![0];
  return new URL(link).pathname.split('/').pop()!;
}

/** The message of a JSON error answer; better-auth answers some unknown paths with no body. */
function messageOf(text: string): string {
  try {
    return (JSON.parse(text) as { message?: string }).message ?? '';
  } catch {
    return '';
  }
}

/**
 * Sends a request over real HTTP with the path exactly as written: app.inject and fetch both
 * resolve dot segments before sending, which is what an attacker's client does not do.
 */
async function postRaw(path: string, body: unknown): Promise<{ status: number; message: string }> {
  const address = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port: address.port,
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json' },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, message: messageOf(text) }),
        );
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

describe('non-canonical API paths', () => {
  const spellings = [
    '/api/auth/./sign-in/email',
    '/api/auth/x/../sign-in/email',
    '/api/auth/%2e/sign-in/email',
    '/api/auth/%2E%2E/auth/sign-in/email',
    '/api/auth//sign-in/email',
    '/api/auth/sign-in%2femail',
  ];

  it.each(spellings)('refuses %s with 400 before better-auth sees it', async (url) => {
    const response = await postRaw(url, { email: 'victim@example.com', password: 'a-guess' });
    expect(response.status).toBe(400);
    expect(response.message).toMatch(/^path: /);
  });

  it('never lets 30 guesses through uncounted, whatever the spelling', async () => {
    const statuses = new Set<number>();
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const url = spellings[attempt % spellings.length]!;
      const response = await postRaw(url, {
        email: 'victim@example.com',
        password: `guess-${attempt}`,
      });
      statuses.add(response.status);
    }
    expect([...statuses]).toEqual([400]);
  });

  it('counts a percent-encoded spelling of a limited path as that path', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await postRaw('/api/auth/sign-%69n/email', {
        email: `encoded-${attempt}@example.com`,
        password: 'a-guess',
      });
      statuses.push(response.status);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('limits the password check behind /verify-password', async () => {
    const cookie = await signUp('verifier@example.com');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/verify-password',
        remoteAddress: '10.9.0.3',
        headers: { cookie, origin: PUBLIC_URL },
        payload: { password: `guess-${attempt}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('the client address behind a proxy (TRUST_PROXY)', () => {
  /** A wrong sign-in that reached the API from `from` (the proxy, when there is one). */
  const signIn = (target: typeof app, forwardedFor: string, from = '10.20.0.1') =>
    target.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: from,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: {
        email: `nobody-${forwardedFor.replace(/\W+/g, '-')}@example.com`,
        password: 'a-wrong-guess',
      },
    });

  it('gives each client behind the proxy its own count when the proxy is trusted', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) await signIn(proxied, '203.0.113.1');
    expect((await signIn(proxied, '203.0.113.1')).statusCode).toBe(429);
    expect((await signIn(proxied, '203.0.113.2')).statusCode).toBe(401);
  });

  it('ignores a forged X-Forwarded-For when no proxy is trusted', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) await signIn(app, `198.51.100.${attempt}`);
    expect((await signIn(app, '198.51.100.99')).statusCode).toBe(429);
  });

  it('counts a client by the address its proxy appended, whatever it forged to the left (true is one hop)', async () => {
    // A proxy that appends (nginx's $proxy_add_x_forwarded_for) passes the client's own claim on first.
    for (let attempt = 0; attempt < 3; attempt += 1)
      await signIn(proxied, `198.51.100.${attempt}, 203.0.113.10`);
    expect((await signIn(proxied, '198.51.100.99, 203.0.113.10')).statusCode).toBe(429);
    expect((await signIn(proxied, '198.51.100.99, 203.0.113.11')).statusCode).toBe(401);
  });

  it('believes X-Forwarded-For only from the listed proxy addresses', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1)
      await signIn(listed, `198.51.100.${attempt}, 203.0.113.20`);
    expect((await signIn(listed, '198.51.100.99, 203.0.113.20')).statusCode).toBe(429);
    // Through two listed proxies, the client is the address before the first of them.
    expect((await signIn(listed, '203.0.113.20, 192.0.2.7')).statusCode).toBe(429);
    expect((await signIn(listed, '203.0.113.21, 192.0.2.7')).statusCode).toBe(401);

    // A caller that is no listed proxy is counted by its own address, whatever it claims.
    for (let attempt = 0; attempt < 3; attempt += 1)
      await signIn(listed, `203.0.113.${30 + attempt}`, '198.51.100.50');
    expect((await signIn(listed, '203.0.113.99', '198.51.100.50')).statusCode).toBe(429);
  });

  it('records on the session the address the proxy appended, not the forged one', async () => {
    const email = 'behind-a-proxy@example.com';
    const response = await proxied.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: '10.20.0.1',
      headers: { 'x-forwarded-for': '198.51.100.66, 203.0.113.40' },
      payload: { name: 'Rahim Uddin', email, password: 'a-long-password' },
    });
    expect(response.statusCode).toBe(200);
    const [session] = await proxied.db
      .select({ ipAddress: sessions.ipAddress })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, email));
    expect(session!.ipAddress).toBe('203.0.113.40');
  });
});

describe('tokens in the log', () => {
  it('redacts reset and verification tokens from URLs', () => {
    expect(redactUrl('/api/auth/reset-password/abc123?callbackURL=%2Freset')).toBe(
      '/api/auth/reset-password/[redacted]?callbackURL=%2Freset',
    );
    expect(redactUrl('/api/auth/verify-email?token=eyJ.x.y&callbackURL=%2F')).toBe(
      '/api/auth/verify-email?token=[redacted]&callbackURL=%2F',
    );
    expect(redactUrl('/api/services')).toBe('/api/services');
  });

  it('redacts invitation tokens from the page and the API paths', () => {
    expect(redactUrl('/invite/abc_123-x')).toBe('/invite/[redacted]');
    expect(redactUrl('/api/invitations/abc_123-x')).toBe('/api/invitations/[redacted]');
    expect(redactUrl('/api/invitations/abc_123-x/accept')).toBe(
      '/api/invitations/[redacted]/accept',
    );
  });

  it('never writes an invitation token to the log, from the page, the API or a failed render', async () => {
    const admin = await createAdmin(app);
    const option = await createOption(app.db);
    const email = 'logged-doctor@clinic.example';
    const added = await app.inject({
      method: 'POST',
      url: '/api/doctors',
      headers: admin.headers,
      payload: { name: 'Dr. Logged', email, specialty: option.name, image: '/uploads/x.webp' },
    });
    expect(added.statusCode).toBe(200);
    const token = /\/invite\/([\w-]+)/.exec(await latestMailText(email))![1]!;
    await app.inject({ url: `/invite/${token}` });
    expect((await app.inject({ url: `/api/invitations/${token}` })).statusCode).toBe(200);
    const accepted = await app.inject({
      method: 'POST',
      url: `/api/invitations/${token}/accept`,
      payload: { password: 'logged-doctor-2026' },
    });
    expect(accepted.statusCode).toBe(200);
    await renderWithin(app, () => Promise.reject(new Error('no page')), `/invite/${token}`);
    const log = logLines.join('');
    expect(log).toContain('/api/invitations/[redacted]/accept');
    expect(log).toContain('/invite/[redacted]');
    expect(log).not.toContain(token);
  });

  it('never writes a reset token to the request log', async () => {
    await signUp('logged@example.com');
    const token = await requestReset('logged@example.com', '10.30.0.1');
    await app.inject({ url: `/api/auth/reset-password/${token}?callbackURL=%2Freset-password` });
    await app.inject({ url: `/api/auth/verify-email?token=${token}` });
    const log = logLines.join('');
    expect(log).toContain('/api/auth/reset-password/[redacted]');
    expect(log).not.toContain(token);
  });
});

describe('password reset', () => {
  it('ends every other reset link of the account once one is used', async () => {
    await signUp('twice@example.com');
    const first = await requestReset('twice@example.com', '10.40.0.1');
    const second = await requestReset('twice@example.com', '10.40.0.2');
    const reset = (token: string, newPassword: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        remoteAddress: '10.40.0.3',
        payload: { newPassword, token },
      });
    expect((await reset(second, 'the-second-new-password')).statusCode).toBe(200);
    expect((await reset(first, 'the-first-new-password')).statusCode).toBe(400);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '10.40.0.4',
      payload: { email: 'twice@example.com', password: 'the-second-new-password' },
    });
    expect(signIn.statusCode).toBe(200);
  });
});

describe('cross-site writes with the session cookie', () => {
  const deleteProfile = (cookie: string, headers: Record<string, string>) =>
    app.inject({ method: 'DELETE', url: '/api/profile', headers: { cookie, ...headers } });

  const accountExists = async (email: string) =>
    (await app.db.select().from(users).where(eq(users.email, email))).length === 1;

  it('refuses a write whose Origin is another site, and changes nothing', async () => {
    const cookie = await signUp('target@example.com');
    const refused = await deleteProfile(cookie, { origin: 'https://evil.example' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/another site/);
    expect(await accountExists('target@example.com')).toBe(true);
  });

  it('refuses a write the browser marks cross-site', async () => {
    const cookie = await signUp('marked@example.com');
    const refused = await deleteProfile(cookie, { 'sec-fetch-site': 'cross-site' });
    expect(refused.statusCode).toBe(403);
    expect(await accountExists('marked@example.com')).toBe(true);
  });

  it("accepts the same write from the app's own origin", async () => {
    const cookie = await signUp('leaving@example.com');
    const accepted = await deleteProfile(cookie, {
      origin: PUBLIC_URL,
      'sec-fetch-site': 'same-origin',
    });
    expect(accepted.statusCode).toBe(200);
    expect(await accountExists('leaving@example.com')).toBe(false);
  });
});
