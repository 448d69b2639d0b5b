import type { AcceptInvitationInput, InvitationView } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** GET /invitations/{token}: whom the link invites; an unusable link answers why. */
export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: [...queryRoots.invitations, token],
    queryFn: () => apiRequest<InvitationView>(`/invitations/${encodeURIComponent(token)}`),
    retry: false,
  });

export const useInvitation = (token: string) => useQuery(invitationQuery(token));

/** POST /invitations/{token}/accept: with a password for a new account, or as the signed-in one. */
export const acceptInvitation = (
  token: string,
  input: AcceptInvitationInput,
  signal?: AbortSignal,
) =>
  apiRequest<{ acknowledged: boolean }>(`/invitations/${encodeURIComponent(token)}/accept`, {
    method: 'POST',
    body: input,
    signal,
  });
