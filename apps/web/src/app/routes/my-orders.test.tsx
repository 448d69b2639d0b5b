import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import { copy } from '../../copy/en';
import { orderOf, stubSignedInAs } from '../../test/orders';
import { forgetOfflineData } from '../../lib/offline-copies';
import { failure, withHeaders } from '../../test/stub-api';
import { renderApp } from '../render-app';

const text = copy.orders;
const LAZY = { timeout: 5000 };

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => forgetOfflineData());
});

const card = async () => within(await screen.findByRole('article', { name: /Order of/ }, LAZY));

describe('My Orders', () => {
  it("is in the patient's menu", async () => {
    stubSignedInAs('user', { 'GET /api/orders': [] });
    renderApp(paths.myOrders);
    const menu = await screen.findByRole('navigation', { name: copy.dashboard.menuLabel });
    expect(
      await within(menu).findByRole('link', { name: copy.dashboard.myOrders }, LAZY),
    ).toHaveAttribute('href', paths.myOrders);
    expect(await screen.findByText(text.myOrders.none, {}, LAZY)).toBeInTheDocument();
  });

  it('shows the timeline: the steps reached with their times, the current one marked', async () => {
    stubSignedInAs('user', {
      'GET /api/orders': [
        orderOf({
          state: 'packed',
          history: [
            { state: 'placed', at: '2026-11-20T04:00:00.000Z', reason: null },
            { state: 'confirmed', at: '2026-11-20T05:00:00.000Z', reason: null },
            { state: 'packed', at: '2026-11-20T06:00:00.000Z', reason: null },
          ],
        }),
      ],
    });
    renderApp(paths.myOrders);
    const order = await card();
    const steps = within(order.getByRole('list', { name: text.myOrders.timeline }))
      .getAllByRole('listitem')
      .map((step) => step.textContent);
    expect(steps).toHaveLength(5);
    expect(steps[0]).toMatch(/^Placed/);
    expect(steps[3]).toBe('Out for delivery');
    expect(steps[4]).toBe('Delivered');
    const current = order
      .getAllByRole('listitem')
      .find((step) => step.getAttribute('aria-current') === 'step');
    expect(current).toHaveTextContent(/^Packed/);
    expect(order.getByText('10 × Napa 500 mg Tablet')).toBeInTheDocument();
    expect(order.getByText('৳72')).toBeInTheDocument();
    // Packed: too late for the patient to cancel.
    expect(order.queryByRole('button', { name: text.myOrders.cancel })).toBeNull();
  });

  it('shows a cancelled order with its reason, and a wait for the prescription check', async () => {
    stubSignedInAs('user', {
      'GET /api/orders': [
        orderOf({
          state: 'cancelled',
          history: [
            { state: 'awaiting_prescription_check', at: '2026-11-20T04:00:00.000Z', reason: null },
            {
              state: 'cancelled',
              at: '2026-11-20T05:00:00.000Z',
              reason: 'The photo is unreadable',
            },
          ],
        }),
      ],
    });
    renderApp(paths.myOrders);
    const order = await card();
    const steps = within(order.getByRole('list', { name: text.myOrders.timeline })).getAllByRole(
      'listitem',
    );
    expect(steps).toHaveLength(2);
    expect(steps[0]).toHaveTextContent(/^Awaiting prescription check/);
    expect(steps[1]).toHaveTextContent(/^Cancelled/);
    expect(order.getByText('Reason: The photo is unreadable')).toBeInTheDocument();
  });

  it('cancels before packing, after a confirmation', async () => {
    let cancelled = false;
    const calls = stubSignedInAs('user', {
      'GET /api/orders': () => [orderOf(cancelled ? { state: 'cancelled' } : {})],
      'DELETE /api/orders/:id': () => {
        cancelled = true;
        return orderOf({ state: 'cancelled' });
      },
    });
    const user = userEvent.setup();
    renderApp(paths.myOrders);
    const order = await card();
    await user.click(order.getByRole('button', { name: text.myOrders.cancel }));
    const dialog = within(screen.getByRole('dialog', { name: text.myOrders.cancelTitle }));
    await user.click(dialog.getByRole('button', { name: text.myOrders.cancelKeep }));
    expect(calls.some((call) => call.request.startsWith('DELETE'))).toBe(false);

    await user.click(order.getByRole('button', { name: text.myOrders.cancel }));
    await user.click(dialog.getByRole('button', { name: text.myOrders.cancelConfirm }));
    expect(await screen.findByText(text.myOrders.cancelled)).toBeInTheDocument();
    expect(calls.filter((call) => call.request.startsWith('DELETE')).map((c) => c.params)).toEqual([
      { id: orderOf()._id },
    ]);
    await waitFor(() =>
      expect(order.queryByRole('button', { name: text.myOrders.cancel })).toBeNull(),
    );
  });

  it('offers to pay an online order that waits for its payment', async () => {
    stubSignedInAs('user', {
      'GET /api/orders': [
        orderOf({
          state: 'awaiting_payment',
          payment: 'online',
          history: [{ state: 'awaiting_payment', at: '2026-11-20T04:00:00.000Z', reason: null }],
        }),
      ],
    });
    renderApp(paths.myOrders);
    const order = await card();
    expect(order.getByRole('link', { name: text.myOrders.pay })).toHaveAttribute(
      'href',
      paths.payment(orderOf()._id),
    );
  });

  it('confirms the order checkout just placed', async () => {
    stubSignedInAs('user', { 'GET /api/orders': [orderOf()] });
    renderApp(paths.orderPlaced(orderOf()._id));
    expect(await screen.findByText(text.checkout.placedCod, {}, LAZY)).toBeInTheDocument();
  });

  it("shows the worker's copy offline, dated, with nothing to press", async () => {
    stubSignedInAs('user', {
      'GET /api/orders': withHeaders([orderOf()], {
        'x-sustho-offline-copy': '1',
        date: 'Thu, 19 Nov 2026 06:00:00 GMT',
      }),
    });
    renderApp(paths.myOrders);
    const order = await card();
    expect(screen.getByText(/^Offline · as of Nov \d+, 2026/)).toBeInTheDocument();
    expect(order.queryByRole('button', { name: text.myOrders.cancel })).toBeNull();
  });

  it('shows a failure with a way to try again', async () => {
    stubSignedInAs('user', { 'GET /api/orders': failure(503, 'The pharmacy is resting') });
    renderApp(paths.myOrders);
    expect(await screen.findByRole('alert', {}, LAZY)).toHaveTextContent('The pharmacy is resting');
  });
});
