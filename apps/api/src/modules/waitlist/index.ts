export { leaveEveryWaitlist } from './booking-subscriber.js';
