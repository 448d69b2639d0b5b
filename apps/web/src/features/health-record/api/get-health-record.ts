import type { HealthRecord } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** Every profile's record: what a change to one of them (an upload, a deletion) refreshes. */
export const healthRecordsKey = [...queryRoots.healthRecord, 'mine'] as const;

/**
 * GET /me/health-record: My Health Record of one patient, a family member's by `patientId`,
 * the account's own without it (services.md §2).
 */
export const getHealthRecord = (patientId?: string) =>
  apiRequest<HealthRecord>(
    `/me/health-record${patientId ? `?${new URLSearchParams({ patientId })}` : ''}`,
  );

export const healthRecordQuery = (patientId?: string) =>
  queryOptions({
    queryKey: [...healthRecordsKey, patientId ?? 'self'],
    queryFn: () => getHealthRecord(patientId),
  });

export const useHealthRecord = (patientId?: string) => useQuery(healthRecordQuery(patientId));
