import type { ClientConfig } from '@sustho/contracts';

/**
 * What GET /api/client-config answers in component tests: a dollar clinic in Dhaka with the payment
 * sandbox, optional staff two-factor, the spec's hours, no app store links and no push key. A test
 * overrides what it looks at.
 */
export const testClientConfig = (overrides: Partial<ClientConfig> = {}): ClientConfig => ({
  providers: { google: false, facebook: false },
  payments: { provider: 'sandbox', publishableKey: null, sslcommerz: false },
  currency: 'USD',
  clinic: {
    timeZone: 'Asia/Dhaka',
    // Today in Dhaka, as the API would say it.
    today: new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date()),
    bookingHorizonDays: 60,
    hours: {
      opening: { firstDay: 0, lastDay: 6, opens: '09:00', closes: '17:00' },
      contact: { firstDay: 6, lastDay: 4, opens: '10:00', closes: '19:00' },
      platform: null,
    },
  },
  appStores: { appStore: null, googlePlay: null },
  refundCutoffHours: 0,
  staffTwoFactor: 'optional',
  push: { publicKey: null },
  ...overrides,
});
