import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, users } from '../src/db/schema.js';
import { clock } from '../src/lib/clock.js';
import { buildTestApp } from './helper.js';
import { createAdmin, createUser } from './factories.js';

const { app } = await buildTestApp({ ADMIN_EMAILS: 'boss@clinic.example' });

/** Signs up through better-auth and returns the session cookie header. */
async function signUp(email: string, extra: Record<string, unknown> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: 'http://localhost:3000' },
    payload: { name: 'Rahim Uddin', email, password: 'a-long-password', ...extra },
  });
  expect(response.statusCode).toBe(200);
  const cookies = response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  return { response, cookie: cookies };
}

async function tokenFor(email: string, cookie: string) {
  return app.inject({ url: '/api/jwt', query: { email }, headers: { cookie } });
}

async function latestMailTo(email: string) {
  const rows = await app.db.select().from(outbox).where(eq(outbox.to, email));
  return rows.at(-1);
}

describe('sign-up and access tokens', () => {
  it('creates the account, queues the verification e-mail and signs the user in', async () => {
    const { cookie } = await signUp('New.Patient@Example.com');
    const [user] = await app.db
      .select()
      .from(users)
      .where(eq(users.email, 'new.patient@example.com'));
    expect(user).toMatchObject({ name: 'Rahim Uddin', role: 'user', emailVerified: false });
    const mail = await latestMailTo('new.patient@example.com');
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
    expect((await tokenFor('new.patient@example.com', cookie)).statusCode).toBe(200);
  });

  it('issues a token only to a session of the same e-mail', async () => {
    const { cookie } = await signUp('owner@example.com');
    const own = await tokenFor('OWNER@example.com', cookie);
    expect(own.statusCode).toBe(200);
    expect(own.json().accessToken).toMatch(/^ey/);
    const other = await tokenFor('someone@else.com', cookie);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toMatch(/own e-mail/);
    expect((await tokenFor('owner@example.com', '')).statusCode).toBe(401);
  });

  it('ignores a role sent at sign-up and makes ADMIN_EMAILS admins at once', async () => {
    const sneaky = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        name: 'Sneaky',
        email: 'sneaky@example.com',
        password: 'a-long-password',
        role: 'admin',
      },
    });
    const [row] = await app.db.select().from(users).where(eq(users.email, 'sneaky@example.com'));
    expect(row?.role ?? 'none').not.toBe('admin');
    expect(sneaky.statusCode).not.toBe(500);

    const { cookie } = await signUp('boss@clinic.example');
    const token = (await tokenFor('boss@clinic.example', cookie)).json().accessToken;
    const answer = await app.inject({
      url: '/api/users/admin/boss@clinic.example',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.json()).toEqual({ isAdmin: true });
  });

  it('refuses a token past its 1-hour lifetime', async () => {
    const { user, headers } = await createUser(app);
    const url = `/api/users/admin/${user.email}`;
    expect((await app.inject({ url, headers })).statusCode).toBe(200);
    clock.set(new Date(Date.now() + 3601 * 1000));
    expect((await app.inject({ url, headers })).statusCode).toBe(401);
  });

  it('ends the token when its session ends (logout)', async () => {
    const { cookie } = await signUp('leaver@example.com');
    const token = (await tokenFor('leaver@example.com', cookie)).json().accessToken;
    const headers = { authorization: `Bearer ${token}` };
    expect(
      (await app.inject({ url: '/api/users/admin/leaver@example.com', headers })).statusCode,
    ).toBe(200);
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: 'http://localhost:3000' },
    });
    expect(out.statusCode).toBe(200);
    expect(
      (await app.inject({ url: '/api/users/admin/leaver@example.com', headers })).statusCode,
    ).toBe(401);
  });

  it('refuses forged and malformed tokens', async () => {
    const { token, user } = await createUser(app);
    const [head, body] = token.split('.');
    for (const bad of [`${head}.${body}.forged-signature`, 'not-a-token', '']) {
      const response = await app.inject({
        url: `/api/users/admin/${user.email}`,
        headers: { authorization: `Bearer ${bad}` },
      });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('sign-up with an e-mail that has an account', () => {
  const attempt = (email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: `10.60.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      payload: { name: 'Someone Else', email, password: 'another-long-password' },
    });
  const noticesTo = (email: string) =>
    app.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, email))
      .then((rows) =>
        rows.filter((row) => row.text.includes('tried to') || row.text.includes('চেষ্টা')),
      );

  it("keeps the answer, and tells the owner once a clinic day, in the account's language", async () => {
    clock.set('2026-03-01T04:00:00Z');
    try {
      const owner = await createUser(app, { name: 'Nusrat', email: 'taken@example.com' });
      const refused = await attempt('Taken@Example.com');
      expect(refused.statusCode).toBe(422);
      expect(refused.json().code).toBe('USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL');
      expect(refused.headers['set-cookie']).toBeUndefined();

      const [notice] = await noticesTo('taken@example.com');
      expect(notice!.subject).toBe('Someone tried to sign up with your e-mail');
      expect(notice!.text).toContain('Hello Nusrat,');
      expect(notice!.text).toContain('with taken@example.com, which is already');
      expect(notice!.text).toContain('http://localhost:3000/login');
      expect(notice!.text).not.toContain('another-long-password');

      expect((await attempt('taken@example.com')).statusCode).toBe(422);
      expect(await noticesTo('taken@example.com')).toHaveLength(1);

      await app.db.update(users).set({ language: 'bn' }).where(eq(users.id, owner.user.id));
      clock.set('2026-03-02T04:00:00Z');
      expect((await attempt('taken@example.com')).statusCode).toBe(422);
      const notices = await noticesTo('taken@example.com');
      expect(notices).toHaveLength(2);
      expect(notices.map((row) => row.subject)).toContain(
        'কেউ আপনার ইমেইল দিয়ে সাইন আপ করার চেষ্টা করেছে',
      );
    } finally {
      clock.reset();
    }
  });

  it('tells nobody when the address is new: that sign-up makes the account', async () => {
    const { response } = await signUp('fresh.address@example.com');
    expect(response.statusCode).toBe(200);
    expect(await noticesTo('fresh.address@example.com')).toEqual([]);
  });
});

describe('POST /api/users', () => {
  it('registers only the caller, idempotently', async () => {
    const { user, headers } = await createUser(app, { name: 'Karim' });
    const payload = { name: 'Karim', email: user.email };
    const first = await app.inject({ method: 'POST', url: '/api/users', headers, payload });
    const second = await app.inject({ method: 'POST', url: '/api/users', headers, payload });
    expect(first.json()).toEqual({ acknowledged: true });
    expect(second.json()).toEqual({ acknowledged: true });
    const rows = await app.db.select().from(users).where(eq(users.email, user.email));
    expect(rows).toHaveLength(1);

    const other = await app.inject({
      method: 'POST',
      url: '/api/users',
      headers,
      payload: { name: 'X', email: 'x@example.com' },
    });
    expect(other.statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/users', payload })).statusCode).toBe(401);
  });

  it('answers 400 naming the field for a bad e-mail', async () => {
    const { headers } = await createUser(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/users',
      headers,
      payload: { name: 'A', email: 'nope' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/body\.email/);
  });
});

describe('GET /api/users/admin/:email', () => {
  it('answers for yourself, for anyone to an admin, and 403 to a patient asking about another', async () => {
    const patient = await createUser(app);
    const admin = await createAdmin(app);
    const ask = (email: string, headers: Record<string, string>) =>
      app.inject({ url: `/api/users/admin/${email}`, headers });
    expect((await ask(patient.user.email, patient.headers)).json()).toEqual({ isAdmin: false });
    expect((await ask(admin.user.email, patient.headers)).statusCode).toBe(403);
    expect((await ask(admin.user.email, admin.headers)).json()).toEqual({ isAdmin: true });
    expect((await ask(patient.user.email, admin.headers)).json()).toEqual({ isAdmin: false });
  });

  it('reads admin status from the database, not from the token', async () => {
    const admin = await createAdmin(app);
    await app.db.update(users).set({ role: 'user' }).where(eq(users.id, admin.user.id));
    const other = await createUser(app);
    const response = await app.inject({
      url: `/api/users/admin/${other.user.email}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('password reset and e-mail verification', () => {
  it('resets the password through the e-mailed link and ends the old sessions', async () => {
    const { cookie } = await signUp('forgetful@example.com');
    const token = (await tokenFor('forgetful@example.com', cookie)).json().accessToken;
    const request = await app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: {
        email: 'forgetful@example.com',
        redirectTo: 'http://localhost:3000/reset-password',
      },
    });
    expect(request.statusCode).toBe(200);
    const mail = await latestMailTo('forgetful@example.com');
    const link = mail!.text.match(/https?:\/\/\S+/)![0];
    const resetToken = new URL(link).pathname.split('/').pop()!;
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { newPassword: 'a-brand-new-password', token: resetToken },
    });
    expect(reset.statusCode).toBe(200);
    const stale = await app.inject({
      url: '/api/users/admin/forgetful@example.com',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(stale.statusCode).toBe(401);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'forgetful@example.com', password: 'a-brand-new-password' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('marks the e-mail verified when the link is followed', async () => {
    await signUp('verify.me@example.com');
    const link = (await latestMailTo('verify.me@example.com'))!.text.match(/https?:\/\/\S+/)![0];
    const url = new URL(link);
    await app.inject({ url: `${url.pathname}${url.search}` });
    const [row] = await app.db.select().from(users).where(eq(users.email, 'verify.me@example.com'));
    expect(row?.emailVerified).toBe(true);
  });
});

describe('closed better-auth endpoints', () => {
  it('does not let a user delete themself or change their role through better-auth', async () => {
    const { cookie } = await signUp('closed@example.com');
    const deletion = await app.inject({
      method: 'POST',
      url: '/api/auth/delete-user',
      headers: { cookie, origin: 'http://localhost:3000' },
      payload: {},
    });
    expect(deletion.statusCode).toBe(404);
    await app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { cookie, origin: 'http://localhost:3000' },
      payload: { role: 'admin' },
    });
    const [row] = await app.db.select().from(users).where(eq(users.email, 'closed@example.com'));
    expect(row?.role).toBe('user');
  });
});
