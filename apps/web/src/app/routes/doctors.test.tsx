import type { DoctorDay, PublicDoctor } from '@sustho/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays } from 'date-fns';
import { copy } from '../../copy/en';
import { clinicDays, wireDate } from '../../features/appointments/clinic-calendar';
import { stubApi } from '../../test/stub-api';
import { renderApp } from '../render-app';
import { testClientConfig } from '../../test/client-config';

const text = copy.doctors;
const amina: PublicDoctor = {
  _id: '1b6f4a2e-3c5d-4e7f-8a9b-0c1d2e3f4a5b',
  name: 'Dr. Amina Rahman',
  image: '/images/doctor-default.svg',
  specialty: 'Cardiology Consultation',
  treatmentName: 'Cardiology Consultation',
  category: 'Consultant',
  qualifications: 'MBBS, FCPS (Medicine)',
  experienceYears: 12,
  languages: ['English', 'Bangla'],
  bio: 'Sees adults with heart disease.',
  bmdcNumber: 'A-12345',
  price: 40,
  currency: 'USD',
  nextAvailable: {
    date: 'Dec 1, 2026',
    slot: '09:00 AM - 09:30 AM',
    slots: ['09:00 AM - 09:30 AM'],
  },
};
const karim: PublicDoctor = {
  ...amina,
  _id: '2c7a5b3f-4d6e-4f80-9bac-1d2e3f4a5b6c',
  name: 'Dr. Karim Hossain',
  specialty: 'Child Health Check',
  treatmentName: 'Child Health Check',
  experienceYears: null,
  languages: [],
  nextAvailable: null,
};

const clientConfig = testClientConfig();

afterEach(() => vi.unstubAllGlobals());

/** The directory's API: the list answers the doctors whose specialty the query names, or all. */
function stubDirectoryApi() {
  return stubApi({
    'GET /api/auth/get-session': null,
    'GET /api/client-config': clientConfig,
    'GET /api/appointmentSpecialty': [
      { _id: 'o-1', treatmentName: 'Cardiology Consultation', title: 'Cardiology Consultation' },
      { _id: 'o-2', treatmentName: 'Child Health Check', title: 'Child Health Check' },
    ],
    'GET /api/public/doctors': ({ search }) => {
      const specialty = new URLSearchParams(search).get('specialty');
      return [amina, karim].filter((doctor) => !specialty || doctor.specialty === specialty);
    },
  });
}

const LAZY = { timeout: 5000 };
const card = (name: string) => within(screen.getByRole('link', { name }).closest('li')!);

describe('the doctors directory', () => {
  it("shows each doctor's card with their next free slot, or none within the horizon", async () => {
    stubDirectoryApi();
    renderApp('/doctors');
    expect(await screen.findByRole('heading', { name: text.heading }, LAZY)).toBeInTheDocument();
    await screen.findByRole('link', { name: amina.name });
    const first = card(amina.name);
    expect(first.getByRole('img')).toHaveAttribute('alt', text.photoAlt(amina.name));
    for (const line of [
      'Cardiology Consultation',
      'MBBS, FCPS (Medicine)',
      '12 years of experience',
      'Speaks English, Bangla',
      'Price: 40$',
      'Next available: Dec 1, 2026, 09:00 AM - 09:30 AM',
    ])
      expect(first.getByText(line)).toBeInTheDocument();
    expect(card(karim.name).getByText('No free slots in the next 60 days')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: amina.name })).toHaveAttribute(
      'href',
      `/doctors/${amina._id}`,
    );
  });

  it('filters by specialty and name through the URL', async () => {
    const calls = stubDirectoryApi();
    const user = userEvent.setup();
    const { router } = renderApp('/doctors');
    await screen.findByRole('link', { name: karim.name }, LAZY);
    await user.selectOptions(screen.getByLabelText(text.specialty), 'Cardiology Consultation');
    await user.type(screen.getByLabelText(text.search), 'amina');
    await user.click(screen.getByRole('button', { name: text.searchButton }));

    await waitFor(() =>
      expect(router.state.location.search).toBe('?specialty=Cardiology+Consultation&q=amina'),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: karim.name })).toBeNull());
    expect(screen.getByRole('link', { name: amina.name })).toBeInTheDocument();
    expect(calls.map((call) => `${call.request}${call.search}`)).toContain(
      'GET /api/public/doctors?specialty=Cardiology+Consultation&q=amina',
    );
    expect(screen.getByLabelText(text.specialty)).toHaveValue('Cardiology Consultation');
  });

  it('says when no doctor matches', async () => {
    stubApi({
      'GET /api/auth/get-session': null,
      'GET /api/client-config': clientConfig,
      'GET /api/appointmentSpecialty': [],
      'GET /api/public/doctors': [],
    });
    renderApp('/doctors?q=nobody');
    expect(await screen.findByText(text.empty, {}, LAZY)).toBeInTheDocument();
    expect(screen.getByLabelText(text.search)).toHaveValue('nobody');
  });

  it("shows a doctor's profile and free slots, and books a chosen slot with that doctor chosen", async () => {
    const slots = ['09:00 AM - 09:30 AM', '09:30 AM - 10:00 AM'];
    stubApi({
      'GET /api/auth/get-session': null,
      'GET /api/client-config': clientConfig,
      'GET /api/public/doctors/:id': amina,
      'GET /api/appointmentOptions': [
        {
          _id: 'o-1',
          name: 'Cardiology Consultation',
          title: 'Cardiology Consultation',
          category: 'Consultant',
          price: 40,
          currency: 'USD',
          doctorsImg: amina.image,
          slots,
          doctors: [
            { _id: karim._id, name: karim.name, image: karim.image, slots: [slots[0]!] },
            { _id: amina._id, name: amina.name, image: amina.image, slots },
          ],
        },
      ],
    });
    const user = userEvent.setup();
    renderApp(`/doctors/${amina._id}`);
    expect(
      await screen.findByRole('heading', { name: amina.name, level: 1 }, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByText(amina.bio)).toBeInTheDocument();
    expect(screen.getByText(text.bmdc('A-12345'))).toBeInTheDocument();
    const slotButtons = await screen.findByRole('group', { name: /^Free slots on / });
    const morning = within(slotButtons).getByRole('group', {
      name: copy.appointments.partsOfDay.morning,
    });
    expect(
      within(morning)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(slots);
    await user.click(within(morning).getByRole('button', { name: slots[1] }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Cardiology Consultation' }));
    expect(dialog.getByLabelText(copy.appointments.modal.slot)).toHaveValue(slots[1]);
    expect(dialog.getByLabelText(copy.appointments.modal.doctor)).toHaveValue(amina._id);
  });

  it("opens on the doctor's next free day, with that slot chosen, when today has none", async () => {
    const next = wireDate(addDays(clinicDays(testClientConfig().clinic).today, 4));
    const slots = ['02:00 PM - 02:30 PM', '02:30 PM - 03:00 PM'];
    const calls = stubApi({
      'GET /api/auth/get-session': null,
      'GET /api/client-config': clientConfig,
      'GET /api/public/doctors/:id': {
        ...amina,
        nextAvailable: { date: next, slot: slots[0]!, slots },
      },
      'GET /api/appointmentOptions': [
        {
          _id: 'o-1',
          name: 'Cardiology Consultation',
          title: 'Cardiology Consultation',
          category: 'Consultant',
          price: 40,
          currency: 'USD',
          doctorsImg: amina.image,
          slots,
          doctors: [{ _id: amina._id, name: amina.name, image: amina.image, slots }],
        },
      ],
    });
    renderApp(`/doctors/${amina._id}`);
    const slotButtons = await screen.findByRole(
      'group',
      { name: copy.appointments.doctorSlots(next) },
      LAZY,
    );
    expect(
      within(slotButtons)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(slots);
    expect(
      within(slotButtons).getByRole('group', { name: copy.appointments.partsOfDay.afternoon }),
    ).toBeInTheDocument();
    expect(screen.getByText(copy.appointments.selected(next))).toBeInTheDocument();
    expect(
      calls
        .filter((call) => call.request === 'GET /api/appointmentOptions')
        .map((call) => new URLSearchParams(call.search).get('date')),
    ).toEqual([next]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: copy.appointments.book }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cardiology Consultation' }));
    expect(dialog.getByLabelText(copy.appointments.modal.slot)).toHaveValue(slots[0]);
  });

  it("disables the doctor's days off and full days, and names why", async () => {
    const { today } = clinicDays(testClientConfig().clinic);
    // Today free, then days off and full days in turn: whatever month they fall in.
    const days: DoctorDay[] = Array.from({ length: 10 }, (_, offset) => ({
      date: wireDate(addDays(today, offset)),
      state: offset === 0 ? 'free' : offset % 2 ? 'off' : 'full',
    }));
    stubApi({
      'GET /api/auth/get-session': null,
      'GET /api/client-config': clientConfig,
      'GET /api/public/doctors/:id': { ...amina, nextAvailable: null },
      'GET /api/public/doctors/:id/days': days,
      'GET /api/appointmentOptions': [],
    });
    const user = userEvent.setup();
    renderApp(`/doctors/${amina._id}`);
    await screen.findByText(copy.appointments.selected(days[0]!.date), {}, LAZY);
    for (const reason of [/, day off, unavailable$/, /, fully booked, unavailable$/]) {
      await waitFor(() =>
        expect(screen.getAllByRole('button', { name: /^\d+, / })).not.toHaveLength(0),
      );
      // Late in a month, the next days are on the next month's page.
      if (screen.queryAllByRole('button', { name: reason }).length === 0)
        await user.click(screen.getByRole('button', { name: /next month/i }));
      const unavailable = await screen.findAllByRole('button', { name: reason });
      for (const button of unavailable) expect(button).toBeDisabled();
    }
  });

  it("books one of a card's next free slots from the directory, with that doctor and slot chosen", async () => {
    const slots = ['09:00 AM - 09:30 AM', '09:30 AM - 10:00 AM', '05:00 PM - 05:30 PM'];
    const date = 'Dec 1, 2026';
    const calls = stubApi({
      'GET /api/auth/get-session': null,
      'GET /api/client-config': clientConfig,
      'GET /api/appointmentSpecialty': [],
      'GET /api/public/doctors': [{ ...amina, nextAvailable: { date, slot: slots[0]!, slots } }],
      'GET /api/appointmentOptions': [
        {
          _id: 'o-1',
          name: 'Cardiology Consultation',
          title: 'Cardiology Consultation',
          category: 'Consultant',
          price: 40,
          currency: 'USD',
          doctorsImg: amina.image,
          slots,
          doctors: [{ _id: amina._id, name: amina.name, image: amina.image, slots }],
        },
      ],
    });
    const user = userEvent.setup();
    renderApp('/doctors');
    const card = await screen.findByRole(
      'group',
      { name: text.nextSlotsLabel(amina.name, date) },
      LAZY,
    );
    expect(within(card).getByRole('group', { name: 'Morning' })).toBeInTheDocument();
    const evening = within(card).getByRole('group', { name: 'Evening' });
    expect(screen.getByText('Price: 40$')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.bookLabel(amina.name) })).toBeInTheDocument();
    await user.click(within(evening).getByRole('button', { name: slots[2] }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Cardiology Consultation' }));
    expect(dialog.getByLabelText(copy.appointments.modal.slot)).toHaveValue(slots[2]);
    expect(dialog.getByLabelText(copy.appointments.modal.doctor)).toHaveValue(amina._id);
    expect(
      calls
        .filter((call) => call.request === 'GET /api/appointmentOptions')
        .map((call) => new URLSearchParams(call.search).get('date')),
    ).toEqual([date]);
  });
});
