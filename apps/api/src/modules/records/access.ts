import type { Executor } from '../../db/client.js';
import { forbidden } from '../../lib/errors.js';
import type { AuthUser } from '../auth/index.js';
import { recordAudit } from '../audit/index.js';
import { familyRepository } from '../family/index.js';
import { RECORD_TARGET_TYPE, RECORD_VIEW_ACTION, recordsRepository } from './repository.js';

/** Who is reading a patient's record, once `openRecord` has let them in. */
export type RecordReader =
  { kind: 'patient' } | { kind: 'doctor'; doctor: { id: string; name: string } } | { kind: 'lab' };

/**
 * What is read: the clinical record (notes, prescriptions, reports), or only its lab results,
 * which the lab staff who released them read too (services.md §6).
 */
export type RecordScope = 'clinical' | 'labResults';

const REFUSED = 'Only the patient and their doctors can see this health record';

/**
 * THE rule of who may read a patient's clinical record (docs/product/clinical-record.md §7,
 * services.md §2), which every read of notes, prescriptions, PDFs and reports goes through: the
 * account holding the patient (its own profile or a family member it has not removed), or a doctor
 * who has a booking with that very patient (past or upcoming, not cancelled). A doctor treating a
 * child therefore never reads the parent's record, nor the reverse. Nobody else: an admin who is
 * not that doctor is refused like anyone. Lab results (`scope` 'labResults') are read by lab staff
 * as well (services.md §6), admins still not. A doctor's read is written to the audit trail against
 * the patient, in the executor given, so the patient's 'Who viewed my record' lists it (for
 * Myself the patient's id is the account's, so entries from before the family still count);
 * `what` says what they opened.
 */
export async function openRecord(
  executor: Executor,
  actor: AuthUser,
  patientId: string,
  what: Record<string, string>,
  scope: RecordScope = 'clinical',
): Promise<RecordReader> {
  if (await familyRepository(executor).find(actor.id, patientId)) return { kind: 'patient' };
  if (scope === 'labResults' && actor.role === 'lab') return { kind: 'lab' };
  if (actor.role !== 'doctor') throw forbidden(REFUSED);
  const records = recordsRepository(executor);
  const doctor = await records.findDoctorByUser(actor.id);
  if (!doctor || !(await records.doctorHasBookingWith(doctor.id, patientId)))
    throw forbidden(REFUSED);
  await recordAudit(executor, {
    actor,
    action: RECORD_VIEW_ACTION,
    targetType: RECORD_TARGET_TYPE,
    targetId: patientId,
    details: { doctorId: doctor.id, doctorName: doctor.name, ...what },
  });
  return { kind: 'doctor', doctor };
}

/**
 * The rule for writing to one consultation's record (notes, prescriptions, completing it): only
 * the doctor of that booking. Answers the doctor.
 */
export async function treatingDoctor(
  executor: Executor,
  actor: AuthUser,
  bookingDoctorId: string,
): Promise<{ id: string; name: string }> {
  const doctor =
    actor.role === 'doctor' ? await recordsRepository(executor).findDoctorByUser(actor.id) : null;
  if (!doctor || doctor.id !== bookingDoctorId)
    throw forbidden('Only the doctor of this consultation can write its record');
  return doctor;
}

/**
 * The rule for a pharmacist reading the Sustho prescription an order cites (services.md §5): a
 * pharmacist, that one prescription only, and the read is written to the patient's audit trail as
 * a doctor's is, naming the order. Admins see the order queue, never the prescription.
 */
export async function openCitedPrescription(
  executor: Executor,
  actor: AuthUser,
  cited: { patientId: string; prescriptionId: string; orderId: string },
): Promise<void> {
  if (actor.role !== 'pharmacist')
    throw forbidden('Only a pharmacist can see the prescription an order cites');
  await recordAudit(executor, {
    actor,
    action: RECORD_VIEW_ACTION,
    targetType: RECORD_TARGET_TYPE,
    targetId: cited.patientId,
    details: {
      pharmacistName: actor.name,
      prescriptionId: cited.prescriptionId,
      orderId: cited.orderId,
    },
  });
}
