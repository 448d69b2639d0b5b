export { LAB_ORDER_HOLD_JOB } from './hold-job.js';
export { labOrderPayable, LAB_ORDER_REFUSALS } from './payable.js';
export { labOrdersRoutes } from './routes.js';
export { labOrdersService, type LabOrdersService } from './service.js';
export { type LabOrderSettings } from './settings.js';
