import type { MyPlan as MyPlanData, PlanOffer, PlanSubscription } from '@sustho/contracts';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { copy } from '../../../copy/en';
import { failure, stubApi, type ApiRoutes } from '../../../test/stub-api';
import { TestProviders } from '../../../test/providers';
import { MyPlan } from './my-plan';
import { PlanCheckout } from './plan-checkout';

const text = copy.plans;

const offers: PlanOffer[] = [
  {
    plan: 'personal',
    name: 'Personal',
    monthlyPrice: 0,
    yearlyPrice: 0,
    currency: 'BDT',
    benefits: ['40% off home sample collection'],
    consultationsIncluded: 0,
  },
  {
    plan: 'professional',
    name: 'Professional',
    monthlyPrice: 800,
    yearlyPrice: 8000,
    currency: 'BDT',
    benefits: ['4 consultations every 30 days'],
    consultationsIncluded: 4,
  },
  {
    plan: 'enterprise',
    name: 'Enterprise',
    monthlyPrice: 1900,
    yearlyPrice: 19000,
    currency: 'BDT',
    benefits: ['Every consultation, for the whole family'],
    consultationsIncluded: null,
  },
];

const noPlan: MyPlanData = {
  plan: 'none',
  name: null,
  subscriptionId: null,
  period: null,
  startsOn: null,
  endsOn: null,
  consultationsLeft: null,
  consultationsIncluded: null,
  next: null,
  covered: [],
};

const professional: MyPlanData = {
  plan: 'professional',
  name: 'Professional',
  subscriptionId: 'sub-1',
  period: 'monthly',
  startsOn: '2030-01-01',
  endsOn: '2030-01-31',
  consultationsLeft: 3,
  consultationsIncluded: 4,
  next: null,
  covered: [
    {
      bookingId: 'b-1',
      treatmentName: 'Teeth Orthodontics',
      patientName: 'Rahim Uddin',
      appointmentDate: '2030-01-12',
      active: true,
    },
    {
      bookingId: 'b-2',
      treatmentName: 'Teeth Orthodontics',
      patientName: 'Rahim Uddin',
      appointmentDate: '2030-01-05',
      active: false,
    },
  ],
};

const subscription = (extra: Partial<PlanSubscription> = {}): PlanSubscription => ({
  _id: '7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  plan: 'enterprise',
  name: 'Enterprise',
  period: 'yearly',
  price: 19000,
  currency: 'BDT',
  state: 'awaiting_payment',
  startsOn: null,
  endsOn: null,
  paid: false,
  refunded: false,
  refundedAmount: 0,
  effect: 'upgrades',
  ...extra,
});

afterEach(() => vi.unstubAllGlobals());

function Landed() {
  const { pathname } = useLocation();
  return <p>{`landed on ${pathname}`}</p>;
}

function renderAt(url: string, routes: ApiRoutes) {
  const calls = stubApi({ 'GET /api/plans': offers, ...routes });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: paths.myPlan, element: <MyPlan /> },
      { path: '/dashboard/plan/checkout', element: <PlanCheckout /> },
      { path: paths.payment(':id'), element: <Landed /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </TestProviders>,
  );
  return { calls, router };
}

describe('My Plan', () => {
  it('shows Professional: its end, the consultations left, the discount and what it covered', async () => {
    renderAt(paths.myPlan, { 'GET /api/me/plan': professional });
    expect(await screen.findByText('Your plan: Professional')).toBeInTheDocument();
    expect(screen.getByText('Consultations left: 3 of 4')).toBeInTheDocument();
    expect(screen.getByText('Jan 31, 2030')).toBeInTheDocument();
    expect(screen.getByText(text.myPlan.discount('40'))).toBeInTheDocument();
    const covered = screen.getAllByTestId('covered-consultation');
    expect(covered[0]).toHaveTextContent('Teeth Orthodontics for Rahim Uddin, Jan 12, 2030');
    expect(covered[1]).toHaveTextContent(text.myPlan.givenBack);
    expect(screen.getByRole('link', { name: 'Renew' })).toHaveAttribute(
      'href',
      paths.planCheckout('professional', 'monthly'),
    );
  });

  it("opens the plans to choose from with 'Change plan'", async () => {
    const user = userEvent.setup();
    renderAt(paths.myPlan, { 'GET /api/me/plan': professional });
    const change = await screen.findByRole('button', { name: 'Change plan' });
    expect(change).toHaveAttribute('aria-expanded', 'false');
    await user.click(change);
    expect(change).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('link', { name: 'Choose Enterprise' })).toHaveAttribute(
      'href',
      paths.planCheckout('enterprise', 'monthly'),
    );
  });

  it('offers the three plans, monthly or yearly, when none runs', async () => {
    const user = userEvent.setup();
    renderAt(paths.myPlan, { 'GET /api/me/plan': noPlan });
    expect(await screen.findByText(text.myPlan.none)).toBeInTheDocument();
    expect(await screen.findAllByTestId('plan-price')).toHaveLength(3);
    expect(screen.getAllByTestId('plan-price').map((price) => price.textContent)).toEqual([
      '৳0',
      '৳800',
      '৳1,900',
    ]);
    await user.click(screen.getByRole('button', { name: 'Annually' }));
    expect(screen.getByRole('link', { name: 'Choose Professional' })).toHaveAttribute(
      'href',
      paths.planCheckout('professional', 'yearly'),
    );
    expect(screen.getAllByTestId('plan-price')[1]).toHaveTextContent('৳8,000');
  });
});

describe('the checkout', () => {
  it('says an upgrade replaces the current plan, then buys it once and goes to its payment', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { calls, router } = renderAt(paths.planCheckout('enterprise', 'monthly'), {
      'GET /api/me/plan': professional,
      'POST /api/plan-subscriptions': async () => {
        await answered;
        return subscription();
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'The Enterprise plan' })).toBeInTheDocument();
    expect(screen.getByText(text.checkout.upgrades('Professional'))).toBeInTheDocument();
    expect(screen.getByText('৳1,900')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Annually' }));
    expect(router.state.location.search).toBe('?plan=enterprise&period=yearly');
    expect(screen.getByText('৳19,000')).toBeInTheDocument();

    const pay = screen.getByRole('button', { name: 'Continue to payment' });
    await user.click(pay);
    expect(pay).toBeDisabled();
    await user.click(pay);
    answer();
    expect(await screen.findByText(`landed on ${paths.payment(subscription()._id)}`)).toBeVisible();
    const posts = calls.filter((call) => call.request === 'POST /api/plan-subscriptions');
    expect(posts.map((call) => call.body)).toEqual([{ plan: 'enterprise', period: 'yearly' }]);
  });

  it('takes Personal with one press, with no payment, and shows My Plan', async () => {
    const { calls } = renderAt(paths.planCheckout('personal', 'monthly'), {
      'GET /api/me/plan': noPlan,
      'POST /api/plan-subscriptions': subscription({
        plan: 'personal',
        name: 'Personal',
        period: 'monthly',
        price: 0,
        state: 'active',
        effect: 'starts_now',
      }),
    });
    const user = userEvent.setup();
    expect(await screen.findByText(text.checkout.startsNowFree)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Take Personal' }));
    expect(await screen.findByText(text.checkout.taken)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'My Plan' })).toBeInTheDocument();
    expect(calls.find((call) => call.request === 'POST /api/plan-subscriptions')?.body).toEqual({
      plan: 'personal',
      period: 'monthly',
    });
  });

  it('says why a purchase is refused and says the same plan starts when the current one ends', async () => {
    renderAt(paths.planCheckout('professional', 'monthly'), {
      'GET /api/me/plan': professional,
      'POST /api/plan-subscriptions': failure(409, 'You cannot buy this plan now'),
    });
    const user = userEvent.setup();
    expect(
      await screen.findByText(text.checkout.extends('Professional', 'Jan 31, 2030')),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot buy this plan now');
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeEnabled();
  });

  it('offers the plans when the URL names none', async () => {
    renderAt('/dashboard/plan/checkout?plan=gold', { 'GET /api/me/plan': noPlan });
    expect(screen.getByText(text.checkout.unknownPlan)).toBeInTheDocument();
    const cards = await screen.findAllByTestId('plan');
    expect(within(cards[2]!).getByRole('link', { name: 'Choose Enterprise' })).toBeInTheDocument();
  });
});
