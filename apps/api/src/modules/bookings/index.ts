export {
  allows,
  type BookingState,
  CANCELLED_BOOKING_STATES,
  isActive,
  isCancelled,
  wireFlags,
} from './booking-state.js';
export {
  type BookingHooks,
  type BookingSubscriber,
  type Cover,
  type Coverage,
  type CoverQuestion,
  type DoctorSlot,
  type StateChangeHooks,
} from './hooks.js';
export { bookingsRepository, type DoctorBookingView, ownedBy } from './repository.js';
export { type BookingsService } from './service.js';
export { changeBookingState } from './state-change.js';
export { hasSlot, withSlot } from './slot-of.js';
export {
  assignOnDemandSlot,
  clearOnDemandSlot,
  insertOnDemandBooking,
  type NewOnDemandBooking,
} from './on-demand-repository.js';
