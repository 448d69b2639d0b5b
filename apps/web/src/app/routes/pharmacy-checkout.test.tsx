import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import { copy } from '../../copy/en';
import {
  addToCart,
  cartMedicineOf,
  clearCart,
  fillCartFromPrescription,
} from '../../features/pharmacy/cart';
import { myselfOf, rafi } from '../../test/family';
import { azithrocin, napa, orderOf, patient, stubSignedInAs, zimax } from '../../test/orders';
import { failure } from '../../test/stub-api';
import { renderApp } from '../render-app';

const text = copy.orders.checkout;
const LAZY = { timeout: 5000 };
const prescriptionId = 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f';

afterEach(() => {
  vi.unstubAllGlobals();
  clearCart();
});

async function fillAddress(user: UserEvent) {
  await user.type(await screen.findByLabelText(text.phone, {}, LAZY), '01712345678');
  await user.type(screen.getByLabelText(text.addressLine), 'House 12, Road 5');
  await user.type(screen.getByLabelText(text.area), 'Dhanmondi');
  await user.selectOptions(screen.getByLabelText(text.district), 'Dhaka');
}

const posted = (calls: { request: string; body: unknown }[]) =>
  calls.filter((call) => call.request === 'POST /api/orders').map((call) => call.body);

describe('/pharmacy/checkout', { timeout: 20_000 }, () => {
  it('shows the totals and places a cash-on-delivery order, then confirms it on My Orders', async () => {
    addToCart(napa, 10);
    const calls = stubSignedInAs('user', {
      'GET /api/family': [myselfOf(patient)],
      'POST /api/orders': orderOf(),
      'GET /api/orders': [orderOf()],
    });
    const user = userEvent.setup();
    const { router } = renderApp(paths.checkout);
    const summary = within(
      (await screen.findByRole('heading', { name: text.summaryHeading }, LAZY)).closest('section')!,
    );
    expect(await summary.findByTestId('delivery-fee')).toHaveTextContent('৳60');
    expect(summary.getByTestId('order-total')).toHaveTextContent('৳72');
    expect(summary.getByText(text.freeFrom('৳1,000'))).toBeInTheDocument();
    // No prescription-only medicine: no photo is asked for.
    expect(screen.queryByLabelText(text.photo)).toBeNull();

    await user.click(screen.getByRole('button', { name: text.place }));
    expect(await screen.findByText(`${text.district} is required`)).toBeInTheDocument();
    expect(posted(calls)).toEqual([]);

    await fillAddress(user);
    await user.click(screen.getByLabelText(copy.orders.payments.cod));
    await user.click(screen.getByRole('button', { name: text.place }));
    expect(await screen.findByText(text.placedCod, {}, LAZY)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.myOrders);
    expect(posted(calls)).toEqual([
      {
        items: [{ medicineId: napa._id, quantity: 10 }],
        address: {
          recipient: patient.name,
          phone: '+8801712345678',
          line: 'House 12, Road 5',
          area: 'Dhanmondi',
          district: 'Dhaka',
        },
        payment: 'cod',
      },
    ]);
  });

  it('goes to the payment page of an order paid online', async () => {
    addToCart(napa, 10);
    stubSignedInAs('user', {
      'GET /api/family': [myselfOf(patient)],
      'POST /api/orders': orderOf({ state: 'awaiting_payment', payment: 'online' }),
    });
    const user = userEvent.setup();
    const { router } = renderApp(paths.checkout);
    await fillAddress(user);
    await user.click(screen.getByLabelText(copy.orders.payments.online));
    await user.click(screen.getByRole('button', { name: text.place }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.payment(orderOf()._id)));
  });

  it("orders a prescription's medicines for its profile, and shows a refusal next to the line it names", async () => {
    fillCartFromPrescription({ prescriptionId, patientId: rafi._id }, [
      { quantity: 6, brands: [azithrocin, zimax].map(cartMedicineOf) },
    ]);
    addToCart(napa, 10);
    const calls = stubSignedInAs('user', {
      'GET /api/family': [myselfOf(patient), rafi],
      'POST /api/orders': failure(409, 'Azithrocin: only 6 units are left on the prescription'),
    });
    const user = userEvent.setup();
    renderApp(paths.checkout);
    const forWhom = await screen.findByLabelText(copy.family.forLabel, {}, LAZY);
    await waitFor(() => expect(forWhom).toHaveValue(rafi._id));
    expect(screen.getByText(text.prescriptionFrom)).toBeInTheDocument();
    expect(screen.queryByLabelText(text.photo)).toBeNull();
    await fillAddress(user);
    await user.click(screen.getByLabelText(copy.orders.payments.cod));
    await user.click(screen.getByRole('button', { name: text.place }));
    const line = within((await screen.findByText('Azithrocin 500 mg', {}, LAZY)).closest('li')!);
    expect(await line.findByRole('alert')).toHaveTextContent(
      text.lineProblem('Azithrocin: only 6 units are left on the prescription'),
    );
    // The patient changes the line: the refusal, given for the cart as it was, goes.
    const quantity = line.getByLabelText(copy.pharmacy.quantityOf('Azithrocin 500 mg Tablet'));
    await user.clear(quantity);
    await user.type(quantity, '5');
    await waitFor(() => expect(line.queryByRole('alert')).toBeNull());
    expect(posted(calls)).toMatchObject([
      {
        items: [
          { medicineId: azithrocin._id, quantity: 6 },
          { medicineId: napa._id, quantity: 10 },
        ],
        prescriptionId,
        patientId: rafi._id,
      },
    ]);
  });

  it('asks for a photo of the prescription when prescription-only medicines have none', async () => {
    addToCart(zimax, 6);
    const calls = stubSignedInAs('user', {
      'GET /api/family': [myselfOf(patient)],
      'POST /api/prescription-photos': { _id: 'e5f6a7b8-c9d0-4e1f-8a2b-3c4d5e6f7a8b' },
      'POST /api/orders': orderOf({ state: 'awaiting_prescription_check' }),
      'GET /api/orders': [orderOf({ state: 'awaiting_prescription_check' })],
    });
    const user = userEvent.setup();
    renderApp(paths.checkout);
    expect(await screen.findByText(text.photoNeeded, {}, LAZY)).toBeInTheDocument();
    await fillAddress(user);
    await user.click(screen.getByLabelText(copy.orders.payments.cod));
    await user.click(screen.getByRole('button', { name: text.place }));
    expect(await screen.findByText(text.photoRequired)).toBeInTheDocument();
    expect(posted(calls)).toEqual([]);

    await user.upload(
      screen.getByLabelText(text.photo),
      new File(['%PDF-1.4'], 'prescription.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText(text.photoUploaded('prescription.pdf'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.place }));
    await waitFor(() =>
      expect(posted(calls)).toMatchObject([
        { prescriptionPhotoId: 'e5f6a7b8-c9d0-4e1f-8a2b-3c4d5e6f7a8b' },
      ]),
    );
  });

  it('says when the cart is empty', async () => {
    stubSignedInAs('user', { 'GET /api/family': [myselfOf(patient)] });
    renderApp(paths.checkout);
    expect(await screen.findByText(text.emptyCart, {}, LAZY)).toBeInTheDocument();
  });
});
