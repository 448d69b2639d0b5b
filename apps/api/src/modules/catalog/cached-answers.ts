import { createHash } from 'node:crypto';
import { appointmentOption, service, type IsoDate } from '@sustho/contracts';
import { z } from 'zod';
import type { Notifications } from '../../db/client.js';
import { notifiedCache } from '../../lib/notified-cache.js';
import type { CatalogService } from './service.js';

/** The channel migration 0013's triggers announce catalogue and booking changes on. */
export const CATALOG_CHANGES = 'catalog_changes';

/** An answer as it goes on the wire, with the tag a browser revalidates it by. */
export interface WireAnswer {
  body: string;
  etag: string;
}

/** Validated against the contract once, when it is read from the database, then sent as text. */
function wireAnswer<T>(schema: z.ZodType<T>, value: T): WireAnswer {
  const body = JSON.stringify(schema.parse(value));
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

const optionsKey = (day: IsoDate) => `options:${day}|`;

/**
 * GET /services and GET /appointmentOptions?date= answered from a copy every API process drops
 * when the database says the rows behind it changed (decision 028): a booking's day drops that
 * day's options, any change to hours, time off, doctors, treatments or services drops everything.
 * A day's copy is also keyed by which of its slots the clock still lets anyone book, so a slot
 * that starts leaves the answer on the minute.
 */
export function catalogAnswers(notifications: Notifications, catalog: CatalogService) {
  const cache = notifiedCache<WireAnswer>(notifications, {
    channel: CATALOG_CHANGES,
    onPayload(payload, answers) {
      if (payload === 'all') answers.clear();
      else answers.drop((key) => key.startsWith(optionsKey(payload as IsoDate)));
    },
    // A year of days at most, and nothing older than a minute even if a notification went astray.
    maxEntries: 1_000,
    maxAgeMs: 60_000,
  });
  return {
    services: () =>
      cache.get('services', async () => wireAnswer(z.array(service), await catalog.listServices())),
    optionsForDay: (day: IsoDate) =>
      cache.get(`${optionsKey(day)}${catalog.bookableAfter(day)}`, async () =>
        wireAnswer(z.array(appointmentOption), await catalog.listOptionsForDay(day)),
      ),
    close: () => cache.close(),
  };
}

export type CatalogAnswers = ReturnType<typeof catalogAnswers>;
