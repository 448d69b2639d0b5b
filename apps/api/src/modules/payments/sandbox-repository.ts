import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { sandboxPaymentIntents as intents } from '../../db/schema.js';

export type SandboxIntentRow = typeof intents.$inferSelect;

/** The sandbox's SQL: its intents live in the database, so every API process sees the same ones. */
export function sandboxRepository(db: Executor) {
  return {
    /** Inserts the intent unless one with the same idempotency key exists, then answers whichever is stored. */
    async createOnce(values: typeof intents.$inferInsert): Promise<SandboxIntentRow> {
      await db
        .insert(intents)
        .values(values)
        .onConflictDoNothing({ target: intents.idempotencyKey });
      const [row] = await db
        .select()
        .from(intents)
        .where(eq(intents.idempotencyKey, values.idempotencyKey));
      return row!;
    },

    async findById(id: string) {
      const [row] = await db.select().from(intents).where(eq(intents.id, id));
      return row ?? null;
    },

    async findByClientSecret(clientSecret: string) {
      const [row] = await db.select().from(intents).where(eq(intents.clientSecret, clientSecret));
      return row ?? null;
    },

    async recordDecline(id: string, message: string) {
      await db
        .update(intents)
        .set({ lastError: message })
        .where(and(eq(intents.id, id), eq(intents.status, 'requires_payment_method')));
    },

    /** Marks an open intent succeeded; null when it was not open (a concurrent confirm won). */
    async succeed(id: string, cardLast4: string) {
      const [row] = await db
        .update(intents)
        .set({ status: 'succeeded', lastError: null, cardLast4 })
        .where(and(eq(intents.id, id), eq(intents.status, 'requires_payment_method')))
        .returning();
      return row ?? null;
    },

    /** Refunds a succeeded intent once: a second call keeps the first refund id. Null when it had not succeeded. */
    async refundOnce(id: string, refundId: string) {
      const [row] = await db
        .update(intents)
        .set({
          refundId: sql`coalesce(${intents.refundId}, ${refundId})`,
          refundedAt: sql`coalesce(${intents.refundedAt}, now())`,
        })
        .where(and(eq(intents.id, id), eq(intents.status, 'succeeded')))
        .returning({ refundId: intents.refundId });
      return row?.refundId ?? null;
    },
  };
}
