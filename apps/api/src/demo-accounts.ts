import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client.js';
import { DEMO_DOCTOR_EMAIL } from './db/seed-data.js';
import { doctorsRepository } from './modules/doctors/repository.js';
import { createPasswordUser } from './modules/auth/credentials.js';

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
  /** The account of the seeded doctor with this e-mail, as if they had accepted their invitation. */
  doctor: {
    name: 'Dr. Farhana Rahman',
    email: DEMO_DOCTOR_EMAIL,
    password: 'demo-doctor-2026',
    role: 'doctor' as const,
  },
  /** Staff accounts as if they had accepted their invitations (decision 047). */
  pharmacist: {
    name: 'Demo Pharmacist',
    email: 'pharmacist@sustho.demo',
    password: 'demo-pharmacist-2026',
    role: 'pharmacist' as const,
  },
  lab: {
    name: 'Demo Lab Technician',
    email: 'lab@sustho.demo',
    password: 'demo-lab-2026',
    role: 'lab' as const,
  },
};

export async function ensureDemoAccounts(db: Database, log: FastifyBaseLogger): Promise<void> {
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    const { user } = await createPasswordUser(db, { ...account, emailVerified: true });
    if (account.role === 'doctor')
      await doctorsRepository(db).linkAccountByEmail(account.email, user.id);
  }
  const lines = Object.entries(DEMO_ACCOUNTS).map(
    ([kind, account]) => `  Demo ${kind}: ${account.email} / ${account.password}`,
  );
  log.info('Demo accounts are ready');
  console.log(`\n${lines.join('\n')}\n`);
}
