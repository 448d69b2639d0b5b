import type { PublicDoctor } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** The directory's filter as the page's URL carries it; empty values are left out. */
export interface DoctorsFilter {
  specialty: string;
  q: string;
}

/** GET /public/doctors: listed doctors matching a specialty and part of a name. */
export const getPublicDoctors = ({ specialty, q }: DoctorsFilter) => {
  const search = new URLSearchParams();
  if (specialty) search.set('specialty', specialty);
  if (q) search.set('q', q);
  return apiRequest<PublicDoctor[]>(`/public/doctors${search.size ? `?${search}` : ''}`, {
    withoutToken: true,
  });
};

export const publicDoctorsQuery = (filter: DoctorsFilter) =>
  queryOptions({
    queryKey: [...queryRoots.doctors, 'public', 'list', filter.specialty, filter.q],
    queryFn: () => getPublicDoctors(filter),
  });

export const usePublicDoctors = (filter: DoctorsFilter) => useQuery(publicDoctorsQuery(filter));
