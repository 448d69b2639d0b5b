import { randomUUID } from 'node:crypto';
import { MEDICINE_CSV_COLUMNS } from '@sustho/contracts';
import { createMedicine } from '../medicine-fixtures.js';
import { multipartBody } from '../records/fixtures.js';
import { everyone, type MatrixArea } from './types.js';

/** Pharmacists work the catalogue; admins keep every ability (services.md §1). */
const pharmacyStaffOnly = (status: number) => ({
  anonymous: 401,
  patientA: 403,
  patientB: 403,
  doctor: 403,
  pharmacist: status,
  lab: 403,
  admin: status,
});

/**
 * The medicine catalogue (services.md §5): open to everyone, signed in or not; its prices and
 * stock are edited, and catalogue files imported, by pharmacists and admins only.
 */
export const pharmacyCases: MatrixArea = async ({ app, users }) => {
  const medicine = await createMedicine(app.db);
  // A medicine new to the catalogue per call, so each caller's import stands alone.
  const catalogueFile = () =>
    multipartBody({
      data: Buffer.from(
        `${MEDICINE_CSV_COLUMNS.join(',')}\n` +
          `Matrixamol ${randomUUID().slice(0, 8)},Paracetamol,500 mg,tablet,Matrix Pharma,10 x 10 tablets,100,1.2,no,50\n`,
      ),
      name: 'catalogue.csv',
      type: 'text/csv',
    });
  return [
    {
      route: 'GET /api/medicines',
      request: () => ({ url: '/api/medicines?q=testamol' }),
      expect: everyone(200),
    },
    {
      route: 'GET /api/medicines/{id}',
      request: () => ({ url: `/api/medicines/${medicine.id}` }),
      expect: everyone(200),
    },
    {
      route: 'PATCH /api/medicines/{id}',
      request: () => ({
        url: `/api/medicines/${medicine.id}`,
        payload: { unitPrice: 1.5, stock: 900 },
      }),
      expect: pharmacyStaffOnly(200),
    },
    {
      route: 'POST /api/medicines/import',
      request: (actor) => {
        if (actor === 'anonymous') return { url: '/api/medicines/import' };
        const body = catalogueFile();
        return {
          url: '/api/medicines/import',
          payload: body.payload.toString('latin1'),
          headers: { ...users[actor].headers, 'content-type': body.contentType },
        };
      },
      expect: pharmacyStaffOnly(200),
    },
  ];
};
