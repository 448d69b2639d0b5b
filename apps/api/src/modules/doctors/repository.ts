import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { treatments, doctors } from '../../db/schema.js';

/** SQL for the doctors list, on the database or on the transaction the service opened. */
export function doctorsRepository(db: Executor) {
  return {
    /** Every doctor with the name of their treatment, oldest first. */
    list() {
      return db
        .select({
          id: doctors.id,
          name: doctors.name,
          email: doctors.email,
          specialty: treatments.name,
          image: doctors.image,
        })
        .from(doctors)
        .innerJoin(treatments, eq(treatments.id, doctors.treatmentId))
        .orderBy(asc(doctors.createdAt), asc(doctors.id));
    },

    /** The treatment with this name, ignoring case. */
    async findSpecialty(name: string) {
      const [row] = await db
        .select({ id: treatments.id, name: treatments.name })
        .from(treatments)
        .where(sql`lower(${treatments.name}) = lower(${name})`);
      return row ?? null;
    },

    /** Adds a doctor; null when the e-mail is already listed (the unique index decides, so races cannot slip by). */
    async insert(values: typeof doctors.$inferInsert) {
      const [row] = await db
        .insert(doctors)
        .values(values)
        // Only listed doctors need distinct e-mails (the partial index doctors_listed_email).
        .onConflictDoNothing({ target: doctors.email, where: isNull(doctors.deletedAt) })
        .returning({ id: doctors.id });
      return row ?? null;
    },

    /** Makes the account with this id the listed doctor's of this e-mail, unless one already is. */
    async linkAccount(email: string, userId: string) {
      await db
        .update(doctors)
        .set({ userId })
        .where(and(eq(doctors.email, email), isNull(doctors.deletedAt), isNull(doctors.userId)));
    },

    async delete(id: string) {
      const [row] = await db.delete(doctors).where(eq(doctors.id, id)).returning();
      return row ?? null;
    },
  };
}
