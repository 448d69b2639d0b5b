export { consultationPatientOf } from './consultation-patient.js';
export { openRecord, type RecordReader } from './access.js';
export { localReportStorage, sniffReport, type ReportStorage } from './report-storage.js';
export { forgetPatientFiles } from './forget-patient.js';
export { type RecordsService } from './service.js';
export { type PrescriptionForOrder, prescriptionForOrder } from './order-prescription.js';
export { openCitedPrescription } from './access.js';
