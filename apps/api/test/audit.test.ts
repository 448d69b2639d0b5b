import { ADMIN_PAGE_SIZE } from '@sustho/contracts';
import { describe, expect, it } from 'vitest';
import { recordAudit } from '../src/modules/audit/record.js';
import { buildTestApp } from './helper.js';
import { createAdmin, createUser } from './factories.js';

const { app } = await buildTestApp();
const admin = await createAdmin(app);

describe('GET /api/audit', () => {
  it('lists the trail newest first, a page at a time, with the total', async () => {
    const patient = await createUser(app);
    await app.inject({
      method: 'PUT',
      url: `/api/users/admin/${patient.user.id}`,
      headers: admin.headers,
    });
    for (let index = 0; index < ADMIN_PAGE_SIZE; index += 1) {
      await recordAudit(app.db, {
        actor: admin.user,
        action: 'test.filler',
        targetType: 'test',
        targetId: String(index),
      });
    }

    const first = await app.inject({ url: '/api/audit', headers: admin.headers });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe(String(ADMIN_PAGE_SIZE + 1));
    expect(first.json()).toHaveLength(ADMIN_PAGE_SIZE);
    // In the order they were written, even where several share a timestamp.
    const fillers = Array.from({ length: ADMIN_PAGE_SIZE }, (_, index) =>
      String(ADMIN_PAGE_SIZE - 1 - index),
    );
    expect(first.json().map((entry: { targetId: string }) => entry.targetId)).toEqual(fillers);

    const second = await app.inject({ url: '/api/audit?page=2', headers: admin.headers });
    expect(second.json()).toEqual([
      {
        _id: expect.any(String),
        actorId: admin.user.id,
        actorEmail: admin.user.email,
        action: 'user.make-admin',
        targetType: 'user',
        targetId: patient.user.id,
        details: { email: patient.user.email },
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
  });

  it('is for admins only', async () => {
    const patient = await createUser(app);
    expect((await app.inject({ url: '/api/audit', headers: patient.headers })).statusCode).toBe(
      403,
    );
    expect((await app.inject({ url: '/api/audit' })).statusCode).toBe(401);
    expect(
      (await app.inject({ url: '/api/audit?page=-1', headers: admin.headers })).statusCode,
    ).toBe(400);
  });
});
