import { afterAll, describe, expect, it } from 'vitest';
import { PERSONAL_CACHE_CONTROL } from '../src/lib/personal-answers.js';
import { matrixCases } from './authorization/areas.js';
import { ACTORS } from './authorization/types.js';
import { createAdmin, createDoctorUser, createUser, sessionCookie } from './factories.js';
import { buildTestApp, testDatabaseKind } from './helper.js';
import { startSslcommerzStub } from './sslcommerz-stub.js';

/**
 * Every answer that carries one person's data is sent `private, no-store` (issue 26, finding 12;
 * decision 033). The walk takes every route of the authorization matrix (which lists every route
 * of the API) that refuses a visitor: what it answers a signed-in caller is about them.
 */
const gateway = await startSslcommerzStub();
afterAll(() => gateway.close());
const { app } = await buildTestApp({
  SSLCOMMERZ_STORE_ID: gateway.storeId,
  SSLCOMMERZ_STORE_PASSWORD: gateway.storePassword,
  SSLCOMMERZ_API_URL: gateway.url,
});
const users = {
  patientA: await createUser(app, { name: 'Patient A', password: 'patient-a-password' }),
  patientB: await createUser(app, { name: 'Patient B' }),
  doctor: await createDoctorUser(app, { name: 'Doctor' }),
  pharmacist: await createUser(app, { name: 'Pharmacist', role: 'pharmacist' }),
  lab: await createUser(app, { name: 'Lab Technician', role: 'lab' }),
  admin: await createAdmin(app, { name: 'Admin' }),
};
const cases = await matrixCases({ app, users, gateway });
const personal = cases.filter((routeCase) => routeCase.expect.anonymous === 401);

describe(`personal answers (${testDatabaseKind})`, () => {
  it("walks the health record, the export, the clinical profile, the doctor's record view and the bookings", () => {
    const walked = personal.map((routeCase) => routeCase.route);
    for (const route of [
      'GET /api/me/health-record',
      'GET /api/profile/export',
      'GET /api/me/clinical-profile',
      'GET /api/bookings/{id}/record',
      'GET /api/bookings',
      'GET /api/bookings/{id}',
    ])
      expect(walked).toContain(route);
  });

  for (const routeCase of personal) {
    it(`${routeCase.route} is sent ${PERSONAL_CACHE_CONTROL}`, async () => {
      const [method] = routeCase.route.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'];
      for (const actor of ACTORS) {
        const { url, payload, form, headers: ownHeaders } = await routeCase.request(actor);
        const headers = actor === 'anonymous' ? {} : (ownHeaders ?? users[actor].headers);
        const body = form
          ? {
              headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
              payload: new URLSearchParams(form).toString(),
            }
          : { headers, ...(payload === undefined ? {} : { payload }) };
        const response = await app.inject({ method, url, ...body });
        expect({
          actor,
          status: response.statusCode,
          cacheControl: response.headers['cache-control'],
        }).toEqual({
          actor,
          status: routeCase.expect[actor],
          cacheControl: PERSONAL_CACHE_CONTROL,
        });
      }
    });
  }

  it("the session and its token, better-auth's answers and GET /api/jwt, are personal too", async () => {
    const cookie = await sessionCookie(app, users.patientA.user.email, 'patient-a-password');
    const session = await app.inject({ url: '/api/auth/get-session', headers: { cookie } });
    expect(session.json().user.email).toBe(users.patientA.user.email);
    expect(session.headers['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
    const token = await app.inject({
      url: `/api/jwt?email=${encodeURIComponent(users.patientA.user.email)}`,
      headers: { cookie },
    });
    expect(token.statusCode).toBe(200);
    expect(token.headers['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
  });

  it("My Appointments' kept answer keeps its tag: a client that sends it gets 304, and no cache keeps either", async () => {
    const url = `/api/bookings?email=${encodeURIComponent(users.patientB.user.email)}`;
    const first = await app.inject({ url, headers: users.patientB.headers });
    expect(first.headers['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await app.inject({
      url,
      headers: { ...users.patientB.headers, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
  });

  it('public answers stay shareable, for a visitor and a signed-in reader alike', async () => {
    for (const headers of [{}, users.patientA.headers]) {
      const services = await app.inject({ url: '/api/services', headers });
      expect(services.headers['cache-control']).toBe('public, no-cache');
    }
  });
});
