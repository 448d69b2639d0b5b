export * from './clinic-date.js';
export * from './common.js';
export * from './catalog.js';
export * from './health.js';
export * from './accounts.js';
export * from './admin.js';
export * from './bookings.js';
export * from './contact.js';
