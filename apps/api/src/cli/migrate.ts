import { parseEnv } from '../config/env.js';
import { openDatabase } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';

/** `npm run db:migrate`: applies migrations, then exits. Refuses while a server holds the embedded database. */
const env = parseEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await migrateDatabase(database);
  console.log('Migrations are up to date.');
} finally {
  await database.close();
}
