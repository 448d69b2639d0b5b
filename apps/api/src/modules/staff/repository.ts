import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { staffInvitations } from '../../db/schema.js';

const open = isNull(staffInvitations.acceptedAt);

/** SQL for staff invitations, on the database or on the transaction the service opened. */
export function staffRepository(db: Executor) {
  return {
    async listOpenInvitations() {
      return db
        .select()
        .from(staffInvitations)
        .where(open)
        .orderBy(asc(staffInvitations.createdAt), asc(staffInvitations.id));
    },

    /** Inviting an e-mail again replaces its open invitation: only the newest link works. */
    async replaceOpenInvitation(values: typeof staffInvitations.$inferInsert) {
      await db.delete(staffInvitations).where(and(eq(staffInvitations.email, values.email), open));
      const [row] = await db.insert(staffInvitations).values(values).returning({
        id: staffInvitations.id,
      });
      return row!;
    },

    /** Revokes an open invitation; returns nothing when none has this id. */
    async deleteOpenInvitation(id: string) {
      return db
        .delete(staffInvitations)
        .where(and(eq(staffInvitations.id, id), open))
        .returning({ email: staffInvitations.email, role: staffInvitations.role });
    },

    async findInvitation(tokenHash: string, options: { lock: boolean }) {
      const query = db
        .select()
        .from(staffInvitations)
        .where(eq(staffInvitations.tokenHash, tokenHash));
      const [row] = options.lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async markAccepted(id: string) {
      await db
        .update(staffInvitations)
        .set({ acceptedAt: sql`now()` })
        .where(eq(staffInvitations.id, id));
    },
  };
}
