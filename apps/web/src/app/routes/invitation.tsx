import type { QueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageMeta } from '../../components/ui/page-meta';
import { useCopy } from '../../copy/language';
import { AuthCard } from '../../features/auth/components/auth-card';
import { InvitationCard } from '../../features/auth/components/invitation-card';
import { invitationQuery } from '../../features/auth/api/invitation';
import { pageLoader } from '../../lib/route-loaders';

export const loader = (queryClient: QueryClient) =>
  pageLoader(queryClient, ({ params }) => ({ queries: [invitationQuery(params.token ?? '')] }));

/** /invite/:token, the link of a doctor's or staff member's invitation e-mail. */
export function Component() {
  const copy = useCopy();
  const { token = '' } = useParams();
  return (
    <AuthCard heading={copy.invitations.heading}>
      <PageMeta title={copy.invitations.title} description={copy.invitations.metaDescription} />
      <InvitationCard token={token} />
    </AuthCard>
  );
}
