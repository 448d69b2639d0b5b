export { contactPhone, familyRepository, heldPatientSql, type PatientRow } from './repository.js';
export { NO_SUCH_PATIENT, patientFor, type PatientFor } from './patient-for.js';
export { actingAsPatient } from './patient-account.js';
