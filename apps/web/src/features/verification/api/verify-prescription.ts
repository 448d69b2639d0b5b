import type { PrescriptionVerification } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** GET /verify/{code}: public, without a token; nothing about the patient comes back. */
export const verifyPrescription = (code: string) =>
  apiRequest<PrescriptionVerification>(`/verify/${encodeURIComponent(code)}`, {
    withoutToken: true,
  });

export const verificationQuery = (code: string) =>
  queryOptions({
    queryKey: [...queryRoots.verification, code],
    queryFn: () => verifyPrescription(code),
  });

export const useVerification = (code: string) => useQuery(verificationQuery(code));
