import type { StaffList } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** GET /staff: pharmacists and lab technicians, and the invitations still open. */
export const getStaff = () => apiRequest<StaffList>('/staff');

export const staffQuery = () => queryOptions({ queryKey: queryRoots.staff, queryFn: getStaff });

export const useStaff = () => useQuery(staffQuery());
