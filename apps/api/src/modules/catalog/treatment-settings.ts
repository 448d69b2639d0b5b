import { fromMinorUnits, type TreatmentSettings } from '@sustho/contracts';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { AuthUser } from '../auth/index.js';
import { recordAudit } from '../audit/index.js';
import { catalogRepository } from './repository.js';

type SettingsRow = Awaited<
  ReturnType<ReturnType<typeof catalogRepository>['listTreatmentSettings']>
>[number];

const toSettings = ({ id, priceCents, ...row }: SettingsRow): TreatmentSettings => ({
  _id: id,
  ...row,
  price: fromMinorUnits(priceCents),
});

/**
 * The treatments' settings on Manage Doctors: which are offered in Consult now (services.md §3).
 * The catalogue's cached answers need no word from here: the database announces every change to
 * treatments, and each API process drops its copy (decision 028).
 */
export function treatmentSettingsService(db: Database) {
  return {
    async list(): Promise<TreatmentSettings[]> {
      return (await catalogRepository(db).listTreatmentSettings()).map(toSettings);
    },

    /** Switches Consult now on or off; the audit trail records who did, unless nothing changed. */
    async setOnDemand(actor: AuthUser, id: string, onDemand: boolean): Promise<TreatmentSettings> {
      return db.transaction(async (tx) => {
        const repository = catalogRepository(tx);
        const current = await repository.lockTreatmentSettings(id);
        if (!current) throw notFound('No treatment has this id');
        if (current.onDemand === onDemand) return toSettings(current);
        const updated = await repository.setOnDemand(id, onDemand);
        if (!updated) throw notFound('No treatment has this id');
        await recordAudit(tx, {
          actor,
          action: 'treatment.update',
          targetType: 'treatment',
          targetId: id,
          details: { name: updated.name, onDemand },
        });
        return toSettings(updated);
      });
    },
  };
}

export type TreatmentSettingsService = ReturnType<typeof treatmentSettingsService>;
