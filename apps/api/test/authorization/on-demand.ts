import { patients } from '../../src/db/schema.js';
import { memberFields } from '../family-fixtures.js';
import { createOnDemandTreatment } from '../on-demand-fixtures.js';
import { everyone, type MatrixArea } from './types.js';

/**
 * Consult now (services.md §3): the queue's list is public; asking is for any account acting as a
 * patient (a doctor's is refused); a request is its account's alone (404 to everyone else); the
 * presence, the offer, accepting and declining are a doctor's. The matrix's doctor is offered no
 * one, so accepting or declining patientA's request is the offer's 409, past authorization.
 */
export const onDemandCases: MatrixArea = async ({ app, users }) => {
  const treatment = await createOnDemandTreatment(app);

  /** A new family member of the account: each may wait for one doctor at a time. */
  const memberOf = async (accountId: string) => {
    const [member] = await app.db
      .insert(patients)
      .values({ accountId, ...memberFields() })
      .returning({ id: patients.id });
    return member!.id;
  };

  /** A request of patientA's, for a new member of theirs. */
  const requestOfA = async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/on-demand',
      headers: users.patientA.headers,
      payload: {
        treatmentName: treatment.name,
        patientId: await memberOf(users.patientA.user.id),
      },
    });
    return response.json<{ _id: string }>()._id;
  };

  const doctorsOnly = (status: number) => ({
    anonymous: 401,
    patientA: 403,
    patientB: 403,
    doctor: status,
    pharmacist: 403,
    lab: 403,
    admin: 403,
  });

  return [
    {
      route: 'GET /api/on-demand',
      request: () => ({ url: '/api/on-demand' }),
      expect: everyone(200),
    },
    {
      route: 'POST /api/on-demand',
      request: async (actor) => ({
        url: '/api/on-demand',
        payload: {
          treatmentName: treatment.name,
          ...(actor === 'anonymous' ? {} : { patientId: await memberOf(users[actor].user.id) }),
        },
      }),
      expect: {
        anonymous: 401,
        patientA: 201,
        patientB: 201,
        doctor: 403,
        pharmacist: 403,
        lab: 403,
        admin: 201,
      },
    },
    {
      route: 'GET /api/on-demand/{id}',
      request: async () => ({ url: `/api/on-demand/${await requestOfA()}` }),
      expect: {
        anonymous: 401,
        patientA: 200,
        patientB: 404,
        doctor: 404,
        pharmacist: 404,
        lab: 404,
        admin: 404,
      },
    },
    {
      route: 'GET /api/on-demand/presence',
      request: () => ({ url: '/api/on-demand/presence' }),
      expect: doctorsOnly(200),
    },
    {
      route: 'PUT /api/on-demand/presence',
      request: () => ({ url: '/api/on-demand/presence', payload: { online: false } }),
      expect: doctorsOnly(200),
    },
    {
      route: 'GET /api/on-demand/offer',
      request: () => ({ url: '/api/on-demand/offer' }),
      expect: doctorsOnly(200),
    },
    {
      route: 'POST /api/on-demand/{id}/accept',
      request: async () => ({ url: `/api/on-demand/${await requestOfA()}/accept` }),
      expect: doctorsOnly(409),
    },
    {
      route: 'POST /api/on-demand/{id}/decline',
      request: async () => ({ url: `/api/on-demand/${await requestOfA()}/decline` }),
      expect: doctorsOnly(409),
    },
  ];
};
