import type { Booking } from '@sustho/contracts';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copy } from '../../../copy/en';
import { ApiReply, stubApi } from '../../../test/stub-api';
import { MyAppointments } from './my-appointments';
import type { SlotPickerProps } from './reschedule-dialog';
import { TestProviders } from '../../../test/providers';
import { testClientConfig } from '../../../test/client-config';

const text = copy.myAppointments;
const moveText = copy.reschedule;
const email = 'rahim@example.com';
const accountId = 'u-rahim';
const booking = (id: string, extra: Partial<Booking>): Booking => ({
  _id: id,
  kind: 'scheduled',
  appointmentDate: 'Dec 1, 2026',
  treatmentName: 'Cardiology Consultation',
  doctorId: '1b6f4a2e-3c5d-4e7f-8a9b-0c1d2e3f4a5b',
  doctorName: 'Dr. Amina Rahman',
  patientId: accountId,
  patientName: 'Rahim Uddin',
  slot: '09:00 AM - 09:30 AM',
  email,
  phone: '01712345678',
  price: 40,
  currency: 'USD',
  paid: false,
  status: 'active',
  refunded: false,
  refundedAmount: 0,
  coveredBy: null,
  roomOpen: false,
  reschedulable: false,
  refundOnCancel: true,
  payBy: null,
  followUpOf: null,
  followUpUntil: null,
  ...extra,
});

afterEach(() => vi.unstubAllGlobals());

const clientConfig = testClientConfig({ refundCutoffHours: 24 });

/**
 * GET /bookings answers `list`; DELETE /booking/{id} removes the row; a reschedule answers
 * `moveAnswer`. Returns the requests made.
 */
function stubBookingsApi(
  list: Booking[],
  moveAnswer: (id: string) => Booking | ApiReply<Booking> = (id) =>
    booking(id, { appointmentDate: 'Dec 3, 2026', slot: '10:00 AM - 10:30 AM' }),
) {
  let rows = list;
  const calls = stubApi({
    'GET /api/client-config': clientConfig,
    'GET /api/bookings': () => rows,
    'POST /api/bookings/:id/reschedule': ({ params }) => moveAnswer(params.id!),
    'DELETE /api/booking/:id': ({ params }) => {
      rows = rows.filter((row) => row._id !== params.id);
      return { deletedCount: 1 };
    },
  });
  return () => calls.map((call) => `${call.request}${call.search}`);
}

/** Stands in for the appointments feature's calendar: it picks Dec 3, 10:00 at once. */
function TestSlotPicker({ onChange }: SlotPickerProps) {
  return (
    <button
      type="button"
      onClick={() => onChange({ appointmentDate: 'Dec 3, 2026', slot: '10:00 AM - 10:30 AM' })}
    >
      Pick Dec 3, 10:00
    </button>
  );
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <MyAppointments
          email={email}
          accountId={accountId}
          SlotPicker={TestSlotPicker}
          FollowUpBooking={() => null}
        />
      ),
    },
  ]);
  render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </TestProviders>,
  );
}

describe('My Appointments', () => {
  it('says whom a booking is for when it is for a family member', async () => {
    stubBookingsApi([
      booking('own', {}),
      booking('rafi', {
        treatmentName: 'Child Health Check',
        patientId: 'p-rafi',
        patientName: 'Rafi',
      }),
    ]);
    renderPage();
    const row = async (treatment: string) =>
      within((await screen.findByText(treatment)).closest('tr')!);
    expect((await row('Child Health Check')).getByText('For: Rafi')).toBeInTheDocument();
    const own = await row('Cardiology Consultation');
    expect(own.getByText('Rahim Uddin')).toBeInTheDocument();
    expect(own.queryByText(/For:/)).toBeNull();
  });

  it('says a plan covered a booking and offers no Pay for it', async () => {
    stubBookingsApi([
      booking('covered', { price: 0, coveredBy: 'enterprise' }),
      booking('unpaid', { treatmentName: 'Child Health Check' }),
    ]);
    renderPage();
    const covered = within((await screen.findByText('Cardiology Consultation')).closest('tr')!);
    expect(covered.getByText('Covered by your Enterprise plan')).toBeInTheDocument();
    expect(covered.queryByRole('link', { name: /Pay/ })).toBeNull();
    const unpaid = within(screen.getByText('Child Health Check').closest('tr')!);
    expect(unpaid.queryByText(/Covered by/)).toBeNull();
  });

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
    expect(requests().filter((request) => request.includes('/bookings'))).toEqual([
      `GET /api/bookings?email=${encodeURIComponent(email)}`,
    ]);
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
    expect(
      dialog.getByText(
        'Cardiology Consultation with Dr. Amina Rahman on Dec 1, 2026 at 09:00 AM - 09:30 AM',
      ),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Keep appointment' }));
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

  it('says in the delete confirmation what happens to the payment', async () => {
    stubBookingsApi([
      booking('early', { treatmentName: 'Child Health Check', paid: true }),
      booking('late', { treatmentName: 'Sleep Review', paid: true, refundOnCancel: false }),
      booking('unpaid', {}),
    ]);
    const user = userEvent.setup();
    renderPage();
    const confirmation = () => within(screen.getByRole('dialog', { name: text.confirmTitle }));

    await user.click(await screen.findByRole('button', { name: /Delete Child Health Check/ }));
    expect(confirmation().getByText('Your payment of $40 will be refunded.')).toBeInTheDocument();
    await user.click(confirmation().getByRole('button', { name: text.cancel }));

    await user.click(screen.getByRole('button', { name: /Delete Sleep Review/ }));
    expect(
      confirmation().getByText(
        'This is less than 24 hours before your appointment: your payment will not be refunded.',
      ),
    ).toBeInTheDocument();
    await user.click(confirmation().getByRole('button', { name: text.cancel }));

    await user.click(screen.getByRole('button', { name: /Delete Cardiology Consultation/ }));
    expect(confirmation().queryByText(/refunded/)).toBeNull();
    expect(
      confirmation().getByText('You have not paid for it, so nothing is charged.'),
    ).toBeInTheDocument();
  });

  it('offers Reschedule for movable bookings and moves one through the dialog', async () => {
    const requests = stubBookingsApi([
      booking('movable', { paid: true, reschedulable: true }),
      booking('fixed', { treatmentName: 'Sleep Review' }),
    ]);
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Sleep Review');
    expect(
      screen.queryByRole('button', {
        name: moveText.rescheduleLabel('Sleep Review', 'Dec 1, 2026'),
      }),
    ).toBeNull();
    await user.click(
      screen.getByRole('button', {
        name: moveText.rescheduleLabel('Cardiology Consultation', 'Dec 1, 2026'),
      }),
    );
    const dialog = within(
      screen.getByRole('dialog', { name: moveText.title('Cardiology Consultation') }),
    );
    expect(dialog.getByText(moveText.paidStays)).toBeInTheDocument();
    const submit = dialog.getByRole('button', { name: moveText.submit });
    expect(submit).toBeDisabled();
    await user.click(dialog.getByRole('button', { name: 'Pick Dec 3, 10:00' }));
    await user.click(submit);
    expect(
      await screen.findByText(moveText.moved('Dec 3, 2026', '10:00 AM - 10:30 AM')),
    ).toBeInTheDocument();
    expect(requests()).toContain('POST /api/bookings/movable/reschedule');
  });

  it('keeps the dialog open with the reason when the move is refused', async () => {
    const message =
      'Sorry, the 10:00 AM - 10:30 AM slot on Dec 3, 2026 was just taken. Please choose another slot.';
    stubBookingsApi(
      [booking('movable', { reschedulable: true })],
      () =>
        new ApiReply<Booking>(409, {
          statusCode: 409,
          error: 'Conflict',
          message,
          code: 'slot_taken',
        }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: /Reschedule Cardiology/ }));
    const dialog = within(
      screen.getByRole('dialog', { name: moveText.title('Cardiology Consultation') }),
    );
    await user.click(dialog.getByRole('button', { name: 'Pick Dec 3, 10:00' }));
    await user.click(dialog.getByRole('button', { name: moveText.submit }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(message);
    expect(dialog.getByRole('button', { name: moveText.close })).toBeEnabled();
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
