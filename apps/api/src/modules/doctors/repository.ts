import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  doctorInvitations,
  doctorOfAccount,
  doctors,
  listedDoctor,
  treatments,
} from '../../db/schema.js';

/** The profile columns, as the list and the edits speak of them. */
const profile = {
  bmdcNumber: doctors.bmdcNumber,
  qualifications: doctors.qualifications,
  qualificationsBn: doctors.qualificationsBn,
  experienceYears: doctors.experienceYears,
  languages: doctors.languages,
  bio: doctors.bio,
  bioBn: doctors.bioBn,
};

export type DoctorChanges = Partial<
  Pick<
    typeof doctors.$inferInsert,
    | 'name'
    | 'image'
    | 'bmdcNumber'
    | 'qualifications'
    | 'qualificationsBn'
    | 'experienceYears'
    | 'languages'
    | 'bio'
    | 'bioBn'
  >
>;

/** SQL for doctors and their invitations, on the database or on the transaction the service opened. */
export function doctorsRepository(db: Executor) {
  return {
    /** Every listed doctor with the name of their treatment and their account, oldest first. */
    list() {
      return db
        .select({
          id: doctors.id,
          name: doctors.name,
          email: doctors.email,
          specialty: treatments.name,
          image: doctors.image,
          userId: doctors.userId,
          ...profile,
        })
        .from(doctors)
        .innerJoin(treatments, eq(treatments.id, doctors.treatmentId))
        .where(listedDoctor)
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

    /**
     * Adds a doctor; null when the e-mail is already a listed doctor's (the partial unique index
     * decides, so races cannot slip by).
     */
    async insert(values: typeof doctors.$inferInsert) {
      const [row] = await db
        .insert(doctors)
        .values(values)
        .onConflictDoNothing({ target: doctors.email, where: listedDoctor })
        .returning({ id: doctors.id, name: doctors.name, email: doctors.email });
      return row ?? null;
    },

    /** Makes an account the listed doctor's of this e-mail, unless one already is (the demo doctor). */
    async linkAccountByEmail(email: string, userId: string) {
      await db
        .update(doctors)
        .set({ userId })
        .where(and(eq(doctors.email, email), listedDoctor, isNull(doctors.userId)));
    },

    /** A listed doctor, locked until the transaction ends when asked. */
    async findListed(id: string, options = { lock: false }) {
      const query = db
        .select()
        .from(doctors)
        .where(and(eq(doctors.id, id), listedDoctor));
      const [row] = options.lock ? await query.for('update') : await query;
      return row ?? null;
    },

    /** The listed doctor an account speaks for, locked until the transaction ends when asked. */
    async findByUser(userId: string, options = { lock: false }) {
      const query = db.select().from(doctors).where(doctorOfAccount(userId));
      const [row] = options.lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async update(id: string, changes: DoctorChanges) {
      await db.update(doctors).set(changes).where(eq(doctors.id, id));
    },

    async linkAccount(id: string, userId: string) {
      await db.update(doctors).set({ userId }).where(eq(doctors.id, id));
    },

    /** Frees the doctor a deleted account spoke for: they are 'Invited' again, to a new account. */
    async unlinkAccount(userId: string) {
      await db.update(doctors).set({ userId: null }).where(eq(doctors.userId, userId));
    },

    /** Takes the doctor off the list and away from their account; the row stays for their bookings. */
    async softDelete(id: string) {
      await db
        .update(doctors)
        .set({ deletedAt: sql`now()`, userId: null })
        .where(eq(doctors.id, id));
    },

    /**
     * Drops every invitation nobody accepted that went to this e-mail, whichever listing (a deleted
     * one too) sent it: after a resend only the newest link works, and after a deletion none does.
     */
    async closeOpenInvitations(email: string) {
      await db
        .delete(doctorInvitations)
        .where(
          and(
            isNull(doctorInvitations.acceptedAt),
            inArray(
              doctorInvitations.doctorId,
              db.select({ id: doctors.id }).from(doctors).where(eq(doctors.email, email)),
            ),
          ),
        );
    },

    async insertInvitation(values: typeof doctorInvitations.$inferInsert) {
      await db.insert(doctorInvitations).values(values);
    },

    /** The invitation with this token hash and its listed doctor, optionally locked. */
    async findInvitation(tokenHash: string, options: { lock: boolean }) {
      const query = db
        .select({
          id: doctorInvitations.id,
          expiresAt: doctorInvitations.expiresAt,
          acceptedAt: doctorInvitations.acceptedAt,
          doctorId: doctors.id,
          doctorName: doctors.name,
          email: doctors.email,
          doctorUserId: doctors.userId,
        })
        .from(doctorInvitations)
        .innerJoin(doctors, eq(doctors.id, doctorInvitations.doctorId))
        .where(and(eq(doctorInvitations.tokenHash, tokenHash), listedDoctor));
      const [row] = options.lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async markAccepted(invitationId: string) {
      await db
        .update(doctorInvitations)
        .set({ acceptedAt: sql`now()` })
        .where(eq(doctorInvitations.id, invitationId));
    },
  };
}
