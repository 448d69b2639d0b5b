import type { Medicine } from '@sustho/contracts';
import type { Executor } from '../../db/client.js';
import { recordsRepository } from './repository.js';

/** A prescription as ordering medicine against it reads it: the records module's, not its tables. */
export interface PrescriptionForOrder {
  id: string;
  patientId: string;
  medicines: Medicine[];
  issuedAt: Date;
  replacedAt: Date | null;
}

/**
 * The prescription an order cites, in the caller's executor; with `lock`, held until its
 * transaction ends, so concurrent orders of one prescription count its remaining quantities in
 * turn. Null when no prescription has this id.
 */
export function prescriptionForOrder(
  executor: Executor,
  id: string,
  options: { lock: boolean },
): Promise<PrescriptionForOrder | null> {
  return recordsRepository(executor).findForOrder(id, options.lock);
}
