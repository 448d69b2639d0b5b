import { randomUUID } from 'node:crypto';
import { createLabTest } from '../lab-fixtures.js';
import { everyone, type MatrixArea } from './types.js';

/** Lab technicians and admins edit the catalogue; everyone else signed in is refused. */
const labStaffOnly = (status: number) => ({
  anonymous: 401,
  patientA: 403,
  patientB: 403,
  doctor: 403,
  pharmacist: 403,
  lab: status,
  admin: status,
});

/** The lab test catalogue: public to read, signed in or not; lab staff edit it (services.md §6). */
export const labCases: MatrixArea = async ({ app }) => {
  const test = await createLabTest(app.db, {
    values: [{ name: 'HbA1c', unit: '%', ranges: [{ low: 4, high: 5.6 }] }],
  });
  const [valueId] = (await app.services.lab.getEntry(test.id, 'en')).values.map(
    (value) => value._id,
  );
  return [
    {
      route: 'GET /api/lab-tests',
      request: () => ({ url: `/api/lab-tests?q=${encodeURIComponent(test.name)}` }),
      expect: everyone(200),
    },
    {
      route: 'GET /api/lab-tests/{id}',
      request: () => ({ url: `/api/lab-tests/${test.id}` }),
      expect: everyone(200),
    },
    {
      route: 'GET /api/lab-tests/{id}',
      request: () => ({ url: `/api/lab-tests/${randomUUID()}` }),
      expect: everyone(404),
    },
    {
      route: 'GET /api/lab-tests/{id}/entry',
      request: () => ({ url: `/api/lab-tests/${test.id}/entry` }),
      expect: labStaffOnly(200),
    },
    {
      route: 'PATCH /api/lab-tests/{id}',
      request: () => ({
        url: `/api/lab-tests/${test.id}`,
        payload: { price: 500, preparation: { en: 'Nothing to do first.', bn: '' } },
      }),
      expect: labStaffOnly(200),
    },
    {
      route: 'PUT /api/lab-tests/{id}/values/{valueId}/ranges',
      request: () => ({
        url: `/api/lab-tests/${test.id}/values/${valueId}/ranges`,
        payload: { ranges: [{ sex: 'female', minAgeYears: 18, low: 4, high: 5.6 }] },
      }),
      expect: labStaffOnly(200),
    },
  ];
};
