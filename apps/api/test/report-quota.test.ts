import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { HealthRecord, Prescription } from '@sustho/contracts';
import { describe, expect, it } from 'vitest';
import { prescriptionPdfs, reports } from '../src/db/schema.js';
import { jobHandlers } from '../src/compose.js';
import { runDueJobs } from '../src/modules/jobs/worker.js';
import { createAdmin, createDoctorUser, createUser } from './factories.js';
import { buildTestApp, testDatabaseKind } from './helper.js';
import { bookingBetween, multipartBody, twoMedicines } from './records/fixtures.js';

/**
 * Reports take room on the disk: REPORTS_QUOTA_MB per patient, held by the database under
 * concurrent uploads; a patient deletes their own, and deleting the account removes its files
 * (issue 26, finding 4; decision 033).
 */
const reportsDir = mkdtempSync(path.join(tmpdir(), 'sustho-quota-'));
const { app } = await buildTestApp({ REPORTS_DIR: reportsDir, REPORTS_QUOTA_MB: '1' });
const doctor = await createDoctorUser(app, { name: 'Dr. Quota' });

type Caller = Awaited<ReturnType<typeof createUser>>;

/** A real PDF (by its first and last bytes) of exactly `bytes` bytes. */
const pdfOf = (bytes: number) => {
  const head = Buffer.from('%PDF-1.4\n');
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(bytes - head.length - tail.length, 0x20), tail]);
};
const KB_400 = pdfOf(400 * 1024);

const upload = (caller: Caller, data: Buffer, name = 'scan.pdf') => {
  const body = multipartBody({ data, name, type: 'application/pdf' });
  return app.inject({
    method: 'POST',
    url: '/api/me/reports',
    headers: { ...caller.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
};

const remove = (caller: Caller | null, id: string) =>
  app.inject({ method: 'DELETE', url: `/api/reports/${id}`, headers: caller?.headers ?? {} });

const storedFiles = () => readdirSync(reportsDir).filter((name) => !name.startsWith('.'));

const runJobs = () =>
  runDueJobs(
    app.db,
    jobHandlers(
      app.env,
      {
        mail: { kind: 'folder', send: async () => {} },
        sms: { kind: 'folder', send: async () => {} },
      },
      app,
    ),
    app.log,
  );

const storageNameOf = async (id: string) =>
  (await app.db.select().from(reports).where(eq(reports.id, id)))[0]!.storageName;

describe(`the reports quota (${testDatabaseKind})`, () => {
  it('refuses the upload that would pass REPORTS_QUOTA_MB with a 413 naming it', async () => {
    const patient = await createUser(app);
    expect((await upload(patient, KB_400)).statusCode).toBe(200);
    expect((await upload(patient, KB_400)).statusCode).toBe(200);
    const over = await upload(patient, KB_400);
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toMatch(/more than 1 MB/);
    // What fits in the room left is still taken, and the refused file was not kept.
    expect((await upload(patient, pdfOf(200 * 1024))).statusCode).toBe(200);
    expect(storedFiles()).toHaveLength(
      (await app.db.select({ id: reports.id }).from(reports)).length,
    );
    // Another patient has a quota of their own.
    expect((await upload(await createUser(app), KB_400)).statusCode).toBe(200);
  });

  it('holds under concurrent uploads: the database decides, not a read before the write', async () => {
    const patient = await createUser(app);
    const statuses = await Promise.all(
      Array.from({ length: 6 }, async () => (await upload(patient, KB_400)).statusCode),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 413)).toHaveLength(4);
    const [kept] = await app.db
      .select({ bytes: sql<number>`sum(${reports.sizeBytes})::int` })
      .from(reports)
      .where(eq(reports.userId, patient.user.id));
    expect(kept!.bytes).toBeLessThanOrEqual(1024 * 1024);
  });
});

describe(`deleting a report (${testDatabaseKind})`, () => {
  it('the patient deletes their own report: it leaves the record, its file the disk, its room the quota', async () => {
    const patient = await createUser(app);
    const first = (await upload(patient, KB_400, 'first.pdf')).json<{ _id: string }>();
    await upload(patient, KB_400, 'second.pdf');
    expect((await upload(patient, KB_400)).statusCode).toBe(413);
    const file = await storageNameOf(first._id);

    const deleted = await remove(patient, first._id);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ deletedCount: 1 });
    const record = (
      await app.inject({ url: '/api/me/health-record', headers: patient.headers })
    ).json<HealthRecord>();
    expect(record.reports.map((report) => report.fileName)).toEqual(['second.pdf']);
    expect(
      (await app.inject({ url: `/api/reports/${first._id}/download`, headers: patient.headers }))
        .statusCode,
    ).toBe(404);
    await runJobs();
    expect(existsSync(path.join(reportsDir, file))).toBe(false);
    expect((await upload(patient, KB_400)).statusCode).toBe(200);
    // Deleting it again finds nothing.
    expect((await remove(patient, first._id)).statusCode).toBe(404);
  });

  it("nobody else deletes a patient's report: not another patient, their doctor or an admin", async () => {
    const patient = await createUser(app);
    await bookingBetween(app, doctor.user.id, patient.user);
    const report = (await upload(patient, pdfOf(1024))).json<{ _id: string }>();
    expect((await remove(null, report._id)).statusCode).toBe(401);
    for (const other of [await createUser(app), doctor, await createAdmin(app)])
      expect((await remove(other, report._id)).statusCode).toBe(403);
    expect(existsSync(path.join(reportsDir, await storageNameOf(report._id)))).toBe(true);
  });
});

describe(`deleting the account (${testDatabaseKind})`, () => {
  it('removes its report files from the disk and the prescription PDFs kept with its name', async () => {
    const patient = await createUser(app, { name: 'Leaving With Files' });
    const booking = await bookingBetween(app, doctor.user.id, patient.user);
    const issued = await app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/prescriptions`,
      headers: doctor.headers,
      payload: twoMedicines,
    });
    const prescription = issued.json<Prescription>();
    const pdf = await app.inject({
      url: `/api/prescriptions/${prescription._id}/pdf`,
      headers: patient.headers,
    });
    expect(pdf.statusCode).toBe(200);
    const keptPdfs = () =>
      app.db
        .select({ language: prescriptionPdfs.language })
        .from(prescriptionPdfs)
        .where(eq(prescriptionPdfs.prescriptionId, prescription._id));
    expect(await keptPdfs()).toHaveLength(1);
    const ids = [
      (await upload(patient, pdfOf(2048))).json<{ _id: string }>()._id,
      (await upload(patient, pdfOf(4096))).json<{ _id: string }>()._id,
    ];
    const files = await Promise.all(ids.map(storageNameOf));

    const gone = await app.inject({
      method: 'DELETE',
      url: '/api/profile',
      headers: patient.headers,
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await app.db.select().from(reports).where(eq(reports.userId, patient.user.id))).toEqual(
      [],
    );
    expect(await keptPdfs()).toEqual([]);
    await runJobs();
    for (const file of files) expect(existsSync(path.join(reportsDir, file))).toBe(false);
  });
});
