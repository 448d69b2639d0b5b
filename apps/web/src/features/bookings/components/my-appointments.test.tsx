import type { Booking } from '@sustho/contracts';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copy } from '../../../copy/en';
import { stubApi } from '../../../test/stub-api';
import { MyAppointments } from './my-appointments';
import { TestProviders } from '../../../test/providers';

const text = copy.myAppointments;
const email = 'rahim@example.com';
const booking = (id: string, extra: Partial<Booking>): Booking => ({
  _id: id,
  appointmentDate: 'Dec 1, 2026',
  treatmentName: 'Cardiology Consultation',
  doctorId: '1b6f4a2e-3c5d-4e7f-8a9b-0c1d2e3f4a5b',
  doctorName: 'Dr. Amina Rahman',
  patientName: 'Rahim Uddin',
  slot: '09:00 AM - 09:30 AM',
  email,
  phone: '01712345678',
  price: 40,
  currency: 'USD',
  paid: false,
  status: 'active',
  refunded: false,
  roomOpen: false,
  payBy: null,
  ...extra,
});

afterEach(() => vi.unstubAllGlobals());

/** GET /bookings answers `list`; DELETE /booking/{id} removes the row. Returns the requests made. */
function stubBookingsApi(list: Booking[]) {
  let rows = list;
  const calls = stubApi({
    'GET /api/bookings': () => rows,
    'DELETE /api/booking/:id': ({ params }) => {
      rows = rows.filter((row) => row._id !== params.id);
      return { deletedCount: 1 };
    },
  });
  return () => calls.map((call) => `${call.request}${call.search}`);
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <MyAppointments email={email} /> }]);
  render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </TestProviders>,
  );
}

describe('My Appointments', () => {
  it('shows each booking with Pay, Paid, free or refunded, and Delete only for active ones', async () => {
    const requests = stubBookingsApi([
      booking('unpaid', {}),
      booking('paid', { treatmentName: 'Child Health Check', paid: true }),
      booking('free', { treatmentName: 'Free Check', price: 0 }),
      booking('refunded', {
        treatmentName: 'Sleep Review',
        paid: true,
        status: 'cancelled',
        refunded: true,
      }),
    ]);
    renderPage();
    const row = async (treatment: string) =>
      within((await screen.findByText(treatment)).closest('tr')!);

    const unpaid = await row('Cardiology Consultation');
    expect(unpaid.getByRole('rowheader')).toHaveTextContent('1');
    expect(unpaid.getByText('Rahim Uddin')).toBeInTheDocument();
    expect(unpaid.getByText('Dec 1, 2026')).toBeInTheDocument();
    expect(unpaid.getByText('09:00 AM - 09:30 AM')).toBeInTheDocument();
    expect(unpaid.getByRole('link', { name: /Pay/ })).toHaveAttribute(
      'href',
      '/dashboard/payment/unpaid',
    );
    expect(unpaid.getByRole('button', { name: /Delete/ })).toBeInTheDocument();

    const paid = await row('Child Health Check');
    expect(paid.getByText(text.paid)).toBeInTheDocument();
    expect(paid.queryByRole('link')).toBeNull();
    expect((await row('Free Check')).getByText(text.free)).toBeInTheDocument();
    const refunded = await row('Sleep Review');
    expect(refunded.getByText(text.refunded)).toBeInTheDocument();
    expect(refunded.queryByRole('button')).toBeNull();
    expect(requests()).toEqual([`GET /api/bookings?email=${encodeURIComponent(email)}`]);
  });

  it('shows the doctor, and Completed, Missed or Cancelled for bookings that are no longer active', async () => {
    stubBookingsApi([
      booking('active', {}),
      booking('completed', {
        treatmentName: 'Child Health Check',
        status: 'completed',
        paid: true,
      }),
      booking('missed', { treatmentName: 'Sleep Review', status: 'no_show' }),
      booking('cancelled', { treatmentName: 'Skin Care', status: 'cancelled' }),
      booking('kept', { treatmentName: 'Eye Care', status: 'cancelled', paid: true }),
    ]);
    renderPage();
    const table = within(await screen.findByRole('table'));
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '#',
      'Name',
      'Treatment',
      'Doctor',
      'Date',
      'Time',
      'Payment',
      'Status',
      'Delete',
    ]);
    const cells = (treatment: string) =>
      within(table.getByText(treatment).closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    // Name, Treatment, Doctor, Date, Time, Payment, Status, Delete
    expect(cells('Cardiology Consultation').slice(2, 7)).toEqual([
      'Dr. Amina Rahman',
      'Dec 1, 2026',
      '09:00 AM - 09:30 AM',
      text.pay,
      '',
    ]);
    expect(cells('Child Health Check').slice(5)).toEqual([text.paid, 'Completed', '']);
    expect(cells('Sleep Review').slice(5)).toEqual(['', 'Missed', '']);
    expect(cells('Skin Care').slice(5)).toEqual(['', 'Cancelled', '']);
    expect(cells('Eye Care').slice(5)).toEqual([text.notRefunded, 'Cancelled', '']);
  });

  it('deletes a booking only after confirming, and says so', async () => {
    const requests = stubBookingsApi([booking('unpaid', {})]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: /Delete Cardiology Consultation/ }));
    const dialog = within(screen.getByRole('dialog', { name: text.confirmTitle }));
    expect(dialog.getByText(text.confirmText)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: text.cancel }));
    expect(requests().some((request) => request.startsWith('DELETE'))).toBe(false);

    await user.click(screen.getByRole('button', { name: /Delete Cardiology Consultation/ }));
    await user.click(
      within(screen.getByRole('dialog', { name: text.confirmTitle })).getByRole('button', {
        name: text.confirm,
      }),
    );
    expect(await screen.findByText(text.deleted)).toBeInTheDocument();
    expect(requests()).toContain('DELETE /api/booking/unpaid');
    expect(await screen.findByText(text.empty)).toBeInTheDocument();
  });

  it('says when there are no bookings and links to the appointment page', async () => {
    stubBookingsApi([]);
    renderPage();
    expect(await screen.findByText(text.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.bookOne })).toHaveAttribute(
      'href',
      '/appointment',
    );
  });
});
