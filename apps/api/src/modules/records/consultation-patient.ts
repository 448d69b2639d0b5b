import { ageOn, isChildOn, type ConsultationPatient } from '@sustho/contracts';
import type { Executor } from '../../db/client.js';
import { clinicNow } from '../../lib/clinic-time.js';
import { clock } from '../../lib/clock.js';
import { recordsRepository } from './repository.js';

/**
 * Who a consultation is for, as the room and the doctor's panel show it (services.md §2): the
 * booking's patient by the name on the booking, their age and whether they are a child on the
 * clinic's day today, and for a child the guardian: the account holding the profile. An account
 * holder under 18 is a child with no guardian on record (the account is their own).
 */
export async function consultationPatientOf(
  executor: Executor,
  booking: { patientId: string; patientName: string },
  timeZone: string,
): Promise<ConsultationPatient> {
  const facts = await recordsRepository(executor).findPatientFacts(booking.patientId);
  return consultationPatient(booking, facts, timeZone);
}

/** The same, from the patient's facts already read (the doctor's panel reads them anyway). */
export function consultationPatient(
  booking: { patientId: string; patientName: string },
  facts: { dateOfBirth: string | null; holderName: string; self: boolean } | null,
  timeZone: string,
): ConsultationPatient {
  const { today } = clinicNow(clock.now(), timeZone);
  const dateOfBirth = facts?.dateOfBirth ?? null;
  const child = isChildOn(dateOfBirth, today);
  return {
    patientId: booking.patientId,
    name: booking.patientName,
    age: dateOfBirth === null ? null : ageOn(dateOfBirth, today),
    child,
    guardianName: child && facts && !facts.self ? facts.holderName : null,
  };
}
