import type { ChatMessage } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /consultations/{id}/messages: the room's chat, oldest first. */
export const getMessages = (bookingId: string) =>
  apiRequest<ChatMessage[]>(`/consultations/${encodeURIComponent(bookingId)}/messages`);

export const messagesQuery = (bookingId: string) =>
  queryOptions({
    queryKey: ['consultations', 'messages', bookingId],
    queryFn: () => getMessages(bookingId),
  });

export const useMessages = (bookingId: string, enabled: boolean) =>
  useQuery({ ...messagesQuery(bookingId), enabled });
