export { plansSubscriber } from './booking-subscriber.js';
export { PLAN_RENEWAL_JOB, renewalJobHandler } from './renewal.js';
export { plansService, type PlansService } from './service.js';
export { subscriptionPayable } from './subscription-payable.js';
