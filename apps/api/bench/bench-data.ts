import { addDays, formatWireDate, slotLabel, type IsoDate } from '@sustho/contracts';
import { buildApp } from '../src/app.js';
import { parseEnv } from '../src/config/env.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { appointmentOptions } from '../src/db/schema.js';
import { seedCatalog } from '../src/db/seed.js';
import { FULL_DAY } from '../src/db/seed-data.js';
import { createOption, createService, createUser } from '../test/factories.js';

/** Treatments added to the demo catalogue, so every POST /api/booking run finds free slots. */
const EXTRA_OPTIONS = 50;
const PATIENTS = 100;

export interface Patient {
  email: string;
  authorization: string;
}

/** One POST /api/booking payload's place: a day, a treatment and one of its slots. */
export interface BookingTarget {
  appointmentDate: string;
  treatmentName: string;
  slot: string;
}

/**
 * Migrates and seeds the benchmark database, adds treatments, and makes signed-in patients with the
 * test factories (tokens signed with `secret`, the servers' AUTH_SECRET). The targets are every slot
 * from `firstDay` for `days` days, ordered by day, treatment, then slot: the slots of one treatment
 * on one day are neighbours, so patients taken in turn never ask for two of them.
 */
export async function prepareBenchData(database: DatabaseHandle, secret: string, firstDay: IsoDate, days: number) {
  await migrateDatabase(database);
  await seedCatalog(database.db);
  const service = await createService(database.db, { name: 'Benchmark' });
  for (let index = 0; index < EXTRA_OPTIONS; index += 1) {
    await createOption(database.db, { name: `Benchmark Treatment ${index + 1}`, serviceId: service.id, slotStarts: FULL_DAY });
  }
  const app = await buildApp({ env: parseEnv({ LOG_LEVEL: 'silent' }), database, secret, logger: false });
  const users = await Promise.all(Array.from({ length: PATIENTS }, () => createUser(app)));
  await app.close();

  const options = await database.db.select({ name: appointmentOptions.name, slotStarts: appointmentOptions.slotStarts }).from(appointmentOptions);
  const targets: BookingTarget[] = [];
  for (let day = 0; day < days; day += 1) {
    const appointmentDate = formatWireDate(addDays(firstDay, day));
    for (const option of options) {
      for (const start of option.slotStarts) targets.push({ appointmentDate, treatmentName: option.name, slot: slotLabel(start) });
    }
  }
  const patients: Patient[] = users.map(({ user, headers }) => ({ email: user.email, authorization: headers.authorization }));
  return { patients, targets };
}
