import type { Booking, OnDemandStatus, OnDemandTreatment } from '@sustho/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import { copy } from '../../copy/en';
import { testClientConfig } from '../../test/client-config';
import { myselfOf, rafi } from '../../test/family';
import { failure, stubApi, type ApiRoutes } from '../../test/stub-api';
import { renderApp } from '../render-app';

const text = copy.consultNow;
const patient = {
  id: 'user-1',
  name: 'Rahim Uddin',
  email: 'rahim@example.com',
  emailVerified: true,
  image: null,
};
const general: OnDemandTreatment = {
  treatmentName: 'General Physician Consultation',
  price: 15,
  currency: 'USD',
  doctorsOnline: 2,
  waiting: 3,
  estimatedWaitMinutes: 23,
  maxWaitMinutes: 60,
};
const child: OnDemandTreatment = {
  treatmentName: 'Child Health Check',
  price: 20,
  currency: 'USD',
  doctorsOnline: 0,
  waiting: 0,
  estimatedWaitMinutes: null,
  maxWaitMinutes: 60,
};
const requestId = '6a0d8e6c-7f91-4cb3-8def-405b6c7d8e9f';
const status = (extra: Partial<OnDemandStatus> = {}): OnDemandStatus => ({
  _id: requestId,
  state: 'waiting',
  position: 3,
  estimatedWaitMinutes: 23,
  bookingId: requestId,
  doctorName: null,
  treatmentName: general.treatmentName,
  patientId: patient.id,
  patientName: patient.name,
  price: 15,
  currency: 'USD',
  paid: true,
  refunded: false,
  coveredBy: null,
  expiresAt: '2026-12-02T05:00:00.000Z',
  doctorDisconnected: false,
  ...extra,
});

afterEach(() => vi.unstubAllGlobals());

/** A signed-in patient (or a visitor) and the routes of the test. */
function stubSignedIn(routes: ApiRoutes, signedIn = true) {
  return stubApi({
    'GET /api/auth/get-session': signedIn
      ? { user: patient, session: { id: 's', expiresAt: '2030-01-01' } }
      : null,
    'GET /api/jwt': { accessToken: 'header.eyJleHAiOjQxMDI0NDQ4MDB9.signature' },
    'GET /api/users/admin/:email': { isAdmin: false },
    'GET /api/client-config': testClientConfig(),
    ...routes,
  });
}

const LAZY = { timeout: 5000 };
/** Longer than ON_DEMAND_REFRESH_MS and the 2 s the spec allows a change to take to show. */
const REFRESH = { timeout: 2500 };

/** The card of one treatment on /consult-now. */
const card = async (treatment: OnDemandTreatment) =>
  within(
    (await screen.findByRole('heading', { name: treatment.treatmentName }, LAZY)).closest('li')!,
  );

describe('/consult-now', () => {
  it("lists each treatment's doctors online and wait, or says no doctor is online, and follows changes without a reload", async () => {
    let online = general;
    stubSignedIn({ 'GET /api/on-demand': () => [online, child] }, false);
    renderApp(paths.consultNow);
    const open = await card(general);
    expect(open.getByText(text.doctorsOnline('2'))).toBeInTheDocument();
    expect(open.getByText(text.estimatedWait('23'))).toBeInTheDocument();
    expect(open.getByText(text.price('15$'))).toBeInTheDocument();
    expect(open.queryByText(text.noDoctor)).toBeNull();

    const closed = await card(child);
    expect(closed.getByText(text.noDoctor)).toBeInTheDocument();
    expect(closed.queryByText(/^Doctors online/)).toBeNull();
    expect(closed.queryByRole('button', { name: /^Consult now/ })).toBeNull();
    expect(closed.getByRole('link', { name: text.bookInstead })).toHaveAttribute(
      'href',
      paths.appointment,
    );

    online = { ...general, doctorsOnline: 1, waiting: 4, estimatedWaitMinutes: 60 };
    expect(await open.findByText(text.doctorsOnline('1'), {}, REFRESH)).toBeInTheDocument();
    expect(open.getByText(text.estimatedWait('60'))).toBeInTheDocument();
  });

  it('sends a visitor to log in, to come back to the form of the treatment chosen', async () => {
    stubSignedIn({ 'GET /api/on-demand': [general] }, false);
    const user = userEvent.setup();
    const { router } = renderApp(paths.consultNow);
    await user.click(
      (await card(general)).getByRole('link', { name: text.consultLabel(general.treatmentName) }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login), LAZY);
    expect(router.state.location.state).toEqual({
      from: {
        pathname: paths.consultNow,
        search: '?treatment=General+Physician+Consultation',
      },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the form of the treatment in the URL once signed in, with the price and the refund rule', async () => {
    stubSignedIn({ 'GET /api/on-demand': [general] });
    renderApp(`${paths.consultNow}?treatment=General+Physician+Consultation`);
    const dialog = within(
      await screen.findByRole('dialog', { name: text.form.title(general.treatmentName) }, LAZY),
    );
    expect(dialog.getByLabelText(text.form.price)).toHaveValue('$15');
    expect(dialog.getByText(text.form.refundRule('60'))).toBeInTheDocument();
    expect(dialog.getByLabelText(copy.family.forLabel)).toHaveValue('');
  });

  it(
    "asks for a doctor for the patient chosen under 'For', with the problem and phone, then goes to pay, once",
    { timeout: 15_000 },
    async () => {
      let answer: () => void = () => {};
      const answered = new Promise<void>((resolve) => (answer = resolve));
      const calls = stubSignedIn({
        'GET /api/on-demand': [general],
        'GET /api/family': [myselfOf(patient), rafi],
        'POST /api/on-demand': async () => {
          await answered;
          return { _id: requestId, state: 'awaiting_payment', coveredBy: null };
        },
        'GET /api/bookings/:id': failure(404, 'No booking has this id'),
      });
      const user = userEvent.setup();
      const { router } = renderApp(paths.consultNow);
      // The session may arrive after the list: until then the card offers a visitor's login link.
      await user.click(
        await (
          await card(general)
        ).findByRole('button', { name: text.consultLabel(general.treatmentName) }, LAZY),
      );
      const dialog = within(
        await screen.findByRole('dialog', { name: text.form.title(general.treatmentName) }),
      );
      await user.selectOptions(
        dialog.getByLabelText(copy.family.forLabel),
        await dialog.findByRole('option', { name: /Rafi Uddin/ }),
      );
      const problem = dialog.getByLabelText(text.form.symptoms);
      expect(problem).toHaveAttribute('maxlength', '500');
      await user.type(problem, 'Fever since last night');
      expect(dialog.getByText(text.form.counter('22', '500'))).toBeInTheDocument();
      expect(problem).toHaveAccessibleDescription(text.form.counter('22', '500'));

      await user.type(dialog.getByLabelText(text.form.phone), '123');
      await user.click(dialog.getByRole('button', { name: text.form.submit }));
      expect(
        await dialog.findByText(/Phone Number \(optional\) must be a phone number/),
      ).toBeInTheDocument();
      expect(calls.some((call) => call.request === 'POST /api/on-demand')).toBe(false);

      await user.clear(dialog.getByLabelText(text.form.phone));
      await user.type(dialog.getByLabelText(text.form.phone), '01712345678');
      const submit = dialog.getByRole('button', { name: text.form.submit });
      await user.click(submit);
      await waitFor(() => expect(submit).toBeDisabled());
      // A second submission while the first is on its way (a press kept before the button was disabled).
      fireEvent.submit(submit.closest('form')!);
      await new Promise((resolve) => setTimeout(resolve, 50));
      answer();
      await waitFor(() => expect(router.state.location.pathname).toBe(paths.payment(requestId)));
      expect(
        calls.filter((call) => call.request === 'POST /api/on-demand').map((call) => call.body),
      ).toEqual([
        {
          treatmentName: general.treatmentName,
          phone: '01712345678',
          patientId: rafi._id,
          symptoms: 'Fever since last night',
        },
      ]);
    },
  );

  it('goes straight to the waiting page when nothing is to be paid, sending only the treatment', async () => {
    const calls = stubSignedIn({
      'GET /api/on-demand': [general],
      'POST /api/on-demand': { _id: requestId, state: 'waiting', coveredBy: null },
      'GET /api/on-demand/:id': status(),
    });
    const user = userEvent.setup();
    const { router } = renderApp(`${paths.consultNow}?treatment=General+Physician+Consultation`);
    const dialog = within(
      await screen.findByRole('dialog', { name: text.form.title(general.treatmentName) }, LAZY),
    );
    await user.click(dialog.getByRole('button', { name: text.form.submit }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(paths.consultNowWaiting(requestId)),
    );
    expect(calls.find((call) => call.request === 'POST /api/on-demand')?.body).toEqual({
      treatmentName: general.treatmentName,
    });
    expect(await screen.findByText(text.waiting.position('3'), {}, LAZY)).toBeInTheDocument();
  });

  it('says Enterprise covers the request, then the waiting page says so too', async () => {
    stubSignedIn({
      'GET /api/on-demand': [general],
      'GET /api/me/plan': {
        plan: 'enterprise',
        name: 'Enterprise',
        subscriptionId: 'sub-1',
        period: 'yearly',
        startsOn: '2026-01-01',
        endsOn: '2027-01-01',
        consultationsLeft: null,
        consultationsIncluded: null,
        next: null,
        covered: [],
      },
      'POST /api/on-demand': { _id: requestId, state: 'waiting', coveredBy: 'enterprise' },
      'GET /api/on-demand/:id': status({ price: 0, paid: false, coveredBy: 'enterprise' }),
    });
    const user = userEvent.setup();
    renderApp(`${paths.consultNow}?treatment=General+Physician+Consultation`);
    const dialog = within(
      await screen.findByRole('dialog', { name: text.form.title(general.treatmentName) }, LAZY),
    );
    const covered = copy.plans.coveredBy('enterprise');
    expect(await dialog.findByText(covered)).toBeInTheDocument();
    expect(dialog.queryByLabelText(text.form.price)).toBeNull();
    await user.click(dialog.getByRole('button', { name: text.form.submit }));
    expect(await screen.findByText(text.waiting.position('3'), {}, LAZY)).toBeInTheDocument();
    expect(screen.getByText(covered)).toBeInTheDocument();
  });

  it("shows the API's refusal in the form, which stays open", async () => {
    stubSignedIn({
      'GET /api/on-demand': [general],
      'POST /api/on-demand': failure(409, 'You already have a consultation waiting'),
    });
    const user = userEvent.setup();
    const { router } = renderApp(`${paths.consultNow}?treatment=General+Physician+Consultation`);
    const dialog = within(
      await screen.findByRole('dialog', { name: text.form.title(general.treatmentName) }, LAZY),
    );
    await user.click(dialog.getByRole('button', { name: text.form.submit }));
    expect(await dialog.findByText('You already have a consultation waiting')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.consultNow);
    expect(dialog.getByRole('button', { name: text.form.submit })).toBeEnabled();
  });
});

describe('/consult-now/{id}, the waiting page', () => {
  const path = paths.consultNowWaiting(requestId);

  it('shows the place in the queue and the wait, follows them, and moves to the room once a doctor accepts', async () => {
    let current = status();
    stubSignedIn({ 'GET /api/on-demand/:id': () => current });
    const { router } = renderApp(path);
    expect(await screen.findByText(text.waiting.position('3'), {}, LAZY)).toBeInTheDocument();
    expect(screen.getByText(text.estimatedWait('23'))).toBeInTheDocument();
    expect(screen.getByText(copy.family.bookedFor(patient.name))).toBeInTheDocument();

    current = status({ position: 1, estimatedWaitMinutes: 0 });
    expect(await screen.findByText(text.waiting.position('1'), {}, REFRESH)).toBeInTheDocument();
    expect(screen.getByText(text.estimatedWait('0'))).toBeInTheDocument();

    current = status({ state: 'offered', position: 1 });
    expect(await screen.findByText(text.waiting.offered, {}, REFRESH)).toBeInTheDocument();

    current = status({
      state: 'accepted',
      position: null,
      doctorName: 'Dr. Amina Rahman',
      expiresAt: null,
    });
    await waitFor(
      () => expect(router.state.location.pathname).toBe(paths.consultation(requestId)),
      REFRESH,
    );
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('offers to pay a request waiting for its payment', async () => {
    stubSignedIn({
      'GET /api/on-demand/:id': status({ state: 'awaiting_payment', paid: false, position: null }),
    });
    renderApp(path);
    expect(await screen.findByText(text.waiting.awaitingPayment, {}, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.waiting.payNow })).toHaveAttribute(
      'href',
      paths.payment(requestId),
    );
    expect(screen.queryByText(/in the queue$/)).toBeNull();
  });

  it('says when the doctor was disconnected and the patient is first again', async () => {
    stubSignedIn({
      'GET /api/on-demand/:id': status({ position: 1, doctorDisconnected: true }),
    });
    renderApp(path);
    expect(await screen.findByText(text.waiting.disconnected, {}, LAZY)).toBeInTheDocument();
    expect(screen.getByText(text.waiting.position('1'))).toBeInTheDocument();
  });

  it('says no doctor was available and the payment is refunded, when it expired', async () => {
    stubSignedIn({
      'GET /api/on-demand/:id': status({
        state: 'expired',
        position: null,
        estimatedWaitMinutes: null,
        refunded: true,
        expiresAt: null,
      }),
    });
    renderApp(path);
    expect(
      await screen.findByText(
        'No doctor was available. Your payment of $15 has been refunded.',
        {},
        LAZY,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel request/ })).toBeNull();
  });

  it('says when the request is unknown or not the reader’s', async () => {
    stubSignedIn({ 'GET /api/on-demand/:id': failure(404, 'No request of yours has this id') });
    renderApp(path);
    expect(await screen.findByText(text.waiting.unknown, {}, LAZY)).toBeInTheDocument();
  });

  it('cancels the request only after confirming, with DELETE /booking/{id}', async () => {
    let current = status();
    const calls = stubSignedIn({
      'GET /api/on-demand/:id': () => current,
      'DELETE /api/booking/:id': () => {
        current = status({
          state: 'cancelled',
          position: null,
          refunded: true,
          expiresAt: null,
        });
        return { deletedCount: 1 };
      },
    });
    const user = userEvent.setup();
    renderApp(path);
    const cancel = await screen.findByRole(
      'button',
      { name: text.cancel.label(general.treatmentName) },
      LAZY,
    );
    await user.click(cancel);
    let dialog = within(screen.getByRole('dialog', { name: text.cancel.title }));
    expect(dialog.getByText(text.cancel.willRefund('$15'))).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: text.cancel.keep }));
    expect(calls.some((call) => call.request.startsWith('DELETE'))).toBe(false);

    await user.click(cancel);
    dialog = within(screen.getByRole('dialog', { name: text.cancel.title }));
    await user.click(dialog.getByRole('button', { name: text.cancel.confirm }));
    expect(
      await screen.findByText('This request was cancelled. Your payment of $15 has been refunded.'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.request.startsWith('DELETE')).map((c) => c.request)).toEqual(
      [`DELETE /api/booking/${requestId}`],
    );
  });
});

describe('an on-demand request in My Appointments', () => {
  const request: Booking = {
    _id: requestId,
    kind: 'on_demand',
    appointmentDate: null,
    treatmentName: general.treatmentName,
    doctorId: null,
    doctorName: '',
    patientId: patient.id,
    patientName: patient.name,
    slot: null,
    email: patient.email,
    phone: '01712345678',
    price: 15,
    currency: 'USD',
    paid: false,
    status: 'active',
    refunded: false,
    refundedAmount: 0,
    coveredBy: null,
    roomOpen: false,
    reschedulable: false,
    refundOnCancel: true,
    // 10:15 AM on Dec 2 in Dhaka.
    payBy: '2026-12-02T04:15:00.000Z',
    followUpOf: null,
    followUpUntil: null,
  };

  it("reads 'Consult now' for its day and time, links to its waiting page, and is paid or cancelled as a request", async () => {
    let bookings = [request];
    const calls = stubSignedIn({
      'GET /api/bookings': () => bookings,
      'GET /api/waitlist': [],
      'DELETE /api/booking/:id': () => {
        bookings = [{ ...request, status: 'cancelled' }];
        return { deletedCount: 1 };
      },
    });
    const user = userEvent.setup();
    renderApp(paths.myAppointments);
    const row = within((await screen.findByRole('rowheader', { name: '1' }, LAZY)).closest('tr')!);
    expect(row.getAllByText(text.booking.when)).toHaveLength(2);
    expect(row.getByText(text.booking.doctor)).toBeInTheDocument();
    expect(
      row.getByRole('link', { name: text.booking.payLabel(general.treatmentName) }),
    ).toHaveAttribute('href', paths.payment(requestId));
    expect(row.getByText(text.booking.payBy('Dec 2, 2026, 10:15 AM'))).toBeInTheDocument();
    expect(
      row.getByRole('link', { name: text.booking.queueLabel(general.treatmentName) }),
    ).toHaveAttribute('href', paths.consultNowWaiting(requestId));
    expect(row.queryByRole('button', { name: /^Delete/ })).toBeNull();

    await user.click(row.getByRole('button', { name: text.cancel.label(general.treatmentName) }));
    const dialog = within(screen.getByRole('dialog', { name: text.cancel.title }));
    expect(dialog.getByText(text.cancel.subject(general.treatmentName))).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: text.cancel.confirm }));
    await waitFor(() =>
      expect(
        row.queryByRole('link', { name: text.booking.queueLabel(general.treatmentName) }),
      ).toBeNull(),
    );
    expect(calls.filter((call) => call.request.startsWith('DELETE')).map((c) => c.request)).toEqual(
      [`DELETE /api/booking/${requestId}`],
    );
  });
});
