export { consultationPatientOf } from './consultation-patient.js';
export { forgetPatientFiles } from './forget-patient.js';
export { type RecordsService } from './service.js';
