import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { createPasswordUser } from './credentials.js';

/**
 * The embedded demo's accounts. They exist only in embedded mode (no DATABASE_URL), which is a
 * demonstration on one machine; a deployment on PostgreSQL gets its first admin from ADMIN_EMAILS
 * or `npm run admin:grant`.
 */
export const DEMO_ACCOUNTS = {
  admin: {
    name: 'Demo Admin',
    email: 'admin@sustho.demo',
    password: 'demo-admin-2026',
    role: 'admin' as const,
  },
  patient: {
    name: 'Demo Patient',
    email: 'patient@sustho.demo',
    password: 'demo-patient-2026',
    role: 'user' as const,
  },
};

export async function ensureDemoAccounts(db: Database, log: FastifyBaseLogger): Promise<void> {
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    await createPasswordUser(db, { ...account, emailVerified: true });
  }
  const lines = Object.entries(DEMO_ACCOUNTS).map(
    ([kind, account]) => `  Demo ${kind}: ${account.email} / ${account.password}`,
  );
  log.info('Demo accounts are ready');
  console.log(`\n${lines.join('\n')}\n`);
}
