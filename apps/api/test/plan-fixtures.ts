import type { MyPlan, Plan, PlanPeriod, PlanSubscription } from '@sustho/contracts';
import { expect } from 'vitest';
import type { App } from '../src/app.js';
import type { createUser } from './factories.js';

type SignedIn = Awaited<ReturnType<typeof createUser>>;

/** POST /api/plan-subscriptions as `patient`; answers the response. */
export const orderPlan = (
  app: App,
  patient: SignedIn,
  plan: Plan,
  period: PlanPeriod = 'monthly',
) =>
  app.inject({
    method: 'POST',
    url: '/api/plan-subscriptions',
    headers: patient.headers,
    payload: { plan, period },
  });

/** Pays a subscription with the sandbox's test card, as the payment page does. */
export async function paySubscription(app: App, patient: SignedIn, subscriptionId: string) {
  const call = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: patient.headers, payload });
  const intent = await call('/api/create-payment-intent', { subscriptionId });
  expect(intent.statusCode, intent.body).toBe(200);
  const { clientSecret } = intent.json<{ clientSecret: string }>();
  const card = { number: '4242424242424242', expiry: '12/34', cvc: '123' };
  const paid = await call('/api/payments/sandbox/confirm', { clientSecret, card });
  expect(paid.statusCode, paid.body).toBe(200);
}

/** Orders and pays a plan: it runs (or follows the running one). */
export async function buyPlan(
  app: App,
  patient: SignedIn,
  plan: Plan,
  period: PlanPeriod = 'monthly',
): Promise<PlanSubscription> {
  const ordered = await orderPlan(app, patient, plan, period);
  expect(ordered.statusCode, ordered.body).toBe(201);
  const subscription = ordered.json<PlanSubscription>();
  if (subscription.state === 'awaiting_payment')
    await paySubscription(app, patient, subscription._id);
  const after = await app.inject({
    method: 'GET',
    url: `/api/plan-subscriptions/${subscription._id}`,
    headers: patient.headers,
  });
  return after.json<PlanSubscription>();
}

/** GET /api/me/plan as `patient`. */
export async function myPlanOf(app: App, patient: SignedIn) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/me/plan',
    headers: patient.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MyPlan>();
}
