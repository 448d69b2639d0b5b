import { and, desc, eq } from 'drizzle-orm';
import { addDays, formatWireDate } from '@sustho/contracts';
import { describe, expect, it } from 'vitest';
import { auditLog, outbox, users } from '../src/db/schema.js';
import { clinicNow } from '../src/lib/clinic-time.js';
import { clock } from '../src/lib/clock.js';
import { buildTestApp } from './helper.js';
import { createAdmin, createDoctorUser, createOption, createUser } from './factories.js';
import { createOnDemandTreatment } from './on-demand-fixtures.js';

const { app } = await buildTestApp();
const admin = await createAdmin(app);

let counter = 0;
/** 'Add staff' as the admin; answers the invitation's id, the e-mail and the mailed token. */
async function inviteStaff(overrides: { role?: 'pharmacist' | 'lab'; email?: string } = {}) {
  counter += 1;
  const payload = {
    name: `Staff Member ${counter}`,
    email: overrides.email ?? `staff-${counter}@clinic.example`,
    role: overrides.role ?? 'pharmacist',
  };
  const added = await app.inject({
    method: 'POST',
    url: '/api/staff/invitations',
    headers: admin.headers,
    payload,
  });
  expect(added.statusCode).toBe(201);
  return {
    id: added.json<{ insertedId: string }>().insertedId,
    name: payload.name,
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
const staffList = async () =>
  (await app.inject({ url: '/api/staff', headers: admin.headers })).json<{
    members: { _id: string; email: string; role: string }[];
    invitations: { _id: string; email: string; role: string; expired: boolean }[];
  }>();
const auditOf = (action: string, targetId: string) =>
  app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));

describe('staff invitations', () => {
  it('only an admin invites staff', async () => {
    const payload = { name: 'Someone', email: 'someone@clinic.example', role: 'lab' };
    const patient = await createUser(app);
    const doctor = await createDoctorUser(app);
    for (const headers of [patient.headers, doctor.headers]) {
      const refused = await app.inject({
        method: 'POST',
        url: '/api/staff/invitations',
        headers,
        payload,
      });
      expect(refused.statusCode).toBe(403);
    }
    const anonymous = await app.inject({ method: 'POST', url: '/api/staff/invitations', payload });
    expect(anonymous.statusCode).toBe(401);
    const wrongRole = await app.inject({
      method: 'POST',
      url: '/api/staff/invitations',
      headers: admin.headers,
      payload: { ...payload, role: 'doctor' },
    });
    expect(wrongRole.statusCode).toBe(400);
  });

  it('mails an /invite link; accepting it makes a verified pharmacist account that /api/me names', async () => {
    const { id, name, email, token } = await inviteStaff({ role: 'pharmacist' });
    const [mail] = await app.db.select().from(outbox).where(eq(outbox.to, email));
    expect(mail!.subject).toBe('You are invited to join Sustho as a pharmacist');
    expect(await auditOf('staff.invite', id)).toHaveLength(1);
    expect((await staffList()).invitations).toContainEqual(
      expect.objectContaining({ _id: id, email, role: 'pharmacist', expired: false }),
    );

    expect((await view(token)).json()).toEqual({
      name,
      email,
      role: 'pharmacist',
      accountExists: false,
    });
    expect((await accept(token, { password: 'pharmacy-2026-secret' })).statusCode).toBe(200);
    const [account] = await app.db.select().from(users).where(eq(users.email, email));
    expect(account).toMatchObject({ role: 'pharmacist', emailVerified: true, name });
    expect(await auditOf('staff.invitation-accept', id)).toHaveLength(1);

    const list = await staffList();
    expect(list.members).toContainEqual({ _id: account!.id, name, email, role: 'pharmacist' });
    expect(list.invitations.map((row) => row._id)).not.toContain(id);

    const again = await accept(token, { password: 'pharmacy-2026-secret' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'This invitation has already been used: sign in with your account',
    );
  });

  it('turns an existing patient account into a lab account, signed in as it', async () => {
    const owner = await createUser(app, { email: 'lab-owner@clinic.example' });
    const { token } = await inviteStaff({ role: 'lab', email: 'lab-owner@clinic.example' });
    expect((await view(token)).json()).toMatchObject({ role: 'lab', accountExists: true });
    expect((await accept(token, {})).statusCode).toBe(401);
    expect((await accept(token, {}, owner.headers)).statusCode).toBe(200);
    const me = await app.inject({ url: '/api/me', headers: owner.headers });
    expect(me.json()).toMatchObject({ id: owner.user.id, role: 'lab', doctorId: null });
  });

  it('refuses to invite an account that is already staff', async () => {
    const doctor = await createDoctorUser(app);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/staff/invitations',
      headers: admin.headers,
      payload: { name: 'Dr. Twice', email: doctor.user.email, role: 'lab' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `The account of ${doctor.user.email} is already a staff account`,
    );
  });

  it('inviting again replaces the open link; revoking closes it, audited', async () => {
    const first = await inviteStaff({ email: 'twice@clinic.example' });
    const second = await inviteStaff({ email: 'twice@clinic.example' });
    expect((await view(first.token)).statusCode).toBe(404);
    expect((await view(second.token)).statusCode).toBe(200);

    const revoke = () =>
      app.inject({
        method: 'DELETE',
        url: `/api/staff/invitations/${second.id}`,
        headers: admin.headers,
      });
    expect((await revoke()).json()).toEqual({ deletedCount: 1 });
    expect((await view(second.token)).statusCode).toBe(404);
    expect((await revoke()).statusCode).toBe(404);
    expect(await auditOf('staff.invitation-revoke', second.id)).toHaveLength(1);
  });

  it("removing a staff member makes the account a patient's again; a doctor is not staff here", async () => {
    const lab = await createUser(app, { role: 'lab' });
    const remove = (id: string) =>
      app.inject({ method: 'DELETE', url: `/api/staff/${id}`, headers: admin.headers });
    expect((await remove(lab.user.id)).json()).toEqual({ deletedCount: 1 });
    const [row] = await app.db.select().from(users).where(eq(users.id, lab.user.id));
    expect(row!.role).toBe('user');
    expect(await auditOf('staff.remove', lab.user.id)).toHaveLength(1);
    expect((await remove(lab.user.id)).statusCode).toBe(404);
    const doctor = await createDoctorUser(app);
    expect((await remove(doctor.user.id)).statusCode).toBe(404);
  });
});

describe('pharmacist and lab accounts', () => {
  const refusal =
    "This account is for the clinic's work: sign in with a patient account to book, order or consult";

  it('cannot book, wait, consult now or keep a family as patients', async () => {
    const option = await createOption(app.db, { slotStarts: ['09:00'] });
    const onDemand = await createOnDemandTreatment(app);
    const tomorrow = addDays(clinicNow(clock.now(), app.env.CLINIC_TIME_ZONE).today, 1);
    for (const role of ['pharmacist', 'lab'] as const) {
      const { headers } = await createUser(app, { role });
      const answers = await Promise.all([
        app.inject({
          method: 'POST',
          url: '/api/booking',
          headers,
          payload: {
            appointmentDate: formatWireDate(tomorrow),
            treatmentName: option.name,
            patientName: 'Someone',
            slot: '09:00 AM - 09:30 AM',
            phone: '01712345678',
          },
        }),
        app.inject({
          method: 'POST',
          url: '/api/waitlist',
          headers,
          payload: { treatmentName: option.name, appointmentDate: formatWireDate(tomorrow) },
        }),
        app.inject({
          method: 'POST',
          url: '/api/on-demand',
          headers,
          payload: { treatmentName: onDemand.name },
        }),
        app.inject({ url: '/api/family', headers }),
      ]);
      for (const answer of answers) {
        expect({ role, status: answer.statusCode, message: answer.json().message }).toEqual({
          role,
          status: 403,
          message: refusal,
        });
      }
    }
  });
});

describe('two-factor sign-in', async () => {
  const { app: strict } = await buildTestApp({ STAFF_TWO_FACTOR: 'required' });

  it('is required of pharmacists and lab technicians as of doctors', async () => {
    for (const role of ['pharmacist', 'lab'] as const) {
      const { headers } = await createUser(strict, { role });
      const blocked = await strict.inject({ url: '/api/me', headers });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json()).toMatchObject({ code: 'two_factor_setup_required' });
    }
    const patient = await createUser(strict);
    expect((await strict.inject({ url: '/api/me', headers: patient.headers })).statusCode).toBe(
      200,
    );
  });
});
