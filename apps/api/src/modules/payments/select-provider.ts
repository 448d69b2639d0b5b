import {
  cardProviderName,
  publicUrl,
  sslcommerzApiUrl,
  usesSslcommerz,
  type Env,
} from '../../config/env.js';
import type { Database } from '../../db/client.js';
import { sandboxProvider } from './sandbox-provider.js';
import type { PaymentProviders } from './service.js';
import { sslcommerzProvider } from './sslcommerz-provider.js';
import { stripeProvider } from './stripe-provider.js';

/**
 * Every provider the environment configures: Stripe when its keys are set, else the sandbox where
 * parseEnv allows it; and SSLCommerz when its store is set. The payment page offers each of them.
 */
export function selectPaymentProviders(env: Env, db: Database): PaymentProviders {
  const cardName = cardProviderName(env);
  return {
    card:
      cardName === 'stripe'
        ? stripeProvider({
            secretKey: env.STRIPE_SECRET_KEY!,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiUrl: env.STRIPE_API_URL,
          })
        : cardName === 'sandbox'
          ? sandboxProvider(db)
          : null,
    sslcommerz: usesSslcommerz(env)
      ? sslcommerzProvider({
          storeId: env.SSLCOMMERZ_STORE_ID!,
          storePassword: env.SSLCOMMERZ_STORE_PASSWORD!,
          apiUrl: sslcommerzApiUrl(env),
          publicUrl: publicUrl(env),
          timeoutMs: env.SSLCOMMERZ_TIMEOUT_SECONDS * 1000,
        })
      : null,
  };
}
