import { CHAT_MESSAGE_MAX_LENGTH, type ConsultationRole } from '@sustho/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useCopy } from '../../../copy/language';
import { useEarlierMessages } from '../api/get-earlier-messages';
import type { ChatLog } from '../api/get-messages';
import { useSendMessage } from '../api/send-message';

/**
 * The room's chat. Messages are shown as text (React escapes them), never as HTML; it works with
 * or without the video, so a consultation can run on chat alone. It shows the newest page of the
 * chat, and earlier pages on request.
 */
export function ChatPanel({
  bookingId,
  role,
  log,
}: {
  bookingId: string;
  role: ConsultationRole;
  log: ChatLog | undefined;
}) {
  const copy = useCopy();
  const text = copy.consultation.chat;
  const [draft, setDraft] = useState('');
  const send = useSendMessage(bookingId);
  const earlier = useEarlierMessages(bookingId);
  const messages = log?.messages ?? [];
  const newest = messages.at(-1)?.id;
  const end = useRef<HTMLLIElement>(null);
  // Only a new message scrolls to the end, not earlier ones put in front. A block body: newer
  // browsers answer scrollIntoView with a promise, which is no cleanup.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [newest]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = draft.trim();
    if (!message || send.isPending) return;
    send.mutate(message, { onSuccess: () => setDraft('') });
  };
  const who = (from: ConsultationRole) =>
    from === role ? text.you : from === 'doctor' ? text.doctor : text.patient;

  return (
    <section aria-labelledby="chat-heading" className="flex min-h-64 flex-col gap-2">
      <h2 id="chat-heading" className="text-lg font-semibold">
        {text.heading}
      </h2>
      <ol
        aria-label={text.heading}
        className="flex max-h-80 flex-1 flex-col gap-2 overflow-y-auto rounded-box border border-base-300 p-2"
      >
        {messages.length === 0 && <li className="text-base-content/80">{text.empty}</li>}
        {log && !log.fromStart && messages.length > 0 && (
          <li className="self-center">
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={earlier.isPending}
              onClick={() => earlier.mutate(messages[0]!.id)}
            >
              {text.earlier}
            </button>
          </li>
        )}
        {messages.map((message) => (
          <li
            key={message.id}
            className={`chat ${message.from === role ? 'chat-end' : 'chat-start'}`}
          >
            <span className="chat-header text-xs">{who(message.from)}</span>
            <p
              className={`chat-bubble whitespace-pre-wrap break-words ${message.from === role ? 'chat-bubble-primary' : ''}`}
            >
              {message.text}
            </p>
          </li>
        ))}
        <li ref={end} aria-hidden="true" />
      </ol>
      <form onSubmit={submit} className="flex gap-2">
        <label htmlFor="chat-message" className="sr-only">
          {text.label}
        </label>
        <input
          id="chat-message"
          className="input input-bordered min-w-0 flex-1"
          placeholder={text.placeholder}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          autoComplete="off"
        />
        <button type="submit" className="btn btn-primary" disabled={send.isPending}>
          {text.send}
        </button>
      </form>
      {earlier.isError && (
        <p role="alert" className="text-sm text-error">
          {earlier.error.message || copy.errors.generic}
        </p>
      )}
      {send.isError && (
        <p role="alert" className="text-sm text-error">
          {send.error.message || text.failed}
        </p>
      )}
    </section>
  );
}
