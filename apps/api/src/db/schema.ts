/**
 * The database schema, one file per area; drizzle-kit and every query read it from here.
 */
export * from './schema/accounts.js';
export * from './schema/family.js';
export * from './schema/catalog.js';
export * from './schema/bookings.js';
export * from './schema/doctors.js';
export * from './schema/payments.js';
export * from './schema/contact.js';
export * from './schema/jobs.js';
export * from './schema/audit.js';
export * from './schema/records.js';
export * from './schema/consultations.js';
export * from './schema/waitlist.js';
export * from './schema/on-demand.js';
export * from './schema/plans.js';
export * from './schema/lab-tests.js';
export * from './schema/staff.js';
export * from './schema/medicines.js';
export * from './schema/push.js';
export * from './schema/orders.js';
export * from './schema/lab-orders.js';
