import type { Doctor, NewDoctorInput } from '@sustho/contracts';
import type { Database } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../auth/access-token.js';
import { recordAudit } from '../audit/record.js';
import { doctorsRepository as repository } from './repository.js';

/** The doctors admins list; each practises one treatment, and adding or removing one is audited. */
export function doctorsService(db: Database) {
  return {
    async list(): Promise<Doctor[]> {
      const rows = await repository(db).list();
      return rows.map(({ id, ...doctor }) => ({ _id: id, ...doctor }));
    },

    async add(actor: AuthUser, input: NewDoctorInput) {
      return db.transaction(async (tx) => {
        const specialty = await repository(tx).findSpecialty(input.specialty);
        if (!specialty) {
          throw badRequest(
            `body.specialty: '${input.specialty}' is not a treatment; choose one from /api/appointmentSpecialty`,
          );
        }
        const email = input.email.toLowerCase();
        const row = await repository(tx).insert({
          name: input.name,
          email,
          treatmentId: specialty.id,
          image: input.image,
        });
        if (!row) throw conflict(`A doctor with the e-mail ${email} is already listed`);
        await recordAudit(tx, {
          actor,
          action: 'doctor.create',
          targetType: 'doctor',
          targetId: row.id,
          details: { name: input.name, email, specialty: specialty.name },
        });
        return { acknowledged: true, insertedId: row.id };
      });
    },

    async remove(actor: AuthUser, id: string) {
      return db.transaction(async (tx) => {
        const removed = await repository(tx).delete(id);
        if (!removed) throw notFound('No doctor has this id');
        await recordAudit(tx, {
          actor,
          action: 'doctor.delete',
          targetType: 'doctor',
          targetId: removed.id,
          details: { name: removed.name, email: removed.email },
        });
        return { deletedCount: 1 };
      });
    },
  };
}

export type DoctorsService = ReturnType<typeof doctorsService>;
