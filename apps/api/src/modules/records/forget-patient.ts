import type { PatientsOf } from '../../db/patients-of.js';
import type { Executor } from '../../db/client.js';
import { removeReportFiles } from './report-storage.js';
import { recordsRepository } from './repository.js';

/**
 * What deleting an account (decision 010) or removing a family member (services.md §2) removes of
 * the record, in that transaction: the reports, whose files a job removes once it commits, and the
 * prescription PDFs kept with the patient's name on them (decision 033). Notes and prescriptions
 * stay, as clinical records.
 */
export async function forgetPatientFiles(tx: Executor, of: PatientsOf) {
  const records = recordsRepository(tx);
  await removeReportFiles(tx, await records.deleteReportsOf(of));
  await records.deleteKeptPdfsOf(of);
}
