import { EnvError, usesPaymentSandbox, type Env } from '../../config/env.js';
import type { Database } from '../../db/client.js';
import { sandboxProvider, type SandboxProvider } from './sandbox-provider.js';
import { stripeProvider, type StripeProvider } from './stripe-provider.js';

/** Stripe when its keys are set; otherwise the sandbox, which parseEnv allows only where it is meant to run. */
export function selectPaymentProvider(env: Env, db: Database): StripeProvider | SandboxProvider {
  if (usesPaymentSandbox(env)) return sandboxProvider(db);
  if (!env.STRIPE_SECRET_KEY)
    throw new EnvError('STRIPE_SECRET_KEY is required to take payments through Stripe');
  return stripeProvider({
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    apiUrl: env.STRIPE_API_URL,
  });
}
