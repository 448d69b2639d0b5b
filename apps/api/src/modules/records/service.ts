import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  CONSENT_VERSION,
  doctorDisplayName,
  timeRangeLabel,
  type BookingRecord,
  type ClinicalProfile,
  type ClinicalProfileInput,
  type ConsentInput,
  type ConsultationNotes,
  type ConsultationNotesInput,
  type ConsultationSummary,
  type HealthRecord,
  type LabResult,
  type RecordTestResult,
  type Prescription,
  type PrescriptionInput,
  type PrescriptionVerification,
  type RecordView,
  type Language,
  type Report,
  pages,
} from '@sustho/contracts';
import type { Database } from '../../db/client.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { inLanguage } from '../../lib/in-language.js';
import type { AuthUser } from '../auth/index.js';
import {
  changeBookingState,
  isActive,
  wireFlags,
  bookingsRepository,
  withSlot,
  type StateChangeHooks,
} from '../bookings/index.js';
import { familyRepository, NO_SUCH_PATIENT, patientFor, type PatientRow } from '../family/index.js';
import { enqueueMail } from '../mail/index.js';
import { openCitedPrescription, openRecord, treatingDoctor } from './access.js';
import { consultationPatient } from './consultation-patient.js';
import { prescriptionEmail } from './prescription-email.js';
import {
  pdfFingerprint,
  renderPrescriptionPdf,
  type PrescriptionDocument,
} from './prescription-pdf.js';
import {
  removeReportFiles,
  reportFileName,
  sniffReport,
  type ReportStorage,
} from './report-storage.js';
import {
  recordsRepository as repository,
  type ConsultationRow,
  type PrescriptionRow,
  type ReportRow,
} from './repository.js';
import { newVerificationCode } from './verification-code.js';

/** The clinic's name, printed at the top of every prescription. */
export const CLINIC_NAME = 'Sustho';

interface RecordsSettings {
  publicUrl: string;
  timeZone: string;
  /** REPORTS_QUOTA_MB: what one account's reports, for all its patients, may take in all. */
  reportsQuotaMb: number;
}

type NotesRow = NonNullable<Awaited<ReturnType<ReturnType<typeof repository>['findNotes']>>>;

const notesOf = (row: NotesRow): ConsultationNotes => ({
  chiefComplaint: row.chiefComplaint,
  history: row.history,
  examination: row.examination,
  diagnosis: row.diagnosis,
  updatedAt: row.updatedAt.toISOString(),
});

const summaryOf = (consultation: ConsultationRow): ConsultationSummary => {
  // A consultation has its doctor, so its slot (Consult now's from the moment it was accepted).
  const row = withSlot(consultation);
  return {
    bookingId: row.bookingId,
    date: row.appointmentDate,
    slot: timeRangeLabel(row.slotStart, row.slotEnd),
    doctorName: row.doctorName,
    treatmentName: row.treatmentName,
    status: wireFlags(row.state, false).status,
    diagnosis: row.diagnosis,
  };
};

const viewOf = (view: { details: Record<string, unknown>; createdAt: Date }): RecordView => ({
  doctorName: String(view.details.doctorName ?? ''),
  viewedAt: view.createdAt.toISOString(),
});

const reportOf = (row: ReportRow): Report => ({
  _id: row.id,
  fileName: row.fileName,
  contentType: row.contentType,
  sizeBytes: row.sizeBytes,
  bookingId: row.bookingId,
  uploadedAt: row.createdAt.toISOString(),
});

/**
 * The clinical record (docs/product/clinical-record.md): consent and patient facts, notes, prescriptions (issued once,
 * corrected by a new version), their PDF and public verification, reports, and My Health Record.
 * Every read of a patient's record goes through access.ts's `openRecord`; every write to a
 * consultation through its `treatingDoctor`.
 */
/**
 * What the records module tells others: the consultation room shows the patient a prescription;
 * the bookings' subscribers hear that a consultation was completed (Consult now frees its doctor).
 */
export interface RecordsHooks {
  prescriptionIssued(bookingId: string): Promise<void>;
  bookingChanges: StateChangeHooks;
  /** The lab's results of a patient, which the lab orders module keeps (services.md §6). */
  labResults: {
    recordResults(patientId: string, language: Language): Promise<RecordTestResult[]>;
    exportResults(patientId: string, language: Language): Promise<LabResult[]>;
  };
}

export function recordsService(
  db: Database,
  settings: RecordsSettings,
  storage: ReportStorage,
  hooks: RecordsHooks,
) {
  const verifyUrl = (code: string) => `${settings.publicUrl}${pages.verifyPrescription.path(code)}`;
  const prescriptionOf = (row: PrescriptionRow): Prescription => ({
    _id: row.id,
    bookingId: row.bookingId,
    version: row.version,
    code: row.code,
    verifyUrl: verifyUrl(row.code),
    doctorName: row.doctorName,
    medicines: row.medicines,
    investigations: row.investigations,
    advice: row.advice,
    followUpDays: row.followUpDays,
    issuedAt: row.issuedAt.toISOString(),
    replacedAt: row.replacedAt?.toISOString() ?? null,
    replacedBy: row.replacedBy,
  });

  async function consultation(bookingId: string) {
    const row = await repository(db).findConsultation(bookingId);
    if (!row) throw notFound('No booking has this id');
    return row;
  }

  /** A consultation the caller (its doctor) may write to: not one cancelled before it took place. */
  async function writableConsultation(actor: AuthUser, bookingId: string) {
    const row = await consultation(bookingId);
    const doctor = await treatingDoctor(db, actor, row.doctorId);
    if (wireFlags(row.state, false).status === 'cancelled')
      throw conflict('This booking was cancelled: it has no consultation to write down');
    return { row, doctor };
  }

  /** One of the caller's patients' date of birth, sex and consent (Myself unless named). */
  async function clinicalProfile(actor: AuthUser, patientId?: string): Promise<ClinicalProfile> {
    const { id } = await patientFor(db, actor.id, patientId);
    const records = repository(db);
    const patient = await records.findPatient(id);
    if (!patient)
      throw notFound(id === actor.id ? 'This account no longer exists' : NO_SUCH_PATIENT);
    const consent = await records.findConsent(id, CONSENT_VERSION);
    return {
      dateOfBirth: patient.dateOfBirth,
      sex: patient.sex,
      consent: consent && { version: consent.version, agreedAt: consent.agreedAt.toISOString() },
      consentVersion: CONSENT_VERSION,
    };
  }

  return {
    clinicalProfile,

    async saveClinicalProfile(actor: AuthUser, input: ClinicalProfileInput) {
      await repository(db).setPatientFacts(actor.id, input);
      return clinicalProfile(actor);
    },

    /**
     * The telemedicine consent for one of the caller's patients (for a child, the guardian's),
     * stored with its version and time; agreeing again changes nothing. Written while the patient
     * is held, so a member removed meanwhile gets no consent.
     */
    async agreeToConsent(actor: AuthUser, input: ConsentInput) {
      const { id } = await patientFor(db, actor.id, input.patientId);
      await db.transaction(async (tx) => {
        if (!(await familyRepository(tx).lock(actor.id, id))) throw notFound(NO_SUCH_PATIENT);
        await repository(tx).insertConsent(actor.id, id, input.version);
      });
      return clinicalProfile(actor, id);
    },

    /**
     * The doctor's panel of one consultation: the record of the booking's patient as the clinic
     * keeps it, and nobody else's of the account (services.md §2).
     */
    async bookingRecord(actor: AuthUser, bookingId: string): Promise<BookingRecord> {
      const booking = await consultation(bookingId);
      return db.transaction(async (tx) => {
        const { patientId } = booking;
        await openRecord(tx, actor, patientId, { bookingId });
        const records = repository(tx);
        const [patient, notes, prescriptions, consultations, allPrescriptions, reports] =
          await Promise.all([
            records.findPatientFacts(patientId),
            records.findNotes(bookingId),
            records.listPrescriptionsForBooking(bookingId),
            records.listConsultations(patientId),
            records.listPrescriptionsOf(patientId),
            records.listReports(patientId),
          ]);
        return {
          booking: summaryOf(booking),
          patient: {
            name: booking.patientName,
            dateOfBirth: patient?.dateOfBirth ?? null,
            sex: patient?.sex ?? null,
          },
          consultationPatient: consultationPatient(booking, patient, settings.timeZone),
          notes: notes && notesOf(notes),
          prescriptions: prescriptions.map(prescriptionOf),
          history: consultations
            .filter((row) => row.bookingId !== bookingId)
            .map((row) => ({
              ...summaryOf(row),
              prescriptions: allPrescriptions
                .filter((p) => p.bookingId === row.bookingId)
                .map(prescriptionOf),
            })),
          reports: reports.map(reportOf),
        };
      });
    },

    /** Saves the notes as they are typed (a draft until the doctor stops changing them). */
    async saveNotes(actor: AuthUser, bookingId: string, input: ConsultationNotesInput) {
      await writableConsultation(actor, bookingId);
      return notesOf(await repository(db).saveNotes(bookingId, input));
    },

    /**
     * Issues a prescription for the consultation, or a correction of the one in force: the new
     * version replaces it (the database lets nothing else change an issued one). Issuing completes
     * the booking if it is still active (booking-state.ts decides) and e-mails the patient, all in
     * one transaction; then the consultation room, which stays open (decision 034), tells the
     * patient.
     */
    async issuePrescription(
      actor: AuthUser,
      bookingId: string,
      input: PrescriptionInput,
    ): Promise<Prescription> {
      const { doctor } = await writableConsultation(actor, bookingId);
      const issued = await db.transaction(async (tx) => {
        const bookings = bookingsRepository(tx);
        const booking = await bookings.lock(bookingId);
        if (!booking) throw notFound('No booking has this id');
        if (booking.state !== 'completed')
          await changeBookingState(tx, hooks.bookingChanges, booking, 'complete');
        const records = repository(tx);
        const inForce = await records.lockInForce(bookingId);
        const id = randomUUID();
        const code = newVerificationCode();
        if (inForce) await records.markReplaced(inForce.id, id);
        await records.insertPrescription({
          id,
          bookingId,
          doctorId: doctor.id,
          version: (await records.lastVersion(bookingId)) + 1,
          code,
          ...input,
        });
        const details = await records.findConsultation(bookingId);
        if (details?.email) {
          // A family member's prescription goes to the account holding them, named as its reader.
          const forMember = details.patientId !== details.userId;
          const holder = forMember ? await records.findPatientFacts(details.patientId) : null;
          await enqueueMail(
            tx,
            prescriptionEmail(
              {
                to: details.email,
                readerName: holder?.holderName ?? details.patientName,
                memberName: forMember ? details.patientName : null,
                doctorName: doctor.name,
                corrected: inForce !== null,
                healthRecordUrl: `${settings.publicUrl}${pages.healthRecord.path()}`,
                verifyUrl: verifyUrl(code),
              },
              await records.patientLanguage(bookingId),
            ),
          );
        }
        return id;
      });
      // The room reads its state each minute anyway: a message that did not go out is no failure.
      await hooks.prescriptionIssued(bookingId).catch(() => {});
      const row = (await repository(db).listPrescriptionsForBooking(bookingId)).find(
        (p) => p.id === issued,
      );
      return prescriptionOf(row!);
    },

    /** 'Complete consultation' without a prescription: the booking's doctor, while it is active. */
    async complete(actor: AuthUser, bookingId: string) {
      await writableConsultation(actor, bookingId);
      return db.transaction(async (tx) => {
        const bookings = bookingsRepository(tx);
        const booking = await bookings.lock(bookingId);
        if (!booking) throw notFound('No booking has this id');
        if (!isActive(booking.state))
          throw conflict(`This consultation is already ${wireFlags(booking.state, false).status}`);
        const state = await changeBookingState(tx, hooks.bookingChanges, booking, 'complete');
        return { bookingId, status: wireFlags(state, false).status };
      });
    },

    /**
     * The prescription's A4 PDF, for the patient and their doctors (access.ts). Drawn once per
     * language and kept (decision 033): drawing takes the event loop for a while, and an issued
     * prescription rarely changes; when anything it shows does, the fingerprint differs and it is
     * drawn again.
     */
    async prescriptionPdf(actor: AuthUser, id: string, language: Language) {
      const found = await repository(db).findPrescription(id);
      if (!found) throw notFound('No prescription has this id');
      const facts = await db.transaction(async (tx) => {
        await openRecord(tx, actor, found.patientId, { prescriptionId: id });
        return repository(tx).findPatientFacts(found.patientId);
      });
      const document: PrescriptionDocument = {
        clinicName: CLINIC_NAME,
        doctor: {
          // The PDF names the doctor and their degrees in the reader's language (decision 042).
          name: doctorDisplayName(found.doctorName, language),
          qualifications: inLanguage(
            found.doctorQualifications,
            found.doctorQualificationsBn,
            language,
          ),
          bmdcNumber: found.doctorBmdcNumber,
        },
        // The booking's patient: a child's prescription prints the child (services.md §2).
        patient: {
          name: found.patientName,
          dateOfBirth: facts?.dateOfBirth ?? null,
          sex: facts?.sex ?? null,
        },
        diagnosis: found.diagnosis,
        issuedAt: found.issuedAt,
        replacedAt: found.replacedAt,
        version: found.version,
        medicines: found.medicines,
        investigations: found.investigations,
        advice: found.advice,
        followUpDays: found.followUpDays,
        code: found.code,
        verifyUrl: verifyUrl(found.code),
      };
      const fileName = `prescription-${found.code}.pdf`;
      const fingerprint = pdfFingerprint(document, language, settings.timeZone);
      const kept = await repository(db).findKeptPdf(id, language);
      if (kept?.fingerprint === fingerprint) return { pdf: kept.pdf, fileName };
      const pdf = await renderPrescriptionPdf(document, language, settings.timeZone);
      // Under the patient's row, so removing them (or deleting the account) either waits and
      // deletes this copy too, or commits first and this one is not kept (the name on it may be
      // the one just removed).
      await db.transaction(async (tx) => {
        const records = repository(tx);
        if (await records.lockLivePatient(found.patientId))
          await records.keepPdf({ prescriptionId: id, language, fingerprint, pdf });
      });
      return { pdf, fileName };
    },

    /**
     * The Sustho prescription an order cites, for the pharmacist working the order (access.ts's
     * `openCitedPrescription`: audited against the patient, naming the order).
     */
    async citedPrescription(
      actor: AuthUser,
      cited: { orderId: string; patientId: string; prescriptionId: string },
    ): Promise<Prescription> {
      return db.transaction(async (tx) => {
        await openCitedPrescription(tx, actor, cited);
        const found = await repository(tx).findPrescription(cited.prescriptionId);
        if (!found) throw notFound('No prescription has this id');
        return prescriptionOf(found);
      });
    },

    /** The public check of a code: valid or replaced, the doctor and the date; no patient details. */
    async verify(code: string): Promise<PrescriptionVerification> {
      const row = await repository(db).findByCode(code);
      if (!row) throw notFound('No prescription has this code');
      return {
        status: row.replacedAt ? 'replaced' : 'valid',
        replacedAt: row.replacedAt?.toISOString() ?? null,
        doctorName: row.doctorName,
        bmdcNumber: row.bmdcNumber,
        issuedAt: row.issuedAt.toISOString(),
      };
    },

    /**
     * Keeps a report the account uploads to one of its patients' records: a PDF, JPEG or PNG by
     * its bytes, for the patient named (Myself unless told) or, beside a booking of theirs that
     * has not happened yet, for that booking's patient. The quota is the account's, whoever the
     * reports are for.
     */
    async uploadReport(
      actor: AuthUser,
      upload: {
        data: Buffer;
        fileName: string | undefined;
        bookingId: string | undefined;
        patientId: string | undefined;
      },
    ): Promise<Report> {
      const type = sniffReport(upload.data);
      if (!type)
        throw badRequest('Only PDF, JPEG or PNG reports can be uploaded: this file is not one');
      const patientId = await reportPatient(actor, upload);
      const storageName = await storage.save(upload.data);
      try {
        return await db.transaction(async (tx) => {
          const records = repository(tx);
          if (!(await records.lockLiveAccount(actor.id)))
            throw notFound('This account no longer exists');
          // Held until the report is in, so removing the member waits and forgets it too.
          if (!(await familyRepository(tx).lock(actor.id, patientId)))
            throw notFound(NO_SUCH_PATIENT);
          const row = await records.insertReportWithinQuota(
            {
              userId: actor.id,
              patientId,
              bookingId: upload.bookingId ?? null,
              fileName: reportFileName(upload.fileName, type),
              contentType: type,
              sizeBytes: upload.data.length,
              storageName,
            },
            settings.reportsQuotaMb * 1024 * 1024,
          );
          if (!row)
            throw new AppError(
              413,
              `Your reports would take more than ${settings.reportsQuotaMb} MB, the most kept for one patient: delete a report you no longer need, then upload this one`,
            );
          return reportOf(row);
        });
      } catch (error) {
        await storage.remove(storageName);
        throw error;
      }
    },

    /** Deletes one of the caller's own reports; its file goes with it (by a job, decision 033). */
    async deleteReport(actor: AuthUser, id: string) {
      await db.transaction(async (tx) => {
        const records = repository(tx);
        const storageName = await records.deleteOwnReport(id, actor.id);
        if (storageName) return removeReportFiles(tx, [storageName]);
        if (await records.findReport(id)) throw forbidden('You can only delete your own reports');
        throw notFound('No report has this id');
      });
      return { deletedCount: 1 };
    },

    async reportDownload(
      actor: AuthUser,
      id: string,
    ): Promise<{ stream: Readable; report: Report }> {
      const row = await repository(db).findReport(id);
      if (!row) throw notFound('No report has this id');
      await db.transaction((tx) => openRecord(tx, actor, row.patientId, { reportId: id }));
      return { stream: storage.open(row.storageName), report: reportOf(row) };
    },

    /**
     * My Health Record of one of the caller's patients (Myself unless named): their
     * consultations, prescriptions, reports and the doctors who looked at their record.
     */
    async healthRecord(
      actor: AuthUser,
      patientId?: string,
      language: Language = 'en',
    ): Promise<HealthRecord> {
      const patient = await patientFor(db, actor.id, patientId);
      const records = repository(db);
      const [consultations, prescriptions, reports, views, testResults] = await Promise.all([
        records.listConsultations(patient.id),
        records.listPrescriptionsOf(patient.id),
        records.listReports(patient.id),
        records.listViews(patient.id),
        hooks.labResults.recordResults(patient.id, language),
      ]);
      return {
        patientId: patient.id,
        consultations: consultations.map(summaryOf),
        prescriptions: prescriptions.map(prescriptionOf),
        reports: reports.map(reportOf),
        testResults,
        views: views.map(viewOf),
      };
    },

    /**
     * A patient's test results, for whom the record's access rule lets read them (services.md §6):
     * the account holding the profile, a doctor with a booking with it (audited), lab staff.
     */
    async testResults(actor: AuthUser, patientId: string, language: Language) {
      await db.transaction((tx) =>
        openRecord(tx, actor, patientId, { testResults: patientId }, 'labResults'),
      );
      return hooks.labResults.recordResults(patientId, language);
    },

    /** One patient's part of 'Download my data': who they are and their whole record. */
    async exportRecord(patient: PatientRow) {
      const records = repository(db);
      const [consents, consultations, prescriptions, reports, views, testResults] =
        await Promise.all([
          records.listConsents(patient.id),
          records.listConsultations(patient.id),
          records.listPrescriptionsOf(patient.id),
          records.listReports(patient.id),
          records.listViews(patient.id),
          hooks.labResults.exportResults(patient.id, 'en'),
        ]);
      const notes = await records.listNotes(consultations.map((row) => row.bookingId));
      return {
        patientId: patient.id,
        name: patient.name,
        relation: patient.relation,
        dateOfBirth: patient.dateOfBirth,
        sex: patient.sex,
        consents: consents.map((row) => ({
          version: row.version,
          agreedAt: row.agreedAt.toISOString(),
        })),
        consultations: consultations.map((row) => {
          const found = notes.find((note) => note.bookingId === row.bookingId);
          return { ...summaryOf(row), notes: found ? notesOf(found) : null };
        }),
        prescriptions: prescriptions.map(prescriptionOf),
        reports: reports.map(reportOf),
        testResults,
        views: views.map(viewOf),
      };
    },
  };

  /**
   * The patient a report is for: the booking's patient when it comes beside one of the account's
   * bookings (a `patientId` naming another is refused), else the patient named, as patientFor
   * allows.
   */
  async function reportPatient(
    actor: AuthUser,
    upload: { bookingId: string | undefined; patientId: string | undefined },
  ): Promise<string> {
    if (!upload.bookingId) return (await patientFor(db, actor.id, upload.patientId)).id;
    const booking = await repository(db).findConsultation(upload.bookingId);
    if (!booking || booking.userId !== actor.id) throw notFound('You have no booking with this id');
    if (upload.patientId !== undefined && upload.patientId !== booking.patientId)
      throw badRequest('patientId must be the patient the booking is for, or left out');
    if (!isActive(booking.state))
      throw conflict('Reports can be added to a booking only before it takes place');
    return booking.patientId;
  }
}

export type RecordsService = ReturnType<typeof recordsService>;
