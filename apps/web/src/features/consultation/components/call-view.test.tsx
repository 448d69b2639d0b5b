import type { ConsultationRoom } from '@sustho/contracts';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consultationCopy as text } from '../../../copy/en/consultation';
import { TestProviders } from '../../../test/providers';
import type * as media from '../media';
import { stubApi } from '../../../test/stub-api';
import { CallView } from './call-view';

const call = vi.hoisted(() => ({ setAudioOnly: vi.fn(), leave: vi.fn() }));
vi.mock('../peer-connection', () => ({ startCall: () => call }));
// No camera here: the call still starts, receiving only, as in a browser that has none.
vi.mock('../media', async (actual) => ({
  ...(await actual<typeof media>()),
  openCameraAndMicrophone: () => Promise.reject(new DOMException('none', 'NotFoundError')),
}));

const room = {
  bookingId: 'b-1',
  role: 'patient',
  doctorName: 'Dr. Nasreen Akter',
} as ConsultationRoom;

function joinOn(connection: object | undefined) {
  Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });
  stubApi({
    'GET /api/consultations/:id/ice-servers': { iceServers: [] },
    'GET /api/consultations/:id/messages': [],
  });
  render(
    <TestProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CallView room={room} />
    </TestProviders>,
  );
  return userEvent.setup().click(screen.getByRole('button', { name: text.join }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  Reflect.deleteProperty(navigator, 'connection');
});

describe('the call on a slow connection', () => {
  it("starts in 'Audio only' on 2G and says why", async () => {
    await joinOn({ effectiveType: '2g', downlink: 0.2 });
    expect(await screen.findByText(text.call.slowConnection)).toBeInTheDocument();
    expect(call.setAudioOnly).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: text.call.withVideo })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('turns video back on when asked, and the note goes', async () => {
    await joinOn({ saveData: true });
    await userEvent.setup().click(await screen.findByRole('button', { name: text.call.withVideo }));
    expect(call.setAudioOnly).toHaveBeenLastCalledWith(false);
    expect(screen.queryByText(text.call.slowConnection)).toBeNull();
  });

  it('starts with video on a fast connection, and on a browser that cannot tell', async () => {
    await joinOn({ effectiveType: '4g', downlink: 10 });
    expect(await screen.findByRole('button', { name: text.call.audioOnly })).toBeInTheDocument();
    expect(call.setAudioOnly).not.toHaveBeenCalled();
    expect(screen.queryByText(text.call.slowConnection)).toBeNull();
  });
});
