import type { ClientConfig } from '@sustho/contracts';

/**
 * What GET /api/client-config answers in component tests: a dollar clinic in Dhaka with the payment
 * sandbox and optional staff two-factor. A test overrides what it looks at.
 */
export const testClientConfig = (overrides: Partial<ClientConfig> = {}): ClientConfig => ({
  providers: { google: false, facebook: false },
  payments: { provider: 'sandbox', publishableKey: null, sslcommerz: false },
  currency: 'USD',
  clinic: { timeZone: 'Asia/Dhaka', bookingHorizonDays: 60 },
  refundCutoffHours: 0,
  staffTwoFactor: 'optional',
  ...overrides,
});
