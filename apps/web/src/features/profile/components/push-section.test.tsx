import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushCopy as text } from '../../../copy/en/push';
import { testClientConfig } from '../../../test/client-config';
import { TestProviders } from '../../../test/providers';
import { stubApi } from '../../../test/stub-api';
import { PushSection } from './push-section';

const PUBLIC_KEY =
  'BOr6z5nM0lL2tEcRDbHMvnmn1hqQo3Iq1vG5m1bZp8z5Q2n8jH2yF1bE2d6m0ZkP3qXj9yYw8cT1rS4uV7wA0xE';
const SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
  keys: {
    p256dh:
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

/** A browser with a service worker and the Push API; `subscribed` says whether it already has a subscription. */
function stubBrowser({
  permission = 'default' as NotificationPermission,
  subscribed = false,
} = {}) {
  let current: {
    endpoint: string;
    toJSON: () => typeof SUBSCRIPTION;
    unsubscribe: () => Promise<boolean>;
  } | null = null;
  const makeSubscription = () => ({
    endpoint: SUBSCRIPTION.endpoint,
    toJSON: () => SUBSCRIPTION,
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  });
  if (subscribed) current = makeSubscription();
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(
      async (_options: PushSubscriptionOptionsInit) => (current = makeSubscription()),
    ),
  };
  const notification = {
    permission,
    requestPermission: vi.fn(async () => notification.permission),
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager }) },
  });
  return { pushManager, notification };
}

function renderSection(config = testClientConfig({ push: { publicKey: PUBLIC_KEY } })) {
  const calls = stubApi({
    'GET /api/client-config': config,
    'POST /api/push-subscriptions': null,
    'DELETE /api/push-subscriptions': null,
    'POST /api/push-subscriptions/test': { devices: 2 },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestProviders queryClient={queryClient}>
      <PushSection />
      <Toaster />
    </TestProviders>,
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('PushSection', () => {
  it('asks for permission, subscribes with the server key and sends the subscription', async () => {
    const browser = stubBrowser();
    browser.notification.requestPermission.mockImplementation(async () => {
      browser.notification.permission = 'granted';
      return 'granted';
    });
    const calls = renderSection();
    await userEvent.setup().click(await screen.findByRole('button', { name: text.turnOn }));
    expect(await screen.findByText(text.turnedOn)).toBeInTheDocument();
    expect(screen.getByText(text.on)).toBeInTheDocument();
    const options = browser.pushManager.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect((options.applicationServerKey as Uint8Array).length).toBe(65);
    expect(calls.find((call) => call.request === 'POST /api/push-subscriptions')?.body).toEqual(
      SUBSCRIPTION,
    );
    expect(await screen.findByRole('button', { name: text.test })).toBeEnabled();
  });

  it('sends a test notification, and turns notifications off for this device', async () => {
    stubBrowser({ permission: 'granted', subscribed: true });
    const calls = renderSection();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: text.test }));
    expect(await screen.findByText(text.sent(2))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.turnOff }));
    expect(await screen.findByText(text.turnedOff)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.turnOn })).toBeInTheDocument();
    expect(calls.find((call) => call.request === 'DELETE /api/push-subscriptions')?.body).toEqual({
      endpoint: SUBSCRIPTION.endpoint,
    });
  });

  it('says when notifications are blocked', async () => {
    stubBrowser({ permission: 'denied' });
    renderSection();
    expect(await screen.findByText(text.denied)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when the browser cannot, or the server sends no push', async () => {
    renderSection();
    expect(await screen.findByText(text.unsupported)).toBeInTheDocument();
  });
});
