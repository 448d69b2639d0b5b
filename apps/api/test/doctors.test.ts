import type { AppointmentOption } from '@sustho/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, doctors } from '../src/db/schema.js';
import { buildTestApp } from './helper.js';
import { createAdmin, createOption, createUser } from './factories.js';

const { app } = await buildTestApp();
const admin = await createAdmin(app);
const patient = await createUser(app);

let counter = 0;
function newDoctor(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: `Dr. Test ${counter}`,
    email: `doctor-${counter}@clinic.example`,
    image: `/uploads/photo-${counter}-512.webp`,
    ...overrides,
  };
}

const addDoctor = (payload: object, headers: Record<string, string> = admin.headers) =>
  app.inject({ method: 'POST', url: '/api/doctors', payload, headers });

describe('doctors', () => {
  it('adds a doctor of an existing treatment, lists them, shows their photo on the appointment page, and audits it', async () => {
    const option = await createOption(app.db);
    const input = newDoctor({
      specialty: option.name.toUpperCase(),
      email: 'Rahima.Khatun@Clinic.Example',
    });
    const added = await addDoctor(input);
    expect(added.statusCode).toBe(200);
    const { insertedId } = added.json();
    expect(added.json()).toEqual({ acknowledged: true, insertedId: expect.any(String) });

    const list = await app.inject({ url: '/api/doctors', headers: admin.headers });
    expect(list.json()).toContainEqual({
      _id: insertedId,
      name: input.name,
      email: 'rahima.khatun@clinic.example',
      specialty: option.name,
      image: input.image,
    });

    // The treatment's options list the new doctor with their photo (the card shows its first doctor's).
    const options = await app.inject({ url: '/api/appointmentOptions?date=Jan%205,%202030' });
    const listed = options.json<AppointmentOption[]>().find((row) => row._id === option.id)!;
    expect(listed.doctors.find((doctor) => doctor._id === insertedId)?.image).toBe(input.image);

    const [entry] = await app.db.select().from(auditLog).where(eq(auditLog.targetId, insertedId));
    expect(entry).toMatchObject({
      action: 'doctor.create',
      actorId: admin.user.id,
      actorEmail: admin.user.email,
    });
  });

  it('refuses a specialty that is not a treatment', async () => {
    const response = await addDoctor(newDoctor({ specialty: 'Astrology' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/'Astrology' is not a treatment/);
  });

  it('refuses an e-mail that is already listed, whatever its case, and keeps the first doctor', async () => {
    const option = await createOption(app.db);
    expect(
      (await addDoctor(newDoctor({ specialty: option.name, email: 'same@clinic.example' })))
        .statusCode,
    ).toBe(200);
    const again = await addDoctor(
      newDoctor({ specialty: option.name, email: 'SAME@clinic.example' }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'A doctor with the e-mail same@clinic.example is already listed',
    );
    expect(
      await app.db.select().from(doctors).where(eq(doctors.email, 'same@clinic.example')),
    ).toHaveLength(1);
  });

  it.each([
    ['a missing name', { name: '  ' }, /body.name/],
    ['a wrong e-mail', { email: 'not-an-email' }, /body.email/],
    ['a missing image', { image: undefined }, /body.image/],
    [
      'a script URL as image',
      { image: 'javascript:alert(1)' },
      /body.image: must be the URL of an uploaded image/,
    ],
    ['a protocol-relative image URL', { image: '//evil.example/x.png' }, /body.image/],
  ])('answers 400 for %s', async (_name, overrides, message) => {
    const option = await createOption(app.db);
    const response = await addDoctor(newDoctor({ specialty: option.name, ...overrides }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('deletes a doctor once, audits it, then answers 404', async () => {
    const option = await createOption(app.db);
    const { insertedId } = (await addDoctor(newDoctor({ specialty: option.name }))).json();
    const remove = () =>
      app.inject({ method: 'DELETE', url: `/api/doctors/${insertedId}`, headers: admin.headers });
    const first = await remove();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ deletedCount: 1 });
    const second = await remove();
    expect(second.statusCode).toBe(404);
    const list = await app.inject({ url: '/api/doctors', headers: admin.headers });
    expect(list.json().map((row: { _id: string }) => row._id)).not.toContain(insertedId);
    const entries = await app.db.select().from(auditLog).where(eq(auditLog.targetId, insertedId));
    expect(entries.map((entry) => entry.action).sort()).toEqual(['doctor.create', 'doctor.delete']);
    const malformed = await app.inject({
      method: 'DELETE',
      url: '/api/doctors/not-an-id',
      headers: admin.headers,
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const option = await createOption(app.db);
    expect((await app.inject({ url: '/api/doctors', headers: patient.headers })).statusCode).toBe(
      403,
    );
    expect(
      (await addDoctor(newDoctor({ specialty: option.name }), patient.headers)).statusCode,
    ).toBe(403);
    expect((await addDoctor(newDoctor({ specialty: option.name }), {})).statusCode).toBe(401);
  });
});
