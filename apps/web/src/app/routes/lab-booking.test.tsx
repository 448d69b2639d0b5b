import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import { copy } from '../../copy/en';
import { testClientConfig } from '../../test/client-config';
import { myselfOf, rafi } from '../../test/family';
import { cbc, hba1c, labOrderOf } from '../../test/lab-orders';
import { failure, stubApi, type ApiRoutes } from '../../test/stub-api';
import { renderApp } from '../render-app';

const text = copy.labOrders.booking;
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
    'GET /api/lab-tests': [cbc, hba1c],
    'GET /api/lab-orders/home-collection-fee': { currency: 'USD', fee: 5 },
    ...routes,
  });
}

/** Fills the home collection's address and chooses pay at collection. */
async function fillAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(text.phone), '01712345678');
  await user.type(screen.getByLabelText(text.line), 'House 12, Road 5');
  await user.type(screen.getByLabelText(text.area), 'Dhanmondi');
  await user.selectOptions(screen.getByLabelText(text.district), 'Dhaka');
  await user.click(screen.getByRole('radio', { name: text.payAtCollection }));
}

// A form of many fields, typed into on a busy machine: each test gets time for its keystrokes.
describe('/lab-tests/book', { timeout: 20_000 }, () => {
  it('books the chosen tests for home collection in a slot with room, full slots disabled', async () => {
    const calls = stubSignedIn({
      'GET /api/lab-collection-slots': [
        { slot: '07:00', left: 0 },
        { slot: '07:30', left: 2 },
      ],
      'POST /api/lab-orders': labOrderOf(),
      'GET /api/lab-orders': [labOrderOf()],
    });
    const user = userEvent.setup();
    const { router } = renderApp(paths.labBooking({ tests: [cbc._id, hba1c._id] }));
    expect(await screen.findByText('Complete Blood Count (CBC)', {}, LAZY)).toBeInTheDocument();
    expect(screen.getByText(text.preparation('No fasting needed'))).toBeInTheDocument();
    expect(screen.getByText(`${text.testsTotal}: 23$`)).toBeInTheDocument();
    expect(await screen.findByText(`${text.homeFee}: 5$`)).toBeInTheDocument();
    expect(screen.getByText(`${text.total}: 28$`)).toBeInTheDocument();

    const full = await screen.findByRole('radio', { name: /07:00 AM - 07:30 AM/ }, LAZY);
    expect(full).toBeDisabled();
    expect(within(full.closest('label')!).getByText(text.full)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /07:30 AM - 08:00 AM.*2 left/ }));
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: text.submit }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe(paths.myLabOrders));
    const posted = calls.find((call) => call.request === 'POST /api/lab-orders')!.body;
    expect(posted).toMatchObject({
      testIds: [cbc._id, hba1c._id],
      collection: {
        type: 'home',
        slot: '07:30',
        address: {
          recipient: 'Rahim Uddin',
          phone: '+8801712345678',
          line: 'House 12, Road 5',
          area: 'Dhanmondi',
          district: 'Dhaka',
        },
      },
      payment: 'at_collection',
    });
  });

  it('asks for the slot and address before sending anything', async () => {
    const calls = stubSignedIn({ 'GET /api/lab-collection-slots': [{ slot: '07:30', left: 2 }] });
    const user = userEvent.setup();
    renderApp(paths.labBooking({ tests: [cbc._id] }));
    await user.click(await screen.findByRole('button', { name: text.submit }, LAZY));
    expect(await screen.findByText(`${text.slotsHeading} is required`)).toBeInTheDocument();
    expect(screen.getByText(`${text.district} is required`)).toBeInTheDocument();
    expect(screen.getByText(`${text.paymentHeading} is required`)).toBeInTheDocument();
    expect(calls.some((call) => call.request === 'POST /api/lab-orders')).toBe(false);
  });

  it('says when the slot filled meanwhile and shows the slots afresh', async () => {
    let left = 1;
    const calls = stubSignedIn({
      'GET /api/lab-collection-slots': () => [{ slot: '07:30', left }],
      'POST /api/lab-orders': () => {
        left = 0;
        return failure(409, 'This collection slot is full');
      },
    });
    const user = userEvent.setup();
    renderApp(paths.labBooking({ tests: [cbc._id] }));
    await user.click(await screen.findByRole('radio', { name: /07:30 AM - 08:00 AM/ }, LAZY));
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This collection slot is full');
    expect(await screen.findByText(text.noSlots)).toBeInTheDocument();
    expect(calls.filter((call) => call.request === 'GET /api/lab-collection-slots')).toHaveLength(
      2,
    );
  });

  it("pre-selects a prescription's tests for its patient and goes to the payment page online", async () => {
    const calls = stubSignedIn({
      'GET /api/prescriptions/:id/lab-tests': {
        prescriptionId: 'p-1',
        patientId: rafi._id,
        tests: [cbc, hba1c],
      },
      'POST /api/lab-orders': labOrderOf({ payment: 'online', state: 'awaiting_payment' }),
      'GET /api/payables/:id': failure(404, 'Not here'),
    });
    const user = userEvent.setup();
    const { router } = renderApp(paths.labBooking({ prescriptionId: 'p-1' }));
    expect(await screen.findByText(text.fromPrescription, {}, LAZY)).toBeInTheDocument();
    expect(await screen.findByLabelText(copy.family.forLabel)).toHaveValue(rafi._id);
    await user.click(screen.getByRole('radio', { name: new RegExp(text.lab) }));
    await user.click(screen.getByRole('radio', { name: text.payOnline }));
    await user.click(screen.getByRole('button', { name: text.submit }));
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe(paths.payment(labOrderOf()._id)),
    );
    const posted = calls.find((call) => call.request === 'POST /api/lab-orders')!.body;
    expect(posted).toMatchObject({
      testIds: [cbc._id, hba1c._id],
      patientId: rafi._id,
      prescriptionId: 'p-1',
      collection: { type: 'lab' },
      payment: 'online',
    });
  });
});
