import type { Database } from '../../db/client.js';
import type { ChangeBarrier } from '../../lib/change-barrier.js';
import type { CatalogService } from '../catalog/service.js';
import type { RoomHours } from '../consultations/room-window.js';
import type { ChangePolicy } from './change-policy.js';
import type { BookingHooks } from './hooks.js';

export interface BookingSettings {
  timeZone: string;
  horizonDays: number;
  /** When consultation rooms open and close, for each booking's `roomOpen`. */
  roomHours: RoomHours;
  /** When a patient may move a booking, and when cancelling it refunds the payment. */
  changes: ChangePolicy;
  /** PAYMENT_HOLD_MINUTES: an unpaid priced booking is cancelled this long after it was made (0: never). */
  paymentHoldMinutes: number;
}

/** What every booking use case (book, reschedule, cancel) works with. */
export interface BookingContext {
  db: Database;
  catalog: Pick<CatalogService, 'bookableFilter'>;
  settings: BookingSettings;
  hooks: BookingHooks;
  changes: Pick<ChangeBarrier, 'expect'>;
}
