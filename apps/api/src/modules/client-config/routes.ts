import { clientConfig } from '@sustho/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardProviderName, usesSslcommerz } from '../../config/env.js';
import { clinicNow } from '../../lib/clinic-time.js';
import { clock } from '../../lib/clock.js';
import { isFacebookConfigured, isGoogleConfigured } from '../auth/index.js';

/** Which sign-in providers, payment form and store badges the app should show, the clinic's calendar and hours, and the push key. Holds no secrets. */
export const clientConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = app.env;
  const config = {
    providers: { google: isGoogleConfigured(env), facebook: isFacebookConfigured(env) },
    payments: {
      provider: cardProviderName(env),
      publishableKey:
        cardProviderName(env) === 'stripe' ? (env.STRIPE_PUBLISHABLE_KEY ?? null) : null,
      sslcommerz: usesSslcommerz(env),
    },
    currency: env.CURRENCY,
    clinic: {
      timeZone: env.CLINIC_TIME_ZONE,
      bookingHorizonDays: env.BOOKING_HORIZON_DAYS,
      hours: env.CLINIC_HOURS,
    },
    appStores: { appStore: env.APP_STORE_URL ?? null, googlePlay: env.GOOGLE_PLAY_URL ?? null },
    refundCutoffHours: env.REFUND_CUTOFF_HOURS,
    staffTwoFactor: env.STAFF_TWO_FACTOR,
    push: { publicKey: env.VAPID_PUBLIC_KEY ?? null },
  };
  app.get(
    '/client-config',
    { schema: { tags: ['config'], response: { 200: clientConfig } } },
    () => ({
      ...config,
      clinic: { ...config.clinic, today: clinicNow(clock.now(), config.clinic.timeZone).today },
    }),
  );
};
