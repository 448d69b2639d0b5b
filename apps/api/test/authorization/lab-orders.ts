import { randomUUID } from 'node:crypto';
import { addDays } from '@sustho/contracts';
import { clinicNow } from '../../src/lib/clinic-time.js';
import { createLabTest } from '../lab-fixtures.js';
import { everyone, type MatrixArea } from './types.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/**
 * Lab orders (services.md §6): patients order and cancel their own (404 to everyone else); lab
 * technicians collect and release results, admins see the queue but no result; results (and their
 * PDF) follow the record's access rule: the patient and lab staff, never an admin or a doctor
 * without a booking with the patient (the ordering doctor's read is in lab-orders.test.ts).
 */
export const labOrderCases: MatrixArea = async ({ app, users }) => {
  const orders = app.services.labOrders;
  const test = await createLabTest(app.db, {
    values: [{ name: 'HbA1c', unit: '%', ranges: [{ low: 4, high: 5.6 }] }],
  });
  const [value] = (await app.services.lab.getTest(test.id, 'en')).values;
  const tomorrow = addDays(clinicNow(new Date(), app.env.CLINIC_TIME_ZONE).today, 1);
  const input = {
    testIds: [test.id],
    collection: { type: 'lab' as const, date: tomorrow },
    payment: 'at_collection' as const,
  };
  const results = { tests: [{ testId: test.id, values: [{ valueId: value!._id, number: 7 }] }] };
  const orderOfA = async () => (await orders.create(users.patientA.user, input, 'en'))._id;
  const collectedOfA = async () => {
    const id = await orderOfA();
    await orders.move(users.lab.user, id, { state: 'sample_collected' }, 'en');
    return id;
  };
  // Results of patientA's child: no doctor of the matrix has a booking with this profile.
  const child = await app.inject({
    method: 'POST',
    url: '/api/family',
    headers: users.patientA.headers,
    payload: { name: 'Child of A', relation: 'child', dateOfBirth: '2016-05-01', sex: 'female' },
  });
  const childId = child.json<{ _id: string }>()._id;
  const childOrder = (
    await orders.create(users.patientA.user, { ...input, patientId: childId }, 'en')
  )._id;
  await orders.move(users.lab.user, childOrder, { state: 'sample_collected' }, 'en');
  const released = await orders.release(users.lab.user, childOrder, results, PDF, 'en');
  const pdfUrl = released.results[0]!.pdfUrl!;

  return [
    {
      route: 'GET /api/lab-collection-slots',
      request: () => ({ url: `/api/lab-collection-slots?date=${tomorrow}` }),
      expect: everyone(200),
    },
    {
      route: 'POST /api/lab-orders',
      request: () => ({ url: '/api/lab-orders', payload: input }),
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
      route: 'GET /api/lab-orders/home-collection-fee',
      request: () => ({ url: '/api/lab-orders/home-collection-fee' }),
      expect: {
        anonymous: 401,
        patientA: 200,
        patientB: 200,
        doctor: 403,
        pharmacist: 403,
        lab: 403,
        admin: 200,
      },
    },
    {
      route: 'GET /api/lab-orders',
      request: () => ({ url: `/api/lab-orders?date=${tomorrow}` }),
      expect: { ...everyone(200), anonymous: 401 },
    },
    {
      route: 'GET /api/lab-orders/{id}',
      request: async () => ({ url: `/api/lab-orders/${await orderOfA()}` }),
      expect: {
        anonymous: 401,
        patientA: 200,
        patientB: 404,
        doctor: 404,
        pharmacist: 404,
        lab: 200,
        admin: 200,
      },
    },
    {
      route: 'DELETE /api/lab-orders/{id}',
      request: async () => ({ url: `/api/lab-orders/${await orderOfA()}` }),
      expect: { ...everyone(404), anonymous: 401, patientA: 200 },
    },
    {
      route: 'PATCH /api/lab-orders/{id}',
      request: async () => ({
        url: `/api/lab-orders/${await orderOfA()}`,
        payload: { state: 'sample_collected' },
      }),
      expect: { ...everyone(403), anonymous: 401, lab: 200 },
    },
    {
      route: 'POST /api/lab-orders/{id}/results',
      request: async () => ({
        url: `/api/lab-orders/${await collectedOfA()}/results`,
        payload: results,
      }),
      expect: { ...everyone(403), anonymous: 401, lab: 200 },
    },
    {
      route: 'GET /api/lab-orders/{id}/results/{resultId}/pdf',
      request: () => ({ url: pdfUrl }),
      expect: { ...everyone(403), anonymous: 401, patientA: 200, lab: 200 },
    },
    {
      route: 'GET /api/patients/{id}/test-results',
      request: () => ({ url: `/api/patients/${childId}/test-results` }),
      expect: { ...everyone(403), anonymous: 401, patientA: 200, lab: 200 },
    },
    {
      route: 'GET /api/prescriptions/{id}/lab-tests',
      request: () => ({ url: `/api/prescriptions/${randomUUID()}/lab-tests` }),
      expect: { ...everyone(404), anonymous: 401 },
    },
  ];
};
