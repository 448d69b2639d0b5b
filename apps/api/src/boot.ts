import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { isEmbedded, usesSslcommerz, type Env } from './config/env.js';
import { openDatabase } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { assertStoredCurrency } from './db/currency-check.js';
import { seedCatalog } from './db/seed.js';
import { seedLabTestCatalogue } from './db/seed-lab-tests.js';
import { seedMedicineCatalog } from './db/seed-medicines.js';
import { loadOrCreateSecret } from './lib/secret.js';
import { ensureDemoAccounts } from './demo-accounts.js';
import { folderTransport, smtpTransport } from './modules/mail/transport.js';
import { startRefundPoller } from './modules/payments/refund-poller.js';
import { smsTransportFor } from './modules/sms/transport.js';
import { startJobWorker } from './modules/jobs/worker.js';
import { jobHandlers } from './compose.js';
import { usersRepository } from './modules/users/repository.js';
import { vapidKeysFor } from './modules/push/index.js';

const WEB_APP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web');
const DEFAULT_WEB_DIST = path.join(WEB_APP_DIR, 'dist');
const DEFAULT_WEB_SERVER_ENTRY = path.join(WEB_APP_DIR, 'dist-server/entry-server.js');

/**
 * Opens the database the environment names, brings its schema and demo content up to date,
 * builds the app and starts the background job worker (mail, SMS, reminders). Answers the app
 * and what closes it all.
 */
export async function bootApp(given: Env) {
  const env = { ...given, ...vapidKeysFor(given) };
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrateDatabase(database);
    const seeded = await seedCatalog(database.db, env.CURRENCY);
    const seededMedicines = await seedMedicineCatalog(database.db, env.CURRENCY);
    await assertStoredCurrency(database.db, env.CURRENCY);
    // After the check, so the lab's prices are in the currency the rest of the database is.
    const seededLab = await seedLabTestCatalogue(database.db, env.CURRENCY);
    const secret = env.AUTH_SECRET ?? loadOrCreateSecret(env.DATA_DIR);
    const app = await buildApp({
      env: {
        ...env,
        WEB_DIST_DIR: env.WEB_DIST_DIR ?? DEFAULT_WEB_DIST,
        WEB_SERVER_ENTRY: env.WEB_SERVER_ENTRY ?? DEFAULT_WEB_SERVER_ENTRY,
      },
      database,
      secret,
    });
    if (seeded) app.log.info('Seeded the demo catalogue into an empty database');
    if (seededLab) app.log.info('Seeded the lab test catalogue into an empty one');
    if (seededMedicines) app.log.info('Seeded the demo pharmacy into an empty medicine catalogue');

    const promoted = await usersRepository(database.db).promoteEmails(env.ADMIN_EMAILS);
    if (promoted.length > 0)
      app.log.info({ emails: promoted.map((row) => row.email) }, 'Made ADMIN_EMAILS admins');
    if (isEmbedded(env)) await ensureDemoAccounts(database.db, app.log);

    const transport = env.SMTP_URL
      ? smtpTransport(env.SMTP_URL, env.MAIL_FROM)
      : folderTransport(path.join(env.DATA_DIR, 'mail'), (line) => app.log.info(line));
    const stopJobWorker = startJobWorker(
      database.db,
      jobHandlers(
        env,
        {
          mail: transport,
          sms: smsTransportFor(env, (line) => app.log.info(line)),
        },
        app,
      ),
      app.log,
    );
    const stopRefundPoller = usesSslcommerz(env)
      ? startRefundPoller(app.services.payments, app.log)
      : async () => {};

    app.addHook('onClose', async () => {
      await stopJobWorker();
      await stopRefundPoller();
    });
    return {
      app,
      /**
       * Closes the app, then the database. Not an onClose hook of the app: Fastify runs those
       * last-registered first, so it would close the database before the app's own hooks stop
       * listening on it (on PGlite, an error at every shutdown).
       */
      async close() {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
