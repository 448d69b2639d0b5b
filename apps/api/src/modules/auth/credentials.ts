import { randomUUID } from 'node:crypto';
import type { UserRole } from '@sustho/contracts';
import { hashPassword } from 'better-auth/crypto';
import type { Executor } from '../../db/client.js';
import { authRepository } from './repository.js';

export interface NewPasswordUser {
  name: string;
  email: string;
  password: string;
  role?: UserRole;
  emailVerified?: boolean;
}

/**
 * Creates an account that signs in with e-mail and password, written straight to better-auth's
 * tables (the same rows its sign-up writes). Used for the demo accounts, the admin CLI and test
 * factories, none of which should go through the rate-limited sign-up endpoint.
 * Accepting a doctor's invitation passes its transaction, so the account and the acceptance
 * commit together. Returns the existing user unchanged when the e-mail is taken.
 */
export async function createPasswordUser(db: Executor, input: NewPasswordUser) {
  const email = input.email.toLowerCase();
  const existing = await authRepository(db).findUserByEmail(email);
  if (existing) return { user: existing, created: false };
  const password = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const repository = authRepository(tx);
    const user = await repository.insertUser({
      id: randomUUID(),
      name: input.name,
      email,
      role: input.role ?? 'user',
      emailVerified: input.emailVerified ?? false,
    });
    await repository.insertAccount({
      id: randomUUID(),
      accountId: user.id,
      providerId: 'credential',
      userId: user.id,
      password,
    });
    return { user, created: true };
  });
}
