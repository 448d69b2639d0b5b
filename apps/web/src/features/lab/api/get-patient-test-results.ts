import type { RecordTestResult } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/**
 * GET /patients/{id}/test-results: a patient's released results, as a doctor with a booking with
 * them reads them (each read audited).
 */
export const patientTestResultsQuery = (patientId: string) =>
  queryOptions({
    queryKey: [...queryRoots.healthRecord, 'test-results', patientId],
    queryFn: () =>
      apiRequest<RecordTestResult[]>(`/patients/${encodeURIComponent(patientId)}/test-results`),
  });

export const usePatientTestResults = (patientId: string) =>
  useQuery(patientTestResultsQuery(patientId));
