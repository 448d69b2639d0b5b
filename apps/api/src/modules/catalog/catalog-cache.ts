import { appointmentOption, service, type IsoDate, type Language } from '@sustho/contracts';
import { z } from 'zod';
import { BOOKING_CHANGES, changeOf } from '../../db/change-channels.js';
import type { Notifications } from '../../db/client.js';
import { notifiedCache } from '../../lib/notified-cache.js';
import { cachedResponse, type CachedResponse } from '../../lib/cached-response.js';
import type { CatalogService } from './service.js';

const optionsKey = (day: IsoDate) => `options:${day}|`;

/**
 * GET /services and GET /appointmentOptions?date= answered from a copy every API process drops
 * when the database says the rows behind it changed (decision 028): a booking's day drops that
 * day's options, any change to hours, time off, doctors, treatments or services drops everything.
 * A day's copy is also keyed by which of its slots the clock still lets anyone book, so a slot
 * that starts leaves the answer on the minute. Each language has its own copy (decision 042).
 */
export function catalogCache(
  notifications: Notifications,
  catalog: CatalogService,
  enabled: boolean,
) {
  const cache = notifiedCache<CachedResponse>(notifications, {
    enabled,
    channel: BOOKING_CHANGES,
    onPayload(payload, kept) {
      const change = changeOf(payload);
      if (change.kind === 'all') kept.clear();
      else if (change.kind === 'day')
        kept.drop((key) => key.startsWith(optionsKey(change.day as IsoDate)));
    },
    // A year of days at most, and nothing older than a minute even if a notification went astray.
    maxEntries: 1_000,
    maxAgeMs: 60_000,
  });
  return {
    services: (language: Language) =>
      cache.get(`services|${language}`, async () =>
        cachedResponse(z.array(service), await catalog.listServices(language)),
      ),
    optionsForDay: (day: IsoDate, language: Language) =>
      cache.get(`${optionsKey(day)}${catalog.bookableAfter(day)}|${language}`, async () =>
        cachedResponse(z.array(appointmentOption), await catalog.listOptionsForDay(day, language)),
      ),
    close: () => cache.close(),
  };
}

export type CatalogCache = ReturnType<typeof catalogCache>;
