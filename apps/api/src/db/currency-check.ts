import type { Currency } from '@sustho/contracts';
import { ne } from 'drizzle-orm';
import { EnvError } from '../config/env.js';
import type { Database } from './client.js';
import {
  bookings,
  labTests,
  medicines,
  payments,
  planSubscriptions,
  treatments,
} from './schema.js';

/**
 * Stops start-up when the database holds amounts in another currency than CURRENCY: changing the
 * setting must never turn $15 into ৳15, nor a plan bought in dollars into one spent in taka. Amounts have no exchange rate here, so a clinic that changes
 * currency starts on a new database (decision 020).
 */
export async function assertStoredCurrency(db: Database, currency: Currency): Promise<void> {
  const found = await Promise.all(
    [treatments, labTests, medicines, bookings, payments, planSubscriptions].map((table) =>
      db
        .selectDistinct({ currency: table.currency })
        .from(table)
        .where(ne(table.currency, currency)),
    ),
  );
  const stored = [...new Set(found.flat().map((row) => row.currency))];
  if (stored.length > 0) {
    throw new EnvError(
      `CURRENCY is ${currency}, but the database holds prices in ${stored.sort().join(' and ')}. ` +
        `Amounts are never converted: start with CURRENCY=${stored[0]}, or with a new database to charge in ${currency}.`,
    );
  }
}
