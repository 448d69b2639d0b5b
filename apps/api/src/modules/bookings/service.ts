import type { Booking, BookingDetail } from '@sustho/contracts';
import type { Database } from '../../db/client.js';
import { clinicNow } from '../../lib/clinic-time.js';
import { clock } from '../../lib/clock.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../auth/index.js';
import type { CatalogService } from '../catalog/index.js';
import { bookUseCase } from './book.js';
import type { BookingContext, BookingSettings } from './booking-context.js';
import { assertOwnerOrAdmin, toBooking } from './booking-view.js';
import { cancelUseCase } from './cancel.js';
import type { BookingHooks } from './hooks.js';
import { bookingsRepository as repository } from './repository.js';
import { rescheduleUseCase } from './reschedule.js';

export type { BookingSettings } from './booking-context.js';

/**
 * The bookings service: each change to a booking is a use case in its own file (book.ts,
 * reschedule.ts, cancel.ts); the reads are here.
 */
export function bookingsService(
  db: Database,
  catalog: Pick<CatalogService, 'bookableFilter'>,
  settings: BookingSettings,
  hooks: BookingHooks,
  accountIdByEmail: BookingContext['accountIdByEmail'],
) {
  const context: BookingContext = { db, accountIdByEmail, catalog, settings, hooks };
  return {
    book: bookUseCase(context),
    /**
     * GET /bookings?email=: a patient sees their own bookings, an admin anyone's. The e-mail names
     * an account, and the list is that account's bookings: none when no account has the address.
     */
    async listForAccount(caller: AuthUser, email: string): Promise<Booking[]> {
      const wanted = email.toLowerCase();
      if (caller.role !== 'admin' && wanted !== caller.email)
        throw forbidden('You can only see your own bookings');
      const accountId = wanted === caller.email ? caller.id : await accountIdByEmail(wanted);
      if (!accountId) return [];
      const { today } = clinicNow(clock.now(), settings.timeZone);
      return (await repository(db).listForAccount(accountId, today)).map((row) =>
        toBooking(row, settings),
      );
    },

    /** GET /bookings/:id, for its owner or an admin. */
    async get(caller: AuthUser, id: string): Promise<BookingDetail> {
      const row = await repository(db).find(id);
      if (!row) throw notFound('No booking has this id');
      assertOwnerOrAdmin(caller, row);
      return { ...toBooking(row, settings), treatment: row.treatmentName };
    },

    cancel: cancelUseCase(context),
    reschedule: rescheduleUseCase(context),
  };
}

export type BookingsService = ReturnType<typeof bookingsService>;
