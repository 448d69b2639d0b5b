import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { forgetOfflineData, noteAnswer } from '../../lib/offline-copies';
import { TestProviders } from '../../test/providers';
import { OfflineAsOf } from './offline-as-of';

const LOADED_AT = Date.parse('2026-11-20T09:15:00Z');

const renderBanner = () =>
  render(
    <TestProviders queryClient={new QueryClient()}>
      <OfflineAsOf apiPath="/bookings" updatedAt={LOADED_AT} />
    </TestProviders>,
  );

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => forgetOfflineData());
});

test('online, with fresh answers, says nothing', () => {
  renderBanner();
  expect(screen.queryByText(/Offline/)).toBeNull();
});

test('offline, dates what the page loaded before the connection dropped', () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  renderBanner();
  expect(screen.getByRole('status')).toHaveTextContent(/^Offline · as of Nov \d+, 2026/);
});

test("dates the worker's copy by when the server gave it, until a fresh answer replaces it", () => {
  renderBanner();
  const servedAt = 'Thu, 19 Nov 2026 06:00:00 GMT';
  act(() =>
    noteAnswer(
      '/bookings?email=a%40b.c',
      new Headers({ 'x-sustho-offline-copy': '1', date: servedAt }),
    ),
  );
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const day = new Intl.DateTimeFormat('en-US', { timeZone, day: 'numeric' }).format(
    new Date(servedAt),
  );
  expect(screen.getByRole('status')).toHaveTextContent(`Nov ${day.padStart(2, '0')}, 2026`);
  act(() => noteAnswer('/bookings?email=a%40b.c', new Headers()));
  expect(screen.queryByText(/Offline/)).toBeNull();
});
