import { ADMIN_PAGE_SIZE } from '@sustho/contracts';
import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../src/db/schema.js';
import { buildTestApp } from './helper.js';
import { createAdmin, createUser } from './factories.js';

const FOUNDER = 'founder@clinic.example';
const { app } = await buildTestApp({ ADMIN_EMAILS: FOUNDER });
const admin = await createAdmin(app, { name: 'Head Admin' });

const listUsers = (query: string, headers: Record<string, string> = admin.headers) =>
  app.inject({ url: `/api/users${query}`, headers });

describe('GET /api/users', () => {
  it('lists every user as {_id, name, email, role, noShows, plan} with the total in X-Total-Count', async () => {
    const patient = await createUser(app, { name: 'Karim Listed' });
    const response = await listUsers('');
    expect(response.statusCode).toBe(200);
    const rows = response.json();
    expect(rows).toContainEqual({
      _id: patient.user.id,
      name: 'Karim Listed',
      email: patient.user.email,
      role: 'user',
      noShows: 0,
      plan: null,
    });
    expect(rows).toContainEqual({
      _id: admin.user.id,
      name: 'Head Admin',
      email: admin.user.email,
      role: 'admin',
      noShows: 0,
      plan: null,
    });
    expect(response.headers['x-total-count']).toBe(String(rows.length));
  });

  it('narrows by name or e-mail, ignoring case, and takes % and _ literally', async () => {
    const byName = await createUser(app, { name: 'Nasrin Searchable' });
    const byEmail = await createUser(app, { email: 'nasrin.searchable@example.com' });
    const response = await listUsers('?q=SEARCHABLE');
    expect(
      response
        .json()
        .map((row: { _id: string }) => row._id)
        .sort(),
    ).toEqual([byName.user.id, byEmail.user.id].sort());
    expect(response.headers['x-total-count']).toBe('2');
    expect((await listUsers('?q=%25')).json()).toEqual([]);
    expect((await listUsers('?q=_')).json()).toEqual([]);
  });

  it('pages when asked, in sign-up order', async () => {
    for (let index = 0; index < ADMIN_PAGE_SIZE + 3; index += 1)
      await createUser(app, { name: `Paged Person ${index}` });
    const first = await listUsers('?q=paged%20person&page=1');
    const second = await listUsers('?q=paged%20person&page=2');
    expect(first.json()).toHaveLength(ADMIN_PAGE_SIZE);
    expect(second.json().map((row: { name: string }) => row.name)).toEqual([
      `Paged Person ${ADMIN_PAGE_SIZE}`,
      `Paged Person ${ADMIN_PAGE_SIZE + 1}`,
      `Paged Person ${ADMIN_PAGE_SIZE + 2}`,
    ]);
    expect(second.headers['x-total-count']).toBe(String(ADMIN_PAGE_SIZE + 3));
    expect((await listUsers('?page=0')).statusCode).toBe(400);
    expect((await listUsers('?page=two')).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const patient = await createUser(app);
    expect((await listUsers('', patient.headers)).statusCode).toBe(403);
    expect((await listUsers('', {})).statusCode).toBe(401);
  });
});

describe('PUT /api/users/admin/:id', () => {
  const makeAdmin = (id: string, headers: Record<string, string> = admin.headers) =>
    app.inject({ method: 'PUT', url: `/api/users/admin/${id}`, headers });

  it('makes a user an admin at once, audits it, and changes nothing the second time', async () => {
    const patient = await createUser(app);
    expect((await listUsers('', patient.headers)).statusCode).toBe(403);

    const first = await makeAdmin(patient.user.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ modifiedCount: 1 });
    // The token they already hold now opens admin calls: the role is read from the database.
    expect((await listUsers('', patient.headers)).statusCode).toBe(200);

    expect((await makeAdmin(patient.user.id)).json()).toEqual({ modifiedCount: 0 });
    const entries = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, patient.user.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'user.make-admin',
      actorId: admin.user.id,
      details: { email: patient.user.email },
    });
  });

  it('answers 404 for an unknown user, 400 for a malformed id, 403 for a patient', async () => {
    expect((await makeAdmin('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await makeAdmin('nope')).statusCode).toBe(400);
    const patient = await createUser(app);
    const other = await createUser(app);
    expect((await makeAdmin(other.user.id, patient.headers)).statusCode).toBe(403);
    expect((await makeAdmin(patient.user.id, patient.headers)).statusCode).toBe(403);
  });
});

describe('DELETE /api/users/admin/:id', () => {
  const removeAdmin = (id: string, headers: Record<string, string> = admin.headers) =>
    app.inject({ method: 'DELETE', url: `/api/users/admin/${id}`, headers });

  it("removes another admin's role at once, audits it, and changes nothing the second time", async () => {
    const other = await createAdmin(app);
    expect((await listUsers('', other.headers)).statusCode).toBe(200);

    const first = await removeAdmin(other.user.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ modifiedCount: 1 });
    // The token they already hold stops opening admin calls: the role is read from the database.
    expect((await listUsers('', other.headers)).statusCode).toBe(403);
    const [row] = await app.db.select().from(users).where(eq(users.id, other.user.id));
    expect(row!.role).toBe('user');

    expect((await removeAdmin(other.user.id)).json()).toEqual({ modifiedCount: 0 });
    const entries = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, other.user.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'user.remove-admin',
      actorId: admin.user.id,
      details: { email: other.user.email },
    });
  });

  it('refuses your own role, an ADMIN_EMAILS admin, a patient caller and an unknown user', async () => {
    const own = await removeAdmin(admin.user.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot remove your own admin role: ask another admin');

    const founder = await createAdmin(app, { email: FOUNDER });
    const named = await removeAdmin(founder.user.id);
    expect(named.statusCode).toBe(409);
    expect(named.json().message).toMatch(/^This admin is named in ADMIN_EMAILS/);

    const patient = await createUser(app);
    expect((await removeAdmin(founder.user.id, patient.headers)).statusCode).toBe(403);
    expect((await removeAdmin(founder.user.id, {})).statusCode).toBe(401);
    expect((await removeAdmin('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const [row] = await app.db.select().from(users).where(eq(users.id, founder.user.id));
    expect(row!.role).toBe('admin');
    expect(
      await app.db.select().from(auditLog).where(eq(auditLog.targetId, founder.user.id)),
    ).toEqual([]);
  });
});

describe('the last admin', () => {
  it('is never lost, even when a removal and a deletion of the only two admins race', async () => {
    const first = await createAdmin(app);
    const second = await createAdmin(app);
    const others = and(
      eq(users.role, 'admin'),
      ne(users.id, first.user.id),
      ne(users.id, second.user.id),
    );
    const demoted = await app.db.update(users).set({ role: 'user' }).where(others).returning();
    try {
      const results = await Promise.allSettled([
        app.services.usersAdmin.removeAdmin(first.user, second.user.id),
        app.services.usersAdmin.deleteUser(second.user, first.user.id),
      ]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const rejected = results.find(
        (result) => result.status === 'rejected',
      ) as PromiseRejectedResult;
      expect(rejected.reason).toMatchObject({ statusCode: 409 });
      expect(rejected.reason.message).toMatch(/^The last admin cannot /);
      expect(await app.db.select().from(users).where(eq(users.role, 'admin'))).toHaveLength(1);

      // The one left keeps the role, whoever asks.
      const [last] = await app.db.select().from(users).where(eq(users.role, 'admin'));
      const patient = await createUser(app);
      await expect(
        app.services.usersAdmin.removeAdmin(patient.user, last!.id),
      ).rejects.toMatchObject({
        statusCode: 409,
        message: 'The last admin cannot stop being an admin: make another user an admin first',
      });
    } finally {
      for (const { id } of demoted)
        await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, id));
    }
  });
});

describe('DELETE /api/users/:id', () => {
  const deleteUser = (id: string, headers: Record<string, string> = admin.headers) =>
    app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers });

  it('deletes another user through the account deletion rules', async () => {
    const patient = await createUser(app);
    const response = await deleteUser(patient.user.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deletedCount: 1 });
    const [account] = await app.db.select().from(users).where(eq(users.id, patient.user.id));
    expect(account).toMatchObject({ name: 'Deleted patient', deletedAt: expect.any(Date) });
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, patient.user.id));
    expect(entry).toMatchObject({ action: 'user.delete', actorId: admin.user.id });
    expect((await deleteUser(patient.user.id)).statusCode).toBe(404);
  });

  it("refuses an admin's own row and points to the profile page", async () => {
    const response = await deleteUser(admin.user.id);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/profile page/);
    expect(await app.db.select().from(users).where(eq(users.id, admin.user.id))).toHaveLength(1);
  });

  it('lets one admin delete another while a second admin remains', async () => {
    const other = await createAdmin(app);
    expect((await deleteUser(other.user.id)).json()).toEqual({ deletedCount: 1 });
  });

  it('is for admins only', async () => {
    const patient = await createUser(app);
    const victim = await createUser(app);
    expect((await deleteUser(victim.user.id, patient.headers)).statusCode).toBe(403);
    expect((await deleteUser(victim.user.id, {})).statusCode).toBe(401);
    expect(await app.db.select().from(users).where(eq(users.id, victim.user.id))).toHaveLength(1);
  });
});
