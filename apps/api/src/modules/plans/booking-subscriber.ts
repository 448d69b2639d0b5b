import { clock } from '../../lib/clock.js';
import type { BookingSubscriber } from '../bookings/index.js';
import { plansRepository as repository } from './repository.js';

/**
 * The plans' part in what happens to bookings: a covered booking cancelled (before it starts, as
 * every cancellation is) gives its credit back, in the cancelling transaction.
 */
export const plansSubscriber: BookingSubscriber = {
  cancelled: {
    async inTransaction(tx, bookingId) {
      await repository(tx).giveBack(bookingId, clock.now());
    },
  },
};
