import type { HealthRecord } from '@sustho/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import { copy } from '../../copy/en';
import { clearCart } from '../../features/pharmacy/cart';
import { myselfOf } from '../../test/family';
import { azithrocin, napa, patient, stubSignedInAs, zimax } from '../../test/orders';
import { renderApp } from '../render-app';

const text = copy.orders.fromPrescription;
const LAZY = { timeout: 5000 };
const medicine = { meal: 'after' as const, instructions: '' };
const prescription = {
  bookingId: 'b-1',
  doctorName: 'Dr. Rahman',
  investigations: '',
  advice: '',
  followUpDays: null,
  issuedAt: '2026-11-10T03:30:00Z',
  version: 1,
  replacedBy: null,
};
const record: HealthRecord = {
  patientId: patient.id,
  consultations: [],
  prescriptions: [
    {
      ...prescription,
      _id: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f',
      code: 'BBBBBBBBBBBBBBBBBBBBBBBB',
      verifyUrl: 'http://localhost/verify/BBBBBBBBBBBBBBBBBBBBBBBB',
      replacedAt: null,
      medicines: [
        {
          ...medicine,
          name: 'Azithromycin',
          strength: '500 mg',
          form: 'Tablet',
          dose: '1+0+0',
          durationDays: 6,
        },
        {
          ...medicine,
          name: 'Paracetamol',
          strength: '500 mg',
          form: 'Tablet',
          dose: '1+1+1',
          durationDays: 3,
        },
        {
          ...medicine,
          name: 'Rare cream',
          strength: '1%',
          form: 'Cream',
          dose: '1+0+1',
          durationDays: 7,
        },
      ],
    },
    {
      ...prescription,
      _id: 'd2e3f4a5-b6c7-4d8e-9f0a-1b2c3d4e5f6a',
      code: 'AAAAAAAAAAAAAAAAAAAAAAAA',
      verifyUrl: 'http://localhost/verify/AAAAAAAAAAAAAAAAAAAAAAAA',
      replacedAt: '2026-11-10T03:00:00Z',
      medicines: [
        {
          ...medicine,
          name: 'Azithromycin',
          strength: '500 mg',
          form: 'Tablet',
          dose: '1+0+0',
          durationDays: 3,
        },
      ],
    },
  ],
  reports: [],
  views: [],
  testResults: [],
};

afterEach(() => {
  vi.unstubAllGlobals();
  clearCart();
});

describe("'Order medicines' on My Health Record", () => {
  it('fills the cart from a valid prescription, cheapest first, and goes to checkout', async () => {
    const [valid] = record.prescriptions;
    const calls = stubSignedInAs('user', {
      'GET /api/me/health-record': record,
      'GET /api/family': [myselfOf(patient)],
      'GET /api/prescriptions/:id/order-lines': {
        prescriptionId: valid!._id,
        patientId: patient.id,
        lines: [
          { prescribed: { ...valid!.medicines[0]! }, quantity: 6, options: [azithrocin, zimax] },
          { prescribed: { ...valid!.medicines[1]! }, quantity: 9, options: [napa] },
          { prescribed: { ...valid!.medicines[2]! }, quantity: 0, options: [] },
        ],
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp(paths.healthRecord);
    const buttons = await screen.findAllByRole('button', { name: /^Order medicines of / }, LAZY);
    // The replaced prescription cannot be ordered from.
    expect(buttons).toHaveLength(1);
    // Its name begins with the text it shows (WCAG 2.5.3, axe's label-content-name-mismatch).
    expect(buttons[0]).toHaveTextContent(copy.orders.fromPrescription.order);
    expect(buttons[0]!.getAttribute('aria-label')).toMatch(
      new RegExp(`^${copy.orders.fromPrescription.order} `),
    );
    await user.click(buttons[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.checkout), LAZY);
    expect(
      calls.filter((call) => call.request.includes('order-lines')).map((c) => c.params),
    ).toEqual([{ id: valid!._id }]);
    expect(await screen.findByText(text.missing('Rare cream 1%'))).toBeInTheDocument();

    // The cheapest brand first; the patient may pick another, and the quantity stays.
    const brand = await screen.findByLabelText(text.otherBrandOf('Azithromycin 500 mg'), {}, LAZY);
    expect(brand).toHaveValue(azithrocin._id);
    await user.selectOptions(brand, zimax._id);
    const line = within(screen.getByText('Zimax 500 mg').closest('li')!);
    expect(line.getByLabelText(copy.pharmacy.quantityOf('Zimax 500 mg Tablet'))).toHaveValue(6);
    expect(screen.getByText('Napa 500 mg')).toBeInTheDocument();
    expect(screen.getByText(copy.orders.checkout.prescriptionFrom)).toBeInTheDocument();
  });
});
