import type { Executor } from '../../db/client.js';
import { removeReportFiles } from './report-storage.js';
import { recordsRepository } from './repository.js';

/**
 * What deleting an account (decision 010) removes of its record, in the deletion's transaction:
 * its reports, whose files a job removes once the deletion commits, and the prescription PDFs
 * kept with its name on them (decision 033). Notes and prescriptions stay, as clinical records.
 */
export async function forgetPatientFiles(tx: Executor, userId: string) {
  const records = recordsRepository(tx);
  await removeReportFiles(tx, await records.deleteReportsOf(userId));
  await records.deleteKeptPdfsOf(userId);
}
