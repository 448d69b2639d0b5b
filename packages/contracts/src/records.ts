import { z } from 'zod';
import { patientIdField } from './common.js';
import { isoDay } from './schedule.js';
import { labResult, recordTestResult } from './lab-orders.js';

/**
 * The clinical record (docs/product/clinical-record.md): consent, the patient's date of birth and sex, the doctor's
 * notes, prescriptions, reports and who viewed the record.
 */

/** The telemedicine consent a patient agrees to; a new wording gets a new version. */
export const CONSENT_VERSION = '2026-11-1';

export const SEXES = ['female', 'male', 'other'] as const;
export const sex = z.enum(SEXES, { message: "must be 'female', 'male' or 'other'" });
export type Sex = z.infer<typeof sex>;

/** One line of text without control characters, trimmed. */
const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `must be at most ${max} characters` })
    .regex(/^[^\p{Cc}]*$/u, { message: 'must be on one line, without control characters' });

/** Free text over several lines (tabs and line breaks allowed, other control characters not). */
const paragraph = (max: number) =>
  z
    .string()
    .max(max, { message: `must be at most ${max} characters` })
    .regex(/^(?:[^\p{Cc}]|[\t\n\r])*$/u, {
      message: 'must not contain control characters',
    });

/** A date of birth: a real day, not in the future, not before 1900. */
export const dateOfBirth = isoDay.refine(
  (day) => day >= '1900-01-01' && day <= new Date().toISOString().slice(0, 10),
  { message: 'must be a day between 1900-01-01 and today' },
);

export const clinicalProfileInput = z.object({
  dateOfBirth: dateOfBirth.nullable(),
  sex: sex.nullable(),
});
export type ClinicalProfileInput = z.infer<typeof clinicalProfileInput>;

/** POST /me/consent: the account agrees for one of its patients (for a child, as the guardian). */
export const consentInput = z.object({
  version: z.literal(CONSENT_VERSION, {
    message: `must be the current consent version '${CONSENT_VERSION}'`,
  }),
  patientId: patientIdField,
});
export type ConsentInput = z.infer<typeof consentInput>;

/**
 * `?patientId=` of the record's routes (GET /me/health-record, GET /me/clinical-profile): which of
 * the caller's patients (services.md §2); without it, the account's own.
 */
export const patientQuery = z.object({ patientId: patientIdField });

/**
 * Who a consultation is for, as the room and the doctor's panel show it (services.md §2): 'Patient:
 * {name}, {age} (child) · Guardian: {guardianName}'. `age` is null when the date of birth is not
 * known; `guardianName` is the account holder's name, given only for a child.
 */
export const consultationPatient = z.object({
  patientId: z.string(),
  name: z.string(),
  age: z.number().int().nullable(),
  child: z.boolean(),
  guardianName: z.string().nullable(),
});
export type ConsultationPatient = z.infer<typeof consultationPatient>;

/** GET /me/clinical-profile: what the room asks before the first consultation when it is missing. */
export const clinicalProfile = z.object({
  dateOfBirth: z.string().nullable(),
  sex: sex.nullable(),
  /** The consent to the current version, or null when the patient has not agreed to it. */
  consent: z.object({ version: z.string(), agreedAt: z.string() }).nullable(),
  consentVersion: z.string(),
});
export type ClinicalProfile = z.infer<typeof clinicalProfile>;

export const NOTE_FIELD_MAX_LENGTH = 5000;

export const consultationNotesInput = z.object({
  chiefComplaint: paragraph(NOTE_FIELD_MAX_LENGTH),
  history: paragraph(NOTE_FIELD_MAX_LENGTH),
  examination: paragraph(NOTE_FIELD_MAX_LENGTH),
  diagnosis: paragraph(NOTE_FIELD_MAX_LENGTH),
});
export type ConsultationNotesInput = z.infer<typeof consultationNotesInput>;

export const consultationNotes = consultationNotesInput.extend({ updatedAt: z.string() });
export type ConsultationNotes = z.infer<typeof consultationNotes>;

export const MEAL_TIMINGS = ['before', 'after', 'any'] as const;
export const MAX_MEDICINES = 30;
export const MEDICINE_NAME_MAX_LENGTH = 120;

export const medicine = z.object({
  name: line(MEDICINE_NAME_MAX_LENGTH).min(1, { message: 'is required' }),
  strength: line(40),
  form: line(40),
  /** Morning + noon + night, as Bangladeshi prescriptions write it: '1+0+1', '½+0+½'. */
  dose: z
    .string()
    .trim()
    .max(20)
    .regex(/^[0-9½¼.]+(\+[0-9½¼.]+){1,3}$/, {
      message: "must be a dose pattern such as '1+0+1'",
    }),
  meal: z.enum(MEAL_TIMINGS, { message: "must be 'before', 'after' or 'any'" }),
  durationDays: z
    .number()
    .int({ message: 'must be a whole number of days' })
    .min(1, { message: 'must be at least 1 day' })
    .max(365, { message: 'must be at most 365 days' }),
  instructions: line(200),
});
export type Medicine = z.infer<typeof medicine>;

export const prescriptionInput = z.object({
  medicines: z
    .array(medicine)
    .max(MAX_MEDICINES, { message: `must list at most ${MAX_MEDICINES} medicines` }),
  investigations: paragraph(2000),
  advice: paragraph(2000),
  followUpDays: z
    .number()
    .int({ message: 'must be a whole number of days' })
    .min(1, { message: 'must be at least 1 day' })
    .max(365, { message: 'must be at most 365 days' })
    .nullable(),
});
export type PrescriptionInput = z.infer<typeof prescriptionInput>;

export const prescription = prescriptionInput.extend({
  _id: z.string(),
  bookingId: z.string(),
  version: z.number().int(),
  code: z.string(),
  verifyUrl: z.string(),
  doctorName: z.string(),
  issuedAt: z.string(),
  /** When a correction replaced it; null for the prescription in force. */
  replacedAt: z.string().nullable(),
  replacedBy: z.string().nullable(),
});
export type Prescription = z.infer<typeof prescription>;

export const REPORT_UPLOAD_FIELD = 'file';
export const REPORT_MAX_BYTES = 10 * 1024 * 1024;
export const REPORT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

export const report = z.object({
  _id: z.string(),
  fileName: z.string(),
  contentType: z.enum(REPORT_TYPES),
  sizeBytes: z.number().int(),
  bookingId: z.string().nullable(),
  uploadedAt: z.string(),
});
export type Report = z.infer<typeof report>;

/** One consultation in the record. */
export const consultationSummary = z.object({
  bookingId: z.string(),
  date: z.string(),
  slot: z.string(),
  doctorName: z.string(),
  treatmentName: z.string(),
  status: z.string(),
  diagnosis: z.string(),
});
export type ConsultationSummary = z.infer<typeof consultationSummary>;

export const recordView = z.object({ doctorName: z.string(), viewedAt: z.string() });
export type RecordView = z.infer<typeof recordView>;

/** GET /me/health-record: My Health Record, of one patient at a time. */
export const healthRecord = z.object({
  patientId: z.string(),
  consultations: z.array(consultationSummary),
  prescriptions: z.array(prescription),
  reports: z.array(report),
  /** Released lab results in force, newest first, with earlier readings for the trend. */
  testResults: z.array(recordTestResult),
  views: z.array(recordView),
});
export type HealthRecord = z.infer<typeof healthRecord>;

/** GET /bookings/{id}/record: the doctor's panel for one consultation. */
export const bookingRecord = z.object({
  booking: consultationSummary,
  patient: z.object({
    name: z.string(),
    dateOfBirth: z.string().nullable(),
    sex: sex.nullable(),
  }),
  /** Who the consultation is for, with the guardian for a child. */
  consultationPatient,
  notes: consultationNotes.nullable(),
  /** This booking's prescriptions, newest version first. */
  prescriptions: z.array(prescription),
  /** The patient's other consultations with the clinic, newest first, with their prescriptions. */
  history: z.array(
    consultationSummary.extend({
      prescriptions: z.array(prescription),
    }),
  ),
  reports: z.array(report),
});
export type BookingRecord = z.infer<typeof bookingRecord>;

export const completeResult = z.object({ bookingId: z.string(), status: z.string() });

/** A verification code: 24 characters from an alphabet without look-alikes (about 120 bits). */
export const VERIFICATION_CODE_PATTERN = /^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{24}$/;
export const verificationCodeParam = z.object({
  code: z.string().max(64).regex(VERIFICATION_CODE_PATTERN, {
    message: 'must be a prescription verification code',
  }),
});

/** GET /verify/{code}: what anyone may know about a prescription: nothing about the patient. */
export const prescriptionVerification = z.object({
  status: z.enum(['valid', 'replaced']),
  replacedAt: z.string().nullable(),
  doctorName: z.string(),
  bmdcNumber: z.string().nullable(),
  issuedAt: z.string(),
});
export type PrescriptionVerification = z.infer<typeof prescriptionVerification>;

/** The record part of 'Download my data', one per patient of the account. */
export const healthRecordExport = z.object({
  patientId: z.string(),
  name: z.string(),
  relation: z.string(),
  dateOfBirth: z.string().nullable(),
  sex: sex.nullable(),
  consents: z.array(z.object({ version: z.string(), agreedAt: z.string() })),
  consultations: z.array(consultationSummary.extend({ notes: consultationNotes.nullable() })),
  prescriptions: z.array(prescription),
  reports: z.array(report),
  /** Every released lab result version, replaced ones included. */
  testResults: z.array(labResult),
  views: z.array(recordView),
});
