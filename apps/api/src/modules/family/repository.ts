import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.js';
import { outer } from '../../db/outer.js';
import { bookings, patients } from '../../db/schema.js';

/** A patient as the family's answers and every consumer reads it. */
export const patientView = {
  id: patients.id,
  accountId: patients.accountId,
  name: patients.name,
  relation: patients.relation,
  dateOfBirth: patients.dateOfBirth,
  sex: patients.sex,
  phone: patients.phone,
};

export interface PatientRow {
  id: string;
  accountId: string;
  name: string;
  relation: (typeof patients.$inferSelect)['relation'];
  dateOfBirth: string | null;
  sex: (typeof patients.$inferSelect)['sex'];
  phone: string | null;
}

/** A patient an account still manages: its own, and not removed. */
const heldBy = (accountId: string, patientId: string) =>
  and(eq(patients.id, patientId), eq(patients.accountId, accountId), isNull(patients.removedAt));

/**
 * The rule of patient-for.ts inside a statement that writes for the patient: the patient's row when the account
 * holds it, locked until the transaction ends, so removing the member (or deleting the account,
 * which removes every profile) and this write cannot cross.
 */
export const heldPatientSql = (accountId: string, patientId: string) => sql`
  select ${patients.id} from ${patients}
  where ${and(eq(patients.id, patientId), eq(patients.accountId, accountId), isNull(patients.removedAt))}
  for no key update`;

export function familyRepository(db: Executor) {
  return {
    /** The account's patients, Myself first, then members in the order they were added. */
    list(accountId: string) {
      return db
        .select(patientView)
        .from(patients)
        .where(and(eq(patients.accountId, accountId), isNull(patients.removedAt)))
        .orderBy(sql`${patients.relation} <> 'self'`, asc(patients.createdAt), asc(patients.id));
    },

    async find(accountId: string, patientId: string) {
      const [row] = await db.select(patientView).from(patients).where(heldBy(accountId, patientId));
      return row ?? null;
    },

    /**
     * Holds the account's own profile until the transaction ends: members are added one at a time
     * per account, so the count below is never read by two additions at once. False when the
     * account is gone.
     */
    async holdAccount(accountId: string) {
      const rows = await db
        .select({ id: patients.id })
        .from(patients)
        .where(and(eq(patients.id, sql`${accountId}::uuid`), isNull(patients.removedAt)))
        .for('no key update');
      return rows.length > 0;
    },

    /** Adds a member unless the account already has `max`; null when it has. */
    async insertMember(
      accountId: string,
      member: Pick<
        typeof patients.$inferInsert,
        'name' | 'relation' | 'dateOfBirth' | 'sex' | 'phone'
      >,
      max: number,
    ) {
      const members = db
        .select({ count: sql`count(*)` })
        .from(patients)
        .where(
          and(
            eq(patients.accountId, accountId),
            ne(patients.relation, 'self'),
            isNull(patients.removedAt),
          ),
        );
      const result = await db.execute(sql`
        insert into ${patients} (account_id, relation, name, date_of_birth, sex, phone)
        select ${accountId}, ${member.relation}, ${member.name}, ${member.dateOfBirth}::date,
          ${member.sex}, ${member.phone ?? null}
        where (${members}) < ${max}
        returning id`);
      const [row] = rowsOf<{ id: string }>(result);
      return row ? this.find(accountId, row.id) : null;
    },

    /** Changes a patient the account holds; null when it holds none with this id. */
    async update(
      accountId: string,
      patientId: string,
      changes: Partial<
        Pick<typeof patients.$inferInsert, 'name' | 'relation' | 'dateOfBirth' | 'sex' | 'phone'>
      >,
    ) {
      const [row] = await db
        .update(patients)
        .set(changes)
        .where(heldBy(accountId, patientId))
        .returning(patientView);
      return row ?? null;
    },

    /** Holds one patient of the account until the transaction ends; null when it holds none. */
    async lock(accountId: string, patientId: string) {
      const [row] = await db
        .select(patientView)
        .from(patients)
        .where(heldBy(accountId, patientId))
        .for('update');
      return row ?? null;
    },

    /** Holds every patient of the account (its deletion), so no booking for one of them crosses it. */
    async lockAllOf(accountId: string) {
      await db
        .select({ id: patients.id })
        .from(patients)
        .where(eq(patients.accountId, accountId))
        .for('update');
    },

    /**
     * Erases a patient's personal fields and marks it removed; the row stays for the clinical
     * rows that name it (care.md §4). `patientId` null: every patient of the account.
     */
    async anonymise(accountId: string, patientId: string | null, name: string) {
      await db
        .update(patients)
        .set({ name, dateOfBirth: null, sex: null, phone: null, removedAt: sql`now()` })
        .where(
          and(
            eq(patients.accountId, accountId),
            patientId === null ? undefined : eq(patients.id, patientId),
          ),
        );
    },
  };
}

/**
 * The number a patient's SMS go to when none was given: the profile's own, else the one given with
 * its latest booking. Null when neither exists.
 */
export async function contactPhone(db: Executor, patientId: string): Promise<string | null> {
  const [row] = await db
    .select({
      phone: sql<string | null>`coalesce(${patients.phone}, (
        select ${bookings.phone} from ${bookings}
        where ${bookings.patientId} = ${outer(patients.id)} and ${bookings.phone} is not null
        order by ${bookings.createdAt} desc limit 1))`,
    })
    .from(patients)
    .where(eq(patients.id, patientId));
  return row?.phone ?? null;
}
