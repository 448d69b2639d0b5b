import { CHAT_PAGE_SIZE, type ChatMessage } from '@sustho/contracts';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consultationCopy } from '../../../copy/en/consultation';
import { TestProviders } from '../../../test/providers';
import { stubApi } from '../../../test/stub-api';
import { messagesQuery } from '../api/get-messages';
import { ChatPanel } from './chat-panel';

const text = consultationCopy.chat;

/** Messages `from` to `to` of one chat, oldest first, as the API sends them. */
const numbered = (from: number, to: number): ChatMessage[] =>
  Array.from({ length: to - from + 1 }, (_, index) => ({
    id: `m-${from + index}`,
    from: 'doctor',
    text: `message ${from + index}`,
    sentAt: '2026-02-10T03:00:00.000Z',
  }));

afterEach(() => vi.unstubAllGlobals());

function Chat() {
  const { data } = useQuery(messagesQuery('b-1'));
  return <ChatPanel bookingId="b-1" role="patient" log={data} />;
}

describe('ChatPanel', () => {
  it(`shows the newest ${CHAT_PAGE_SIZE} messages, and earlier ones a page at a time until the start`, async () => {
    // A chat of 230 messages.
    const calls = stubApi({
      'GET /api/consultations/:id/messages': ({ search }) => {
        const before = new URLSearchParams(search).get('before');
        const end = before ? Number(before.slice(2)) - 1 : 230;
        return numbered(Math.max(1, end - CHAT_PAGE_SIZE + 1), end);
      },
    });
    render(
      <TestProviders queryClient={new QueryClient()}>
        <Chat />
      </TestProviders>,
    );
    const list = await screen.findByRole('list', { name: text.heading });
    const shown = () =>
      within(list)
        .queryAllByText(/^message \d+$/)
        .map((item) => item.textContent);
    const texts = (from: number, to: number) => numbered(from, to).map((message) => message.text);
    await screen.findByText('message 230');
    expect(shown()).toEqual(texts(131, 230));

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: text.earlier }));
    await screen.findByText('message 31');
    expect(shown()).toEqual(texts(31, 230));
    await user.click(screen.getByRole('button', { name: text.earlier }));
    await screen.findByText('message 1');
    expect(shown()).toEqual(texts(1, 230));
    // The last page was short: that is the start, and nothing earlier is offered.
    expect(screen.queryByRole('button', { name: text.earlier })).toBeNull();
    expect(calls.map((call) => call.search)).toEqual(['', '?before=m-131', '?before=m-31']);
  });

  it('offers nothing earlier when the chat fits in one page', async () => {
    stubApi({ 'GET /api/consultations/:id/messages': numbered(1, 3) });
    render(
      <TestProviders queryClient={new QueryClient()}>
        <Chat />
      </TestProviders>,
    );
    await screen.findByText('message 3');
    expect(screen.queryByRole('button', { name: text.earlier })).toBeNull();
  });
});
