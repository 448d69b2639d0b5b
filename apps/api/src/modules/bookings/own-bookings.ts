import { booking } from '@sustho/contracts';
import { z } from 'zod';
import { BOOKING_CHANGES, changeOf } from '../../db/change-channels.js';
import type { Notifications } from '../../db/client.js';
import { clinicNow } from '../../lib/clinic-time.js';
import { clock } from '../../lib/clock.js';
import { notifiedCache } from '../../lib/notified-cache.js';
import { cachedResponse } from '../../lib/cached-response.js';
import type { AuthUser } from '../auth/index.js';
import type { BookingsService } from './service.js';

/**
 * GET /bookings?email= for the caller's own e-mail (My Appointments), answered from a copy every
 * API process drops when the database says that account's bookings or their payments changed, or
 * any doctor or treatment did (decision 028). The copy is keyed by the clinic's minute too: the
 * order of upcoming and past days and each booking's `roomOpen` follow the clock.
 */
export function ownBookingsCache(
  notifications: Notifications,
  bookings: Pick<BookingsService, 'listForAccount'>,
  timeZone: string,
  enabled: boolean,
) {
  const cache = notifiedCache<ReturnType<typeof cachedResponse>>(notifications, {
    enabled,
    channel: BOOKING_CHANGES,
    onPayload(payload, kept) {
      const change = changeOf(payload);
      if (change.kind === 'account') kept.drop((key) => key.startsWith(`${change.id}|`));
      else if (change.kind !== 'day') kept.clear();
    },
    maxEntries: 10_000,
    maxAgeMs: 60_000,
  });
  return {
    forCaller(caller: AuthUser) {
      const { today, minutes } = clinicNow(clock.now(), timeZone);
      return cache.get(`${caller.id}|${today}|${minutes}`, async () =>
        cachedResponse(z.array(booking), await bookings.listForAccount(caller, caller.email)),
      );
    },
    close: () => cache.close(),
  };
}

export type OwnBookingsCache = ReturnType<typeof ownBookingsCache>;
