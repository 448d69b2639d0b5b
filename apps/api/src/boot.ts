import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { type Env } from './config/env.js';
import { openDatabase } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { seedCatalog } from './db/seed.js';

const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Opens the database the environment names, brings its schema and demo content up to date, and builds the app. */
export async function bootApp(env: Env) {
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrateDatabase(database);
    const seeded = await seedCatalog(database.db);
    const app = await buildApp({ env: { ...env, WEB_DIST_DIR: env.WEB_DIST_DIR ?? DEFAULT_WEB_DIST }, database });
    app.addHook('onClose', () => database.close());
    if (seeded) app.log.info('Seeded the demo catalogue into an empty database');
    return app;
  } catch (error) {
    await database.close();
    throw error;
  }
}
