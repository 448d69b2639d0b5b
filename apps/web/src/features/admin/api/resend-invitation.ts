import { apiRequest } from '../../../lib/api-client';

/** POST /doctors/{id}/invitation: a new invitation link for a doctor without an account yet. */
export const resendInvitation = (id: string, signal?: AbortSignal) =>
  apiRequest<{ acknowledged: boolean }>(`/doctors/${id}/invitation`, { method: 'POST', signal });
