import type { BookingDetail } from '@sustho/contracts';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { copy } from '../../../copy/en';
import { TestProviders } from '../../../test/providers';
import { BookingConfirmation } from './booking-confirmation';

const text = copy.confirmation;

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
  paid: true,
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

function renderConfirmation(shown: BookingDetail, transactionId: string | null = null) {
  const router = createMemoryRouter([
    { path: '/', element: <BookingConfirmation booking={shown} transactionId={transactionId} /> },
  ]);
  render(
    <TestProviders queryClient={new QueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

describe('BookingConfirmation', () => {
  it('names the doctor, date and time, shows the whole transaction id, and offers the calendar and My Appointments', () => {
    const transactionId = 'pi_3QxYz0123456789abcdefghijklmnopqrstuvwxyz';
    renderConfirmation(booking, transactionId);
    expect(screen.getByRole('heading', { name: text.heading })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(copy.payments.success);
    expect(screen.getByText(transactionId)).toHaveClass('break-all');
    expect(screen.getByText('Dr. Amina Rahman')).toBeInTheDocument();
    expect(screen.getByText('Mar 12, 2030')).toBeInTheDocument();
    expect(screen.getByText('09:00 AM - 09:30 AM')).toBeInTheDocument();
    expect(screen.getByText(text.paid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.addToCalendar })).toHaveAttribute(
      'href',
      `/api/bookings/${booking._id}/calendar`,
    );
    expect(screen.getByRole('link', { name: copy.payments.backToAppointments })).toHaveAttribute(
      'href',
      paths.myAppointments,
    );
    expect(screen.queryByRole('link', { name: /^Join/ })).toBeNull();
    expect(screen.getByText(text.joinLater)).toBeInTheDocument();
  });

  it("offers 'Join' once the room is open", () => {
    renderConfirmation({ ...booking, roomOpen: true });
    expect(screen.getByRole('link', { name: /^Join/ })).toHaveAttribute(
      'href',
      paths.consultation(booking._id),
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("asks to pay first while a price is due, with 'Pay now'", () => {
    renderConfirmation({ ...booking, paid: false, roomOpen: true });
    expect(screen.getByText(text.unpaid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.payNow })).toHaveAttribute(
      'href',
      paths.payment(booking._id),
    );
    expect(screen.queryByRole('link', { name: /^Join/ })).toBeNull();
  });
});
