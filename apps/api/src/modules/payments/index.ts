export { type PaymentsService } from './service.js';
export { type RefundOrder } from './refund-job.js';
