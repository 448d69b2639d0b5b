import type { LabOrder } from '@sustho/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { copy } from '../../../copy/en';
import { renderApp } from '../../render-app';
import { testClientConfig } from '../../../test/client-config';
import { myselfOf, rafi } from '../../../test/family';
import { labOrderOf } from '../../../test/lab-orders';
import { failure, stubApi, type ApiRoutes } from '../../../test/stub-api';

const text = copy.labOrders;
const patient = {
  id: 'user-1',
  name: 'Rahim Uddin',
  email: 'rahim@example.com',
  emailVerified: true,
  image: null,
};
const LAZY = { timeout: 5000 };

afterEach(() => vi.unstubAllGlobals());

function stubSignedIn(routes: ApiRoutes) {
  return stubApi({
    'GET /api/auth/get-session': { user: patient, session: { id: 's', expiresAt: '2030-01-01' } },
    'GET /api/jwt': { accessToken: 'header.eyJleHAiOjQxMDI0NDQ4MDB9.signature' },
    'GET /api/users/admin/:email': { isAdmin: false },
    'GET /api/client-config': testClientConfig(),
    'GET /api/family': [myselfOf(patient), rafi],
    ...routes,
  });
}

const card = async (name: string) =>
  within((await screen.findAllByRole('heading', { name }, LAZY))[0]!.closest('li')!);

describe('My Tests', { timeout: 15_000 }, () => {
  it('shows each order with its state, collection and payment, and links to the results', async () => {
    const ready = labOrderOf({
      _id: 'o-2',
      state: 'result_ready',
      patientId: rafi._id,
      patientName: rafi.name,
      collection: { type: 'lab', date: '2030-01-10', slot: null, address: null },
      payment: 'online',
      paid: true,
    });
    stubSignedIn({ 'GET /api/lab-orders': [labOrderOf(), ready] });
    renderApp(paths.myLabOrders);
    const [booked, done] = (
      await screen.findAllByRole('heading', { name: 'Complete Blood Count (CBC), HbA1c' }, LAZY)
    ).map((heading) => within(heading.closest('li')!));
    expect(booked!.getByText(text.states.booked)).toBeInTheDocument();
    expect(
      booked!.getByText(text.homeAt('Jan 15, 2030', '07:30 AM - 08:00 AM')),
    ).toBeInTheDocument();
    expect(booked!.getByText(`${text.price('28$')} · ${text.payAtCollection}`)).toBeInTheDocument();
    expect(done!.getByText(text.states.result_ready)).toBeInTheDocument();
    expect(done!.getByText(copy.family.bookedFor(rafi.name))).toBeInTheDocument();
    expect(done!.getByRole('link', { name: text.myTests.results })).toHaveAttribute(
      'href',
      paths.healthRecordOf(rafi._id, 'test-results'),
    );
    expect(done!.queryByRole('button', { name: /cancel/i })).toBeNull();
  });

  it('cancels an order before collection after a confirmation that names the refund', async () => {
    let order: LabOrder = labOrderOf({ payment: 'online', paid: true });
    const calls = stubSignedIn({
      'GET /api/lab-orders': () => [order],
      'DELETE /api/lab-orders/:id': () => {
        order = { ...order, state: 'cancelled', refunded: true, refundedAmount: 28 };
        return order;
      },
    });
    const user = userEvent.setup();
    renderApp(paths.myLabOrders);
    const booked = await card('Complete Blood Count (CBC), HbA1c');
    await user.click(
      booked.getByRole('button', {
        name: text.myTests.cancelLabel('Complete Blood Count (CBC), HbA1c'),
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: text.myTests.cancelTitle });
    expect(within(dialog).getByText(text.myTests.cancelRefund)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: text.myTests.cancelConfirm }));
    expect(await screen.findByText(text.states.cancelled)).toBeInTheDocument();
    expect(screen.getByText(`${text.price('28$')} · ${text.refunded('28$')}`)).toBeInTheDocument();
    expect(
      calls.filter((call) => call.request === `DELETE /api/lab-orders/${order._id}`),
    ).toHaveLength(1);
  });

  it('says the refusal when the sample was collected meanwhile', async () => {
    stubSignedIn({
      'GET /api/lab-orders': [labOrderOf()],
      'DELETE /api/lab-orders/:id': failure(409, 'The sample is already collected'),
    });
    const user = userEvent.setup();
    renderApp(paths.myLabOrders);
    const booked = await card('Complete Blood Count (CBC), HbA1c');
    await user.click(booked.getByRole('button', { name: /Cancel the order/ }));
    const dialog = await screen.findByRole('dialog', { name: text.myTests.cancelTitle });
    await user.click(within(dialog).getByRole('button', { name: text.myTests.cancelConfirm }));
    expect(await screen.findByText('The sample is already collected')).toBeInTheDocument();
  });

  it('says when there is no order yet', async () => {
    stubSignedIn({ 'GET /api/lab-orders': [] });
    renderApp(paths.myLabOrders);
    expect(await screen.findByText(text.myTests.empty, {}, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.myTests.book })).toHaveAttribute(
      'href',
      paths.labTests,
    );
  });
});
