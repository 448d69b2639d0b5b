import type { AppointmentOption, Booking, ClinicDay } from '@sustho/contracts';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, format } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copy } from '../../../copy/en';
import { TestProviders } from '../../../test/providers';
import { stubApi } from '../../../test/stub-api';
import { clinicDays, wireDate } from '../clinic-calendar';
import { RescheduleSlotPicker } from './reschedule-slot-picker';
import { testClientConfig } from '../../../test/client-config';

const text = copy.reschedule;
const { lastDay } = clinicDays(testClientConfig().clinic);
const day = wireDate(lastDay);
const amina = { _id: '1b6f4a2e-3c5d-4e7f-8a9b-0c1d2e3f4a5b', name: 'Dr. Amina Rahman', image: '' };
const karim = { _id: '2c7a5b3f-4d6e-4f80-9bac-1d2e3f4a5b6c', name: 'Dr. Karim Hossain', image: '' };
const booking: Booking = {
  _id: 'booking-1',
  kind: 'scheduled',
  // The horizon's last day, so the calendar opens on a month other than today's.
  appointmentDate: day,
  treatmentName: 'Cardiology Consultation',
  doctorId: amina._id,
  doctorName: amina.name,
  patientId: 'u-rahim',
  patientName: 'Rahim Uddin',
  slot: '09:00 AM - 09:30 AM',
  email: 'rahim@example.com',
  phone: '+8801712345678',
  price: 40,
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
const option: AppointmentOption = {
  _id: 'option-1',
  name: 'Cardiology Consultation',
  title: 'Cardiology Consultation',
  category: 'Consultant',
  price: 40,
  currency: 'USD',
  doctorsImg: '',
  slots: ['09:30 AM - 10:00 AM', '10:00 AM - 10:30 AM'],
  doctors: [
    { ...amina, slots: ['10:00 AM - 10:30 AM'] },
    { ...karim, slots: ['09:30 AM - 10:00 AM'] },
  ],
};

afterEach(() => vi.unstubAllGlobals());

function renderPicker(onChange: (choice: unknown) => void, days: ClinicDay[] = []) {
  const calls = stubApi({
    'GET /api/client-config': testClientConfig(),
    'GET /api/appointmentOptions/days': days,
    // Only the booking's own day has free slots.
    'GET /api/appointmentOptions': ({ search }) =>
      new URLSearchParams(search).get('date') === day
        ? [option]
        : [{ ...option, slots: [], doctors: [] }],
  });
  render(
    <TestProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RescheduleSlotPicker booking={booking} disabled={false} onChange={onChange} />
    </TestProviders>,
  );
  return calls;
}

describe('RescheduleSlotPicker', () => {
  it("opens on the booking's day with the same doctor's free slots, and offers any doctor's", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderPicker(onChange);
    expect(await screen.findByText(copy.appointments.selected(day))).toBeInTheDocument();
    const slot = await screen.findByLabelText(text.slot);
    expect([...slot.querySelectorAll('option')].map((one) => one.textContent)).toEqual([
      '10:00 AM - 10:30 AM',
    ]);
    expect(onChange).toHaveBeenLastCalledWith({
      appointmentDate: day,
      slot: '10:00 AM - 10:30 AM',
      doctorId: amina._id,
    });

    await user.selectOptions(screen.getByLabelText(text.doctor), text.anyDoctor);
    expect([...slot.querySelectorAll('option')].map((one) => one.textContent)).toEqual([
      '09:30 AM - 10:00 AM',
      '10:00 AM - 10:30 AM',
    ]);
    await user.selectOptions(screen.getByLabelText(text.slot), '09:30 AM - 10:00 AM');
    expect(onChange).toHaveBeenLastCalledWith({
      appointmentDate: day,
      slot: '09:30 AM - 10:00 AM',
    });
  });

  it('says when a day has no free time, and reports no choice', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderPicker(onChange);
    await screen.findByLabelText(text.slot);
    // The day before the booking's, which has no free time.
    const before = format(addDays(lastDay, -1), 'yyyy-MM-dd');
    const cell = () => document.querySelector<HTMLButtonElement>(`td[data-day="${before}"] button`);
    if (!cell()) await user.click(screen.getByRole('button', { name: /previous month/i }));
    await user.click(cell()!);
    expect(await screen.findByText(text.noSlots)).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('disables a day nobody works and names why', async () => {
    const closed = addDays(lastDay, -2);
    renderPicker(vi.fn(), [{ date: wireDate(closed), state: 'off' }]);
    await screen.findByLabelText(text.slot);
    const name = new RegExp(`^\\d+, ${format(closed, 'EEEE d MMMM yyyy')}, day off, unavailable$`);
    // Early in a month, the day is on the previous month's page.
    if (
      screen.queryAllByRole('button', { name: new RegExp(format(closed, 'EEEE d MMMM yyyy')) })
        .length === 0
    )
      await userEvent.setup().click(screen.getByRole('button', { name: /previous month/i }));
    expect(await screen.findByRole('button', { name })).toBeDisabled();
  });
});
