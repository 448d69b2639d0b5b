import { describe, expect, it } from 'vitest';
import { randomInt, randomUUID } from 'node:crypto';
import { memoryRateLimiter, redisRateLimiter } from '../src/lib/rate-limiter.js';
import { eq } from 'drizzle-orm';
import { outbox } from '../src/db/schema.js';
import { createUser } from './factories.js';
import { buildTestApp } from './helper.js';
import { REDIS_URL, redisForTests } from './local-redis.js';

const { app } = await buildTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });

const signIn = (email: string, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: ip,
    payload: { email, password: 'wrong-password-guess' },
  });

describe('sign-in rate limits', () => {
  it('answers 429 with Retry-After once an IP is over the limit', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await signIn(`guess${attempt}@example.com`, '10.0.0.1')).statusCode).toBe(401);
    }
    const refused = await signIn('guess9@example.com', '10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/Too many attempts/);
    expect((await signIn('guess9@example.com', '10.0.0.2')).statusCode).toBe(401);
  });

  it('limits one account across many IPs', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1)
      await signIn('target@example.com', `10.1.0.${attempt}`);
    expect((await signIn('TARGET@example.com', '10.1.0.99')).statusCode).toBe(429);
  });
});

describe('sign-up rate limits', () => {
  const signUp = (email: string, ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: ip,
      payload: { name: 'Prober', email, password: 'a-long-password' },
    });

  it('limits sign-ups naming one address across many IPs, as sign-in does, and mails its owner once', async () => {
    await createUser(app, { email: 'probed@example.com' });
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await signUp('probed@example.com', `10.2.0.${attempt}`)).statusCode).toBe(422);
    const refused = await signUp('PROBED@example.com', '10.2.0.99');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const mails = await app.db.select().from(outbox).where(eq(outbox.to, 'probed@example.com'));
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Someone tried to sign up with your e-mail',
    ]);
  });
});

describe('memoryRateLimiter', () => {
  it('opens a new window once the old one ends', async () => {
    let now = 0;
    const limiter = memoryRateLimiter(() => now);
    expect((await limiter.hit('k', 1, 1000)).allowed).toBe(true);
    const second = await limiter.hit('k', 1, 1000);
    expect(second).toEqual({ allowed: false, retryAfterSeconds: 1 });
    now = 1000;
    expect((await limiter.hit('k', 1, 1000)).allowed).toBe(true);
  });
});

const hasRedis = await redisForTests();

describe.skipIf(!hasRedis)('redisRateLimiter (needs a Redis server; set TEST_REDIS_URL)', () => {
  it('counts sign-ins made through two API processes against one limit', async () => {
    const [first, second] = [
      await buildTestApp({ REDIS_URL, AUTH_RATE_LIMIT_PER_MINUTE: '3' }),
      await buildTestApp({ REDIS_URL, AUTH_RATE_LIMIT_PER_MINUTE: '3' }),
    ];
    // A fresh address per run, so counts left in Redis by an earlier run do not matter.
    const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const signInThrough = (api: typeof first.app, attempt: number) =>
      api.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: ip,
        payload: { email: `shared-${attempt}-${ip}@example.com`, password: 'a-wrong-guess' },
      });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const api = attempt % 2 === 0 ? first.app : second.app;
      expect((await signInThrough(api, attempt)).statusCode).toBe(401);
    }
    expect((await signInThrough(second.app, 3)).statusCode).toBe(429);
  });

  it('shares one count between two API processes', async () => {
    const first = redisRateLimiter(REDIS_URL);
    const second = redisRateLimiter(REDIS_URL);
    const key = `test:${randomUUID()}`;
    try {
      expect((await first.hit(key, 2, 60_000)).allowed).toBe(true);
      expect((await second.hit(key, 2, 60_000)).allowed).toBe(true);
      const third = await first.hit(key, 2, 60_000);
      expect(third.allowed).toBe(false);
      expect(third.retryAfterSeconds).toBeGreaterThan(50);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
