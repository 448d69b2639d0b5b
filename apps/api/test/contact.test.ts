import { randomInt } from 'node:crypto';
import { CONTACT_MESSAGE_MAX_LENGTH } from '@sustho/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '../src/db/schema.js';
import { CONTACT_RATE_LIMIT } from '../src/modules/contact/routes.js';
import { createAdmin, createUser } from './factories.js';
import { buildTestApp } from './helper.js';
import { REDIS_URL, redisForTests } from './local-redis.js';

const { app, database } = await buildTestApp();
const db = database.db;

const valid = {
  name: 'Rahima Akter',
  email: 'Rahima@Example.com',
  phone: '+880 1712-345678',
  message: 'Do your doctors consult in Bangla?',
};

let nextAddress = 1;
/** Each test sends from its own address, so the per-IP limit of one test never touches another. */
const freshAddress = () => `10.20.0.${nextAddress++}`;

const send = (payload: unknown, remoteAddress = freshAddress()) =>
  app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress });

describe('POST /api/contact', () => {
  it('stores a valid message and answers 201 with its id', async () => {
    const response = await send(valid);
    expect(response.statusCode).toBe(201);
    const { insertedId } = response.json<{ insertedId: string }>();
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, insertedId));
    expect(row).toMatchObject({ ...valid, email: 'rahima@example.com' });
  });

  it('answers 400 naming each invalid field, and stores nothing', async () => {
    const before = (await db.select().from(contactMessages)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, name: '   ' }, 'body.name'],
      [{ ...valid, email: 'not-an-email' }, 'body.email'],
      [{ ...valid, phone: 'call me' }, 'body.phone'],
      [{ ...valid, message: '' }, 'body.message'],
      [{ name: valid.name, email: valid.email, phone: valid.phone }, 'body.message'],
    ];
    for (const [payload, field] of cases) {
      const response = await send(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(field);
    }
    expect(await db.select().from(contactMessages)).toHaveLength(before);
  });

  it('refuses an oversized message: 400 over the length limit, 413 over the body limit', async () => {
    const long = await send({ ...valid, message: 'x'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('body.message');
    const huge = await send({ ...valid, message: 'x'.repeat(1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
  });

  it('answers 429 with Retry-After once one address sends too many, and lets other addresses through', async () => {
    const address = freshAddress();
    for (let sent = 0; sent < CONTACT_RATE_LIMIT.max; sent += 1) {
      expect((await send(valid, address)).statusCode).toBe(201);
    }
    const refused = await send(valid, address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect((await send(valid)).statusCode).toBe(201);
  });
});

describe('GET /api/contact', () => {
  it('lists messages newest first to an admin, with the total in X-Total-Count', async () => {
    await send({ ...valid, message: 'The newest message' });
    const admin = await createAdmin(app);
    const response = await app.inject({ url: '/api/contact?page=1', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    const [newest] = response.json<{ message: string; _id: string; createdAt: string }[]>();
    expect(newest).toMatchObject({ message: 'The newest message', email: 'rahima@example.com' });
    const total = (await db.select().from(contactMessages)).length;
    expect(response.headers['x-total-count']).toBe(String(total));
  });

  it('answers 401 to a visitor and 403 to a patient', async () => {
    expect((await app.inject('/api/contact')).statusCode).toBe(401);
    const patient = await createUser(app);
    expect((await app.inject({ url: '/api/contact', headers: patient.headers })).statusCode).toBe(
      403,
    );
  });
});

describe.skipIf(!(await redisForTests()))(
  'the contact limit with REDIS_URL (needs a Redis server; set TEST_REDIS_URL)',
  () => {
    it('is shared by two API processes', async () => {
      const [first, second] = [
        await buildTestApp({ REDIS_URL }),
        await buildTestApp({ REDIS_URL }),
      ];
      // A fresh address per run, so counts left in Redis by an earlier run do not matter.
      const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
      const sendTo = (api: typeof first.app) =>
        api.inject({ method: 'POST', url: '/api/contact', payload: valid, remoteAddress: address });
      for (let sent = 0; sent < CONTACT_RATE_LIMIT.max; sent += 1) {
        expect((await sendTo(sent % 2 === 0 ? first.app : second.app)).statusCode).toBe(201);
      }
      expect((await sendTo(second.app)).statusCode).toBe(429);
    });
  },
);
