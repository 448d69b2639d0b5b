import type { AppointmentOption, Booking, BookingInput } from '@sustho/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { addDays } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import { copy } from '../../copy/en';
import { clinicDays, wireDate } from '../../features/appointments/clinic-calendar';
import { myselfOf, rafi } from '../../test/family';
import { stubApi } from '../../test/stub-api';
import { testClientConfig } from '../../test/client-config';
import { renderApp } from '../render-app';

const text = copy.myAppointments;
const modal = copy.appointments.modal;
const { today: todayDate } = clinicDays(testClientConfig().clinic);
const today = wireDate(todayDate);
const tomorrow = wireDate(addDays(todayDate, 1));
const lastDay = wireDate(addDays(todayDate, 2));
const patient = {
  id: 'user-1',
  name: 'Rahim Uddin',
  email: 'rahim@example.com',
  emailVerified: true,
  image: null,
};
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
const cardiology: AppointmentOption = {
  _id: 'option-1',
  name: 'Cardiology Consultation',
  title: 'Cardiology Consultation',
  category: 'Consultant',
  price: 40,
  currency: 'USD',
  doctorsImg: '/images/doctor-default.svg',
  slots: ['09:00 AM - 09:30 AM', '09:30 AM - 10:00 AM', '10:00 AM - 10:30 AM'],
  doctors: [
    { ...amina, slots: ['09:30 AM - 10:00 AM', '10:00 AM - 10:30 AM'] },
    { ...karim, slots: ['09:00 AM - 09:30 AM'] },
  ],
};
/** Rafi's consultation with Dr. Amina, completed yesterday: its follow-up can be booked until `lastDay`. */
const consultation: Booking = {
  _id: '5e9c7d5b-6f80-4b12-9cde-3f4a5b6c7d8e',
  kind: 'scheduled',
  appointmentDate: wireDate(addDays(todayDate, -1)),
  treatmentName: cardiology.name,
  doctorId: amina._id,
  doctorName: amina.name,
  patientId: rafi._id,
  patientName: rafi.name,
  slot: '09:00 AM - 09:30 AM',
  email: patient.email,
  phone: '01712345678',
  price: 40,
  currency: 'USD',
  paid: true,
  status: 'completed',
  refunded: false,
  refundedAmount: 0,
  coveredBy: null,
  roomOpen: false,
  reschedulable: false,
  refundOnCancel: false,
  payBy: null,
  followUpOf: null,
  followUpUntil: lastDay,
};

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

function stubFollowUpApi(bookings: Booking[]) {
  return stubApi({
    'GET /api/auth/get-session': { user: patient, session: { id: 's', expiresAt: '2030-01-01' } },
    'GET /api/jwt': { accessToken: 'header.eyJleHAiOjQxMDI0NDQ4MDB9.signature' },
    'GET /api/users/admin/:email': { isAdmin: false },
    'GET /api/client-config': testClientConfig(),
    // Dr. Amina has no free slot tomorrow.
    'GET /api/appointmentOptions': ({ search }) =>
      new URLSearchParams(search).get('date') === tomorrow
        ? [{ ...cardiology, doctors: [cardiology.doctors[1]!] }]
        : [cardiology],
    'GET /api/bookings': bookings,
    'GET /api/waitlist': [],
    'GET /api/family': [myselfOf(patient), rafi],
    'POST /api/booking': { acknowledged: true, insertedId: 'follow-up-1' },
  });
}

const LAZY = { timeout: 5000 };

describe("'Book follow-up' in My Appointments (services.md §3)", () => {
  it('opens the booking modal for the doctor and patient, free, and books the follow-up on to its confirmation', async () => {
    const calls = stubFollowUpApi([
      {
        ...consultation,
        _id: 'b-follow-up',
        appointmentDate: lastDay,
        status: 'active',
        paid: false,
        price: 0,
        followUpOf: 'b-used',
        followUpUntil: null,
      },
      consultation,
      { ...consultation, _id: 'b-used', followUpUntil: null },
    ]);
    const user = userEvent.setup();
    const { router } = renderApp(paths.myAppointments);
    const buttons = await screen.findAllByRole('button', { name: /free follow-up/ }, LAZY);
    // Only the consultation whose follow-up can still be booked offers it.
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveTextContent(text.bookFollowUp);
    expect(buttons[0]).toHaveAccessibleName(text.bookFollowUpLabel(cardiology.title, lastDay));
    // A follow-up booked says so where a price is paid.
    expect(screen.getByText(modal.freeFollowUp)).toBeInTheDocument();
    await user.click(buttons[0]!);

    const dialog = within(await screen.findByRole('dialog', { name: cardiology.title }));
    expect(await dialog.findByLabelText(modal.price)).toHaveValue(modal.freeFollowUp);
    expect(dialog.getByLabelText(copy.family.forLabel)).toHaveValue(rafi.name);
    expect(dialog.getByLabelText(copy.family.forLabel)).toHaveAttribute('readonly');
    expect(dialog.getByLabelText(modal.name)).toHaveValue(rafi.name);
    expect(dialog.getByLabelText(modal.phone)).toHaveValue(consultation.phone);
    // The days from today to the last one allowed, and the doctor's own slots alone.
    const days = within(dialog.getByLabelText(modal.date)).getAllByRole('option');
    expect(days.map((day) => day.getAttribute('value'))).toEqual([today, tomorrow, lastDay]);
    const doctors = within(dialog.getByLabelText(modal.doctor)).getAllByRole('option');
    expect(doctors.map((doctor) => doctor.textContent)).toEqual([amina.name]);
    const slots = within(dialog.getByLabelText(modal.slot)).getAllByRole('option');
    expect(slots.map((slot) => slot.getAttribute('value'))).toEqual(cardiology.doctors[0]!.slots);

    // A day the doctor has no free slot says so, and offers no other doctor.
    await user.selectOptions(dialog.getByLabelText(modal.date), tomorrow);
    expect(await dialog.findByText(copy.reschedule.noSlots)).toBeInTheDocument();
    expect(within(dialog.getByLabelText(modal.doctor)).queryAllByRole('option')).toEqual([]);

    await user.selectOptions(dialog.getByLabelText(modal.date), lastDay);
    expect(await dialog.findByRole('option', { name: '09:30 AM - 10:00 AM' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: modal.submit }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(paths.bookingConfirmed('follow-up-1')),
    );
    const booked = calls.find((call) => call.request === 'POST /api/booking');
    expect(booked?.body).toMatchObject({
      appointmentDate: lastDay,
      treatmentName: cardiology.name,
      doctorId: amina._id,
      patientId: rafi._id,
      patientName: rafi.name,
      slot: '09:30 AM - 10:00 AM',
      followUpOf: consultation._id,
    } satisfies Partial<BookingInput>);
  });
});
