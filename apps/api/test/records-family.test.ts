import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import {
  ageOn,
  CONSENT_VERSION,
  type BookingRecord,
  type ClinicalProfile,
  type ConsultationRoom,
  type HealthRecord,
  type PatientProfile,
  type Prescription,
  type ProfileExport,
} from '@sustho/contracts';
import { describe, expect, it } from 'vitest';
import { auditLog, outbox, prescriptionPdfs } from '../src/db/schema.js';
import { clinicNow } from '../src/lib/clinic-time.js';
import { clock } from '../src/lib/clock.js';
import { createDoctorUser, createOpenRoomBooking, createUser } from './factories.js';
import { buildTestApp, testDatabaseKind } from './helper.js';
import { bookingBetween, multipartBody, SAMPLE_PDF, twoMedicines } from './records/fixtures.js';

/**
 * Records are per person (services.md §2): a parent's account with a child in its family. The
 * child's doctor reads the child's record and nothing of the parent's; the parent's record and
 * the child's are apart; every route that names a profile refuses another account's.
 */
const reportsDir = mkdtempSync(path.join(tmpdir(), 'sustho-reports-'));
const { app } = await buildTestApp({ REPORTS_DIR: reportsDir });

type Caller = { headers: Record<string, string> };
const call = (
  caller: Caller,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method,
    url,
    headers: { ...caller.headers, ...headers },
    ...(payload === undefined ? {} : { payload: payload as string }),
  });

const addMember = async (caller: Caller, member: Record<string, string>) => {
  const response = await call(caller, 'POST', '/api/family', member);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<PatientProfile>();
};

const uploadReport = (caller: Caller, fields: Record<string, string>) => {
  const body = multipartBody(
    { data: SAMPLE_PDF, name: 'cbc.pdf', type: 'application/pdf' },
    fields,
  );
  return call(caller, 'POST', '/api/me/reports', body.payload, {
    'content-type': body.contentType,
  });
};

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sustho-pdf-'));
  const file = path.join(dir, 'prescription.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

const CHILD_BIRTH = '2018-03-15';
const today = () => clinicNow(clock.now(), app.env.CLINIC_TIME_ZONE).today;

const parent = await createUser(app, { name: 'Rahima Begum' });
const child = await addMember(parent, {
  name: 'Tuhin Begum',
  relation: 'child',
  dateOfBirth: CHILD_BIRTH,
  sex: 'male',
});
await call(parent, 'PUT', '/api/me/clinical-profile', { dateOfBirth: '1988-07-01', sex: 'female' });
const stranger = await createUser(app, { name: 'Another Account' });
const strangersMember = await addMember(stranger, {
  name: 'Not Yours',
  relation: 'spouse',
  dateOfBirth: '1990-01-01',
  sex: 'female',
});
const childDoctor = await createDoctorUser(app, { name: 'Dr. Child' });
const parentDoctor = await createDoctorUser(app, { name: 'Dr. Parent' });

const asChild = { id: parent.user.id, name: child.name, email: parent.user.email };
const childBooking = await bookingBetween(app, childDoctor.user.id, asChild, {
  patientId: child._id,
});
const childEarlier = await bookingBetween(app, childDoctor.user.id, asChild, {
  patientId: child._id,
});
const parentBooking = await bookingBetween(app, parentDoctor.user.id, parent.user);
await call(parentDoctor, 'PUT', `/api/bookings/${parentBooking.id}/notes`, {
  chiefComplaint: 'Back pain',
  history: '',
  examination: '',
  diagnosis: 'Lumbago',
});
const childPrescription = (
  await call(childDoctor, 'POST', `/api/bookings/${childBooking.id}/prescriptions`, twoMedicines)
).json<Prescription>();

describe(`the doctor of a child (${testDatabaseKind})`, () => {
  it("reads the child's record, never the parent's, and is listed against the child", async () => {
    const panel = await call(childDoctor, 'GET', `/api/bookings/${childBooking.id}/record`);
    expect(panel.statusCode, panel.body).toBe(200);
    const record = panel.json<BookingRecord>();
    expect(record.patient).toEqual({ name: 'Tuhin Begum', dateOfBirth: CHILD_BIRTH, sex: 'male' });
    expect(record.history.map((row) => row.bookingId)).toEqual([childEarlier.id]);
    expect(record.prescriptions.map((p) => p._id)).toEqual([childPrescription._id]);

    expect(
      (await call(childDoctor, 'GET', `/api/bookings/${parentBooking.id}/record`)).statusCode,
    ).toBe(403);
    expect(
      (await call(parentDoctor, 'GET', `/api/bookings/${childBooking.id}/record`)).statusCode,
    ).toBe(403);
    expect(
      (await call(parentDoctor, 'GET', `/api/prescriptions/${childPrescription._id}/pdf`))
        .statusCode,
    ).toBe(403);

    const views = await app.db
      .select({ targetId: auditLog.targetId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'record.view'), eq(auditLog.actorId, childDoctor.user.id)));
    expect(new Set(views.map((view) => view.targetId))).toEqual(new Set([child._id]));
  });

  it('sees who the consultation is for: the child, their age and the guardian', async () => {
    const record = (
      await call(childDoctor, 'GET', `/api/bookings/${childBooking.id}/record`)
    ).json<BookingRecord>();
    expect(record.consultationPatient).toEqual({
      patientId: child._id,
      name: 'Tuhin Begum',
      age: ageOn(CHILD_BIRTH, today()),
      child: true,
      guardianName: 'Rahima Begum',
    });
    const own = (
      await call(parentDoctor, 'GET', `/api/bookings/${parentBooking.id}/record`)
    ).json<BookingRecord>();
    expect(own.consultationPatient).toMatchObject({
      patientId: parent.user.id,
      child: false,
      guardianName: null,
    });
  });

  it("shows the room's patient as the child with the guardian, to the parent and the doctor", async () => {
    const room = await createOpenRoomBooking(app, {
      userId: parent.user.id,
      patientId: child._id,
      patientName: child.name,
      doctorId: childDoctor.doctor.id,
      treatmentId: childDoctor.doctor.treatmentId,
    });
    for (const caller of [parent, childDoctor]) {
      const response = await call(caller, 'GET', `/api/consultations/${room.id}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<ConsultationRoom>().patient).toEqual({
        patientId: child._id,
        name: 'Tuhin Begum',
        age: ageOn(CHILD_BIRTH, today()),
        child: true,
        guardianName: 'Rahima Begum',
      });
    }
  });
});

describe('the health record of each profile', () => {
  it("keeps the parent's and the child's apart, with their own views", async () => {
    const mine = (await call(parent, 'GET', '/api/me/health-record')).json<HealthRecord>();
    expect(mine.patientId).toBe(parent.user.id);
    expect(mine.consultations.map((row) => row.bookingId)).toEqual([parentBooking.id]);
    expect(mine.prescriptions).toEqual([]);
    expect(mine.views.map((view) => view.doctorName)).not.toContain('Dr. Child');

    const response = await call(parent, 'GET', `/api/me/health-record?patientId=${child._id}`);
    expect(response.statusCode, response.body).toBe(200);
    const childs = response.json<HealthRecord>();
    expect(childs.patientId).toBe(child._id);
    const consultations = childs.consultations.map((row) => row.bookingId);
    expect(consultations).toEqual(expect.arrayContaining([childBooking.id, childEarlier.id]));
    expect(consultations).not.toContain(parentBooking.id);
    expect(childs.prescriptions.map((p) => p._id)).toEqual([childPrescription._id]);
    expect(childs.views.map((view) => view.doctorName)).toContain('Dr. Child');
    expect(childs.views.map((view) => view.doctorName)).not.toContain('Dr. Parent');
  });

  it("answers 404 to another account's profile on every route that names one", async () => {
    const theirs = strangersMember._id;
    const refusals = [
      await call(parent, 'GET', `/api/me/health-record?patientId=${theirs}`),
      await call(parent, 'GET', `/api/me/clinical-profile?patientId=${theirs}`),
      await call(parent, 'POST', '/api/me/consent', {
        version: CONSENT_VERSION,
        patientId: theirs,
      }),
      await uploadReport(parent, { patientId: theirs }),
      // The other account's own profile is no more the parent's than its members.
      await call(parent, 'GET', `/api/me/health-record?patientId=${stranger.user.id}`),
    ];
    for (const response of refusals) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().message).toBe('No patient in your family has this id');
    }
  });

  it("takes the consent for the child as the guardian's, apart from the parent's own", async () => {
    const url = `/api/me/clinical-profile?patientId=${child._id}`;
    const before = (await call(parent, 'GET', url)).json<ClinicalProfile>();
    expect(before).toMatchObject({ dateOfBirth: CHILD_BIRTH, sex: 'male', consent: null });
    const agreed = await call(parent, 'POST', '/api/me/consent', {
      version: CONSENT_VERSION,
      patientId: child._id,
    });
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(agreed.json<ClinicalProfile>()).toMatchObject({
      dateOfBirth: CHILD_BIRTH,
      consent: { version: CONSENT_VERSION },
    });
    expect((await call(parent, 'GET', url)).json<ClinicalProfile>().consent).not.toBeNull();
    const own = (await call(parent, 'GET', '/api/me/clinical-profile')).json<ClinicalProfile>();
    expect(own).toMatchObject({ dateOfBirth: '1988-07-01', sex: 'female', consent: null });
  });
});

describe("reports for a family member's record", () => {
  it("files a report under the profile named, or under the booking's patient", async () => {
    const named = await uploadReport(parent, { patientId: child._id });
    expect(named.statusCode, named.body).toBe(200);
    const upcoming = await bookingBetween(app, childDoctor.user.id, asChild, {
      upcoming: true,
      patientId: child._id,
    });
    const beside = await uploadReport(parent, { bookingId: upcoming.id });
    expect(beside.statusCode, beside.body).toBe(200);

    const childs = (
      await call(parent, 'GET', `/api/me/health-record?patientId=${child._id}`)
    ).json<HealthRecord>();
    const ids = [named.json<{ _id: string }>()._id, beside.json<{ _id: string }>()._id];
    expect(childs.reports.map((report) => report._id).sort()).toEqual([...ids].sort());
    const mine = (await call(parent, 'GET', '/api/me/health-record')).json<HealthRecord>();
    expect(mine.reports.filter((report) => ids.includes(report._id))).toEqual([]);
    // The child's doctor downloads the child's report; the parent's doctor may not.
    const download = `/api/reports/${ids[0]}/download`;
    expect((await call(childDoctor, 'GET', download)).statusCode).toBe(200);
    expect((await call(parentDoctor, 'GET', download)).statusCode).toBe(403);
  });

  it("refuses a patientId that is not the booking's patient, and one that is no id", async () => {
    const upcoming = await bookingBetween(app, childDoctor.user.id, asChild, {
      upcoming: true,
      patientId: child._id,
    });
    const other = await uploadReport(parent, { bookingId: upcoming.id, patientId: parent.user.id });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toMatch(/^patientId /);
    const same = await uploadReport(parent, { bookingId: upcoming.id, patientId: child._id });
    expect(same.statusCode, same.body).toBe(200);
    const malformed = await uploadReport(parent, { patientId: 'not-an-id' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('patientId must be a valid id');
  });
});

describe("the child's prescription", () => {
  it("prints the child's name, age and sex, and is mailed to the parent about the child", async () => {
    const pdf = await call(parent, 'GET', `/api/prescriptions/${childPrescription._id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Patient: Tuhin Begum');
    const issuedDay = clinicNow(
      new Date(childPrescription.issuedAt),
      app.env.CLINIC_TIME_ZONE,
    ).today;
    expect(text).toContain(`Age: ${ageOn(CHILD_BIRTH, issuedDay)} years`);
    expect(text).toContain('Sex: Male');
    expect(text).not.toContain('Rahima Begum');

    const mail = await app.db.select().from(outbox).where(eq(outbox.to, parent.user.email));
    const sent = mail.find((m) => m.subject === 'The prescription for Tuhin Begum is ready');
    expect(sent?.text).toContain('Hello Rahima Begum,');
    expect(sent?.text).toContain('Dr. Child issued a prescription for Tuhin Begum.');
  });
});

describe("'Download my data'", () => {
  it('lists every family member with their own record, and whom each booking is for', async () => {
    await call(parent, 'POST', '/api/me/consent', {
      version: CONSENT_VERSION,
      patientId: child._id,
    });
    const exported = (await call(parent, 'GET', '/api/profile/export')).json<ProfileExport>();
    expect(exported.healthRecord).toMatchObject({
      patientId: parent.user.id,
      name: 'Rahima Begum',
      relation: 'self',
      dateOfBirth: '1988-07-01',
    });
    expect(exported.healthRecord.consultations.map((row) => row.bookingId)).toEqual([
      parentBooking.id,
    ]);
    expect(exported.family).toHaveLength(1);
    const [member] = exported.family;
    expect(member).toMatchObject({
      patientId: child._id,
      name: 'Tuhin Begum',
      relation: 'child',
      dateOfBirth: CHILD_BIRTH,
      sex: 'male',
      consents: [{ version: CONSENT_VERSION }],
    });
    expect(member!.consultations.map((row) => row.bookingId)).toContain(childBooking.id);
    expect(member!.prescriptions.map((p) => p._id)).toEqual([childPrescription._id]);
    const forWhom = new Map(exported.bookings.map((booking) => [booking._id, booking.patientId]));
    expect(forWhom.get(childBooking.id)).toBe(child._id);
    expect(forWhom.get(parentBooking.id)).toBe(parent.user.id);
  });
});

describe('a removed family member', () => {
  it('leaves their doctor the anonymised record, and the account no way to name them', async () => {
    const leaving = await addMember(parent, {
      name: 'Leaving Child',
      relation: 'child',
      dateOfBirth: '2016-01-20',
      sex: 'female',
    });
    const booking = await bookingBetween(
      app,
      childDoctor.user.id,
      { ...asChild, name: leaving.name },
      { patientId: leaving._id },
    );
    const issued = (
      await call(childDoctor, 'POST', `/api/bookings/${booking.id}/prescriptions`, twoMedicines)
    ).json<Prescription>();
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/family/${leaving._id}`,
      headers: parent.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);

    const url = `/api/me/health-record?patientId=${leaving._id}`;
    expect((await call(parent, 'GET', url)).statusCode).toBe(404);
    const panel = (
      await call(childDoctor, 'GET', `/api/bookings/${booking.id}/record`)
    ).json<BookingRecord>();
    expect(panel.patient).toEqual({ name: 'Removed family member', dateOfBirth: null, sex: null });
    expect(panel.consultationPatient).toMatchObject({ age: null, child: false });
    expect(panel.prescriptions.map((p) => p._id)).toEqual([issued._id]);
    const pdf = await call(childDoctor, 'GET', `/api/prescriptions/${issued._id}/pdf`);
    expect(pdfText(pdf.rawPayload)).toContain('Removed family member');
    // Nothing with the patient's name on it is kept for a patient who is gone.
    const kept = await app.db
      .select()
      .from(prescriptionPdfs)
      .where(eq(prescriptionPdfs.prescriptionId, issued._id));
    expect(kept).toEqual([]);
  });
});
