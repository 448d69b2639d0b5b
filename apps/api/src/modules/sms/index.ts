export { deleteSmsFor, enqueueSms, type SmsLimits } from './outbox.js';
