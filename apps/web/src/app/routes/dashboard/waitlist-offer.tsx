import type { QueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageMeta } from '../../../components/ui/page-meta';
import { useCopy } from '../../../copy/language';
import { WaitlistOffer } from '../../../features/waitlist/components/waitlist-offer';
import { waitlistEntryQuery } from '../../../features/waitlist/api/get-waitlist-entry';
import { signedInPageLoader } from '../../../lib/route-loaders';

export const loader = (queryClient: QueryClient) =>
  signedInPageLoader(queryClient, (_reader, { params }) => ({
    queries: [waitlistEntryQuery(params.id ?? '')],
  }));

/** /dashboard/waitlist/:id: the offer link of a waitlist e-mail or SMS (the layout requires sign-in). */
export function Component() {
  const copy = useCopy();
  const { id = '' } = useParams();
  return (
    <>
      <PageMeta
        title={copy.waitlist.offer.title}
        description={copy.waitlist.offer.metaDescription}
      />
      <WaitlistOffer id={id} />
    </>
  );
}
