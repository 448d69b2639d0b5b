export { onDemandSubscriber } from './booking-subscriber.js';
export { onDemandChecks } from './checks.js';
export { dispatcher, dispatchRound, type Dispatcher } from './dispatch.js';
export { ON_DEMAND_JOB } from './jobs.js';
export { listenToQueue } from './queue-listener.js';
export { onDemandService, type OnDemandService } from './service.js';
export { type OnDemandSettings } from './settings.js';
