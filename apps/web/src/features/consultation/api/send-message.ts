import type { ChatMessage } from '@sustho/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { addMessage } from './add-message';
import { messagesQuery } from './get-messages';

/** POST /consultations/{id}/messages. */
export const sendMessage = (bookingId: string, text: string) =>
  apiRequest<ChatMessage>(`/consultations/${encodeURIComponent(bookingId)}/messages`, {
    method: 'POST',
    body: { text },
  });

export function useSendMessage(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => sendMessage(bookingId, text),
    onSuccess: (message) =>
      queryClient.setQueryData(messagesQuery(bookingId).queryKey, (messages) =>
        addMessage(messages, message),
      ),
  });
}
