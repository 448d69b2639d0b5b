import type { QueryClient } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { PageMeta } from '../../components/ui/page-meta';
import { useCopy } from '../../copy/language';
import { RequireAuth } from '../../features/auth/components/require-auth';
import { onDemandStatusQuery } from '../../features/on-demand/api/get-on-demand-status';
import { WaitingRoom } from '../../features/on-demand/components/waiting-room';
import { signedInPageLoader } from '../../lib/route-loaders';
import { specialtiesQuery } from '../../lib/specialties';
import { handedOverTransaction } from '../../features/payments/handed-over-transaction';

export const loader = (queryClient: QueryClient) =>
  signedInPageLoader(queryClient, (_reader, { params }) => ({
    queries: [onDemandStatusQuery(params.id ?? ''), specialtiesQuery()],
  }));

/** /consult-now/:id: the waiting page of the signed-in patient's on-demand request. */
export function Component() {
  const copy = useCopy();
  const { id = '' } = useParams();
  const location = useLocation();
  return (
    <RequireAuth>
      <PageMeta
        title={copy.consultNow.waiting.title}
        description={copy.consultNow.waiting.metaDescription}
      />
      <WaitingRoom id={id} transactionId={handedOverTransaction(location.state)} />
    </RequireAuth>
  );
}
