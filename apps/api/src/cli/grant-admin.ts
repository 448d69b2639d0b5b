import { parseEnv } from '../config/env.js';
import { openDatabase } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { recordAudit } from '../modules/audit/record.js';
import { usersRepository } from '../modules/users/repository.js';

/**
 * `npm run admin:grant -- someone@clinic.bd`: makes an existing account an admin, for the first
 * admin of a deployment (or use ADMIN_EMAILS). On the embedded database it refuses while a server
 * holds the data folder; stop the server or set ADMIN_EMAILS instead.
 */
const email = process.argv[2]?.trim().toLowerCase();
if (!email) {
  console.error('Usage: npm run admin:grant -- <e-mail of an existing account>');
  process.exit(2);
}

const env = parseEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await migrateDatabase(database);
  const granted = await database.db.transaction(async (tx) => {
    const promoted = await usersRepository(tx).promoteEmails([email]);
    for (const row of promoted) {
      await recordAudit(tx, {
        actor: null,
        action: 'user.make-admin',
        targetType: 'user',
        targetId: row.id,
        details: { email: row.email, via: 'cli' },
      });
    }
    return promoted.length > 0;
  });
  const user = await usersRepository(database.db).findByEmail(email);
  if (!user) {
    console.error(`No account uses ${email}. Sign up first, then run this again.`);
    process.exitCode = 1;
  } else {
    console.log(granted ? `${email} is now an admin.` : `${email} was already an admin.`);
  }
} finally {
  await database.close();
}
