import type { LabOrder } from '@sustho/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { copy } from '../../../copy/en';
import { testClientConfig } from '../../../test/client-config';
import { cbc, hba1c, labOrderOf } from '../../../test/lab-orders';
import { failure, stubApi, type ApiRoutes } from '../../../test/stub-api';
import { renderApp } from '../../render-app';

const text = copy.labOrders;
const technician = {
  id: 'lab-1',
  name: 'Lab Technician',
  email: 'lab@sustho.demo',
  emailVerified: true,
  image: null,
};
const LAZY = { timeout: 5000 };
const DAY = '2030-01-15';

afterEach(() => vi.unstubAllGlobals());

function stubLab(routes: ApiRoutes) {
  return stubApi({
    'GET /api/auth/get-session': {
      user: technician,
      session: { id: 's', expiresAt: '2030-01-01' },
    },
    'GET /api/jwt': { accessToken: 'header.eyJleHAiOjQxMDI0NDQ4MDB9.signature' },
    'GET /api/users/admin/:email': { isAdmin: false },
    'GET /api/me': { ...technician, role: 'lab', doctorId: null },
    'GET /api/client-config': testClientConfig(),
    'GET /api/lab-tests': [cbc, hba1c],
    ...routes,
  });
}

const orderCard = async (patientName: string) =>
  within((await screen.findByRole('heading', { name: patientName }, LAZY)).closest('li')!);

describe("The lab's day", { timeout: 20_000 }, () => {
  it('lists the day by slot with addresses, and marks a sample collected', async () => {
    let order: LabOrder = labOrderOf();
    const atLab = labOrderOf({
      _id: 'o-lab',
      patientName: 'Karima Begum',
      collection: { type: 'lab', date: DAY, slot: null, address: null },
    });
    const calls = stubLab({
      'GET /api/lab-orders': () => [atLab, order],
      'PATCH /api/lab-orders/:id': () => {
        order = { ...order, state: 'sample_collected' };
        return order;
      },
    });
    const user = userEvent.setup();
    renderApp(`${paths.labDay}?date=${DAY}`);
    const home = await orderCard('Rahim Uddin');
    const slots = within(screen.getByRole('region', { name: text.labDay.heading }))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(slots).toEqual(['07:30 AM - 08:00 AM', text.labDay.atLab]);
    expect(home.getByText(/House 12, Road 5, Dhanmondi, Dhaka/)).toBeInTheDocument();
    expect(home.getByRole('link', { name: '+8801712345678' })).toHaveAttribute(
      'href',
      'tel:+8801712345678',
    );
    expect(calls.find((call) => call.request === 'GET /api/lab-orders')?.search).toBe(
      `?date=${DAY}`,
    );
    await user.click(home.getByRole('button', { name: text.labDay.collect }));
    expect(await home.findByText(text.states.sample_collected)).toBeInTheDocument();
    expect(
      calls.find((call) => call.request === 'PATCH /api/lab-orders/' + order._id)?.body,
    ).toEqual({ state: 'sample_collected' });
  });

  it('enters results, flagging High as typed, and releases them', async () => {
    const calls = stubLab({
      'GET /api/lab-orders': [labOrderOf({ state: 'sample_collected' })],
      'POST /api/lab-orders/:id/results': failure(503, 'Try again'),
    });
    const user = userEvent.setup();
    renderApp(`${paths.labDay}?date=${DAY}`);
    const home = await orderCard('Rahim Uddin');
    await user.click(home.getByRole('button', { name: text.labDay.enterResults }));
    const form = await screen.findByRole('form', {
      name: text.results.heading('Complete Blood Count (CBC), HbA1c'),
    });
    const value = within(form).getByLabelText(text.results.value('HbA1c', '%'));
    expect(within(form).getByText(text.results.range('4–5.6 %'))).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: text.results.release }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(text.results.required);

    await user.type(value, '7.2');
    expect(within(form).getByText(text.flags.high)).toBeInTheDocument();
    await user.type(within(form).getByLabelText(text.results.value('Haemoglobin', 'g/dL')), '14');
    await user.click(within(form).getByRole('button', { name: text.results.release }));
    expect(await within(form).findByText('Try again')).toBeInTheDocument();
    const sent = calls.find((call) => call.request.endsWith('/results'))?.body;
    expect(sent).toEqual({
      tests: [
        { testId: cbc._id, values: [{ valueId: cbc.values[0]!._id, number: 14 }] },
        { testId: hba1c._id, values: [{ valueId: hba1c.values[0]!._id, number: 7.2 }] },
      ],
    });
  });

  it('cancels with a reason the patient reads', async () => {
    const calls = stubLab({
      'GET /api/lab-orders': [labOrderOf()],
      'PATCH /api/lab-orders/:id': labOrderOf({ state: 'cancelled' }),
    });
    const user = userEvent.setup();
    renderApp(`${paths.labDay}?date=${DAY}`);
    const home = await orderCard('Rahim Uddin');
    await user.click(home.getByRole('button', { name: text.labDay.cancel }));
    const dialog = await screen.findByRole('dialog', { name: text.labDay.cancelTitle });
    await user.type(within(dialog).getByLabelText(text.labDay.reason), 'No collector today');
    await user.click(within(dialog).getByRole('button', { name: text.labDay.cancelConfirm }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.request.startsWith('PATCH'))?.body).toEqual({
        state: 'cancelled',
        reason: 'No collector today',
      }),
    );
  });
});
