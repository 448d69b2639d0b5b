export { type PaymentsService } from './service.js';
export { type RefundOrder } from './refund-job.js';
export { type Payable, type PayableKindHandler, type PayableKinds } from './payable.js';
export { type PayableRefusals } from './payable.js';
