import type { ChatMessage } from '@sustho/contracts';
import type { ChatLog } from './get-messages';

/**
 * The chat with one more message, once: a message arrives both as the answer to its POST and over
 * the socket, in either order.
 */
export function addMessage(log: ChatLog | undefined, message: ChatMessage): ChatLog {
  const { messages, fromStart } = log ?? { messages: [], fromStart: true };
  return messages.some((known) => known.id === message.id)
    ? { messages, fromStart }
    : { messages: [...messages, message], fromStart };
}
