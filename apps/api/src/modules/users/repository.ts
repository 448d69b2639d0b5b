import { and, asc, count, eq, ilike, inArray, isNull, like, ne, or, sql } from 'drizzle-orm';
import type { UserRole } from '@sustho/contracts';
import type { Executor } from '../../db/client.js';
import { bookings, doctorOfAccount, doctors, users } from '../../db/schema.js';

/** Users whose name or e-mail contains `q` (any case); everyone without it. */
function matching(q: string | undefined) {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, '\\$&')}%`;
  return or(ilike(users.name, pattern), ilike(users.email, pattern));
}

/** Accounts that were not deleted: a deleted one stays only as the anonymous owner of its records. */
const live = isNull(users.deletedAt);

/** SQL for user records, on the database or on the transaction a service opened. */
export function usersRepository(db: Executor) {
  return {
    async findByEmail(email: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.email, email.toLowerCase()), live));
      return row ?? null;
    },

    async findById(id: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), live));
      return row ?? null;
    },

    /** The account with the listed doctor it speaks for, if any. */
    async findWithDoctor(id: string) {
      const [row] = await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          role: users.role,
          doctorId: doctors.id,
        })
        .from(users)
        .leftJoin(doctors, doctorOfAccount(users.id))
        .where(and(eq(users.id, id), live));
      return row ?? null;
    },

    async setRole(id: string, role: UserRole) {
      await db
        .update(users)
        .set({ role, updatedAt: sql`now()` })
        .where(eq(users.id, id));
    },

    async updateName(id: string, name: string) {
      await db
        .update(users)
        .set({ name, updatedAt: sql`now()` })
        .where(eq(users.id, id));
    },

    /** Whether a doctor, or a user other than `exceptUserId`, shows a picture of the upload `fileId`. */
    async isImageShown(fileId: string, exceptUserId: string) {
      const pattern = `%${fileId}%`;
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(like(users.image, pattern), ne(users.id, exceptUserId)))
        .limit(1);
      if (user) return true;
      const [doctor] = await db
        .select({ id: doctors.id })
        .from(doctors)
        .where(like(doctors.image, pattern))
        .limit(1);
      return doctor !== undefined;
    },

    async updateImage(id: string, image: string) {
      await db
        .update(users)
        .set({ image, updatedAt: sql`now()` })
        .where(eq(users.id, id));
    },

    async countAdmins() {
      const [row] = await db.select({ total: count() }).from(users).where(eq(users.role, 'admin'));
      return row?.total ?? 0;
    },

    /** Locks every admin row, so two concurrent demotions or deletions cannot remove the last admin. */
    async lockAdmins() {
      return db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).for('update');
    },

    async lockUser(id: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), live))
        .for('update');
      return row ?? null;
    },

    /**
     * Turns the account into an anonymous one: its name, e-mail and photo go, and the row stays
     * only so that what must be kept still points at one (anonymous) patient. The placeholder
     * address is unique and undeliverable (.invalid), and nobody can sign in to it.
     */
    async anonymise(id: string, name: string) {
      await db
        .update(users)
        .set({
          name,
          email: sql`'deleted-' || ${users.id} || '@deleted.invalid'`,
          emailVerified: false,
          image: null,
          phoneNumber: null,
          phoneNumberVerified: false,
          role: 'user',
          deletedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, id));
    },

    /**
     * Live users in sign-up order with how many of their bookings were marked missed, narrowed by
     * `q`; one page of `pageSize` when `page` is given.
     */
    listUsers(query: { q?: string; page?: number }, pageSize: number) {
      const noShows = db
        .select({ userId: bookings.userId, total: count().as('total') })
        .from(bookings)
        .where(eq(bookings.state, 'no_show'))
        .groupBy(bookings.userId)
        .as('no_shows');
      const rows = db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          role: users.role,
          noShows: sql<number>`coalesce(${noShows.total}, 0)::int`,
        })
        .from(users)
        .leftJoin(noShows, eq(noShows.userId, users.id))
        .where(and(live, matching(query.q)))
        .orderBy(asc(users.createdAt), asc(users.id));
      return query.page ? rows.limit(pageSize).offset((query.page - 1) * pageSize) : rows;
    },

    async countUsers(q: string | undefined) {
      const [row] = await db
        .select({ total: count() })
        .from(users)
        .where(and(live, matching(q)));
      return row?.total ?? 0;
    },

    /** Makes a user an admin; returns nothing when they already are one. */
    async makeAdmin(id: string) {
      return db
        .update(users)
        .set({ role: 'admin', updatedAt: sql`now()` })
        .where(and(eq(users.id, id), eq(users.role, 'user'), live))
        .returning({ id: users.id, email: users.email });
    },

    /** Makes an admin a patient's account again; returns nothing when they were not an admin. */
    async removeAdmin(id: string) {
      return db
        .update(users)
        .set({ role: 'user', updatedAt: sql`now()` })
        .where(and(eq(users.id, id), eq(users.role, 'admin'), live))
        .returning({ id: users.id, email: users.email });
    },

    /** The live accounts with one of these roles, by name. */
    async listWithRoles(roles: readonly UserRole[]) {
      return db
        .select({ id: users.id, name: users.name, email: users.email, role: users.role })
        .from(users)
        .where(and(inArray(users.role, [...roles]), live))
        .orderBy(asc(users.name), asc(users.id));
    },

    /** Makes an account with one of these roles a patient's again; returns nothing when it had none of them. */
    async demoteFrom(id: string, roles: readonly UserRole[]) {
      return db
        .update(users)
        .set({ role: 'user', updatedAt: sql`now()` })
        .where(and(eq(users.id, id), inArray(users.role, [...roles]), live))
        .returning({ id: users.id, email: users.email, role: users.role });
    },

    async promoteEmails(emails: string[]) {
      if (emails.length === 0) return [];
      return db
        .update(users)
        .set({ role: 'admin', updatedAt: sql`now()` })
        .where(and(inArray(users.email, emails), eq(users.role, 'user'), live))
        .returning({ id: users.id, email: users.email });
    },
  };
}
