import type { PrescriptionLabTests } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** GET /prescriptions/{id}/lab-tests: the catalogue tests a prescription's investigations name. */
export const prescriptionLabTestsQuery = (prescriptionId: string) =>
  queryOptions({
    queryKey: [...queryRoots.labOrders, 'prescription', prescriptionId],
    queryFn: () =>
      apiRequest<PrescriptionLabTests>(
        `/prescriptions/${encodeURIComponent(prescriptionId)}/lab-tests`,
      ),
  });

export const usePrescriptionLabTests = (prescriptionId: string) =>
  useQuery({ ...prescriptionLabTestsQuery(prescriptionId), enabled: !!prescriptionId });
