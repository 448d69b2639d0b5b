import type { PublicDoctor } from '@sustho/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** GET /public/doctors/{id}: a listed doctor's profile and next free slot. */
export const getPublicDoctor = (id: string) =>
  apiRequest<PublicDoctor>(`/public/doctors/${encodeURIComponent(id)}`, { withoutToken: true });

export const publicDoctorQuery = (id: string) =>
  queryOptions({
    queryKey: [...queryRoots.doctors, 'public', 'detail', id],
    queryFn: () => getPublicDoctor(id),
  });

export const usePublicDoctor = (id: string) => useSuspenseQuery(publicDoctorQuery(id));
