import type { Agenda, AgendaEntry } from '@sustho/contracts';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copy } from '../../../copy/en';
import { stubApi } from '../../../test/stub-api';
import { MyAgenda } from './my-agenda';
import { TestProviders } from '../../../test/providers';

const text = copy.agenda;

const entry = (overrides: Partial<AgendaEntry>): AgendaEntry => ({
  bookingId: 'b-1',
  date: '2026-02-10',
  slot: '09:00 AM - 09:30 AM',
  patientName: 'Karim Uddin',
  treatmentName: 'Teeth Orthodontics',
  kind: 'scheduled',
  paid: false,
  status: 'active',
  started: true,
  roomOpen: false,
  ...overrides,
});

const today: Agenda = {
  date: '2026-02-10',
  bookings: [
    entry({ bookingId: 'b-1', paid: true }),
    entry({
      bookingId: 'b-2',
      slot: '10:00 AM - 10:30 AM',
      patientName: 'Nadia Islam',
      started: false,
    }),
    entry({
      bookingId: 'b-3',
      slot: '08:30 AM - 09:00 AM',
      patientName: 'Sumon Das',
      status: 'no_show',
    }),
  ],
  upcoming: [
    entry({ bookingId: 'b-4', date: '2026-02-11', patientName: 'Rahima Khatun', started: false }),
  ],
};

afterEach(() => vi.unstubAllGlobals());

function renderAgenda() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestProviders queryClient={queryClient}>
      <MemoryRouter>
        <Toaster />
        <MyAgenda />
      </MemoryRouter>
    </TestProviders>,
  );
}

const rowOf = (name: string) => screen.getByText(new RegExp(`^${name} ·`)).closest('li')!;

describe('MyAgenda', () => {
  it("lists today's bookings with payment and status, and offers Mark no-show only once a slot started", async () => {
    stubApi({ 'GET /api/me/agenda': today });
    renderAgenda();
    expect(
      await screen.findByRole('heading', { name: text.dayHeading('Feb 10, 2026') }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(text.day)).toHaveValue('2026-02-10');

    const karim = rowOf('Karim Uddin');
    expect(karim).toHaveTextContent(text.paid);
    expect(
      within(karim).getByRole('button', {
        name: text.markNoShowFor('Karim Uddin', '09:00 AM - 09:30 AM'),
      }),
    ).toBeInTheDocument();
    const nadia = rowOf('Nadia Islam');
    expect(nadia).toHaveTextContent(text.unpaid);
    expect(within(nadia).queryByRole('button')).toBeNull();
    expect(
      within(nadia).getByRole('link', {
        name: text.openRecordFor('Nadia Islam', '10:00 AM - 10:30 AM'),
      }),
    ).toHaveAttribute('href', '/dashboard/agenda/b-2/record');
    const sumon = rowOf('Sumon Das');
    expect(sumon).toHaveTextContent(text.status.no_show);
    expect(within(sumon).queryByRole('button')).toBeNull();

    const upcoming = screen.getByRole('region', { name: text.upcomingHeading });
    expect(upcoming).toHaveTextContent('Feb 11, 2026, 09:00 AM - 09:30 AM');
    expect(upcoming).toHaveTextContent('Rahima Khatun');
    expect(
      within(upcoming).getByRole('link', {
        name: text.openRecordFor('Rahima Khatun', '09:00 AM - 09:30 AM'),
      }),
    ).toHaveAttribute('href', '/dashboard/agenda/b-4/record');
  });

  it('asks before marking a no-show, then sends it once and reloads the day', async () => {
    let marked = false;
    const calls = stubApi({
      'GET /api/me/agenda': () => ({
        ...today,
        bookings: today.bookings.map((booking) =>
          marked && booking.bookingId === 'b-1'
            ? { ...booking, status: 'no_show' as const }
            : booking,
        ),
      }),
      'POST /api/bookings/:id/no-show': () => {
        marked = true;
        return { bookingId: 'b-1', status: 'no_show' };
      },
    });
    const user = userEvent.setup();
    renderAgenda();
    await user.click(
      await screen.findByRole('button', {
        name: text.markNoShowFor('Karim Uddin', '09:00 AM - 09:30 AM'),
      }),
    );
    const dialog = screen.getByRole('dialog', { name: text.confirmTitle });
    await user.click(within(dialog).getByRole('button', { name: text.confirm }));
    expect(await screen.findByText(text.marked('Karim Uddin'))).toBeInTheDocument();
    expect(calls.filter((call) => call.request === 'POST /api/bookings/b-1/no-show')).toHaveLength(
      1,
    );
    await vi.waitFor(() => expect(within(rowOf('Karim Uddin')).queryByRole('button')).toBeNull());
  });

  it("marks an accepted Consult now consultation 'Consult now' beside the scheduled ones", async () => {
    stubApi({
      'GET /api/me/agenda': {
        ...today,
        bookings: [
          ...today.bookings,
          entry({
            bookingId: 'b-5',
            slot: '09:40 AM - 10:10 AM',
            patientName: 'Shapla Akter',
            kind: 'on_demand',
            paid: true,
            roomOpen: true,
          }),
        ],
      },
    });
    renderAgenda();
    const shapla = await screen.findByText(/^Shapla Akter ·/);
    const row = shapla.closest('li')!;
    expect(row).toHaveTextContent(text.consultNow);
    expect(
      within(row).getByRole('link', {
        name: text.startConsultationWith('Shapla Akter', '09:40 AM - 10:10 AM'),
      }),
    ).toHaveAttribute('href', '/consultation/b-5');
    expect(rowOf('Karim Uddin')).not.toHaveTextContent(text.consultNow);
  });

  it('shows the day picked', async () => {
    const calls = stubApi({
      'GET /api/me/agenda': ({ search }) =>
        search === '?date=2026-02-12' ? { ...today, date: '2026-02-12', bookings: [] } : today,
    });
    renderAgenda();
    const picker = await screen.findByLabelText(text.day);
    fireEvent.change(picker, { target: { value: '2026-02-12' } });
    expect(await screen.findByText(text.none)).toBeInTheDocument();
    expect(calls.map((call) => call.search)).toContain('?date=2026-02-12');
  });
});
