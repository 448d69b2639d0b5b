import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, treatments } from '../src/db/schema.js';
import { buildTestApp } from './helper.js';
import { createAdmin, createOption, createUser } from './factories.js';

const { app } = await buildTestApp();
const db = app.db;

const patch = (id: string, payload: Record<string, unknown>, headers: Record<string, string>) =>
  app.inject({ method: 'PATCH', url: `/api/treatments/${id}`, payload, headers });

const auditOf = (id: string) => db.select().from(auditLog).where(eq(auditLog.targetId, id));

describe('treatment settings (Manage Doctors)', () => {
  it("lists every treatment's settings by name, with its price in whole units", async () => {
    const admin = await createAdmin(app);
    const option = await createOption(db, { name: `Aaa ${randomUUID()}`, priceCents: 2550 });

    const response = await app.inject({ url: '/api/treatments', headers: admin.headers });

    expect(response.statusCode).toBe(200);
    const list = response.json() as { _id: string; name: string }[];
    expect(list.find((entry) => entry._id === option.id)).toEqual({
      _id: option.id,
      name: option.name,
      price: 25.5,
      currency: 'USD',
      slotMinutes: 30,
      onDemand: false,
    });
    const names = list.map((entry) => entry.name);
    expect(names).toEqual([...names].sort());
  });

  it('switches Consult now on and off, and the audit trail says who did', async () => {
    const admin = await createAdmin(app);
    const option = await createOption(db);

    const on = await patch(option.id, { onDemand: true }, admin.headers);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ _id: option.id, onDemand: true });
    const [stored] = await db.select().from(treatments).where(eq(treatments.id, option.id));
    expect(stored!.onDemand).toBe(true);

    const off = await patch(option.id, { onDemand: false }, admin.headers);
    expect(off.json()).toMatchObject({ onDemand: false });

    const entries = await auditOf(option.id);
    expect(entries.map((entry) => [entry.action, entry.actorId, entry.details])).toEqual([
      ['treatment.update', admin.user.id, { name: option.name, onDemand: true }],
      ['treatment.update', admin.user.id, { name: option.name, onDemand: false }],
    ]);
  });

  it('records nothing when the switch is already where it is asked to be', async () => {
    const admin = await createAdmin(app);
    const option = await createOption(db);

    const response = await patch(option.id, { onDemand: false }, admin.headers);

    expect(response.statusCode).toBe(200);
    expect(await auditOf(option.id)).toEqual([]);
  });

  it('answers 404 for an unknown treatment and 400 for a body without the switch', async () => {
    const admin = await createAdmin(app);
    const option = await createOption(db);

    expect((await patch(randomUUID(), { onDemand: true }, admin.headers)).statusCode).toBe(404);
    const missing = await patch(option.id, {}, admin.headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('onDemand');
    expect((await patch(option.id, { onDemand: 'yes' }, admin.headers)).statusCode).toBe(400);
  });

  it('refuses every account but an admin', async () => {
    const patient = await createUser(app);
    const option = await createOption(db);

    expect((await app.inject({ url: '/api/treatments' })).statusCode).toBe(401);
    expect(
      (await app.inject({ url: '/api/treatments', headers: patient.headers })).statusCode,
    ).toBe(403);
    expect((await patch(option.id, { onDemand: true }, patient.headers)).statusCode).toBe(403);
    const [stored] = await db.select().from(treatments).where(eq(treatments.id, option.id));
    expect(stored!.onDemand).toBe(false);
  });
});
