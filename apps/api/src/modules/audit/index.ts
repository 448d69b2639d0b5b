export { recordAudit } from './record.js';
export { auditRepository } from './repository.js';
