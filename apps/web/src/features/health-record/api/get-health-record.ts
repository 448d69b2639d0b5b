import type { HealthRecord } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** GET /me/health-record: My Health Record. */
export const getHealthRecord = () => apiRequest<HealthRecord>('/me/health-record');

export const healthRecordQuery = () =>
  queryOptions({ queryKey: [...queryRoots.healthRecord, 'mine'], queryFn: getHealthRecord });

export const useHealthRecord = () => useQuery(healthRecordQuery());
