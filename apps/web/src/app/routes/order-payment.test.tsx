import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import { copy } from '../../copy/en';
import { orderOf, stubSignedInAs } from '../../test/orders';
import { renderApp } from '../render-app';

const text = copy.orders.payment;
const LAZY = { timeout: 5000 };
const waiting = orderOf({
  state: 'awaiting_payment',
  payment: 'online',
  history: [{ state: 'awaiting_payment', at: '2026-11-20T04:00:00.000Z', reason: null }],
});
const summary = {
  _id: waiting._id,
  kind: 'order' as const,
  price: waiting.total,
  currency: waiting.currency,
  payable: true,
  paid: false,
  refunded: false,
  refundedAmount: 0,
};

afterEach(() => vi.unstubAllGlobals());

describe('The payment page of a medicine order', () => {
  it('asks for the total, delivery included, and leads back to My Orders', async () => {
    stubSignedInAs('user', {
      'GET /api/payables/:id': summary,
      'GET /api/orders/:id': waiting,
      'POST /api/create-payment-intent': { clientSecret: 'sandbox_secret' },
    });
    renderApp(paths.payment(waiting._id));
    expect(await screen.findByRole('heading', { name: text.heading }, LAZY)).toBeInTheDocument();
    expect(screen.getByText(text.instruction('৳72'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.backToOrders })).toHaveAttribute(
      'href',
      paths.myOrders,
    );
  });

  it('says a cancelled order has nothing to pay', async () => {
    stubSignedInAs('user', {
      'GET /api/payables/:id': { ...summary, payable: false },
      'GET /api/orders/:id': { ...waiting, state: 'cancelled' },
    });
    renderApp(paths.payment(waiting._id));
    expect(await screen.findByText(text.cancelled, {}, LAZY)).toBeInTheDocument();
  });
});
