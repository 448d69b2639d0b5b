import { createHash } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog, doctorInvitations, doctors, outbox, users } from '../src/db/schema.js';
import { clock } from '../src/lib/clock.js';
import { buildTestApp } from './helper.js';
import {
  createAdmin,
  createBooking,
  createDoctorUser,
  createOption,
  createUser,
} from './factories.js';

const { app } = await buildTestApp();
const admin = await createAdmin(app);
const option = await createOption(app.db, { slotStarts: ['09:00'] });

afterEach(() => clock.reset());

let counter = 0;
/** Adds a doctor as the admin; answers their id and the token of the invitation mailed to them. */
async function inviteDoctor(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const payload = {
    name: `Dr. Invited ${counter}`,
    email: `invited-${counter}@clinic.example`,
    specialty: option.name,
    image: '/uploads/photo-512.webp',
    ...overrides,
  };
  const added = await app.inject({
    method: 'POST',
    url: '/api/doctors',
    headers: admin.headers,
    payload,
  });
  expect(added.statusCode).toBe(200);
  return {
    id: added.json<{ insertedId: string }>().insertedId,
    email: payload.email.toLowerCase(),
    token: await latestToken(payload.email.toLowerCase()),
  };
}

async function latestToken(email: string) {
  const [mail] = await app.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, email))
    .orderBy(desc(outbox.createdAt), desc(outbox.id));
  return /\/invite\/([\w-]+)/.exec(mail!.text)![1]!;
}

const view = (token: string) => app.inject({ url: `/api/invitations/${token}` });
const accept = (token: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api/invitations/${token}/accept`, payload, headers });
const listed = async (id: string) =>
  (await app.inject({ url: '/api/doctors', headers: admin.headers }))
    .json<{ _id: string; status: string }[]>()
    .find((row) => row._id === id);

describe('doctor invitations', () => {
  it('mails a single 7-day link whose token is stored only as its SHA-256', async () => {
    const before = Date.now();
    const { id, email, token } = await inviteDoctor();
    const [mail] = await app.db.select().from(outbox).where(eq(outbox.to, email));
    expect(mail!.subject).toBe('You are invited to join Sustho as a doctor');
    expect(mail!.text).toContain(`http://localhost:3000/invite/${token}`);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [invitation] = await app.db
      .select()
      .from(doctorInvitations)
      .where(eq(doctorInvitations.doctorId, id));
    expect(invitation!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    const days = (invitation!.expiresAt.getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    expect((await listed(id))?.status).toBe('invited');
  });

  it('sets a password: the account is a verified doctor, linked, and the link is then used', async () => {
    const { id, email, token } = await inviteDoctor({ name: 'Dr. Nusrat Jahan' });
    expect((await view(token)).json()).toEqual({
      name: 'Dr. Nusrat Jahan',
      role: 'doctor',
      email,
      accountExists: false,
    });
    const short = await accept(token, { password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/body.password: must be at least 8 characters/);
    expect((await accept(token, {})).json().message).toBe(
      'body.password: is required to create your account',
    );

    const accepted = await accept(token, { password: 'nusrat-2026-secret' });
    expect(accepted.statusCode).toBe(200);
    const [account] = await app.db.select().from(users).where(eq(users.email, email));
    expect(account).toMatchObject({
      role: 'doctor',
      emailVerified: true,
      name: 'Dr. Nusrat Jahan',
    });
    const [doctor] = await app.db.select().from(doctors).where(eq(doctors.id, id));
    expect(doctor!.userId).toBe(account!.id);
    expect((await listed(id))?.status).toBe('active');
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, id))
      .orderBy(desc(auditLog.createdAt));
    expect(entry).toMatchObject({ action: 'doctor.invitation-accept', actorId: account!.id });

    for (const again of [
      await view(token),
      await accept(token, { password: 'another-one-2026' }),
    ]) {
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(
        'This invitation has already been used: sign in with your account',
      );
    }
    const resend = await app.inject({
      method: 'POST',
      url: `/api/doctors/${id}/invitation`,
      headers: admin.headers,
    });
    expect(resend.statusCode).toBe(409);
  });

  it('lets only one of two simultaneous acceptances through', async () => {
    const { token } = await inviteDoctor();
    const answers = await Promise.all([
      accept(token, { password: 'first-password-2026' }),
      accept(token, { password: 'second-password-2026' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('answers 404 for an unknown link and 409 for an expired one', async () => {
    const unknown = await view('a'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This invitation link is not valid');
    expect((await view('not a token!')).statusCode).toBe(400);

    const { token } = await inviteDoctor();
    clock.set(new Date(Date.now() + 7 * 86_400_000 + 60_000));
    for (const expired of [
      await view(token),
      await accept(token, { password: 'late-2026-pass' }),
    ]) {
      expect(expired.statusCode).toBe(409);
      expect(expired.json().message).toBe(
        'This invitation has expired: ask the clinic to send a new one',
      );
    }
  });

  it('resending replaces the open link with a new one', async () => {
    const { id, email, token } = await inviteDoctor();
    const resend = await app.inject({
      method: 'POST',
      url: `/api/doctors/${id}/invitation`,
      headers: admin.headers,
    });
    expect(resend.statusCode).toBe(200);
    const fresh = await latestToken(email);
    expect(fresh).not.toBe(token);
    expect((await view(token)).statusCode).toBe(404);
    expect((await view(fresh)).statusCode).toBe(200);
    const mails = await app.db.select().from(outbox).where(eq(outbox.to, email));
    expect(mails).toHaveLength(2);
  });

  it("deleting a doctor revokes every open invitation of her e-mail, and a new listing's link is the only one that works", async () => {
    const first = await inviteDoctor();
    const resend = () =>
      app.inject({
        method: 'POST',
        url: `/api/doctors/${first.id}/invitation`,
        headers: admin.headers,
      });
    expect((await resend()).statusCode).toBe(200);
    const resent = await latestToken(first.email);
    const openInvitations = () =>
      app.db
        .select({ id: doctorInvitations.id })
        .from(doctorInvitations)
        .innerJoin(doctors, eq(doctors.id, doctorInvitations.doctorId))
        .where(and(eq(doctors.email, first.email), isNull(doctorInvitations.acceptedAt)));
    expect(await openInvitations()).toHaveLength(1);

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/doctors/${first.id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await openInvitations()).toHaveLength(0);
    for (const token of [first.token, resent]) {
      expect((await view(token)).statusCode).toBe(404);
      expect((await accept(token, { password: 'revoked-2026-pass' })).statusCode).toBe(404);
    }
    expect(await app.db.select().from(users).where(eq(users.email, first.email))).toEqual([]);

    const again = await inviteDoctor({ email: first.email });
    expect(await openInvitations()).toHaveLength(1);
    expect((await accept(first.token, { password: 'revoked-2026-pass' })).statusCode).toBe(404);
    expect((await accept(again.token, { password: 'relisted-2026-pass' })).statusCode).toBe(200);
  });

  it('an existing account accepts when signed in as itself, and only then', async () => {
    const owner = await createUser(app, { email: 'existing-doctor@clinic.example' });
    const other = await createUser(app);
    const { id, token } = await inviteDoctor({ email: 'Existing-Doctor@clinic.example' });
    expect((await view(token)).json().accountExists).toBe(true);

    const anonymous = await accept(token, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toMatch(/exists: sign in to accept the invitation/);
    const stranger = await accept(token, {}, other.headers);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe(
      'This invitation is for existing-doctor@clinic.example: sign in with that account to accept it',
    );

    expect((await accept(token, {}, owner.headers)).statusCode).toBe(200);
    const me = await app.inject({ url: '/api/me', headers: owner.headers });
    expect(me.json()).toEqual({
      id: owner.user.id,
      name: owner.user.name,
      email: 'existing-doctor@clinic.example',
      role: 'doctor',
      doctorId: id,
    });
  });

  it('refuses an admin account and an account with upcoming appointments', async () => {
    const otherAdmin = await createAdmin(app, { email: 'admin-doctor@clinic.example' });
    const invited = await inviteDoctor({ email: 'admin-doctor@clinic.example' });
    const refused = await accept(invited.token, {}, otherAdmin.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'An admin account cannot accept an invitation to join as staff',
    );

    clock.set('2026-02-01T03:00:00Z');
    const patient = await createUser(app, { email: 'busy-patient@clinic.example' });
    await createBooking(app.db, {
      treatmentId: option.id,
      appointmentDate: '2026-02-05',
      slotStart: '09:00',
      userId: patient.user.id,
    });
    const busy = await inviteDoctor({ email: 'busy-patient@clinic.example' });
    const answer = await accept(busy.token, {}, patient.headers);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toMatch(/^This account has upcoming appointments: /);
    const [row] = await app.db.select().from(users).where(eq(users.id, patient.user.id));
    expect(row!.role).toBe('user');
    const [link] = await app.db
      .select()
      .from(doctorInvitations)
      .where(and(eq(doctorInvitations.doctorId, busy.id)));
    expect(link!.acceptedAt).toBeNull();
  });
});

describe('doctor accounts', () => {
  it('a deleted doctor account leaves its doctor invited again, to be re-invited', async () => {
    const doctor = await createDoctorUser(app);
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/profile',
      headers: doctor.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await listed(doctor.doctor.id))?.status).toBe('invited');
    const resend = await app.inject({
      method: 'POST',
      url: `/api/doctors/${doctor.doctor.id}/invitation`,
      headers: admin.headers,
    });
    expect(resend.statusCode).toBe(200);
  });

  it('are not made admins', async () => {
    const doctor = await createDoctorUser(app);
    const response = await app.inject({
      method: 'PUT',
      url: `/api/users/admin/${doctor.user.id}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('A doctor account cannot be made an admin');
  });
});

describe('GET /api/me', () => {
  it('answers a patient with no doctor and a doctor with theirs', async () => {
    const patient = await createUser(app, { name: 'Karim' });
    expect((await app.inject({ url: '/api/me', headers: patient.headers })).json()).toEqual({
      id: patient.user.id,
      name: 'Karim',
      email: patient.user.email,
      role: 'user',
      doctorId: null,
    });
    const doctor = await createDoctorUser(app);
    expect((await app.inject({ url: '/api/me', headers: doctor.headers })).json()).toMatchObject({
      role: 'doctor',
      doctorId: doctor.doctor.id,
    });
    expect((await app.inject({ url: '/api/me' })).statusCode).toBe(401);
  });
});
