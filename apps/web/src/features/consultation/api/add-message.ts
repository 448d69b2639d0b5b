import type { ChatMessage } from '@sustho/contracts';

/**
 * The chat with one more message, once: a message arrives both as the answer to its POST and over
 * the socket, in either order.
 */
export function addMessage(messages: ChatMessage[] | undefined, message: ChatMessage) {
  const list = messages ?? [];
  return list.some((known) => known.id === message.id) ? list : [...list, message];
}
