import type { AppointmentOption, WaitlistEntry } from '@sustho/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copy } from '../../copy/en';
import { clinicDays, wireDate } from '../../features/appointments/clinic-calendar';
import { myselfOf, rafi } from '../../test/family';
import { failure, stubApi, type ApiRoutes } from '../../test/stub-api';
import { renderApp } from '../render-app';
import { testClientConfig } from '../../test/client-config';

const text = copy.waitlist;
const today = wireDate(clinicDays(testClientConfig().clinic).today);
const patient = {
  id: 'user-1',
  name: 'Rahim Uddin',
  email: 'rahim@example.com',
  emailVerified: true,
  image: null,
};
const clientConfig = testClientConfig();
const fullDay: AppointmentOption = {
  _id: 'option-1',
  name: 'Sleep and Fitness Review',
  title: 'Sleep and Fitness Review',
  category: 'Physiologist',
  price: 20,
  currency: 'USD',
  doctorsImg: '/images/doctor-default.svg',
  slots: [],
  doctors: [],
};
const entry = (extra: Partial<WaitlistEntry>): WaitlistEntry => ({
  _id: '3d8b6c4a-5e7f-4a91-8bcd-2e3f4a5b6c7d',
  treatmentName: fullDay.name,
  appointmentDate: 'Dec 2, 2026',
  patientId: patient.id,
  patientName: patient.name,
  state: 'waiting',
  offer: null,
  ...extra,
});
// 10:15 AM on Dec 2 in Dhaka.
const offer = {
  doctorId: '1b6f4a2e-3c5d-4e7f-8a9b-0c1d2e3f4a5b',
  doctorName: 'Dr. Amina Rahman',
  slot: '10:00 AM - 10:30 AM',
  expiresAt: '2026-12-02T04:15:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

/** A signed-in patient (or a visitor) and the routes of the test. */
function stubSignedIn(routes: ApiRoutes, signedIn = true) {
  return stubApi({
    'GET /api/auth/get-session': signedIn
      ? { user: patient, session: { id: 's', expiresAt: '2030-01-01' } }
      : null,
    'GET /api/jwt': { accessToken: 'header.eyJleHAiOjQxMDI0NDQ4MDB9.signature' },
    'GET /api/users/admin/:email': { isAdmin: false },
    'GET /api/client-config': clientConfig,
    ...routes,
  });
}

const LAZY = { timeout: 5000 };

describe("'Join waitlist' on a full day", () => {
  it('joins with the name and a checked phone number, then says so', async () => {
    const calls = stubSignedIn({
      'GET /api/appointmentOptions': [fullDay],
      'POST /api/waitlist': entry({}),
    });
    const user = userEvent.setup();
    renderApp('/appointment');
    const card = within(
      (await screen.findByRole('heading', { name: fullDay.name }, LAZY)).closest('li')!,
    );
    await user.click(card.getByRole('button', { name: text.joinLabel(fullDay.name) }));
    const dialog = within(
      await screen.findByRole('dialog', { name: text.modal.title(fullDay.name) }),
    );
    expect(dialog.getByLabelText(copy.appointments.modal.name)).toHaveValue(patient.name);

    await user.type(dialog.getByLabelText(copy.appointments.modal.phone), '123');
    await user.click(dialog.getByRole('button', { name: text.modal.submit }));
    expect(await dialog.findByText(/Phone Number must be a phone number/)).toBeInTheDocument();
    expect(calls.some((call) => call.request === 'POST /api/waitlist')).toBe(false);

    await user.clear(dialog.getByLabelText(copy.appointments.modal.phone));
    await user.type(dialog.getByLabelText(copy.appointments.modal.phone), '01712345678');
    await user.click(dialog.getByRole('button', { name: text.modal.submit }));
    expect(await screen.findByText(text.joined(today))).toBeInTheDocument();
    expect(
      calls.filter((call) => call.request === 'POST /api/waitlist').map((call) => call.body),
    ).toEqual([
      {
        treatmentName: fullDay.name,
        appointmentDate: today,
        patientName: patient.name,
        phone: '01712345678',
      },
    ]);
  });

  it(
    "joins for a family member chosen under 'For', in their name",
    { timeout: 15_000 },
    async () => {
      const calls = stubSignedIn({
        'GET /api/appointmentOptions': [fullDay],
        'GET /api/family': [myselfOf(patient), rafi],
        'POST /api/waitlist': entry({}),
      });
      const user = userEvent.setup();
      renderApp('/appointment');
      const card = within(
        (await screen.findByRole('heading', { name: fullDay.name }, LAZY)).closest('li')!,
      );
      await user.click(card.getByRole('button', { name: text.joinLabel(fullDay.name) }));
      const dialog = within(
        await screen.findByRole('dialog', { name: text.modal.title(fullDay.name) }),
      );
      await user.selectOptions(
        dialog.getByLabelText(copy.family.forLabel),
        await dialog.findByRole('option', { name: /Rafi Uddin/ }),
      );
      expect(dialog.getByLabelText(copy.appointments.modal.name)).toHaveValue('Rafi Uddin');
      await user.type(dialog.getByLabelText(copy.appointments.modal.phone), '01712345678');
      await user.click(dialog.getByRole('button', { name: text.modal.submit }));
      // The toast of the test before may still show: the request is what tells.
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(calls.find((call) => call.request === 'POST /api/waitlist')?.body).toMatchObject({
        patientId: '7a1c2e3f-4b5d-4e6f-8a9b-0c1d2e3f4a5b',
        patientName: 'Rafi Uddin',
      });
    },
  );

  it('sends a visitor to log in, as booking does', async () => {
    stubSignedIn({ 'GET /api/appointmentOptions': [fullDay] }, false);
    const user = userEvent.setup();
    const { router } = renderApp('/appointment');
    await user.click(
      await screen.findByRole('button', { name: text.joinLabel(fullDay.name) }, LAZY),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: text.modal.title(fullDay.name) }),
    );
    expect(dialog.queryByRole('button', { name: text.modal.submit })).toBeNull();
    await user.click(dialog.getByRole('link', { name: copy.appointments.modal.login }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), LAZY);
  });
});

describe('the offer page', () => {
  const path = `/dashboard/waitlist/${entry({})._id}`;

  it('shows the held slot and its end, and books it with one press', async () => {
    const calls = stubSignedIn({
      'GET /api/waitlist/:id': entry({ state: 'offered', offer }),
      'POST /api/waitlist/:id/book': { acknowledged: true, insertedId: 'booking-1' },
      'GET /api/bookings': [],
      'GET /api/waitlist': [],
    });
    const user = userEvent.setup();
    const { router } = renderApp(path);
    expect(await screen.findByText(offer.doctorName, {}, LAZY)).toBeInTheDocument();
    expect(screen.getByText(offer.slot)).toBeInTheDocument();
    expect(screen.getByText(text.offer.heldUntil('Dec 2, 2026, 10:15 AM'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.offer.book }));
    expect(await screen.findByText(text.offer.booked)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/myAppointment'));
    expect(
      calls.filter((call) => call.request.startsWith('POST /api/waitlist')).map((c) => c.request),
    ).toEqual([`POST /api/waitlist/${entry({})._id}/book`]);
  });

  it('says when the offer has expired, and when it is unknown', async () => {
    stubSignedIn({ 'GET /api/waitlist/:id': entry({ state: 'expired', offer }) });
    const { unmount } = renderApp(path);
    expect(await screen.findByText(text.offer.expired, {}, LAZY)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.offer.book })).toBeNull();
    unmount();
    vi.unstubAllGlobals();

    stubSignedIn({
      'GET /api/waitlist/:id': failure(404, 'No waitlist entry of yours has this id'),
    });
    renderApp(path);
    expect(await screen.findByText(text.offer.unknown, {}, LAZY)).toBeInTheDocument();
  });
});

describe("My Appointments' waitlist", () => {
  it('lists the entries with their state and leaves one only after confirming', async () => {
    let entries = [
      entry({}),
      entry({
        _id: '4e9c7d5b-6f80-4ba2-9cde-3f4a5b6c7d8e',
        treatmentName: 'Child Health Check',
        patientId: 'p-rafi',
        patientName: 'Rafi Uddin',
        state: 'offered',
        offer,
      }),
    ];
    const calls = stubSignedIn({
      'GET /api/bookings': [],
      'GET /api/waitlist': () => entries,
      'DELETE /api/waitlist/:id': ({ params }) => {
        entries = entries.filter((row) => row._id !== params.id);
        return { deletedCount: 1 };
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/myAppointment');
    const section = within(
      (await screen.findByRole('heading', { name: text.heading }, LAZY)).closest('section')!,
    );
    expect(await section.findByText(text.waiting)).toBeInTheDocument();
    expect(
      section.getByText(text.offered(offer.slot, 'Dec 2, 2026, 10:15 AM')),
    ).toBeInTheDocument();
    // The entry for a family member says whom it is for; the account's own says nothing.
    expect(section.getAllByText(/^For: /).map((badge) => badge.textContent)).toEqual([
      copy.family.bookedFor('Rafi Uddin'),
    ]);
    expect(section.getByRole('link', { name: text.bookOffer })).toHaveAttribute(
      'href',
      `/dashboard/waitlist/${entries[1]!._id}`,
    );

    await user.click(
      section.getByRole('button', { name: text.leaveLabel(fullDay.name, 'Dec 2, 2026') }),
    );
    const dialog = within(screen.getByRole('dialog', { name: text.confirmTitle }));
    await user.click(dialog.getByRole('button', { name: text.cancel }));
    expect(calls.some((call) => call.request.startsWith('DELETE'))).toBe(false);

    await user.click(
      section.getByRole('button', { name: text.leaveLabel(fullDay.name, 'Dec 2, 2026') }),
    );
    await user.click(
      within(screen.getByRole('dialog', { name: text.confirmTitle })).getByRole('button', {
        name: text.confirm,
      }),
    );
    await waitFor(() => expect(section.queryByText(text.waiting)).toBeNull());
    expect(calls.filter((call) => call.request.startsWith('DELETE')).map((c) => c.request)).toEqual(
      [`DELETE /api/waitlist/${entry({})._id}`],
    );
  });
});
