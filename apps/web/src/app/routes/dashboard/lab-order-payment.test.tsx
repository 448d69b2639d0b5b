import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { copy } from '../../../copy/en';
import { testClientConfig } from '../../../test/client-config';
import { labOrderOf } from '../../../test/lab-orders';
import { stubApi } from '../../../test/stub-api';
import { renderApp } from '../../render-app';

const text = copy.labOrders.payment;
const patient = {
  id: 'user-1',
  name: 'Rahim Uddin',
  email: 'rahim@example.com',
  emailVerified: true,
  image: null,
};
const LAZY = { timeout: 5000 };
const order = labOrderOf({ state: 'awaiting_payment', payment: 'online' });

afterEach(() => vi.unstubAllGlobals());

function renderPayment(paid: boolean) {
  stubApi({
    'GET /api/auth/get-session': { user: patient, session: { id: 's', expiresAt: '2030-01-01' } },
    'GET /api/jwt': { accessToken: 'header.eyJleHAiOjQxMDI0NDQ4MDB9.signature' },
    'GET /api/users/admin/:email': { isAdmin: false },
    'GET /api/client-config': testClientConfig(),
    'GET /api/payables/:id': {
      _id: order._id,
      kind: 'labOrder',
      price: order.total,
      currency: order.currency,
      payable: !paid,
      paid,
      refunded: false,
      refundedAmount: 0,
    },
    'GET /api/lab-orders/:id': paid ? { ...order, state: 'booked', paid: true } : order,
    'POST /api/create-payment-intent': { clientSecret: 'sandbox_secret' },
  });
  renderApp(paths.payment(order._id));
}

describe('The payment page of a lab order', { timeout: 15_000 }, () => {
  it('names the tests and the total, and offers to pay', async () => {
    renderPayment(false);
    expect(
      await screen.findByRole(
        'heading',
        { name: text.heading('Complete Blood Count (CBC), HbA1c') },
        LAZY,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(text.instruction('$28'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.back })).toHaveAttribute(
      'href',
      paths.myLabOrders,
    );
  });

  it('says when the order is already paid', async () => {
    renderPayment(true);
    expect(await screen.findByText(text.paid, {}, LAZY)).toBeInTheDocument();
  });
});
