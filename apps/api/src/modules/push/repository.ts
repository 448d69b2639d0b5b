import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { pushSubscriptions, users } from '../../db/schema.js';

/**
 * queueJobsWhen's condition that the push job being queued (its row is `queued`) is for an account
 * with a subscription: no job is queued for one without.
 */
export const queuedForSubscribedAccount = sql`exists (select 1 from ${pushSubscriptions}
  where ${pushSubscriptions.userId} = queued.payload->>'userId')`;

export interface StoredSubscription {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The push_subscriptions table's SQL. */
export function pushRepository(db: Executor) {
  return {
    /**
     * Keeps a browser's subscription for `userId`. An endpoint is one browser's, so subscribing it
     * again (another account signed in there, or new keys) moves it: one statement, no race.
     */
    async subscribe(userId: string, subscription: Omit<StoredSubscription, 'id'>) {
      await db
        .insert(pushSubscriptions)
        .values({ userId, ...subscription })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: {
            userId,
            p256dh: subscription.p256dh,
            auth: subscription.auth,
            createdAt: sql`now()`,
            lastUsedAt: null,
          },
        });
    },

    /** Drops the caller's own subscription of `endpoint`, if it has it. */
    async unsubscribe(userId: string, endpoint: string) {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
    },

    /** The account's language and every browser it is subscribed on. */
    async devicesOf(userId: string) {
      const rows = await db
        .select({
          language: users.language,
          id: pushSubscriptions.id,
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
        })
        .from(pushSubscriptions)
        .innerJoin(users, eq(users.id, pushSubscriptions.userId))
        .where(eq(pushSubscriptions.userId, userId));
      return rows;
    },

    async countOf(userId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId));
      return row?.count ?? 0;
    },

    /** Drops subscriptions the push service no longer knows (it answered 404 or 410). */
    async drop(ids: string[]) {
      if (ids.length === 0) return;
      await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
    },

    async markUsed(ids: string[], now: Date) {
      if (ids.length === 0) return;
      await db
        .update(pushSubscriptions)
        .set({ lastUsedAt: now })
        .where(inArray(pushSubscriptions.id, ids));
    },

    /** Every subscription of a deleted account. */
    async dropAllOf(userId: string) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    },
  };
}
