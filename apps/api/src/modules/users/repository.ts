import { and, asc, count, eq, gte, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { bookings, users } from '../../db/schema.js';
import { nextState } from '../bookings/booking-state.js';
import { ownedBy } from '../bookings/repository.js';

/** Users whose name or e-mail contains `q` (any case); everyone without it. */
function matching(q: string | undefined) {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, '\\$&')}%`;
  return or(ilike(users.name, pattern), ilike(users.email, pattern));
}

/** SQL for user records, on the database or on the transaction a service opened. */
export function usersRepository(db: Executor) {
  return {
    async findByEmail(email: string) {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
      return row ?? null;
    },

    async updateName(id: string, name: string) {
      await db
        .update(users)
        .set({ name, updatedAt: sql`now()` })
        .where(eq(users.id, id));
    },

    async updateImage(id: string, image: string) {
      await db
        .update(users)
        .set({ image, updatedAt: sql`now()` })
        .where(eq(users.id, id));
    },

    /** Locks every admin row, so two concurrent demotions or deletions cannot remove the last admin. */
    async lockAdmins() {
      return db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).for('update');
    },

    async lockUser(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
      return row ?? null;
    },

    /** Cancels the user's active unpaid bookings from `today` on, freeing their slots. */
    async cancelFutureUnpaidBookings(userId: string, today: string) {
      return db
        .update(bookings)
        .set({ state: nextState('booked', 'cancel'), cancelledAt: sql`now()` })
        .where(
          and(ownedBy(userId), eq(bookings.state, 'booked'), gte(bookings.appointmentDate, today)),
        )
        .returning({ id: bookings.id });
    },

    async deleteUser(id: string) {
      return db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
    },

    /** Users in sign-up order, narrowed by `q`; one page of `pageSize` when `page` is given. */
    listUsers(query: { q?: string; page?: number }, pageSize: number) {
      const rows = db
        .select({ id: users.id, name: users.name, email: users.email, role: users.role })
        .from(users)
        .where(matching(query.q))
        .orderBy(asc(users.createdAt), asc(users.id));
      return query.page ? rows.limit(pageSize).offset((query.page - 1) * pageSize) : rows;
    },

    async countUsers(q: string | undefined) {
      const [row] = await db.select({ total: count() }).from(users).where(matching(q));
      return row?.total ?? 0;
    },

    /** Makes a user an admin; returns nothing when they already are one. */
    async makeAdmin(id: string) {
      return db
        .update(users)
        .set({ role: 'admin', updatedAt: sql`now()` })
        .where(and(eq(users.id, id), eq(users.role, 'user')))
        .returning({ id: users.id, email: users.email });
    },

    async promoteEmails(emails: string[]) {
      if (emails.length === 0) return [];
      return db
        .update(users)
        .set({ role: 'admin', updatedAt: sql`now()` })
        .where(and(inArray(users.email, emails), eq(users.role, 'user')))
        .returning({ email: users.email });
    },
  };
}
