import { and, eq, isNull, like } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts, sessions, twoFactors, users, verifications } from '../../db/schema.js';

/** SQL for sign-in records that the API reads or writes itself, beside better-auth's own. */
export function authRepository(db: Executor) {
  return {
    async findUserByEmail(email: string) {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row ?? null;
    },

    /** The live patient account that proved `phone` with an SMS code, the one a code sign-in reaches. */
    async findPatientByVerifiedPhone(phone: string) {
      const [row] = await db
        .select({ id: users.id, language: users.language })
        .from(users)
        .where(
          and(
            eq(users.phoneNumber, phone),
            eq(users.phoneNumberVerified, true),
            eq(users.role, 'user'),
            isNull(users.deletedAt),
          ),
        );
      return row ?? null;
    },

    async insertUser(values: typeof users.$inferInsert) {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },

    async insertAccount(values: typeof accounts.$inferInsert) {
      await db.insert(accounts).values(values);
    },

    /**
     * Ends every way into an account: its sessions (so its access tokens too), its password, its
     * authenticator secret and backup codes, and linked sign-ins, and its outstanding password-reset tokens (better-auth keeps the user's id
     * as their value), so a reset link still in a mailbox cannot bring the account back.
     */
    async endSignIns(userId: string) {
      await db.delete(sessions).where(eq(sessions.userId, userId));
      await db.delete(accounts).where(eq(accounts.userId, userId));
      await db.delete(twoFactors).where(eq(twoFactors.userId, userId));
      await db.delete(verifications).where(eq(verifications.value, userId));
    },

    /** Ends every password-reset link of a user: after a reset, no other link in a mailbox still works. */
    async deleteResetTokens(userId: string) {
      await db
        .delete(verifications)
        .where(
          and(eq(verifications.value, userId), like(verifications.identifier, 'reset-password:%')),
        );
    },

    /**
     * The user a session speaks for, with the time the session expires (the caller compares it
     * with its clock) and when it passed the second factor; null once the session ended or never was.
     */
    async findSessionUser(sessionId: string) {
      const [row] = await db
        .select({
          expiresAt: sessions.expiresAt,
          secondFactorVerifiedAt: sessions.secondFactorVerifiedAt,
          id: users.id,
          email: users.email,
          name: users.name,
          role: users.role,
          twoFactorEnabled: users.twoFactorEnabled,
          language: users.language,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.id, sessionId));
      return row ?? null;
    },
  };
}
