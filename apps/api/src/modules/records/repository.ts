import { languageOrDefault, type Language } from '@sustho/contracts';
import { and, asc, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.js';
import { rowsOfPatients, type PatientsOf } from '../../db/patients-of.js';
import {
  auditLog,
  bookings,
  consents,
  consultationNotes,
  doctorOfAccount,
  doctors,
  patients,
  prescriptionPdfs,
  prescriptions,
  reports,
  treatments,
  users,
} from '../../db/schema.js';
import { CANCELLED_BOOKING_STATES } from '../bookings/index.js';

/** The audit entry a doctor's look at a patient's record writes (access.ts). */
export const RECORD_VIEW_ACTION = 'record.view';
export const RECORD_TARGET_TYPE = 'patient';

/** Bookings that are or were a consultation: every one but those cancelled before it. */
const notCancelled = notInArray(bookings.state, CANCELLED_BOOKING_STATES);

const consultationView = {
  bookingId: bookings.id,
  userId: bookings.userId,
  patientId: bookings.patientId,
  // From the joined doctor: a consultation always has one.
  doctorId: doctors.id,
  appointmentDate: bookings.appointmentDate,
  slotStart: bookings.slotStart,
  slotEnd: bookings.slotEnd,
  state: bookings.state,
  patientName: bookings.patientName,
  email: bookings.email,
  doctorName: doctors.name,
  treatmentName: treatments.name,
  diagnosis: sql<string>`coalesce(${consultationNotes.diagnosis}, '')`,
};

const prescriptionView = {
  id: prescriptions.id,
  bookingId: prescriptions.bookingId,
  version: prescriptions.version,
  code: prescriptions.code,
  medicines: prescriptions.medicines,
  investigations: prescriptions.investigations,
  advice: prescriptions.advice,
  followUpDays: prescriptions.followUpDays,
  issuedAt: prescriptions.issuedAt,
  replacedAt: prescriptions.replacedAt,
  replacedBy: prescriptions.replacedBy,
  doctorName: doctors.name,
};

const reportView = {
  id: reports.id,
  userId: reports.userId,
  patientId: reports.patientId,
  bookingId: reports.bookingId,
  fileName: reports.fileName,
  contentType: reports.contentType,
  sizeBytes: reports.sizeBytes,
  storageName: reports.storageName,
  createdAt: reports.createdAt,
};

export type NewPrescription = typeof prescriptions.$inferInsert;
export type NewReport = typeof reports.$inferInsert;

/** The rows of one patient's record: the bookings for them, never the account's others (services.md §2). */
const forPatient = (patientId: string) => eq(bookings.patientId, patientId);

/** SQL for the clinical record (docs/product/clinical-record.md), on the database or on a service's transaction. */
export function recordsRepository(db: Executor) {
  const selectConsultations = () =>
    db
      .select(consultationView)
      .from(bookings)
      .innerJoin(treatments, eq(treatments.id, bookings.treatmentId))
      .innerJoin(doctors, eq(doctors.id, bookings.doctorId))
      .leftJoin(consultationNotes, eq(consultationNotes.bookingId, bookings.id));

  const selectPrescriptions = () =>
    db
      .select(prescriptionView)
      .from(prescriptions)
      .innerJoin(doctors, eq(doctors.id, prescriptions.doctorId));

  return {
    /** The listed doctor a doctor account speaks for, with what a prescription prints. */
    async findDoctorByUser(userId: string) {
      const [row] = await db
        .select({ id: doctors.id, name: doctors.name })
        .from(doctors)
        .where(doctorOfAccount(userId));
      return row ?? null;
    },

    /** Whether the doctor has a booking with the patient, past or upcoming, that was not cancelled. */
    async doctorHasBookingWith(doctorId: string, patientId: string) {
      const [row] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.doctorId, doctorId), forPatient(patientId), notCancelled))
        .limit(1);
      return row !== undefined;
    },

    /** A patient's date of birth and sex while the patient is not removed. */
    async findPatient(patientId: string) {
      const [row] = await db
        .select({ dateOfBirth: patients.dateOfBirth, sex: patients.sex })
        .from(patients)
        .where(and(eq(patients.id, patientId), isNull(patients.removedAt)));
      return row ?? null;
    },

    /**
     * Date of birth and sex, whether or not the patient was removed (a kept prescription prints
     * them), with the name of the account holding the patient: a child's guardian.
     */
    async findPatientFacts(patientId: string) {
      const [row] = await db
        .select({
          dateOfBirth: patients.dateOfBirth,
          sex: patients.sex,
          holderName: users.name,
          self: sql<boolean>`${patients.relation} = 'self'`,
        })
        .from(patients)
        .innerJoin(users, eq(users.id, patients.accountId))
        .where(eq(patients.id, patientId));
      return row ?? null;
    },

    async setPatientFacts(
      patientId: string,
      facts: { dateOfBirth: string | null; sex: 'female' | 'male' | 'other' | null },
    ) {
      await db.update(patients).set(facts).where(eq(patients.id, patientId));
    },

    async findConsent(patientId: string, version: string) {
      const [row] = await db
        .select({ version: consents.version, agreedAt: consents.agreedAt })
        .from(consents)
        .where(and(eq(consents.patientId, patientId), eq(consents.version, version)));
      return row ?? null;
    },

    /** Records the account's agreement for the patient once: agreeing again keeps the first time. */
    async insertConsent(userId: string, patientId: string, version: string) {
      await db.insert(consents).values({ userId, patientId, version }).onConflictDoNothing();
    },

    listConsents(patientId: string) {
      return db
        .select({ version: consents.version, agreedAt: consents.agreedAt })
        .from(consents)
        .where(eq(consents.patientId, patientId))
        .orderBy(asc(consents.agreedAt));
    },

    /** The language the booking's patient reads their e-mails in. */
    async patientLanguage(bookingId: string): Promise<Language> {
      const [row] = await db
        .select({ language: users.language })
        .from(bookings)
        .innerJoin(users, eq(users.id, bookings.userId))
        .where(eq(bookings.id, bookingId));
      return languageOrDefault(row?.language);
    },

    async findConsultation(bookingId: string) {
      const [row] = await selectConsultations().where(eq(bookings.id, bookingId));
      return row ?? null;
    },

    /** A patient's consultations (bookings not cancelled), latest first. */
    listConsultations(patientId: string) {
      return selectConsultations()
        .where(and(forPatient(patientId), notCancelled))
        .orderBy(desc(bookings.appointmentDate), desc(bookings.slotStart));
    },

    async findNotes(bookingId: string) {
      const [row] = await db
        .select()
        .from(consultationNotes)
        .where(eq(consultationNotes.bookingId, bookingId));
      return row ?? null;
    },

    listNotes(bookingIds: string[]) {
      if (bookingIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(consultationNotes)
        .where(inArray(consultationNotes.bookingId, bookingIds));
    },

    async saveNotes(
      bookingId: string,
      notes: { chiefComplaint: string; history: string; examination: string; diagnosis: string },
    ) {
      const [row] = await db
        .insert(consultationNotes)
        .values({ bookingId, ...notes })
        .onConflictDoUpdate({
          target: consultationNotes.bookingId,
          set: { ...notes, updatedAt: sql`now()` },
        })
        .returning();
      return row!;
    },

    /** The prescriptions of a patient's bookings, newest first. */
    listPrescriptionsOf(patientId: string) {
      return selectPrescriptions()
        .innerJoin(bookings, eq(bookings.id, prescriptions.bookingId))
        .where(forPatient(patientId))
        .orderBy(desc(prescriptions.issuedAt), desc(prescriptions.version));
    },

    listPrescriptionsForBooking(bookingId: string) {
      return selectPrescriptions()
        .where(eq(prescriptions.bookingId, bookingId))
        .orderBy(desc(prescriptions.version));
    },

    /** A prescription with what its PDF prints about the doctor and the patient. */
    async findPrescription(id: string) {
      const [row] = await db
        .select({
          ...prescriptionView,
          doctorQualifications: doctors.qualifications,
          doctorQualificationsBn: doctors.qualificationsBn,
          doctorBmdcNumber: doctors.bmdcNumber,
          patientId: bookings.patientId,
          patientName: bookings.patientName,
          diagnosis: sql<string>`coalesce(${consultationNotes.diagnosis}, '')`,
        })
        .from(prescriptions)
        .innerJoin(doctors, eq(doctors.id, prescriptions.doctorId))
        .innerJoin(bookings, eq(bookings.id, prescriptions.bookingId))
        .leftJoin(consultationNotes, eq(consultationNotes.bookingId, prescriptions.bookingId))
        .where(eq(prescriptions.id, id));
      return row ?? null;
    },

    /**
     * What ordering medicine against a prescription reads of it (services.md §5): whose it is,
     * what it lists and whether it is in force; locked with `lock`, so two orders of the same
     * prescription take turns counting what it has left.
     */
    async findForOrder(id: string, lock: boolean) {
      const query = db
        .select({
          id: prescriptions.id,
          patientId: bookings.patientId,
          medicines: prescriptions.medicines,
          issuedAt: prescriptions.issuedAt,
          replacedAt: prescriptions.replacedAt,
        })
        .from(prescriptions)
        .innerJoin(bookings, eq(bookings.id, prescriptions.bookingId))
        .where(eq(prescriptions.id, id));
      const [row] = lock ? await query.for('update', { of: prescriptions }) : await query;
      return row ?? null;
    },

    /** The booking's prescription in force, locked until the transaction ends. */
    async lockInForce(bookingId: string) {
      const [row] = await db
        .select({ id: prescriptions.id, version: prescriptions.version })
        .from(prescriptions)
        .where(and(eq(prescriptions.bookingId, bookingId), isNull(prescriptions.replacedAt)))
        .for('update');
      return row ?? null;
    },

    async lastVersion(bookingId: string) {
      const [row] = await db
        .select({ version: sql<number>`coalesce(max(${prescriptions.version}), 0)::int` })
        .from(prescriptions)
        .where(eq(prescriptions.bookingId, bookingId));
      return row?.version ?? 0;
    },

    /** Marks a prescription replaced by `replacedBy`: the one change the database allows. */
    async markReplaced(id: string, replacedBy: string) {
      await db
        .update(prescriptions)
        .set({ replacedAt: sql`now()`, replacedBy })
        .where(and(eq(prescriptions.id, id), isNull(prescriptions.replacedAt)));
    },

    async insertPrescription(values: NewPrescription) {
      const [row] = await db
        .insert(prescriptions)
        .values(values)
        .returning({ id: prescriptions.id });
      return row!;
    },

    /** The PDF kept of a prescription in a language, with the fingerprint of what it draws. */
    async findKeptPdf(prescriptionId: string, language: Language) {
      const [row] = await db
        .select({ fingerprint: prescriptionPdfs.fingerprint, pdf: prescriptionPdfs.pdf })
        .from(prescriptionPdfs)
        .where(
          and(
            eq(prescriptionPdfs.prescriptionId, prescriptionId),
            eq(prescriptionPdfs.language, language),
          ),
        );
      return row ?? null;
    },

    /** Keeps a drawn PDF in place of the one kept before in its language. */
    async keepPdf(values: typeof prescriptionPdfs.$inferInsert) {
      await db
        .insert(prescriptionPdfs)
        .values(values)
        .onConflictDoUpdate({
          target: [prescriptionPdfs.prescriptionId, prescriptionPdfs.language],
          set: { fingerprint: values.fingerprint, pdf: values.pdf, createdAt: sql`now()` },
        });
    },

    /** Deletes the PDFs kept of every prescription of the patients' bookings. */
    async deleteKeptPdfsOf(of: PatientsOf) {
      await db.delete(prescriptionPdfs).where(
        inArray(
          prescriptionPdfs.prescriptionId,
          db
            .select({ id: prescriptions.id })
            .from(prescriptions)
            .innerJoin(bookings, eq(bookings.id, prescriptions.bookingId))
            .where(rowsOfPatients(of, { account: bookings.userId, patient: bookings.patientId })),
        ),
      );
    },

    /** What the public verification page shows: nothing about the patient. */
    async findByCode(code: string) {
      const [row] = await db
        .select({
          issuedAt: prescriptions.issuedAt,
          replacedAt: prescriptions.replacedAt,
          doctorName: doctors.name,
          bmdcNumber: doctors.bmdcNumber,
        })
        .from(prescriptions)
        .innerJoin(doctors, eq(doctors.id, prescriptions.doctorId))
        .where(eq(prescriptions.code, code));
      return row ?? null;
    },

    /**
     * Takes the account's row until the transaction ends, if the account is still there: the
     * patient's uploads then add up one after another, and nothing is kept for an account that a
     * deletion (which locks the row too) has just removed.
     */
    async lockLiveAccount(userId: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .for('no key update');
      return row !== undefined;
    },

    /**
     * Takes the patient's row until the transaction ends, if the patient is still there (not
     * removed, their account not deleted): removing a member and deleting an account take it too
     * before they forget the patient's files, so what is kept here either goes with them or is
     * not kept.
     */
    async lockLivePatient(patientId: string) {
      const [row] = await db
        .select({ id: patients.id })
        .from(patients)
        .where(and(eq(patients.id, patientId), isNull(patients.removedAt)))
        .for('no key update');
      return row !== undefined;
    },

    /**
     * Inserts the report only if the patient's reports, this one included, stay within
     * `quotaBytes`; null when they would not. Run after `lockLiveAccount` in the same transaction,
     * so the sum counts every upload of the patient that committed before.
     */
    async insertReportWithinQuota(
      values: Required<Omit<NewReport, 'id' | 'createdAt'>>,
      quotaBytes: number,
    ) {
      const column = (name: { name: string }) => sql.identifier(name.name);
      const inserted = rowsOf<{ id: string }>(
        await db.execute(sql`
          insert into ${reports} (${column(reports.userId)}, ${column(reports.patientId)},
            ${column(reports.bookingId)}, ${column(reports.fileName)},
            ${column(reports.contentType)}, ${column(reports.sizeBytes)},
            ${column(reports.storageName)})
          select ${values.userId}, ${values.patientId}::uuid, ${values.bookingId}::uuid, ${values.fileName},
            ${values.contentType}, ${values.sizeBytes}, ${values.storageName}
          where (
            select coalesce(sum(${reports.sizeBytes}), 0) from ${reports}
            where ${reports.userId} = ${values.userId}
          ) + ${values.sizeBytes} <= ${quotaBytes}
          returning ${column(reports.id)} as "id"`),
      );
      const id = inserted[0]?.id;
      if (!id) return null;
      const [row] = await db.select(reportView).from(reports).where(eq(reports.id, id));
      return row!;
    },

    /** Deletes the patient's own report; the file name it was stored under, or null. */
    async deleteOwnReport(id: string, userId: string) {
      const [row] = await db
        .delete(reports)
        .where(and(eq(reports.id, id), eq(reports.userId, userId)))
        .returning({ storageName: reports.storageName });
      return row?.storageName ?? null;
    },

    /** Deletes every report of an account's patients, or of one patient; the file names they were stored under. */
    async deleteReportsOf(of: PatientsOf) {
      const rows = await db
        .delete(reports)
        .where(rowsOfPatients(of, { account: reports.userId, patient: reports.patientId }))
        .returning({ storageName: reports.storageName });
      return rows.map((row) => row.storageName);
    },

    async findReport(id: string) {
      const [row] = await db.select(reportView).from(reports).where(eq(reports.id, id));
      return row ?? null;
    },

    /** The reports in a patient's record, whoever uploaded them, newest first. */
    listReports(patientId: string) {
      return db
        .select(reportView)
        .from(reports)
        .where(eq(reports.patientId, patientId))
        .orderBy(desc(reports.createdAt));
    },

    /** Doctors' looks at the patient's record, from the audit trail, newest first. */
    listViews(patientId: string) {
      return db
        .select({ details: auditLog.details, createdAt: auditLog.createdAt })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.targetType, RECORD_TARGET_TYPE),
            eq(auditLog.targetId, patientId),
            eq(auditLog.action, RECORD_VIEW_ACTION),
          ),
        )
        .orderBy(desc(auditLog.sequence))
        .limit(200);
    },
  };
}

type Repository = ReturnType<typeof recordsRepository>;
export type ConsultationRow = NonNullable<Awaited<ReturnType<Repository['findConsultation']>>>;
export type PrescriptionRow = Awaited<ReturnType<Repository['listPrescriptionsOf']>>[number];
export type PrescriptionDetails = NonNullable<Awaited<ReturnType<Repository['findPrescription']>>>;
export type ReportRow = NonNullable<Awaited<ReturnType<Repository['findReport']>>>;
