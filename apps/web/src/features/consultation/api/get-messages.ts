import { CHAT_PAGE_SIZE, type ChatMessage } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** The part of a room's chat the page has read, oldest first. */
export interface ChatLog {
  messages: ChatMessage[];
  /** The chat's first message is among them: there is nothing earlier to read. */
  fromStart: boolean;
}

/**
 * GET /consultations/{id}/messages: a page of the room's chat, oldest first; the newest page, or
 * with `before` the page of messages sent before that one.
 */
export const getMessages = (bookingId: string, before?: string) =>
  apiRequest<ChatMessage[]>(
    `/consultations/${encodeURIComponent(bookingId)}/messages${
      before ? `?before=${encodeURIComponent(before)}` : ''
    }`,
  );

/** A page shorter than a full one reaches the start of the chat. */
export const chatLogOf = (page: ChatMessage[], after: ChatMessage[] = []): ChatLog => ({
  messages: [...page, ...after],
  fromStart: page.length < CHAT_PAGE_SIZE,
});

/**
 * The chat as the room shows it: its newest page, read again (earlier pages dropped) whenever the
 * signalling socket opens, so what was missed meanwhile is never a gap in the middle.
 */
export const messagesQuery = (bookingId: string) =>
  queryOptions({
    queryKey: [...queryRoots.consultations, 'messages', bookingId],
    queryFn: async () => chatLogOf(await getMessages(bookingId)),
  });

export const useMessages = (bookingId: string, enabled: boolean) =>
  useQuery({ ...messagesQuery(bookingId), enabled });
