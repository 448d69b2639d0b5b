import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { pendingUpdate } from '../../lib/app-update';
import { listenForInstallPrompt } from '../../lib/install-prompt';
import { TestProviders } from '../../test/providers';
import { AppStatus } from './app-status';
import { InstallApp } from './install-app';

const renderWithTexts = (ui: ReactNode) =>
  render(<TestProviders queryClient={new QueryClient()}>{ui}</TestProviders>);

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

afterEach(() => {
  vi.restoreAllMocks();
  act(() => pendingUpdate.set(null));
});

test("says 'You are offline' while the browser has no network, and nothing once it is back", () => {
  renderWithTexts(<AppStatus />);
  expect(screen.queryByText('You are offline')).toBeNull();
  setOnline(false);
  expect(screen.getByText('You are offline')).toBeInTheDocument();
  setOnline(true);
  expect(screen.queryByText('You are offline')).toBeNull();
});

test("offers 'Reload to update' once a new worker waits, and activates it once however often it is pressed", async () => {
  const update = vi.fn(() => new Promise<void>(() => undefined));
  renderWithTexts(<AppStatus />);
  expect(screen.queryByRole('button', { name: 'Reload to update' })).toBeNull();
  act(() => pendingUpdate.set(update));
  const button = screen.getByRole('button', { name: 'Reload to update' });
  await userEvent.click(button);
  await userEvent.click(button);
  expect(update).toHaveBeenCalledTimes(1);
  expect(button).toBeDisabled();
});

test("shows 'Install app' where the browser offers to install, which opens the browser's dialog; elsewhere how to add it by hand", async () => {
  listenForInstallPrompt();
  renderWithTexts(<InstallApp />);
  expect(screen.getByText(/Add to Home screen/)).toBeInTheDocument();
  const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
  });
  act(() => void window.dispatchEvent(offer));
  expect(offer.defaultPrevented).toBe(true);
  await userEvent.click(screen.getByRole('button', { name: 'Install app' }));
  expect(offer.prompt).toHaveBeenCalledTimes(1);
  expect(screen.getByText(/Add to Home screen/)).toBeInTheDocument();
});
