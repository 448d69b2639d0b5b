import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatLogOf, getMessages, messagesQuery } from './get-messages';

/** 'Show earlier messages': the page before the oldest the room shows, put in front of it. */
export function useEarlierMessages(bookingId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = messagesQuery(bookingId);
  return useMutation({
    mutationFn: (oldestId: string) => getMessages(bookingId, oldestId),
    onSuccess: (page, oldestId) =>
      queryClient.setQueryData(queryKey, (log) =>
        // Read again meanwhile (the socket reopened): the page no longer fits in front of it.
        log?.messages[0]?.id === oldestId ? chatLogOf(page, log.messages) : log,
      ),
  });
}
