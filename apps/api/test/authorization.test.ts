import { afterAll, describe, expect, it } from 'vitest';
import { matrixCases } from './authorization/areas.js';
import { ACTORS } from './authorization/types.js';
import { buildTestApp } from './helper.js';
import { createAdmin, createDoctorUser, createUser } from './factories.js';
import { startSslcommerzStub } from './sslcommerz-stub.js';

/**
 * The authorization matrix: every API route, with the status each kind of caller must get.
 * Each area lists its routes in authorization/<area>.ts (gathered in areas.ts). A route in the
 * OpenAPI document that no area lists fails the last test, so a new route cannot ship without its row.
 */
const gateway = await startSslcommerzStub();
afterAll(() => gateway.close());
const { app } = await buildTestApp({
  SSLCOMMERZ_STORE_ID: gateway.storeId,
  SSLCOMMERZ_STORE_PASSWORD: gateway.storePassword,
  SSLCOMMERZ_API_URL: gateway.url,
});
const users = {
  patientA: await createUser(app, { name: 'Patient A' }),
  patientB: await createUser(app, { name: 'Patient B' }),
  doctor: await createDoctorUser(app, { name: 'Doctor' }),
  pharmacist: await createUser(app, { name: 'Pharmacist', role: 'pharmacist' }),
  lab: await createUser(app, { name: 'Lab Technician', role: 'lab' }),
  admin: await createAdmin(app, { name: 'Admin' }),
};
const cases = await matrixCases({ app, users, gateway });

describe('authorization matrix', () => {
  for (const routeCase of cases) {
    it(`${routeCase.route}`, async () => {
      const [method] = routeCase.route.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'];
      for (const actor of ACTORS) {
        const {
          url,
          payload,
          form,
          headers: ownHeaders,
          remoteAddress,
        } = await routeCase.request(actor);
        const headers = actor === 'anonymous' ? {} : (ownHeaders ?? users[actor].headers);
        const body = form
          ? {
              headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
              payload: new URLSearchParams(form).toString(),
            }
          : { headers, ...(payload === undefined ? {} : { payload }) };
        const response = await app.inject({
          method,
          url,
          ...(remoteAddress ? { remoteAddress } : {}),
          ...body,
        });
        expect({ actor, status: response.statusCode }).toEqual({
          actor,
          status: routeCase.expect[actor],
        });
      }
    });
  }

  it('lists every route of the API', async () => {
    const document = app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const registered = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const listed = new Set(cases.map((routeCase) => routeCase.route));
    expect(registered.filter((route) => !listed.has(route))).toEqual([]);
  });
});
