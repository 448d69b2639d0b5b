import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, users } from '../src/db/schema.js';
import { buildTestApp } from './helper.js';

/** Issue 12: names and photo URLs that people type are checked before better-auth stores them. */
const { app } = await buildTestApp();
const PUBLIC_URL = 'http://localhost:3000';

const signUp = (email: string, name: string, image?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name, email, password: 'a-long-password', ...(image ? { image } : {}) },
  });

const mailTo = async (email: string) => app.db.select().from(outbox).where(eq(outbox.to, email));

describe('names at sign-up', () => {
  it('refuses a 50,000-character name with newlines and links, and sends no mail', async () => {
    const name = `Click https://evil.example/win\n\n${'x'.repeat(50_000)}`;
    const response = await signUp('long.name@example.com', name);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^body\.name: /);
    expect(await mailTo('long.name@example.com')).toEqual([]);
    expect(
      await app.db.select().from(users).where(eq(users.email, 'long.name@example.com')),
    ).toEqual([]);
  });

  it('refuses a name on two lines', async () => {
    const response = await signUp('two.lines@example.com', 'Rahim\nUddin');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'body.name: must be on one line, without control characters',
    );
  });

  it('keeps a plain name, trimmed', async () => {
    expect((await signUp('plain@example.com', '  Rahima Begum ')).statusCode).toBe(200);
    const [row] = await app.db.select().from(users).where(eq(users.email, 'plain@example.com'));
    expect(row?.name).toBe('Rahima Begum');
  });
});

describe('the photo URL of an account', () => {
  it('accepts only images uploaded here, at sign-up and on update', async () => {
    for (const image of ['javascript:alert(1)', 'https://evil.example/x.png']) {
      const response = await signUp(`photo-${image.length}@example.com`, 'Karim', image);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^body\.image: /);
    }
    const created = await signUp('photo.owner@example.com', 'Karim');
    const cookie = String(created.headers['set-cookie']).split(';')[0]!;
    const update = (image: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/update-user',
        headers: { cookie, origin: PUBLIC_URL },
        payload: { image },
      });
    expect((await update('javascript:alert(1)')).statusCode).toBe(400);
    expect((await update('https://evil.example/x.png')).statusCode).toBe(400);
    expect((await update('/uploads/0b7e2f1c-medium.webp')).statusCode).toBe(200);
    const [row] = await app.db
      .select()
      .from(users)
      .where(eq(users.email, 'photo.owner@example.com'));
    expect(row?.image).toBe('/uploads/0b7e2f1c-medium.webp');
  });
});
