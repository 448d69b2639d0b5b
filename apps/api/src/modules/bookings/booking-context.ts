import type { BookingKind } from '@sustho/contracts';
import type { Database } from '../../db/client.js';
import type { CatalogService } from '../catalog/index.js';
import type { BookingState } from './booking-state.js';
import type { ChangePolicy } from './change-policy.js';
import type { BookingHooks } from './hooks.js';

export interface BookingSettings {
  timeZone: string;
  horizonDays: number;
  /** Whether a booking's consultation room is open at `now` (the consultations module says). */
  roomOpen(
    booking: {
      kind: BookingKind;
      appointmentDate: string;
      slotStart: string;
      slotEnd: string;
      state: BookingState;
    },
    now: Date,
  ): boolean;
  /** When a patient may move a booking, and when cancelling it refunds the payment. */
  changes: ChangePolicy;
  /** PAYMENT_HOLD_MINUTES: an unpaid priced booking is cancelled this long after it was made (0: never). */
  paymentHoldMinutes: number;
  /** FOLLOW_UP_DAYS: a completed consultation's free follow-up is on a day up to this many days after it. */
  followUpDays: number;
}

/** What every booking use case (book, reschedule, cancel) works with. */
export interface BookingContext {
  db: Database;
  /** The id of the account with this e-mail, or null (the users module answers). */
  accountIdByEmail(email: string): Promise<string | null>;
  catalog: Pick<CatalogService, 'bookableFilter'>;
  settings: BookingSettings;
  hooks: BookingHooks;
}
