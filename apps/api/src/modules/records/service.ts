import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  CONSENT_VERSION,
  doctorDisplayName,
  timeRangeLabel,
  type BookingRecord,
  type ClinicalProfile,
  type ClinicalProfileInput,
  type ConsultationNotes,
  type ConsultationNotesInput,
  type ConsultationSummary,
  type HealthRecord,
  type Prescription,
  type PrescriptionInput,
  type PrescriptionVerification,
  type Language,
  type Report,
  type Sex,
  pages,
} from '@sustho/contracts';
import type { Database } from '../../db/client.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { inLanguage } from '../../lib/in-language.js';
import type { AuthUser } from '../auth/index.js';
import { isActive, wireFlags, bookingsRepository } from '../bookings/index.js';
import { enqueueMail } from '../mail/index.js';
import { openRecord, treatingDoctor } from './access.js';
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
  /** REPORTS_QUOTA_MB: what one patient's reports may take in all. */
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

const summaryOf = (row: ConsultationRow): ConsultationSummary => ({
  bookingId: row.bookingId,
  date: row.appointmentDate,
  slot: timeRangeLabel(row.slotStart, row.slotEnd),
  doctorName: row.doctorName,
  treatmentName: row.treatmentName,
  status: wireFlags(row.state, false).status,
  diagnosis: row.diagnosis,
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
/** What the records module tells others: the consultation room shows the patient a prescription. */
export interface RecordsHooks {
  prescriptionIssued(bookingId: string): Promise<void>;
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

  async function clinicalProfile(actor: AuthUser): Promise<ClinicalProfile> {
    const records = repository(db);
    const patient = await records.findPatient(actor.id);
    if (!patient) throw notFound('This account no longer exists');
    const consent = await records.findConsent(actor.id, CONSENT_VERSION);
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

    /** The telemedicine consent, stored with its version and time; agreeing again changes nothing. */
    async agreeToConsent(actor: AuthUser, version: string) {
      await repository(db).insertConsent(actor.id, actor.id, version);
      return clinicalProfile(actor);
    },

    /** The doctor's panel of one consultation: the patient's record as the clinic keeps it. */
    async bookingRecord(actor: AuthUser, bookingId: string): Promise<BookingRecord> {
      const booking = await consultation(bookingId);
      return db.transaction(async (tx) => {
        await openRecord(tx, actor, booking.userId, { bookingId });
        const records = repository(tx);
        const patientId = booking.userId!;
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
        if (booking.state !== 'completed') await bookings.transition(booking, 'complete');
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
          await enqueueMail(
            tx,
            prescriptionEmail(
              {
                to: details.email,
                patientName: details.patientName,
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
        const { to: state } = await bookings.transition(booking, 'complete');
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
        await openRecord(tx, actor, found.patientUserId, { prescriptionId: id });
        return found.patientUserId ? repository(tx).findPatientFacts(found.patientUserId) : null;
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
        patient: {
          name: found.patientName,
          dateOfBirth: facts?.dateOfBirth ?? null,
          sex: (facts?.sex as Sex | null | undefined) ?? null,
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
      const patientId = found.patientUserId;
      if (patientId) {
        // Under the account's row, so a deletion either waits and deletes this copy too, or
        // commits first and this one is not kept (the name on it may be the one just removed).
        await db.transaction(async (tx) => {
          const records = repository(tx);
          if (await records.lockLiveAccount(patientId))
            await records.keepPdf({ prescriptionId: id, language, fingerprint, pdf });
        });
      }
      return { pdf, fileName };
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
     * Keeps a report the patient uploads: a PDF, JPEG or PNG by its bytes, to their record or to
     * one of their bookings that has not happened yet.
     */
    async uploadReport(
      actor: AuthUser,
      upload: { data: Buffer; fileName: string | undefined; bookingId: string | undefined },
    ): Promise<Report> {
      const type = sniffReport(upload.data);
      if (!type)
        throw badRequest('Only PDF, JPEG or PNG reports can be uploaded: this file is not one');
      if (upload.bookingId) {
        const booking = await repository(db).findConsultation(upload.bookingId);
        if (!booking || booking.userId !== actor.id)
          throw notFound('You have no booking with this id');
        if (!isActive(booking.state))
          throw conflict('Reports can be added to a booking only before it takes place');
      }
      const storageName = await storage.save(upload.data);
      try {
        return await db.transaction(async (tx) => {
          const records = repository(tx);
          if (!(await records.lockLiveAccount(actor.id)))
            throw notFound('This account no longer exists');
          const row = await records.insertReportWithinQuota(
            {
              userId: actor.id,
              patientId: actor.id,
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
      await db.transaction((tx) => openRecord(tx, actor, row.userId, { reportId: id }));
      return { stream: storage.open(row.storageName), report: reportOf(row) };
    },

    /** My Health Record: the caller's own consultations, prescriptions, reports and who viewed them. */
    async healthRecord(actor: AuthUser): Promise<HealthRecord> {
      const records = repository(db);
      const [consultations, prescriptions, reports, views] = await Promise.all([
        records.listConsultations(actor.id),
        records.listPrescriptionsOf(actor.id),
        records.listReports(actor.id),
        records.listViews(actor.id),
      ]);
      return {
        consultations: consultations.map(summaryOf),
        prescriptions: prescriptions.map(prescriptionOf),
        reports: reports.map(reportOf),
        views: views.map((view) => ({
          doctorName: String(view.details.doctorName ?? ''),
          viewedAt: view.createdAt.toISOString(),
        })),
      };
    },

    /** The record part of 'Download my data'. */
    async exportRecord(userId: string) {
      const records = repository(db);
      const [patient, consents, consultations, prescriptions, reports, views] = await Promise.all([
        records.findPatientFacts(userId),
        records.listConsents(userId),
        records.listConsultations(userId),
        records.listPrescriptionsOf(userId),
        records.listReports(userId),
        records.listViews(userId),
      ]);
      const notes = await records.listNotes(consultations.map((row) => row.bookingId));
      return {
        dateOfBirth: patient?.dateOfBirth ?? null,
        sex: (patient?.sex as Sex | null | undefined) ?? null,
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
        views: views.map((view) => ({
          doctorName: String(view.details.doctorName ?? ''),
          viewedAt: view.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type RecordsService = ReturnType<typeof recordsService>;
