import type { BookingRecord, Prescription } from '@sustho/contracts';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clinicalRecordCopy } from '../../../copy/en/clinical-record';
import { stubApi } from '../../../test/stub-api';
import { DoctorPanel } from './doctor-panel';
import { TestProviders } from '../../../test/providers';

const text = clinicalRecordCopy.panel;

const record: BookingRecord = {
  booking: {
    bookingId: 'b-1',
    date: '2026-02-10',
    slot: '09:00 AM - 09:30 AM',
    doctorName: 'Dr. Rahman',
    treatmentName: 'Teeth Orthodontics',
    status: 'active',
    diagnosis: '',
  },
  patient: { name: 'Karim Uddin', dateOfBirth: null, sex: 'male' },
  consultationPatient: {
    patientId: 'p-karim',
    name: 'Karim Uddin',
    age: null,
    child: false,
    guardianName: null,
  },
  notes: null,
  prescriptions: [],
  history: [],
  reports: [],
};

const issued: Prescription = {
  _id: 'p-1',
  bookingId: 'b-1',
  version: 1,
  code: 'ABCDEFGHJKLMNPQRSTUVWXYZ',
  verifyUrl: 'http://localhost/verify/ABCDEFGHJKLMNPQRSTUVWXYZ',
  doctorName: 'Dr. Rahman',
  medicines: [],
  investigations: '',
  advice: '',
  followUpDays: null,
  issuedAt: '2026-02-10T03:30:00Z',
  replacedAt: null,
  replacedBy: null,
};

afterEach(() => vi.unstubAllGlobals());

function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestProviders queryClient={queryClient}>
      <Toaster />
      <DoctorPanel bookingId="b-1" />
    </TestProviders>,
  );
}

describe('DoctorPanel', () => {
  it('shows the patient, with — for an unknown age', async () => {
    stubApi({ 'GET /api/bookings/:id/record': record });
    renderPanel();
    expect(
      await screen.findByRole('heading', { name: text.heading('Karim Uddin') }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Age: — · Sex: Male/)).toBeInTheDocument();
  });

  it("shows a child's age and guardian", async () => {
    stubApi({
      'GET /api/bookings/:id/record': {
        ...record,
        patient: { name: 'Rafi Uddin', dateOfBirth: '2019-03-01', sex: 'male' },
        consultationPatient: {
          patientId: 'p-rafi',
          name: 'Rafi Uddin',
          age: 7,
          child: true,
          guardianName: 'Rahim Uddin',
        },
      },
    });
    renderPanel();
    expect(
      await screen.findByText('Patient: Rafi Uddin, 7 years (child) · Guardian: Rahim Uddin'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Age: 7 years · Sex: Male/)).toBeInTheDocument();
  });

  it('saves the notes as a draft once typing pauses', async () => {
    const calls = stubApi({
      'GET /api/bookings/:id/record': record,
      'PUT /api/bookings/:id/notes': ({ body }) => ({
        ...(body as BookingRecord['notes'] & object),
        updatedAt: '2026-02-10T03:40:00Z',
      }),
    });
    const user = userEvent.setup();
    renderPanel();
    await user.type(await screen.findByLabelText(text.chiefComplaint), 'Fever');
    expect(await screen.findByText(/^Draft saved at/)).toBeInTheDocument();
    const saves = calls.filter((call) => call.request === 'PUT /api/bookings/b-1/notes');
    expect(saves).toHaveLength(1);
    expect(saves[0]!.body).toMatchObject({ chiefComplaint: 'Fever', diagnosis: '' });
  });

  it('issues a prescription with its medicines, then offers a correction', async () => {
    let current = record;
    const calls = stubApi({
      'GET /api/bookings/:id/record': () => current,
      'POST /api/bookings/:id/prescriptions': ({ body }) => {
        const sent = { ...issued, ...(body as object) } as Prescription;
        current = {
          ...record,
          booking: { ...record.booking, status: 'completed' },
          prescriptions: [sent],
        };
        return sent;
      },
    });
    const user = userEvent.setup();
    renderPanel();
    const medicine = await screen.findByRole('group', { name: text.medicine(1) });
    await user.type(within(medicine).getByLabelText(text.medicineName), 'Napa');
    await user.type(within(medicine).getByLabelText(text.strength), '500 mg');
    await user.type(within(medicine).getByLabelText(text.form), 'Tablet');
    await user.type(within(medicine).getByLabelText(text.dose), '1+0+1');
    await user.type(screen.getByLabelText(text.followUpDays), '7');
    await user.click(screen.getByRole('button', { name: text.issue }));
    expect(await screen.findByText(text.issued)).toBeInTheDocument();
    const sent = calls.find((call) => call.request === 'POST /api/bookings/b-1/prescriptions');
    expect(sent?.body).toEqual({
      medicines: [
        {
          name: 'Napa',
          strength: '500 mg',
          form: 'Tablet',
          dose: '1+0+1',
          meal: 'after',
          durationDays: 5,
          instructions: '',
        },
      ],
      investigations: '',
      advice: '',
      followUpDays: 7,
    });
    expect(await screen.findByRole('button', { name: text.issueCorrection })).toBeInTheDocument();
    expect(screen.getByText(text.statusCompleted)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.complete })).toBeNull();
  });

  it('refuses a dose that is not a pattern, without calling the API', async () => {
    const calls = stubApi({ 'GET /api/bookings/:id/record': record });
    const user = userEvent.setup();
    renderPanel();
    const medicine = await screen.findByRole('group', { name: text.medicine(1) });
    await user.type(within(medicine).getByLabelText(text.medicineName), 'Napa');
    await user.type(within(medicine).getByLabelText(text.dose), 'twice');
    await user.click(screen.getByRole('button', { name: text.issue }));
    expect(await screen.findByText(/must be a dose pattern such as '1\+0\+1'/)).toBeInTheDocument();
    expect(calls.some((call) => call.request.startsWith('POST'))).toBe(false);
  });
});
