import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import { copy } from '../../copy/en';
import { orderOf, stubSignedInAs } from '../../test/orders';
import { renderApp } from '../render-app';

const text = copy.orders.queue;
const LAZY = { timeout: 5000 };
const older = orderOf({ _id: '7b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e', patientName: 'Karim Ali' });
const newer = orderOf({
  _id: '8c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
  patientName: 'Salma Begum',
  state: 'awaiting_prescription_check',
  hasPrescriptionPhoto: true,
  createdAt: '2026-11-21T04:00:00.000Z',
  history: [{ state: 'awaiting_prescription_check', at: '2026-11-21T04:00:00.000Z', reason: null }],
});
const cited = orderOf({
  _id: '9d4e5f6a-7b8c-4d9e-8f0a-2b3c4d5e6f7a',
  patientName: 'Nasrin Akter',
  prescriptionId: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f',
});

afterEach(() => vi.unstubAllGlobals());

const card = async (name: string) =>
  within(await screen.findByRole('article', { name: new RegExp(`^${name}`) }, LAZY));

describe("The pharmacist's queue", () => {
  it("lists the orders as the API answers them (oldest first), with 'Orders' in the menu", async () => {
    stubSignedInAs('pharmacist', { 'GET /api/orders': [older, newer] });
    renderApp(paths.orders);
    const karim = await card('Karim Ali');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings[0]).toMatch(/^Karim Ali/);
    expect(headings[1]).toMatch(/^Salma Begum/);
    expect(karim.getByText(/House 12, Road 5, Dhanmondi, Dhaka/)).toBeInTheDocument();
    expect(karim.getByText('Cash on delivery · Not paid yet')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: copy.dashboard.menuLabel });
    expect(within(menu).getByRole('link', { name: copy.dashboard.orders })).toHaveAttribute(
      'href',
      paths.orders,
    );
  });

  it('filters by state, asking the API and keeping the choice in the URL', async () => {
    const calls = stubSignedInAs('pharmacist', {
      'GET /api/orders': ({ search }) => (search ? [newer] : [older, newer]),
    });
    const user = userEvent.setup();
    const { router } = renderApp(paths.orders);
    await card('Karim Ali');
    await user.selectOptions(
      screen.getByLabelText(text.filter),
      copy.orders.states.awaiting_prescription_check,
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: /^Karim Ali/ })).toBeNull());
    expect(router.state.location.search).toBe('?state=awaiting_prescription_check');
    expect(calls.map((call) => call.search)).toContain('?state=awaiting_prescription_check');
    // An unpaid online order is not the pharmacist's yet: no filter for it.
    expect(
      within(screen.getByLabelText(text.filter)).queryByRole('option', {
        name: copy.orders.states.awaiting_payment,
      }),
    ).toBeNull();
  });

  it('takes an order one step forward', async () => {
    const calls = stubSignedInAs('pharmacist', {
      'GET /api/orders': [older],
      'PATCH /api/orders/:id': orderOf({ state: 'confirmed' }),
    });
    const user = userEvent.setup();
    renderApp(paths.orders);
    const karim = await card('Karim Ali');
    await user.click(karim.getByRole('button', { name: text.next.confirmed }));
    expect(await screen.findByText(text.moved('Confirmed'))).toBeInTheDocument();
    expect(calls.filter((call) => call.request.startsWith('PATCH'))).toMatchObject([
      { params: { id: older._id }, body: { state: 'confirmed' } },
    ]);
  });

  it('cancels with a reason, which it asks for first', async () => {
    const calls = stubSignedInAs('pharmacist', {
      'GET /api/orders': [older],
      'PATCH /api/orders/:id': orderOf({ state: 'cancelled' }),
    });
    const user = userEvent.setup();
    renderApp(paths.orders);
    const karim = await card('Karim Ali');
    await user.click(karim.getByRole('button', { name: text.cancel }));
    const dialog = within(screen.getByRole('dialog', { name: text.cancelTitle }));
    await user.click(dialog.getByRole('button', { name: text.cancelConfirm }));
    expect(await dialog.findByText(`${text.reason} is required`)).toBeInTheDocument();
    await user.type(dialog.getByLabelText(text.reason), 'Out of stock at the supplier');
    await user.click(dialog.getByRole('button', { name: text.cancelConfirm }));
    expect(await screen.findByText(text.cancelled)).toBeInTheDocument();
    expect(calls.filter((call) => call.request.startsWith('PATCH')).map((c) => c.body)).toEqual([
      { state: 'cancelled', reason: 'Out of stock at the supplier' },
    ]);
  });

  it('approves or rejects a prescription photo', async () => {
    const calls = stubSignedInAs('pharmacist', {
      'GET /api/orders': [newer],
      'PATCH /api/orders/:id': ({ body }) =>
        orderOf({ state: (body as { state: 'placed' | 'cancelled' }).state }),
    });
    const user = userEvent.setup();
    renderApp(paths.orders);
    const salma = await card('Salma Begum');
    expect(salma.getByRole('link', { name: text.viewPhoto })).toHaveAttribute(
      'href',
      expect.stringContaining(`/orders/${newer._id}/prescription-photo`),
    );
    // Waiting for the check: no step forward until it is approved.
    expect(salma.queryByRole('button', { name: text.next.confirmed })).toBeNull();
    await user.click(salma.getByRole('button', { name: text.approve }));
    expect(await screen.findByText(text.approved)).toBeInTheDocument();
    await user.click(salma.getByRole('button', { name: text.reject }));
    const dialog = within(screen.getByRole('dialog', { name: text.rejectTitle }));
    await user.type(dialog.getByLabelText(text.reason), 'The photo is unreadable');
    await user.click(dialog.getByRole('button', { name: text.reject }));
    expect(await screen.findByText(text.rejected)).toBeInTheDocument();
    expect(calls.filter((call) => call.request.startsWith('PATCH')).map((c) => c.body)).toEqual([
      { state: 'placed' },
      { state: 'cancelled', reason: 'The photo is unreadable' },
    ]);
  });

  it('shows the Sustho prescription an order cites only when the pharmacist opens it', async () => {
    const calls = stubSignedInAs('pharmacist', {
      'GET /api/orders': [cited],
      'GET /api/orders/:id/prescription': {
        _id: cited.prescriptionId!,
        bookingId: 'b-1',
        version: 1,
        code: 'BBBBBBBBBBBBBBBBBBBBBBBB',
        verifyUrl: 'http://localhost/verify/BBBBBBBBBBBBBBBBBBBBBBBB',
        doctorName: 'Dr. Rahman',
        issuedAt: '2026-11-19T03:30:00Z',
        replacedAt: null,
        replacedBy: null,
        medicines: [
          {
            name: 'Azithromycin',
            strength: '500 mg',
            form: 'Tablet',
            dose: '1+0+0',
            meal: 'after',
            durationDays: 6,
            instructions: '',
          },
        ],
        investigations: '',
        advice: '',
        followUpDays: null,
      },
    });
    const user = userEvent.setup();
    renderApp(paths.orders);
    const nasrin = await card('Nasrin Akter');
    const read = () => calls.filter((call) => call.request.endsWith('/prescription'));
    expect(read()).toEqual([]);
    await user.click(nasrin.getByRole('button', { name: text.viewPrescription }));
    expect(
      await nasrin.findByText(text.prescribed('Azithromycin 500 mg Tablet', '1+0+0', '6')),
    ).toBeInTheDocument();
    expect(read().map((call) => call.params)).toEqual([{ id: cited._id }]);
  });

  it('never offers an admin the prescription an order cites', async () => {
    stubSignedInAs('admin', { 'GET /api/orders': [cited] });
    renderApp(paths.orders);
    const nasrin = await card('Nasrin Akter');
    expect(nasrin.getByText(text.sustho)).toBeInTheDocument();
    expect(nasrin.queryByRole('button', { name: text.viewPrescription })).toBeNull();
    expect(nasrin.queryByRole('button', { name: text.next.confirmed })).toBeNull();
  });

  it('sends a patient away', async () => {
    stubSignedInAs('user', { 'GET /api/orders': [], 'GET /api/bookings': [] });
    const { router } = renderApp(paths.orders);
    await waitFor(() => expect(router.state.location.pathname).not.toBe(paths.orders), LAZY);
  });
});
