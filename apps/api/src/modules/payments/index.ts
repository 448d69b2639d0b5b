export { type PaymentsService } from './service.js';
