import type { CatalogMedicine, Order } from '@sustho/contracts';
import { testClientConfig } from './client-config';
import { stubApi, type ApiRoutes } from './stub-api';

/** The signed-in account of the order tests, as the session and /me answer it. */
export const patient = {
  id: 'user-1',
  name: 'Rahim Uddin',
  email: 'rahim@example.com',
  emailVerified: true,
  image: null,
};

/** Signs in `role` (a patient by default) and answers the routes every signed-in page asks. */
export function stubSignedInAs(role: 'user' | 'pharmacist' | 'admin', routes: ApiRoutes) {
  return stubApi({
    'GET /api/auth/get-session': { user: patient, session: { id: 's', expiresAt: '2030-01-01' } },
    'GET /api/jwt': { accessToken: 'header.eyJleHAiOjQxMDI0NDQ4MDB9.signature' },
    'GET /api/users/admin/:email': { isAdmin: role === 'admin' },
    'GET /api/me': { ...patient, role, doctorId: null },
    'GET /api/client-config': testClientConfig(),
    'GET /api/orders/delivery-fee': ({ search }) => {
      const subtotal = Number(new URLSearchParams(search).get('subtotal'));
      return { currency: 'BDT', subtotal, deliveryFee: subtotal >= 1000 ? 0 : 60, freeFrom: 1000 };
    },
    ...routes,
  });
}

export const napa: CatalogMedicine = {
  _id: '0d6f1c2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f',
  brandName: 'Napa',
  genericName: 'Paracetamol',
  strength: '500 mg',
  form: 'tablet',
  manufacturer: 'Beximco Pharmaceuticals Ltd.',
  packDescription: '10 tablets',
  unitsPerPack: 10,
  unitPrice: 1.2,
  packPrice: 12,
  currency: 'BDT',
  rx: false,
  inStock: 500,
};

export const zimax: CatalogMedicine = {
  ...napa,
  _id: '1e7a2d3f-4b5c-4d6e-9f70-8b9c0d1e2f3a',
  brandName: 'Zimax',
  genericName: 'Azithromycin',
  strength: '500 mg',
  manufacturer: 'Square Pharmaceuticals PLC',
  packDescription: '6 tablets',
  unitsPerPack: 6,
  unitPrice: 40,
  packPrice: 240,
  rx: true,
  inStock: 60,
};

export const azithrocin: CatalogMedicine = {
  ...zimax,
  _id: '2f8b3e4a-5c6d-4e7f-8a91-9c0d1e2f3a4b',
  brandName: 'Azithrocin',
  manufacturer: 'Beximco Pharmaceuticals Ltd.',
  unitPrice: 35,
  packPrice: 210,
};

/** A cash-on-delivery order of 10 Napa for the account holder, placed and then `history`'s steps. */
export const orderOf = (extra: Partial<Order> = {}): Order => ({
  _id: '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  patientId: patient.id,
  patientName: patient.name,
  state: 'placed',
  items: [
    {
      medicineId: napa._id,
      brandName: napa.brandName,
      genericName: napa.genericName,
      strength: napa.strength,
      form: napa.form,
      rx: false,
      unitPrice: 1.2,
      quantity: 10,
      lineTotal: 12,
    },
  ],
  subtotal: 12,
  deliveryFee: 60,
  total: 72,
  currency: 'BDT',
  payment: 'cod',
  paid: false,
  refunded: false,
  refundedAmount: 0,
  address: {
    recipient: patient.name,
    phone: '01712345678',
    line: 'House 12, Road 5',
    area: 'Dhanmondi',
    district: 'Dhaka',
  },
  prescriptionId: null,
  hasPrescriptionPhoto: false,
  history: [{ state: 'placed', at: '2026-11-20T04:00:00.000Z', reason: null }],
  createdAt: '2026-11-20T04:00:00.000Z',
  holdUntil: null,
  ...extra,
});
