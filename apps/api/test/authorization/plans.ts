import { createUser } from '../factories.js';
import { bookingOf } from '../payment-fixtures.js';
import { buyPlan, orderPlan } from '../plan-fixtures.js';
import { everyone, type MatrixArea } from './types.js';

/**
 * Plans (services.md §4): the plans are public; buying one is for any account acting as a patient
 * (a doctor's is refused); a subscription, like what the payment page pays for, is its account's
 * alone (404 to everyone else); refunding a plan's payment is an admin's. Staff (doctors,
 * pharmacists, lab technicians) do not buy plans.
 */
/** The same status for the three staff roles. */
const staff = (status: number) => ({ doctor: status, pharmacist: status, lab: status });

export const planCases: MatrixArea = ({ app, users }) => {
  const subscriptionOfA = async () =>
    (await orderPlan(app, users.patientA, 'professional')).json<{ _id: string }>()._id;

  return [
    { route: 'GET /api/plans', request: () => ({ url: '/api/plans' }), expect: everyone(200) },
    {
      route: 'POST /api/plan-subscriptions',
      request: () => ({
        url: '/api/plan-subscriptions',
        payload: { plan: 'professional', period: 'monthly' },
      }),
      expect: {
        ...staff(403),
        anonymous: 401,
        patientA: 201,
        patientB: 201,
        admin: 201,
      },
    },
    {
      route: 'GET /api/plan-subscriptions/{id}',
      request: async () => ({ url: `/api/plan-subscriptions/${await subscriptionOfA()}` }),
      expect: { ...staff(404), anonymous: 401, patientA: 200, patientB: 404, admin: 404 },
    },
    {
      route: 'GET /api/me/plan',
      request: () => ({ url: '/api/me/plan' }),
      expect: { ...staff(200), anonymous: 401, patientA: 200, patientB: 200, admin: 200 },
    },
    {
      route: 'GET /api/payables/{id}',
      request: async () => ({ url: `/api/payables/${(await bookingOf(app, users.patientA)).id}` }),
      expect: { ...staff(404), anonymous: 401, patientA: 200, patientB: 404, admin: 404 },
    },
    {
      route: 'POST /api/admin/plan-subscriptions/{id}/refund',
      // A new patient's running Professional plan for every caller: a refund ends it.
      request: async () => {
        const subscription = await buyPlan(app, await createUser(app), 'professional');
        return {
          url: `/api/admin/plan-subscriptions/${subscription._id}/refund`,
          payload: { reason: 'Bought by mistake' },
        };
      },
      expect: { ...staff(403), anonymous: 401, patientA: 403, patientB: 403, admin: 200 },
    },
  ];
};
