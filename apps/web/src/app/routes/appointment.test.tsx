import type {
  AppointmentOption,
  Booking,
  BookingDetail,
  BookingResult,
  MyPlan,
  ClinicDay,
  PatientProfile,
} from '@sustho/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { addDays, format } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import { copy } from '../../copy/en';
import { clinicDays, wireDate } from '../../features/appointments/clinic-calendar';
import { myselfOf, rafi } from '../../test/family';
import { stubApi } from '../../test/stub-api';
import { renderApp } from '../render-app';
import { testClientConfig } from '../../test/client-config';

const text = copy.appointments;
const today = wireDate(clinicDays(testClientConfig().clinic).today);
const patient = {
  id: 'user-1',
  name: 'Rahim Uddin',
  email: 'rahim@example.com',
  emailVerified: true,
  image: null,
};
const myself = myselfOf(patient, { dateOfBirth: '1990-05-04', sex: 'male' });
const amina = {
  _id: '1b6f4a2e-3c5d-4e7f-8a9b-0c1d2e3f4a5b',
  name: 'Dr. Amina Rahman',
  image: '/images/doctor-default.svg',
};
const karim = {
  _id: '2c7a5b3f-4d6e-4f80-9bac-1d2e3f4a5b6c',
  name: 'Dr. Karim Hossain',
  image: '/images/doctor-default.svg',
};
const options: AppointmentOption[] = [
  {
    _id: 'option-1',
    name: 'Cardiology Consultation',
    title: 'Cardiology Consultation',
    category: 'Consultant',
    price: 40,
    currency: 'USD',
    doctorsImg: '/images/doctor-default.svg',
    slots: ['09:00 AM - 09:30 AM', '09:30 AM - 10:00 AM'],
    doctors: [
      { ...amina, slots: ['09:00 AM - 09:30 AM', '09:30 AM - 10:00 AM'] },
      { ...karim, slots: ['09:30 AM - 10:00 AM'] },
    ],
  },
  {
    _id: 'option-2',
    name: 'Child Health Check',
    title: 'Child Health Check',
    category: 'Medical',
    price: 20,
    currency: 'USD',
    doctorsImg: '/images/doctor-default.svg',
    slots: ['10:00 AM - 10:30 AM'],
    doctors: [{ ...karim, slots: ['10:00 AM - 10:30 AM'] }],
  },
  {
    _id: 'option-3',
    name: 'Sleep and Fitness Review',
    title: 'Sleep and Fitness Review',
    category: 'Physiologist',
    price: 20,
    currency: 'USD',
    doctorsImg: '/images/doctor-default.svg',
    slots: [],
    doctors: [],
  },
];

afterEach(() => {
  vi.unstubAllGlobals();
  // The toaster's store outlives a test: one test's 'Booking confirmed' is not the next one's.
  toast.remove();
});

const noPlan: MyPlan = {
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

/** The API as the appointment page sees it; POST /booking answers `bookingAnswer`. */
function stubAppointmentApi({
  signedIn,
  bookingAnswer = { acknowledged: true, insertedId: 'booking-1' },
  firstFreeDay = today,
  ownBookings = [],
  days = [],
  family = [myself],
  plan = noPlan,
  made,
}: {
  signedIn: boolean;
  /** GET /me/plan. */
  plan?: MyPlan;
  /** The booking made, as GET /bookings/{id} answers it. */
  made?: BookingDetail;
  bookingAnswer?: BookingResult;
  firstFreeDay?: string;
  ownBookings?: Booking[];
  days?: ClinicDay[];
  family?: PatientProfile[];
}) {
  return stubApi({
    'GET /api/auth/get-session': signedIn
      ? { user: patient, session: { id: 's', expiresAt: '2030-01-01' } }
      : null,
    'GET /api/jwt': { accessToken: 'header.eyJleHAiOjQxMDI0NDQ4MDB9.signature' },
    'GET /api/users/admin/:email': { isAdmin: false },
    'GET /api/client-config': testClientConfig(),
    'GET /api/appointmentOptions': options,
    'GET /api/appointmentOptions/first-free-day': { date: firstFreeDay },
    'GET /api/appointmentOptions/days': days,
    'POST /api/booking': bookingAnswer,
    'GET /api/bookings': ownBookings,
    'GET /api/family': family,
    'GET /api/me/plan': plan,
    ...(made ? { 'GET /api/bookings/:id': made } : {}),
  });
}

// The first render waits for the page's lazy chunk (the calendar and its date library).
const LAZY = { timeout: 5000 };
/** A booking typed through from the first render: the lazy chunk, the form and its answer. */
const SLOW = { timeout: 15_000 };
const card = async (name: string) =>
  (await screen.findByRole('heading', { name }, LAZY)).closest('li')!;

describe('the appointment page', () => {
  it("shows today's treatments with their first free slot, spaces and price", async () => {
    const calls = stubAppointmentApi({ signedIn: false });
    renderApp('/appointment');
    expect(await screen.findByText(text.selected(today), {}, LAZY)).toBeInTheDocument();

    const cardiology = within(await card('Cardiology Consultation'));
    expect(cardiology.getByText('09:00 AM - 09:30 AM')).toBeInTheDocument();
    expect(cardiology.getByText('2 spaces available')).toBeInTheDocument();
    expect(cardiology.getByText('Price: 40$')).toBeInTheDocument();
    expect(cardiology.getByRole('img')).toHaveAttribute('src', '/images/doctor-default.svg');
    expect(cardiology.getByRole('button', { name: /Book Appointment/ })).toBeEnabled();
    expect(
      within(await card('Child Health Check')).getByText('1 space available'),
    ).toBeInTheDocument();

    const full = within(await card('Sleep and Fitness Review'));
    expect(full.getByText(text.tryAnotherDay)).toBeInTheDocument();
    expect(full.getByText('0 spaces available')).toBeInTheDocument();
    expect(full.getByRole('button', { name: /Book Appointment/ })).toBeDisabled();
    expect(calls.find((call) => call.request === 'GET /api/appointmentOptions')?.search).toBe(
      `?${new URLSearchParams({ date: today })}`,
    );
  });

  it('opens on the first day with a free slot when today has none, and today stays pickable', async () => {
    const later = wireDate(addDays(clinicDays(testClientConfig().clinic).today, 3));
    const calls = stubAppointmentApi({ signedIn: false, firstFreeDay: later });
    const user = userEvent.setup();
    renderApp('/appointment');
    expect(await screen.findByText(text.selected(later), {}, LAZY)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: text.available(later) })).toBeInTheDocument();
    const asked = () =>
      calls
        .filter((call) => call.request === 'GET /api/appointmentOptions')
        .map((call) => new URLSearchParams(call.search).get('date'));
    await waitFor(() => expect(asked()).toContain(later));
    expect(asked()).not.toContain(today);

    // The calendar shows the opening day's month, which may be the one after today's.
    const todayButton = () =>
      document.querySelector<HTMLButtonElement>('td[data-today="true"] button');
    if (!todayButton()) await user.click(screen.getByRole('button', { name: /previous month/i }));
    await user.click(todayButton()!);
    expect(await screen.findByText(text.selected(today))).toBeInTheDocument();
    await waitFor(() => expect(asked()).toContain(today));
  });

  it('lets the patient pick another day, not one before today, and asks for that day', async () => {
    const calls = stubAppointmentApi({ signedIn: false });
    const user = userEvent.setup();
    renderApp('/appointment');
    const calendar = within(await screen.findByRole('grid', {}, LAZY));
    const todayCell = calendar
      .getAllByRole('gridcell')
      .find((cell) => cell.getAttribute('data-today') === 'true')!;
    const days = calendar.getAllByRole('button');
    const todayIndex = days.indexOf(within(todayCell).getByRole('button'));
    if (todayIndex > 0) expect(days[todayIndex - 1]).toBeDisabled();
    let tomorrow = days[todayIndex + 1];
    if (!tomorrow) {
      await user.click(screen.getByRole('button', { name: /next month/i }));
      [tomorrow] = within(screen.getByRole('grid')).getAllByRole('button');
    }
    await user.click(tomorrow!);
    const next = wireDate(addDays(clinicDays(testClientConfig().clinic).today, 1));
    expect(await screen.findByText(text.selected(next))).toBeInTheDocument();
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.request === 'GET /api/appointmentOptions')
          .map((call) => call.search),
      ).toContain(`?${new URLSearchParams({ date: next })}`),
    );
  });

  it('disables the days nobody works and names why, and keeps full days pickable', async () => {
    const { today: first } = clinicDays(testClientConfig().clinic);
    const day = (offset: number) => addDays(first, offset);
    // Today free, tomorrow nobody works, the day after full: the waitlist is there.
    const states: ClinicDay['state'][] = ['free', 'off', 'full', 'free'];
    stubAppointmentApi({
      signedIn: false,
      days: states.map((state, offset) => ({ date: wireDate(day(offset)), state })),
    });
    const user = userEvent.setup();
    renderApp('/appointment');
    await screen.findByRole('grid', {}, LAZY);
    const button = async (offset: number) => {
      const name = new RegExp(`^\\d+, ${format(day(offset), 'EEEE d MMMM yyyy')}`);
      // Late in a month, the next days are on the next month's page.
      if (screen.queryAllByRole('button', { name }).length === 0)
        await user.click(screen.getByRole('button', { name: /next month/i }));
      return screen.findByRole('button', { name });
    };
    await waitFor(async () =>
      expect(await button(1)).toHaveAccessibleName(/, day off, unavailable$/),
    );
    expect(await button(1)).toBeDisabled();
    const full = await button(2);
    expect(full).toBeEnabled();
    expect(full).not.toHaveAccessibleName(/unavailable/);
  });

  it('offers a signed-out visitor a Login link that returns to the page, in place of Submit', async () => {
    stubAppointmentApi({ signedIn: false });
    const user = userEvent.setup();
    const { router } = renderApp('/appointment');
    await user.click(
      within(await card('Cardiology Consultation')).getByRole('button', {
        name: /Book Appointment/,
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Cardiology Consultation' }));
    expect(dialog.queryByRole('button', { name: text.modal.submit })).toBeNull();
    await user.click(dialog.getByRole('link', { name: text.modal.login }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), LAZY);
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/appointment' } });
  });

  it('books with the chosen slot, the signed-in e-mail and a checked phone number, says so and goes on to pay', async () => {
    const calls = stubAppointmentApi({
      signedIn: true,
      bookingAnswer: { acknowledged: true, insertedId: 'booking-1' },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/appointment');
    await user.click(
      within(await card('Cardiology Consultation')).getByRole('button', {
        name: /Book Appointment/,
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Cardiology Consultation' }));
    expect(dialog.getByLabelText(text.modal.date)).toHaveValue(today);
    expect(dialog.getByLabelText(text.modal.date)).toHaveAttribute('readonly');
    expect(dialog.getByLabelText(text.modal.email)).toHaveValue(patient.email);
    expect(dialog.getByLabelText(text.modal.email)).toHaveAttribute('readonly');
    expect(dialog.getByLabelText(text.modal.name)).toHaveValue(patient.name);

    await user.selectOptions(dialog.getByLabelText(text.modal.slot), '09:30 AM - 10:00 AM');
    await user.type(dialog.getByLabelText(text.modal.phone), '12345');
    await user.click(dialog.getByRole('button', { name: text.modal.submit }));
    expect(await dialog.findByText(/Phone Number must be a phone number/)).toBeInTheDocument();
    expect(calls.some((call) => call.request === 'POST /api/booking')).toBe(false);

    await user.clear(dialog.getByLabelText(text.modal.phone));
    await user.type(dialog.getByLabelText(text.modal.phone), '01712345678');
    await user.click(dialog.getByRole('button', { name: text.modal.submit }));
    expect(await screen.findByText(text.confirmed)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.payment('booking-1')));
    expect(
      calls.filter((call) => call.request === 'POST /api/booking').map((call) => call.body),
    ).toEqual([
      {
        appointmentDate: today,
        treatmentName: 'Cardiology Consultation',
        patientName: patient.name,
        slot: '09:30 AM - 10:00 AM',
        email: patient.email,
        phone: '01712345678',
        price: 40,
      },
    ]);
  });

  it(
    "books for a family member chosen under 'For', in their name, Myself being the default",
    SLOW,
    async () => {
      const calls = stubAppointmentApi({
        signedIn: true,
        family: [myself, { ...rafi, phone: '01912345678' }],
      });
      const user = userEvent.setup();
      renderApp('/appointment');
      const book = within(await card('Cardiology Consultation')).getByRole('button', {
        name: /Book Appointment/,
      });
      await waitFor(() => expect(book).toBeEnabled());
      await user.click(book);
      const dialog = within(await screen.findByRole('dialog', { name: 'Cardiology Consultation' }));
      const forWhom = dialog.getByLabelText(copy.family.forLabel);
      expect(forWhom).toHaveDisplayValue(copy.family.myself);
      const name = dialog.getByLabelText(text.modal.name);
      expect(name).not.toHaveAttribute('readonly');

      await user.selectOptions(forWhom, await dialog.findByRole('option', { name: /Rafi Uddin/ }));
      expect(name).toHaveValue('Rafi Uddin');
      expect(name).toHaveAttribute('readonly');
      expect(dialog.getByLabelText(text.modal.phone)).toHaveValue('01912345678');
      await user.click(dialog.getByRole('button', { name: text.modal.submit }));

      expect(await screen.findByText(text.confirmed)).toBeInTheDocument();
      const posted = calls.find((call) => call.request === 'POST /api/booking')?.body;
      expect(posted).toMatchObject({
        patientId: rafi._id,
        patientName: 'Rafi Uddin',
        phone: '01912345678',
      });
    },
  );

  it(
    "says Professional covers the account holder's booking, not a family member's, and goes on to the confirmation",
    SLOW,
    async () => {
      stubAppointmentApi({
        signedIn: true,
        family: [myself, rafi],
        plan: {
          ...noPlan,
          plan: 'professional',
          name: 'Professional',
          period: 'monthly',
          consultationsLeft: 3,
          consultationsIncluded: 4,
        },
        made: {
          _id: 'booking-1',
          kind: 'scheduled',
          appointmentDate: today,
          treatmentName: 'Cardiology Consultation',
          treatment: 'Cardiology Consultation',
          doctorId: null,
          doctorName: '',
          patientId: patient.id,
          patientName: patient.name,
          slot: '09:00 AM - 09:30 AM',
          email: patient.email,
          phone: '01712345678',
          price: 0,
          currency: 'USD',
          paid: false,
          status: 'active',
          refunded: false,
          refundedAmount: 0,
          coveredBy: 'professional',
          roomOpen: false,
          reschedulable: true,
          refundOnCancel: false,
          payBy: null,
          followUpOf: null,
          followUpUntil: null,
        },
      });
      const user = userEvent.setup();
      const { router } = renderApp('/appointment');
      const book = within(await card('Cardiology Consultation')).getByRole('button', {
        name: /Book Appointment/,
      });
      await waitFor(() => expect(book).toBeEnabled());
      await user.click(book);
      const dialog = within(await screen.findByRole('dialog', { name: 'Cardiology Consultation' }));
      const covered = copy.plans.coveredBy('professional');
      expect(await dialog.findByText(covered)).toBeInTheDocument();
      const forWhom = dialog.getByLabelText(copy.family.forLabel);
      await user.selectOptions(forWhom, await dialog.findByRole('option', { name: /Rafi Uddin/ }));
      expect(dialog.queryByText(covered)).not.toBeInTheDocument();
      await user.selectOptions(forWhom, copy.family.myself);
      expect(dialog.getByText(covered)).toBeInTheDocument();
      await user.type(dialog.getByLabelText(text.modal.phone), '01712345678');
      await user.click(dialog.getByRole('button', { name: text.modal.submit }));
      await waitFor(() =>
        expect(router.state.location.pathname).toBe(paths.bookingConfirmed('booking-1')),
      );
      expect(
        await screen.findByRole('heading', { name: copy.confirmation.heading }, LAZY),
      ).toBeVisible();
      expect(screen.getByText(covered)).toBeInTheDocument();
    },
  );

  it(
    "offers 'For' with Myself alone before any family member is added, and books for Myself",
    SLOW,
    async () => {
      const calls = stubAppointmentApi({ signedIn: true });
      const user = userEvent.setup();
      renderApp('/appointment');
      const book = within(await card('Cardiology Consultation')).getByRole('button', {
        name: /Book Appointment/,
      });
      await waitFor(() => expect(book).toBeEnabled());
      await user.click(book);
      const dialog = within(await screen.findByRole('dialog', { name: 'Cardiology Consultation' }));
      const forWhom = dialog.getByLabelText(copy.family.forLabel);
      expect(
        within(forWhom)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([copy.family.myself]);
      expect(await dialog.findByText(copy.family.forHint)).toBeInTheDocument();
      await user.type(dialog.getByLabelText(text.modal.phone), '01712345678');
      await user.click(dialog.getByRole('button', { name: text.modal.submit }));
      expect(await screen.findByText(text.confirmed)).toBeInTheDocument();
      const posted = calls.find((call) => call.request === 'POST /api/booking')?.body;
      expect(posted).not.toHaveProperty('patientId');
    },
  );

  it("starts the form from the patient's last booking's name and phone", async () => {
    stubAppointmentApi({
      signedIn: true,
      ownBookings: [
        {
          _id: 'b-0',
          kind: 'scheduled',
          appointmentDate: 'Mar 12, 2030',
          treatmentName: 'Teeth Orthodontics',
          doctorId: 'd-1',
          doctorName: 'Dr. Amina Rahman',
          patientId: patient.id,
          patientName: 'Rahim (son)',
          slot: '09:00 AM - 09:30 AM',
          email: patient.email,
          phone: '+8801812345678',
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
        },
      ],
    });
    const user = userEvent.setup();
    renderApp('/appointment');
    const book = within(await card('Cardiology Consultation')).getByRole('button', {
      name: /Book Appointment/,
    });
    await waitFor(() => expect(book).toBeEnabled());
    await user.click(book);
    const dialog = within(await screen.findByRole('dialog', { name: 'Cardiology Consultation' }));
    await waitFor(() => expect(dialog.getByLabelText(text.modal.name)).toHaveValue('Rahim (son)'));
    expect(dialog.getByLabelText(text.modal.phone)).toHaveValue('+8801812345678');
  });

  it('offers the doctors free at the chosen slot, any available one by default, and sends the chosen one', async () => {
    const calls = stubAppointmentApi({ signedIn: true });
    const user = userEvent.setup();
    renderApp('/appointment');
    await user.click(
      within(await card('Cardiology Consultation')).getByRole('button', {
        name: /Book Appointment/,
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Cardiology Consultation' }));
    const doctorField = dialog.getByLabelText(text.modal.doctor);
    const offered = () =>
      within(doctorField)
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(doctorField).toHaveDisplayValue(text.modal.anyDoctor);
    expect(offered()).toEqual([text.modal.anyDoctor, amina.name]);

    await user.selectOptions(dialog.getByLabelText(text.modal.slot), '09:30 AM - 10:00 AM');
    expect(offered()).toEqual([text.modal.anyDoctor, amina.name, karim.name]);
    await user.selectOptions(doctorField, karim.name);
    // Dr. Karim is not free at 09:00: the choice goes back to any available doctor.
    await user.selectOptions(dialog.getByLabelText(text.modal.slot), '09:00 AM - 09:30 AM');
    await waitFor(() => expect(doctorField).toHaveDisplayValue(text.modal.anyDoctor));

    await user.selectOptions(dialog.getByLabelText(text.modal.slot), '09:30 AM - 10:00 AM');
    await user.selectOptions(doctorField, karim.name);
    await user.type(dialog.getByLabelText(text.modal.phone), '01712345678');
    await user.click(dialog.getByRole('button', { name: text.modal.submit }));
    await waitFor(() =>
      expect(calls.find((call) => call.request === 'POST /api/booking')?.body).toMatchObject({
        slot: '09:30 AM - 10:00 AM',
        doctorId: karim._id,
      }),
    );
  });

  it("shows the server's reason when a booking is refused", async () => {
    const message = `You already have a booking on ${today}`;
    stubAppointmentApi({
      signedIn: true,
      bookingAnswer: { acknowledged: false, reason: 'already_booked_day', message },
    });
    const user = userEvent.setup();
    renderApp('/appointment');
    await user.click(
      within(await card('Child Health Check')).getByRole('button', { name: /Book Appointment/ }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Child Health Check' }));
    await user.type(dialog.getByLabelText(text.modal.phone), '+8801712345678');
    await user.click(dialog.getByRole('button', { name: text.modal.submit }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
