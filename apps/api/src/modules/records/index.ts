export { forgetPatientFiles } from './forget-patient.js';
export { type RecordsService } from './service.js';
