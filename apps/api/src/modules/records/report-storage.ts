import { randomUUID } from 'node:crypto';
import { createReadStream, mkdirSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Report } from '@sustho/contracts';
import type { Executor } from '../../db/client.js';
import { clock } from '../../lib/clock.js';
import { enqueueJobs, type JobHandler } from '../jobs/index.js';

type ReportType = Report['contentType'];

/**
 * The private folder of patients' reports (REPORTS_DIR). Nothing serves it by URL: a report leaves
 * only through GET /api/reports/{id}/download, after the record's access rule.
 */
export interface ReportStorage {
  save(data: Buffer): Promise<string>;
  open(storageName: string): Readable;
  remove(storageName: string): Promise<void>;
}

export function localReportStorage(dir: string): ReportStorage {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return {
    async save(data) {
      // A random name, never the client's; written aside and renamed, so no half file is ever read.
      const name = randomUUID();
      const partial = path.join(dir, `.${name}.partial`);
      try {
        await writeFile(partial, data, { flag: 'wx', mode: 0o600 });
        await rename(partial, path.join(dir, name));
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return name;
    },
    open: (storageName) => createReadStream(path.join(dir, path.basename(storageName))),
    remove: (storageName) => rm(path.join(dir, path.basename(storageName)), { force: true }),
  };
}

/** The durable job that removes report files whose rows are gone (decision 033). */
export const REPORT_FILES_JOB = 'report-files.remove';

/**
 * Queues the removal of report files in the transaction that deletes their rows: the files go
 * once the deletion commits, and a crash in between leaves the job to finish it, never a file of a
 * report (or an account) that is gone.
 */
export async function removeReportFiles(executor: Executor, storageNames: string[]) {
  if (storageNames.length === 0) return;
  await enqueueJobs(executor, [
    { kind: REPORT_FILES_JOB, payload: { storageNames }, runAt: clock.now() },
  ]);
}

/** Runs REPORT_FILES_JOB: removing a file that is already gone is no error, so a retry is safe. */
export function reportFilesRemoval(storage: ReportStorage): JobHandler {
  return {
    effect: 'outside',
    async run(job) {
      const { storageNames } = job.payload as { storageNames: string[] };
      await Promise.all(storageNames.map((name) => storage.remove(name)));
    },
  };
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The kind a report's bytes show, whatever its name or declared type claims: a PDF starts with
 * '%PDF-' and ends with '%%EOF' (give or take trailing bytes), a JPEG with FF D8 FF and ends with
 * FF D9, a PNG with its eight-byte signature. Anything else (HTML, SVG, a script renamed '.pdf')
 * is null.
 */
export function sniffReport(data: Buffer): ReportType | null {
  const tail = data.subarray(Math.max(0, data.length - 1024));
  if (data.subarray(0, 5).toString('latin1') === '%PDF-' && tail.includes('%%EOF'))
    return 'application/pdf';
  if (data.length > 4 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff)
    return tail.includes(Buffer.from([0xff, 0xd9])) ? 'image/jpeg' : null;
  if (data.subarray(0, 8).equals(PNG_SIGNATURE) && tail.includes('IEND')) return 'image/png';
  return null;
}

const EXTENSIONS: Record<ReportType, string> = {
  'application/pdf': '.pdf',
  'image/jpeg': '.jpg',
  'image/png': '.png',
};

/**
 * The name a report is listed and downloaded under: the client's base name, on one line, at most
 * 100 characters, with the extension of its real kind.
 */
export function reportFileName(clientName: string | undefined, type: ReportType): string {
  const base = path
    .basename(clientName ?? '')
    .replace(/\.[^.]*$/, '')
    .replace(/[\p{Cc}"\\/]/gu, '')
    .trim()
    .slice(0, 100);
  return `${base || 'report'}${EXTENSIONS[type]}`;
}
