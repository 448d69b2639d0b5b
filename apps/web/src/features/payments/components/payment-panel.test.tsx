import type { BookingDetail, PlanSubscription, SandboxConfirmResult } from '@sustho/contracts';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { copy } from '../../../copy/en';
import { sslcommerzCopy } from '../../../copy/en/sslcommerz';
import { failure, stubApi, type ApiAnswer } from '../../../test/stub-api';
import { PaymentPanel } from './payment-panel';
import { PlanPaymentPanel } from './plan-payment-panel';
import { TestProviders } from '../../../test/providers';
import { testClientConfig } from '../../../test/client-config';

const text = copy.payments;

const booking: BookingDetail = {
  _id: '5f3c1a52-8d0e-4a57-9a51-0d7c4b1e2f60',
  kind: 'scheduled',
  appointmentDate: 'Mar 12, 2030',
  treatmentName: 'Teeth Orthodontics',
  treatment: 'Teeth Orthodontics',
  doctorId: '1b6f4a2e-3c5d-4e7f-8a9b-0c1d2e3f4a5b',
  doctorName: 'Dr. Amina Rahman',
  patientId: 'u-rahim',
  patientName: 'Rahim Uddin',
  slot: '09:00 AM - 09:30 AM',
  email: 'rahim@example.com',
  phone: '01712345678',
  price: 25,
  currency: 'USD',
  paid: false,
  status: 'active',
  refunded: false,
  refundedAmount: 0,
  coveredBy: null,
  roomOpen: false,
  reschedulable: true,
  refundOnCancel: true,
  payBy: null,
  followUpOf: null,
  followUpUntil: null,
};

afterEach(() => vi.unstubAllGlobals());

/** Stubs the sandbox's calls; `card` answers the card check. Returns the calls made, with their bodies. */
function stubSandbox(card: ApiAnswer<SandboxConfirmResult>) {
  let answerIntent: () => void = () => {};
  const intentArrived = new Promise<void>((resolve) => (answerIntent = resolve));
  const calls = stubApi({
    'GET /api/client-config': testClientConfig(),
    'POST /api/create-payment-intent': async () => {
      await intentArrived;
      return { clientSecret: 'pi_123_secret_456' };
    },
    'POST /api/payments/sandbox/confirm': card,
    'POST /api/payments': { acknowledged: true, insertedId: 'payment-1' },
  });
  return { calls, answerIntent };
}

/** Where a payment made leads: the page shows what the payment page handed over. */
function Confirmed() {
  const { state } = useLocation() as { state: { transactionId: string } | null };
  return <p>{`confirmation of ${state?.transactionId ?? 'nothing'}`}</p>;
}

function renderPanel(shown: BookingDetail = booking, url = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/', element: <PaymentPanel booking={shown} /> },
      { path: paths.bookingConfirmed(':id'), element: <Confirmed /> },
      { path: paths.consultNowWaiting(':id'), element: <Confirmed /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(await screen.findByLabelText(text.sandbox.number), number);
  await user.type(screen.getByLabelText(text.sandbox.expiry), '12/34');
  await user.type(screen.getByLabelText(text.sandbox.cvc), '123');
}

describe('PaymentPanel in the sandbox', () => {
  it('keeps Pay disabled until the client secret arrives, then pays and goes to the confirmation with the transaction id', async () => {
    const { calls, answerIntent } = stubSandbox({
      paymentIntent: { id: 'pi_123', status: 'succeeded' },
    });
    const user = userEvent.setup();
    const router = renderPanel();
    expect(
      screen.getByRole('heading', { name: 'Payment for Teeth Orthodontics' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Please pay $25 for your appointment on Mar 12, 2030 at 09:00 AM - 09:30 AM',
      ),
    ).toBeInTheDocument();
    const pay = await screen.findByRole('button', { name: text.pay });
    expect(pay).toBeDisabled();
    answerIntent();
    await vi.waitFor(() => expect(pay).toBeEnabled());

    const number = screen.getByLabelText(text.sandbox.number);
    expect(number).toHaveValue('');
    expect(number).not.toHaveAttribute('placeholder');
    await fillCard(user, '4242 4242 4242 4242');
    await user.click(pay);
    expect(await screen.findByText('confirmation of pi_123')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.bookingConfirmed(booking._id));
    expect(
      calls.find((call) => call.request === 'POST /api/payments/sandbox/confirm')?.body,
    ).toEqual({
      clientSecret: 'pi_123_secret_456',
      card: { number: '4242424242424242', expiry: '12/34', cvc: '123' },
    });
    expect(calls.find((call) => call.request === 'POST /api/payments')?.body).toEqual({
      bookingId: booking._id,
      transactionId: 'pi_123',
      price: 25,
      email: 'rahim@example.com',
    });
  });

  it('pays an on-demand request no doctor has taken yet, then goes to its waiting page', async () => {
    const { answerIntent } = stubSandbox({ paymentIntent: { id: 'pi_789', status: 'succeeded' } });
    const user = userEvent.setup();
    const router = renderPanel({
      ...booking,
      kind: 'on_demand',
      appointmentDate: null,
      doctorId: null,
      doctorName: '',
      slot: null,
      reschedulable: false,
    });
    expect(screen.getByText(copy.consultNow.booking.instruction('$25'))).toBeInTheDocument();
    answerIntent();
    const pay = await screen.findByRole('button', { name: text.pay });
    await vi.waitFor(() => expect(pay).toBeEnabled());
    await fillCard(user, '4242 4242 4242 4242');
    await user.click(pay);
    expect(await screen.findByText('confirmation of pi_789')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.consultNowWaiting(booking._id));
  });

  it("shows a declined card's message in red under the form and records nothing", async () => {
    const { calls, answerIntent } = stubSandbox(failure(402, 'Your card was declined.'));
    answerIntent();
    const user = userEvent.setup();
    renderPanel();
    await fillCard(user, '4000 0000 0000 0002');
    await user.click(await screen.findByRole('button', { name: text.pay }));
    const message = await screen.findByText('Your card was declined.');
    expect(message).toHaveClass('text-error');
    expect(message).toHaveAttribute('role', 'alert');
    expect(calls.some((call) => call.request === 'POST /api/payments')).toBe(false);
  });

  it('checks the card before sending it: number, expiry in the past and CVC', async () => {
    const { calls, answerIntent } = stubSandbox(
      failure(500, 'The card check is not expected here'),
    );
    answerIntent();
    const user = userEvent.setup();
    renderPanel();
    await user.type(await screen.findByLabelText(text.sandbox.number), '4242 4242 4242 4241');
    await user.type(screen.getByLabelText(text.sandbox.expiry), '01/20');
    await user.type(screen.getByLabelText(text.sandbox.cvc), '1');
    await vi.waitFor(() => expect(screen.getByRole('button', { name: text.pay })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: text.pay }));
    expect(await screen.findByText('Your card number is invalid.')).toBeInTheDocument();
    expect(screen.getByText(text.sandbox.expiryInPast)).toBeInTheDocument();
    expect(screen.getByText("Your card's security code is incomplete.")).toBeInTheDocument();
    expect(calls.some((call) => call.request === 'POST /api/payments/sandbox/confirm')).toBe(false);
  });

  it('shows that a paid booking is paid, with no form and no payment intent', async () => {
    const { calls } = stubSandbox(failure(500, 'The card check is not expected here'));
    renderPanel({ ...booking, paid: true });
    expect(screen.getByText(text.paid)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.pay })).not.toBeInTheDocument();
    // Only the treatments' titles are read (for the heading): no payment intent.
    expect(calls.map((call) => call.request)).toEqual(['GET /api/appointmentSpecialty']);
  });

  it('names the treatment by its title in the reader’s language', async () => {
    stubApi({
      'GET /api/appointmentSpecialty': [
        { _id: 's-1', treatmentName: 'Teeth Orthodontics', title: 'দাঁতের অর্থোডন্টিক্স' },
      ],
    });
    renderPanel({ ...booking, paid: true });
    expect(
      await screen.findByRole('heading', { name: 'Payment for দাঁতের অর্থোডন্টিক্স' }),
    ).toBeInTheDocument();
  });
});

describe('PaymentPanel with SSLCommerz', () => {
  const inTaka: BookingDetail = { ...booking, price: 700, currency: 'BDT' };

  function stubGateway(card: 'sandbox' | null) {
    return stubApi({
      'GET /api/client-config': testClientConfig({
        payments: { provider: card, publishableKey: null, sslcommerz: true },
        currency: 'BDT',
      }),
      'POST /api/create-payment-intent': { clientSecret: 'pi_123_secret_456' },
      'POST /api/payments/sslcommerz/session': {
        gatewayUrl: 'https://sandbox.sslcommerz.com/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=ABC',
      },
    });
  }

  it("shows the price in taka and sends the patient to the gateway's page", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = stubGateway(null);
    const user = userEvent.setup();
    renderPanel(inTaka);
    expect(
      screen.getByText(
        'Please pay ৳700 for your appointment on Mar 12, 2030 at 09:00 AM - 09:30 AM',
      ),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: sslcommerzCopy.pay }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        'https://sandbox.sslcommerz.com/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=ABC',
      ),
    );
    expect(
      calls.find((call) => call.request === 'POST /api/payments/sslcommerz/session')?.body,
    ).toEqual({ bookingId: booking._id });
    // Without a card provider there is no card form.
    expect(screen.queryByLabelText(text.sandbox.number)).not.toBeInTheDocument();
  });

  it('offers the card form beside SSLCommerz when both are configured', async () => {
    stubGateway('sandbox');
    renderPanel(inTaka);
    expect(await screen.findByRole('button', { name: sslcommerzCopy.pay })).toBeInTheDocument();
    expect(await screen.findByLabelText(text.sandbox.number)).toBeInTheDocument();
  });

  it('says so when the patient comes back from a failed or cancelled payment', async () => {
    stubGateway(null);
    renderPanel(inTaka, '/?sslcommerz=cancelled');
    expect(screen.getByRole('alert')).toHaveTextContent(sslcommerzCopy.cancelled);
  });
});

describe('PlanPaymentPanel', () => {
  const subscription: PlanSubscription = {
    _id: '7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    plan: 'professional',
    name: 'Professional',
    period: 'monthly',
    price: 800,
    currency: 'BDT',
    state: 'awaiting_payment',
    startsOn: null,
    endsOn: null,
    paid: false,
    refunded: false,
    refundedAmount: 0,
    effect: 'starts_now',
  };

  function renderPlanPanel(shown: PlanSubscription = subscription) {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <PlanPaymentPanel
              subscription={shown}
              billing={{ name: 'Rahim Uddin', email: 'rahim@example.com' }}
            />
          ),
        },
        { path: paths.myPlan, element: <Confirmed /> },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <TestProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    return router;
  }

  it('pays the plan by card with its subscription id, then goes to My Plan', async () => {
    const { calls, answerIntent } = stubSandbox({
      paymentIntent: { id: 'pi_plan', status: 'succeeded' },
    });
    answerIntent();
    const user = userEvent.setup();
    const router = renderPlanPanel();
    expect(
      screen.getByRole('heading', { name: 'Payment for the Professional plan' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Please pay ৳800 for the Monthly plan.')).toBeInTheDocument();
    const pay = await screen.findByRole('button', { name: text.pay });
    await vi.waitFor(() => expect(pay).toBeEnabled());
    await fillCard(user, '4242 4242 4242 4242');
    await user.click(pay);
    expect(await screen.findByText('confirmation of pi_plan')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.myPlan);
    expect(calls.find((call) => call.request === 'POST /api/create-payment-intent')?.body).toEqual({
      subscriptionId: subscription._id,
    });
    expect(calls.find((call) => call.request === 'POST /api/payments')?.body).toEqual({
      subscriptionId: subscription._id,
      transactionId: 'pi_plan',
    });
  });

  it('opens an SSLCommerz session for the subscription', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = stubApi({
      'GET /api/client-config': testClientConfig({
        payments: { provider: null, publishableKey: null, sslcommerz: true },
        currency: 'BDT',
      }),
      'POST /api/payments/sslcommerz/session': { gatewayUrl: 'https://sandbox.example/pay' },
    });
    const user = userEvent.setup();
    renderPlanPanel();
    await user.click(await screen.findByRole('button', { name: sslcommerzCopy.pay }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://sandbox.example/pay'));
    expect(
      calls.find((call) => call.request === 'POST /api/payments/sslcommerz/session')?.body,
    ).toEqual({ subscriptionId: subscription._id });
  });

  it('says a paid plan is paid and offers no payment', () => {
    const { calls } = stubSandbox(failure(500, 'The card check is not expected here'));
    renderPlanPanel({ ...subscription, state: 'active', paid: true });
    expect(screen.getByText(copy.plans.payment.paid)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.pay })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
