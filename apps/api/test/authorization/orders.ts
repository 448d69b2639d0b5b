import { createMedicine } from '../medicine-fixtures.js';
import { issuePrescription, placeOrder, prescribed } from '../order-fixtures.js';
import { multipartBody, SAMPLE_PDF } from '../records/fixtures.js';
import type { Actor, MatrixArea } from './types.js';

/** Statuses by actor, anonymous always refused with 401. */
const statuses = (byActor: Omit<Record<Actor, number>, 'anonymous'>) => ({
  anonymous: 401,
  ...byActor,
});

/** Only the pharmacist: the guard lets pharmacy staff in, and an admin does no clinical step. */
const pharmacistOnly = statuses({
  patientA: 403,
  patientB: 403,
  doctor: 403,
  pharmacist: 200,
  lab: 403,
  admin: 403,
});

/**
 * Medicine orders (services.md §5): patients order, read and cancel their own; pharmacists (and
 * admins, who see the queue) read every order; only pharmacists move one or read the prescription
 * it cites. Staff never order as patients.
 */
export const orderCases: MatrixArea = async ({ app, users }) => {
  const medicine = await createMedicine(app.db, { stockUnits: 100_000 });
  const rxGeneric = `Matrixcillin ${medicine.id.slice(0, 8)}`;
  const rxMedicine = await createMedicine(app.db, {
    genericName: rxGeneric,
    rx: true,
    stockUnits: 100_000,
  });
  const prescriptionId = await issuePrescription(app, users.patientA, [
    prescribed({ name: rxGeneric, durationDays: 30 }),
  ]);
  const items = [{ medicineId: medicine.id, quantity: 1 }];
  /** A fresh order of patientA's, for a route that changes it. */
  const freshOrder = async () => (await placeOrder(app, users.patientA, { items })).json()._id;
  const order = await freshOrder();
  const cited = (
    await placeOrder(app, users.patientA, {
      prescriptionId,
      items: [{ medicineId: rxMedicine.id, quantity: 1 }],
    })
  ).json()._id;
  const photoUpload = () =>
    multipartBody({ data: SAMPLE_PDF, name: 'rx.pdf', type: 'application/pdf' });
  const photo = photoUpload();
  const photoId = (
    await app.inject({
      method: 'POST',
      url: '/api/prescription-photos',
      headers: { ...users.patientA.headers, 'content-type': photo.contentType },
      payload: photo.payload,
    })
  ).json()._id;
  const withPhoto = (
    await placeOrder(app, users.patientA, {
      prescriptionPhotoId: photoId,
      items: [{ medicineId: rxMedicine.id, quantity: 1 }],
    })
  ).json()._id;

  return [
    {
      route: 'POST /api/orders',
      request: () => ({ url: '/api/orders', payload: { items, address: ADDRESS, payment: 'cod' } }),
      expect: statuses({
        patientA: 201,
        patientB: 201,
        doctor: 403,
        pharmacist: 403,
        lab: 403,
        admin: 403,
      }),
    },
    {
      route: 'GET /api/orders/delivery-fee',
      request: () => ({ url: '/api/orders/delivery-fee?subtotal=120' }),
      expect: statuses({
        patientA: 200,
        patientB: 200,
        doctor: 403,
        pharmacist: 403,
        lab: 403,
        admin: 403,
      }),
    },
    {
      route: 'GET /api/orders',
      request: () => ({ url: '/api/orders' }),
      expect: statuses({
        patientA: 200,
        patientB: 200,
        doctor: 403,
        pharmacist: 200,
        lab: 403,
        admin: 200,
      }),
    },
    {
      route: 'GET /api/orders/{id}',
      request: () => ({ url: `/api/orders/${order}` }),
      expect: statuses({
        patientA: 200,
        patientB: 404,
        doctor: 404,
        pharmacist: 200,
        lab: 404,
        admin: 200,
      }),
    },
    {
      route: 'DELETE /api/orders/{id}',
      request: async () => ({ url: `/api/orders/${await freshOrder()}` }),
      expect: statuses({
        patientA: 200,
        patientB: 404,
        doctor: 404,
        pharmacist: 404,
        lab: 404,
        admin: 404,
      }),
    },
    {
      route: 'PATCH /api/orders/{id}',
      request: async () => ({
        url: `/api/orders/${await freshOrder()}`,
        payload: { state: 'confirmed' },
      }),
      expect: pharmacistOnly,
    },
    {
      route: 'GET /api/orders/{id}/prescription',
      request: () => ({ url: `/api/orders/${cited}/prescription` }),
      expect: pharmacistOnly,
    },
    {
      route: 'GET /api/orders/{id}/prescription-photo',
      request: () => ({ url: `/api/orders/${withPhoto}/prescription-photo` }),
      expect: statuses({
        patientA: 200,
        patientB: 404,
        doctor: 404,
        pharmacist: 200,
        lab: 404,
        admin: 403,
      }),
    },
    {
      route: 'POST /api/prescription-photos',
      request: (actor) => {
        if (actor === 'anonymous') return { url: '/api/prescription-photos' };
        const body = photoUpload();
        return {
          url: '/api/prescription-photos',
          payload: body.payload.toString('latin1'),
          headers: { ...users[actor].headers, 'content-type': body.contentType },
        };
      },
      expect: statuses({
        patientA: 201,
        patientB: 201,
        doctor: 403,
        pharmacist: 403,
        lab: 403,
        admin: 403,
      }),
    },
    {
      route: 'GET /api/prescriptions/{id}/order-lines',
      request: () => ({ url: `/api/prescriptions/${prescriptionId}/order-lines` }),
      expect: statuses({
        patientA: 200,
        patientB: 404,
        doctor: 404,
        pharmacist: 404,
        lab: 404,
        admin: 404,
      }),
    },
  ];
};

const ADDRESS = {
  recipient: 'Matrix Patient',
  phone: '01712345678',
  line: 'House 1',
  area: 'Gulshan',
  district: 'Dhaka',
};
