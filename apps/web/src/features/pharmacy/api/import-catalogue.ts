import {
  MEDICINE_IMPORT_FIELD,
  type MedicineImportProblem,
  type MedicineImportResult,
} from '@sustho/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** POST /medicines/import: one CSV file as multipart; all of it is imported, or nothing. */
export function importCatalogue(file: File): Promise<MedicineImportResult> {
  const form = new FormData();
  form.append(MEDICINE_IMPORT_FIELD, file);
  return apiRequest<MedicineImportResult>('/medicines/import', { method: 'POST', body: form });
}

/** The line-by-line report of a refused file, when the refusal carries one. */
export function importProblems(error: unknown): MedicineImportProblem[] {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null)
    return [];
  const { problems } = error.body as { problems?: unknown };
  return Array.isArray(problems) ? (problems as MedicineImportProblem[]) : [];
}

export function useImportCatalogue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCatalogue,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.medicines }),
  });
}
