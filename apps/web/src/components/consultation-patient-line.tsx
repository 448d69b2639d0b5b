import type { ConsultationPatient } from '@sustho/contracts';
import { useFormat } from '../copy/format';
import { useCopy } from '../copy/language';

/**
 * Who a consultation is for, as the room and the doctor's panel show it (services.md §2):
 * 'Patient: {name}, {age} (child) · Guardian: {guardian}', or 'Patient: {name}, {age}' for an adult.
 */
export function ConsultationPatientLine({ patient }: { patient: ConsultationPatient }) {
  const copy = useCopy();
  const show = useFormat();
  const text = copy.family;
  const age = patient.age === null ? null : text.age(show.number(patient.age));
  return (
    <p>
      {text.patientLine(patient.name, age, patient.child)}
      {patient.child && patient.guardianName && ` · ${text.guardianLine(patient.guardianName)}`}
    </p>
  );
}
