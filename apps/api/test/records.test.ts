import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import {
  ageOn,
  CONSENT_VERSION,
  type BookingRecord,
  type HealthRecord,
  type Prescription,
  type PrescriptionInput,
} from '@sustho/contracts';
import { describe, expect, it } from 'vitest';
import { bookings, outbox, prescriptionPdfs, prescriptions } from '../src/db/schema.js';
import { sniffReport } from '../src/modules/records/report-storage.js';
import { newVerificationCode } from '../src/modules/records/verification-code.js';
import { PRESCRIPTION_PDFS_PER_MINUTE } from '../src/modules/records/routes.js';
import { createAdmin, createDoctorUser, createUser } from './factories.js';
import { buildTestApp } from './helper.js';
import { bookingBetween, multipartBody, SAMPLE_PDF, twoMedicines } from './records/fixtures.js';

const reportsDir = mkdtempSync(path.join(tmpdir(), 'sustho-reports-'));
const { app } = await buildTestApp({ REPORTS_DIR: reportsDir });

const patientA = await createUser(app, { name: 'Rahim Uddin' });
const patientB = await createUser(app, { name: 'Patient B' });
const doctor = await createDoctorUser(app, { name: 'Dr. Treating' });
const otherDoctor = await createDoctorUser(app, { name: 'Dr. Other' });
const admin = await createAdmin(app, { name: 'Admin' });
await app.db.execute(
  sql`update doctors set bmdc_number = 'A-12345', qualifications = 'MBBS, FCPS (Medicine)' where id = ${doctor.doctor.id}`,
);

type Caller = { headers: Record<string, string> } | null;

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
    headers: { ...(caller?.headers ?? {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as string }),
  });

const issue = async (bookingId: string, input: PrescriptionInput = twoMedicines) => {
  const response = await call(doctor, 'POST', `/api/bookings/${bookingId}/prescriptions`, input);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Prescription>();
};

/** The doctor's notes of the booking with only a diagnosis. */
const writeDiagnosis = async (bookingId: string, diagnosis: string) => {
  const notes = { chiefComplaint: '', history: '', examination: '', diagnosis };
  const response = await call(doctor, 'PUT', `/api/bookings/${bookingId}/notes`, notes);
  expect(response.statusCode, response.body).toBe(200);
};

const uploadReport = (
  caller: Caller,
  file: { data: Buffer; name: string; type: string },
  fields: Record<string, string> = {},
) => {
  const body = multipartBody(file, fields);
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

describe('consent, date of birth and sex', () => {
  it('stores the consent with its version and time, once', async () => {
    const before = await call(patientA, 'GET', '/api/me/clinical-profile');
    expect(before.json()).toMatchObject({ consent: null, consentVersion: CONSENT_VERSION });
    const agreed = await call(patientA, 'POST', '/api/me/consent', { version: CONSENT_VERSION });
    expect(agreed.statusCode).toBe(200);
    const first = agreed.json<{ consent: { version: string; agreedAt: string } }>().consent;
    expect(first.version).toBe(CONSENT_VERSION);
    const again = await call(patientA, 'POST', '/api/me/consent', { version: CONSENT_VERSION });
    expect(again.json<{ consent: { agreedAt: string } }>().consent.agreedAt).toBe(first.agreedAt);
  });

  it('refuses an old consent version and a date of birth in the future', async () => {
    expect(
      (await call(patientA, 'POST', '/api/me/consent', { version: '1999-1' })).statusCode,
    ).toBe(400);
    const future = await call(patientA, 'PUT', '/api/me/clinical-profile', {
      dateOfBirth: '2999-01-01',
      sex: 'male',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toMatch(/dateOfBirth/);
  });

  it('saves the date of birth and sex', async () => {
    const saved = await call(patientA, 'PUT', '/api/me/clinical-profile', {
      dateOfBirth: '1990-05-04',
      sex: 'male',
    });
    expect(saved.json()).toMatchObject({ dateOfBirth: '1990-05-04', sex: 'male' });
  });

  it('computes age in whole years', () => {
    expect(ageOn('1990-05-04', '2026-05-03')).toBe(35);
    expect(ageOn('1990-05-04', '2026-05-04')).toBe(36);
  });
});

describe('notes and prescriptions', () => {
  it('saves notes as drafts, issues, completes the booking and e-mails the patient', async () => {
    const booking = await bookingBetween(app, doctor.user.id, patientA.user);
    const draft = { chiefComplaint: 'Fever', history: '', examination: '', diagnosis: '' };
    expect((await call(doctor, 'PUT', `/api/bookings/${booking.id}/notes`, draft)).statusCode).toBe(
      200,
    );
    const notes = { ...draft, examination: 'Temp 101°F', diagnosis: 'Viral fever' };
    const saved = await call(doctor, 'PUT', `/api/bookings/${booking.id}/notes`, notes);
    expect(saved.json()).toMatchObject(notes);

    const issued = await issue(booking.id);
    expect(issued).toMatchObject({ version: 1, replacedAt: null, doctorName: 'Dr. Treating' });
    expect(issued.verifyUrl).toBe(`http://localhost:3000/verify/${issued.code}`);
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.state).toBe('completed');
    const mail = await app.db.select().from(outbox).where(eq(outbox.to, patientA.user.email));
    expect(mail.map((m) => m.subject)).toContain('Your prescription is ready');
    expect(mail.find((m) => m.subject === 'Your prescription is ready')!.text).toContain(
      issued.verifyUrl,
    );

    const record = (
      await call(doctor, 'GET', `/api/bookings/${booking.id}/record`)
    ).json<BookingRecord>();
    expect(record.notes).toMatchObject(notes);
    expect(record.prescriptions.map((p) => p._id)).toEqual([issued._id]);
    expect(record.patient).toMatchObject({ name: 'Rahim Uddin' });
  });

  it('a correction replaces the prescription in force, which stays visible as replaced', async () => {
    const booking = await bookingBetween(app, doctor.user.id, patientA.user);
    const first = await issue(booking.id);
    const corrected = await issue(booking.id, { ...twoMedicines, advice: 'Rest for three days' });
    expect(corrected.version).toBe(2);
    const verifyOld = await call(null, 'GET', `/api/verify/${first.code}`);
    expect(verifyOld.json()).toMatchObject({ status: 'replaced', doctorName: 'Dr. Treating' });
    expect(verifyOld.json().replacedAt).toEqual(expect.any(String));
    const verifyNew = await call(null, 'GET', `/api/verify/${corrected.code}`);
    expect(verifyNew.json()).toEqual({
      status: 'valid',
      replacedAt: null,
      doctorName: 'Dr. Treating',
      bmdcNumber: 'A-12345',
      issuedAt: corrected.issuedAt,
    });
    const record = (await call(patientA, 'GET', '/api/me/health-record')).json<HealthRecord>();
    const old = record.prescriptions.find((p) => p._id === first._id)!;
    expect(old).toMatchObject({ replacedBy: corrected._id, advice: twoMedicines.advice });
  });

  it('the database refuses to change or delete an issued prescription', async () => {
    const booking = await bookingBetween(app, doctor.user.id, patientA.user);
    const issued = await issue(booking.id);
    await expect(
      app.db
        .update(prescriptions)
        .set({ advice: 'changed' })
        .where(eq(prescriptions.id, issued._id)),
    ).rejects.toThrow();
    await expect(
      app.db.delete(prescriptions).where(eq(prescriptions.id, issued._id)),
    ).rejects.toThrow();
    const [row] = await app.db.select().from(prescriptions).where(eq(prescriptions.id, issued._id));
    expect(row!.advice).toBe(twoMedicines.advice);
  });

  it('completes without a prescription once; a cancelled booking takes no record', async () => {
    const booking = await bookingBetween(app, doctor.user.id, patientA.user);
    const done = await call(doctor, 'POST', `/api/bookings/${booking.id}/complete`);
    expect(done.json()).toEqual({ bookingId: booking.id, status: 'completed' });
    expect((await call(doctor, 'POST', `/api/bookings/${booking.id}/complete`)).statusCode).toBe(
      409,
    );
    const cancelled = await bookingBetween(app, doctor.user.id, patientA.user);
    await app.db
      .update(bookings)
      .set({ state: 'cancelled', cancelledAt: new Date() })
      .where(eq(bookings.id, cancelled.id));
    const refused = await call(
      doctor,
      'POST',
      `/api/bookings/${cancelled.id}/prescriptions`,
      twoMedicines,
    );
    expect(refused.statusCode).toBe(409);
  });

  it('verification codes are long, random and of the published alphabet', async () => {
    const codes = new Set(Array.from({ length: 1000 }, newVerificationCode));
    expect(codes.size).toBe(1000);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJ-NP-Z]{24}$/);
    await expect(call(null, 'GET', '/api/verify/AAAAAAAAAAAAAAAAAAAAAAAA')).resolves.toMatchObject({
      statusCode: 404,
    });
  });

  it('an unknown code answers that no prescription has it', async () => {
    const response = await call(null, 'GET', `/api/verify/${newVerificationCode()}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No prescription has this code');
  });
});

describe('the prescription PDF', () => {
  it('prints the registration number, the patient, every medicine and the verification URL', async () => {
    const booking = await bookingBetween(app, doctor.user.id, patientA.user);
    await writeDiagnosis(booking.id, 'Viral fever');
    const issued = await issue(booking.id);
    const response = await call(patientA, 'GET', `/api/prescriptions/${issued._id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const text = pdfText(response.rawPayload);
    for (const expected of [
      'Sustho',
      'Dr. Treating',
      'MBBS, FCPS (Medicine)',
      'A-12345',
      'Rahim Uddin',
      'Napa 500 mg (Tablet)',
      'Omeprazole 20 mg (Capsule)',
      '1+0+1',
      'CBC',
      'Drink plenty of water',
      issued.code,
      issued.verifyUrl,
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(/Diagnosis\s+Viral fever/);
    // The doctor's name again, over 'Signature', after the advice.
    expect(text.slice(text.indexOf('Drink plenty of water'))).toMatch(/Dr\. Treating\s+Signature/);
    expect(text).toMatch(/Age: \d+ years/);
    expect(text).toContain('Sex: Male');
  });

  it('prints — for an unknown age and sex', async () => {
    const stranger = await createUser(app, { name: 'No Facts' });
    const booking = await bookingBetween(app, doctor.user.id, stranger.user);
    const issued = await issue(booking.id);
    const response = await call(doctor, 'GET', `/api/prescriptions/${issued._id}/pdf`);
    expect(pdfText(response.rawPayload)).toMatch(/Age: — +Sex: —/);
  });

  it('Bangla text extracts as Bangla', async () => {
    const booking = await bookingBetween(app, doctor.user.id, patientA.user);
    await writeDiagnosis(booking.id, 'ভাইরাল জ্বর');
    const issued = await issue(booking.id, {
      ...twoMedicines,
      medicines: [{ ...twoMedicines.medicines[0]!, instructions: 'জ্বর কমলে বন্ধ করবেন' }],
      advice: 'প্রচুর পানি পান করুন',
    });
    const response = await call(patientA, 'GET', `/api/prescriptions/${issued._id}/pdf?lang=bn`);
    const text = pdfText(response.rawPayload);
    expect(text).toContain('জ্বর কমলে বন্ধ করবেন');
    expect(text).toContain('প্রচুর পানি পান করুন');
    expect(text).toContain('পরামর্শ');
    expect(text).toContain('রোগী');
    expect(text).toContain('Rahim Uddin');
    // pdftotext lists mixed Bangla and Latin lines out of order: the words, and the doctor named
    // twice ('ডা. Treating', which it splits after 'ডা'), over the prescription and the signature.
    for (const expected of ['রোগনির্ণয়', 'ভাইরাল জ্বর', 'স্বাক্ষর']) expect(text).toContain(expected);
    expect(text).not.toContain('Dr. Treating');
    expect(text.split('. Treating')).toHaveLength(3);
  });

  it('the old version says it was replaced', async () => {
    const booking = await bookingBetween(app, doctor.user.id, patientA.user);
    const first = await issue(booking.id);
    await issue(booking.id);
    const response = await call(patientA, 'GET', `/api/prescriptions/${first._id}/pdf`);
    expect(pdfText(response.rawPayload)).toMatch(/This prescription was replaced on/);
  });

  it('is drawn once per language and kept, and drawn again when something it shows changes', async () => {
    const patient = await createUser(app, { name: 'Kept Copy' });
    const booking = await bookingBetween(app, doctor.user.id, patient.user);
    const first = await issue(booking.id);
    const url = `/api/prescriptions/${first._id}/pdf`;
    expect((await call(patient, 'GET', url)).statusCode).toBe(200);
    expect((await call(patient, 'GET', `${url}?lang=bn`)).statusCode).toBe(200);
    const kept = await app.db
      .select({ language: prescriptionPdfs.language })
      .from(prescriptionPdfs)
      .where(eq(prescriptionPdfs.prescriptionId, first._id));
    expect(kept.map((row) => row.language).sort()).toEqual(['bn', 'en']);

    // Marked where it is kept: what the patient and the doctor get next is that copy, not a new drawing.
    await app.db
      .update(prescriptionPdfs)
      .set({ pdf: Buffer.from('%PDF-kept') })
      .where(
        and(eq(prescriptionPdfs.prescriptionId, first._id), eq(prescriptionPdfs.language, 'en')),
      );
    expect((await call(patient, 'GET', url)).rawPayload.toString()).toBe('%PDF-kept');
    expect((await call(doctor, 'GET', url)).rawPayload.toString()).toBe('%PDF-kept');

    // A correction replaces it, and the patient's sex becomes known: each is drawn anew.
    await issue(booking.id);
    expect(pdfText((await call(patient, 'GET', url)).rawPayload)).toMatch(
      /This prescription was replaced on/,
    );
    await call(patient, 'PUT', '/api/me/clinical-profile', {
      dateOfBirth: '1980-01-01',
      sex: 'female',
    });
    expect(pdfText((await call(patient, 'GET', url)).rawPayload)).toContain('Sex: Female');
  });

  it('limits PDFs per account', async () => {
    const reader = await createUser(app, { name: 'Many Downloads' });
    const booking = await bookingBetween(app, doctor.user.id, reader.user);
    const url = `/api/prescriptions/${(await issue(booking.id))._id}/pdf`;
    const statuses: number[] = [];
    for (let i = 0; i <= PRESCRIPTION_PDFS_PER_MINUTE; i += 1)
      statuses.push((await call(reader, 'GET', url)).statusCode);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('who sees the record', () => {
  it('the patient and their doctors; not another patient, another doctor or an admin', async () => {
    const booking = await bookingBetween(app, doctor.user.id, patientA.user);
    const issued = await issue(booking.id);
    const url = `/api/bookings/${booking.id}/record`;
    const pdf = `/api/prescriptions/${issued._id}/pdf`;
    for (const [caller, status] of [
      [null, 401],
      [patientA, 200],
      [patientB, 403],
      [doctor, 200],
      [otherDoctor, 403],
      [admin, 403],
    ] as const) {
      expect((await call(caller, 'GET', url)).statusCode).toBe(status);
      expect((await call(caller, 'GET', pdf)).statusCode).toBe(status);
    }
    for (const caller of [patientA, patientB, otherDoctor, admin]) {
      const notes = await call(caller, 'PUT', `/api/bookings/${booking.id}/notes`, {
        chiefComplaint: 'x',
        history: '',
        examination: '',
        diagnosis: '',
      });
      expect(notes.statusCode).toBe(403);
      expect(
        (await call(caller, 'POST', `/api/bookings/${booking.id}/prescriptions`, twoMedicines))
          .statusCode,
      ).toBe(403);
      expect((await call(caller, 'POST', `/api/bookings/${booking.id}/complete`)).statusCode).toBe(
        403,
      );
    }
  });

  it("a doctor with only an upcoming booking sees the record; every doctor's look is listed", async () => {
    const patient = await createUser(app, { name: 'Viewed Patient' });
    const past = await bookingBetween(app, doctor.user.id, patient.user);
    const upcoming = await bookingBetween(app, otherDoctor.user.id, patient.user, {
      upcoming: true,
    });
    expect((await call(otherDoctor, 'GET', `/api/bookings/${past.id}/record`)).statusCode).toBe(
      200,
    );
    expect((await call(doctor, 'GET', `/api/bookings/${upcoming.id}/record`)).statusCode).toBe(200);
    await call(patient, 'GET', `/api/bookings/${past.id}/record`);
    const record = (await call(patient, 'GET', '/api/me/health-record')).json<HealthRecord>();
    expect(record.views.map((view) => view.doctorName)).toEqual(['Dr. Treating', 'Dr. Other']);
    expect(record.views[0]!.viewedAt).toEqual(expect.any(String));
  });

  it('a cancelled booking gives a doctor no access', async () => {
    const patient = await createUser(app, { name: 'Cancelled Patient' });
    const booking = await bookingBetween(app, otherDoctor.user.id, patient.user, {
      upcoming: true,
    });
    await app.db
      .update(bookings)
      .set({ state: 'cancelled', cancelledAt: new Date() })
      .where(eq(bookings.id, booking.id));
    expect((await call(otherDoctor, 'GET', `/api/bookings/${booking.id}/record`)).statusCode).toBe(
      403,
    );
  });
});

describe('reports', () => {
  it('a real PDF is kept privately and downloads byte for byte, as an attachment', async () => {
    const uploaded = await uploadReport(patientA, {
      data: SAMPLE_PDF,
      name: 'blood test.pdf',
      type: 'application/pdf',
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const report = uploaded.json<{ _id: string; fileName: string }>();
    expect(report.fileName).toBe('blood test.pdf');
    expect(readdirSync(reportsDir).length).toBeGreaterThan(0);
    const download = await call(patientA, 'GET', `/api/reports/${report._id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(SAMPLE_PDF)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="blood test.pdf"/,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    // Nothing under the public uploads URL serves it.
    const stored = readdirSync(reportsDir).find((name) => !name.startsWith('.'))!;
    expect((await call(null, 'GET', `/uploads/${stored}`)).statusCode).toBe(404);
  });

  it('refuses HTML, SVG and a script renamed .pdf', async () => {
    const files = [
      {
        data: Buffer.from('<!doctype html><script>alert(1)</script>'),
        name: 'r.html',
        type: 'text/html',
      },
      {
        data: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        ),
        name: 'r.svg',
        type: 'image/svg+xml',
      },
      { data: Buffer.from('#!/bin/sh\nrm -rf /\n'), name: 'report.pdf', type: 'application/pdf' },
      {
        data: Buffer.from('%PDF-1.7\n<script>not really</script>'),
        name: 'half.pdf',
        type: 'application/pdf',
      },
    ];
    for (const file of files) {
      const response = await uploadReport(patientA, file);
      expect(response.statusCode, file.name).toBe(400);
      expect(response.json().message).toMatch(/PDF, JPEG or PNG/);
    }
  });

  it('knows JPEG and PNG by their bytes', () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(20),
      Buffer.from('IEND'),
    ]);
    const jpeg = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.alloc(20),
      Buffer.from([0xff, 0xd9]),
    ]);
    expect(sniffReport(png)).toBe('image/png');
    expect(sniffReport(jpeg)).toBe('image/jpeg');
    expect(sniffReport(Buffer.from('GIF89a'))).toBeNull();
  });

  it('refuses a report over 10 MB with 413', async () => {
    const big = Buffer.concat([SAMPLE_PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await uploadReport(patientB, {
      data: big,
      name: 'big.pdf',
      type: 'application/pdf',
    });
    expect(response.statusCode).toBe(413);
  });

  it("attaches a report to one of the patient's bookings before it, and nobody else's", async () => {
    const upcoming = await bookingBetween(app, doctor.user.id, patientB.user, { upcoming: true });
    const file = { data: SAMPLE_PDF, name: 'x.pdf', type: 'application/pdf' };
    const ok = await uploadReport(patientB, file, { bookingId: upcoming.id });
    expect(ok.json()).toMatchObject({ bookingId: upcoming.id });
    expect((await uploadReport(patientA, file, { bookingId: upcoming.id })).statusCode).toBe(404);
    const past = await bookingBetween(app, doctor.user.id, patientB.user);
    await call(doctor, 'POST', `/api/bookings/${past.id}/complete`);
    expect((await uploadReport(patientB, file, { bookingId: past.id })).statusCode).toBe(409);
    // The doctor of the booking downloads it; another doctor may not.
    const id = ok.json<{ _id: string }>()._id;
    expect((await call(doctor, 'GET', `/api/reports/${id}/download`)).statusCode).toBe(200);
    expect((await call(otherDoctor, 'GET', `/api/reports/${id}/download`)).statusCode).toBe(403);
    expect((await call(admin, 'GET', `/api/reports/${id}/download`)).statusCode).toBe(403);
  });

  it('limits uploads per account', async () => {
    const uploader = await createUser(app, { name: 'Uploader' });
    const file = { data: SAMPLE_PDF, name: 'x.pdf', type: 'application/pdf' };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await uploadReport(uploader, file)).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('hostile prescriptions', () => {
  it('a 10,000-character medicine name is a clear 400', async () => {
    const booking = await bookingBetween(app, doctor.user.id, patientA.user);
    const response = await call(doctor, 'POST', `/api/bookings/${booking.id}/prescriptions`, {
      ...twoMedicines,
      medicines: [{ ...twoMedicines.medicines[0]!, name: 'x'.repeat(10_000) }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/medicines\.0\.name: must be at most 120 characters/);
  });

  it('200 medicines are a clear 400', async () => {
    const booking = await bookingBetween(app, doctor.user.id, patientA.user);
    const response = await call(doctor, 'POST', `/api/bookings/${booking.id}/prescriptions`, {
      ...twoMedicines,
      medicines: Array.from({ length: 200 }, () => twoMedicines.medicines[0]!),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/at most 30 medicines/);
    expect(
      await app.db.select().from(prescriptions).where(eq(prescriptions.bookingId, booking.id)),
    ).toEqual([]);
  });
});

describe('export and deletion', () => {
  it("'Download my data' includes the record", async () => {
    const patient = await createUser(app, { name: 'Exporter' });
    const booking = await bookingBetween(app, doctor.user.id, patient.user);
    await call(doctor, 'PUT', `/api/bookings/${booking.id}/notes`, {
      chiefComplaint: 'Cough',
      history: '',
      examination: '',
      diagnosis: 'Bronchitis',
    });
    const issued = await issue(booking.id);
    await call(doctor, 'GET', `/api/bookings/${booking.id}/record`);
    const exported = (await call(patient, 'GET', '/api/profile/export')).json();
    expect(exported.healthRecord.prescriptions.map((p: Prescription) => p._id)).toEqual([
      issued._id,
    ]);
    expect(exported.healthRecord.consultations[0].notes).toMatchObject({ diagnosis: 'Bronchitis' });
    expect(exported.healthRecord.views.length).toBeGreaterThan(0);
  });

  it('deleting the account keeps prescriptions and notes with the anonymous patient', async () => {
    const patient = await createUser(app, {
      name: 'Leaving Patient',
      email: 'leaving@example.com',
    });
    const booking = await bookingBetween(app, doctor.user.id, patient.user);
    await call(doctor, 'PUT', `/api/bookings/${booking.id}/notes`, {
      chiefComplaint: 'Headache',
      history: '',
      examination: '',
      diagnosis: 'Migraine',
    });
    const issued = await issue(booking.id);
    expect((await call(patient, 'DELETE' as 'GET', '/api/profile')).statusCode).toBe(200);

    const record = (
      await call(doctor, 'GET', `/api/bookings/${booking.id}/record`)
    ).json<BookingRecord>();
    expect(record.patient.name).toBe('Deleted patient');
    expect(record.notes).toMatchObject({ diagnosis: 'Migraine' });
    expect(record.prescriptions.map((p) => p._id)).toEqual([issued._id]);
    const pdf = await call(doctor, 'GET', `/api/prescriptions/${issued._id}/pdf`);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Deleted patient');
    expect(text).not.toContain('Leaving Patient');
    expect((await call(null, 'GET', `/api/verify/${issued.code}`)).json().status).toBe('valid');

    const again = await createUser(app, { name: 'New Person', email: 'leaving@example.com' });
    const theirs = (await call(again, 'GET', '/api/me/health-record')).json<HealthRecord>();
    expect(theirs).toEqual({
      patientId: again.user.id,
      consultations: [],
      prescriptions: [],
      reports: [],
      testResults: [],
      views: [],
    });
  });
});

it('REPORTS_DIR inside the published uploads folder stops start-up', async () => {
  const { parseEnv } = await import('../src/config/env.js');
  expect(() =>
    parseEnv({ DATA_DIR: '/tmp/x', UPLOADS_DIR: '/tmp/x/up', REPORTS_DIR: '/tmp/x/up/reports' }),
  ).toThrow(/REPORTS_DIR must not be inside/);
  expect(existsSync(reportsDir)).toBe(true);
});
