import type { ConsultationRoom as Room } from '@sustho/contracts';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loader } from '../../../app/routes/consultation';
import { ErrorPage } from '../../../components/layouts/error-page';
import { copy } from '../../../copy/en';
import { consultationCopy as text } from '../../../copy/en/consultation';
import { failure, stubApi } from '../../../test/stub-api';
import { ConsultationRoom } from './consultation-room';
import { TestProviders } from '../../../test/providers';

const room = (overrides: Partial<Room>): Room => ({
  bookingId: 'b-1',
  kind: 'scheduled',
  role: 'patient',
  status: 'open',
  date: '2026-02-10',
  slot: '09:00 AM - 09:30 AM',
  startsAt: '2026-02-10T03:00:00.000Z',
  opensAt: '2026-02-10T02:50:00.000Z',
  closesAt: '2026-02-10T04:00:00.000Z',
  treatmentName: 'General Medicine',
  doctorName: 'Dr. Nasreen Akter',
  patientName: 'Rahim Uddin',
  patient: { patientId: 'p-rahim', name: 'Rahim Uddin', age: 36, child: false, guardianName: null },
  paymentRequired: false,
  prescriptionReady: false,
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

function renderRoom(sidePanel?: (room: Room) => React.ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/consultation/:id',
        element: <ConsultationRoom bookingId="b-1" sidePanel={sidePanel} />,
        loader: loader(queryClient),
        errorElement: <ErrorPage />,
        hydrateFallbackElement: <p>Loading</p>,
      },
      { path: '/dashboard/payment/:id', element: <p>Payment page</p> },
    ],
    { initialEntries: ['/consultation/b-1'] },
  );
  render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

describe('ConsultationRoom', () => {
  it('says whom the consultation is for: a child with their guardian, an adult with their age', async () => {
    stubApi({
      'GET /api/consultations/:id': room({
        status: 'upcoming',
        patientName: 'Rafi Uddin',
        patient: {
          patientId: 'p-rafi',
          name: 'Rafi Uddin',
          age: 7,
          child: true,
          guardianName: 'Rahim Uddin',
        },
      }),
    });
    renderRoom();
    expect(
      await screen.findByText('Patient: Rafi Uddin, 7 years (child) · Guardian: Rahim Uddin'),
    ).toBeInTheDocument();
  });

  it("says an adult patient's name and age, without a guardian", async () => {
    stubApi({ 'GET /api/consultations/:id': room({ status: 'upcoming' }) });
    renderRoom();
    expect(await screen.findByText('Patient: Rahim Uddin, 36 years')).toBeInTheDocument();
    expect(screen.queryByText(/Guardian/)).toBeNull();
  });

  it('before the window: when it starts, and the camera and microphone check', async () => {
    stubApi({ 'GET /api/consultations/:id': room({ status: 'upcoming' }) });
    renderRoom();
    expect(await screen.findByText(text.startsAt('09:00 AM'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.deviceCheck.start })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.join })).toBeNull();
  });

  it('unpaid: asks the patient to pay, with the Pay link', async () => {
    stubApi({
      'GET /api/consultations/:id': room({ status: 'unpaid', paymentRequired: true }),
    });
    renderRoom();
    expect(await screen.findByText(text.payToJoin)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.pay })).toHaveAttribute(
      'href',
      '/dashboard/payment/b-1',
    );
    expect(screen.queryByRole('button', { name: text.join })).toBeNull();
  });

  it("unpaid: the doctor waits for the patient's payment, and is not asked to pay", async () => {
    stubApi({
      'GET /api/consultations/:id': room({
        role: 'doctor',
        status: 'unpaid',
        paymentRequired: true,
      }),
    });
    renderRoom();
    expect(await screen.findByText(text.waitingForPayment)).toBeInTheDocument();
    expect(screen.queryByText(text.payToJoin)).toBeNull();
    expect(screen.queryByRole('link', { name: text.pay })).toBeNull();
    expect(screen.queryByRole('button', { name: text.join })).toBeNull();
  });

  it('open: Join consultation, and the doctor sees the side panel slot beside the chat', async () => {
    stubApi({ 'GET /api/consultations/:id': room({ role: 'doctor' }) });
    renderRoom(() => <p>Doctor's notes</p>);
    expect(await screen.findByRole('button', { name: text.join })).toBeInTheDocument();
    expect(screen.getByText(text.withPatient('Rahim Uddin'), { exact: false })).toBeVisible();
  });

  it('tells the patient, and only the patient, that the prescription is ready, with the call still on', async () => {
    stubApi({ 'GET /api/consultations/:id': room({ prescriptionReady: true }) });
    renderRoom();
    expect(await screen.findByText(text.prescriptionReady)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.seePrescription })).toHaveAttribute(
      'href',
      '/dashboard/health-record',
    );
    expect(screen.getByRole('button', { name: text.join })).toBeInTheDocument();
  });

  it("does not show the doctor the patient's notice", async () => {
    stubApi({ 'GET /api/consultations/:id': room({ role: 'doctor', prescriptionReady: true }) });
    renderRoom();
    expect(await screen.findByRole('button', { name: text.join })).toBeInTheDocument();
    expect(screen.queryByText(text.prescriptionReady)).toBeNull();
  });

  it('ended: says so, and offers no way in', async () => {
    stubApi({ 'GET /api/consultations/:id': room({ status: 'ended' }) });
    renderRoom();
    expect(await screen.findByText(text.ended)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.join })).toBeNull();
  });

  it("someone else's room, or an unknown one, is the not-found page", async () => {
    stubApi({
      // The room's loader asks only for a signed-in reader.
      'GET /api/auth/get-session': {
        user: {
          id: 'u-1',
          name: 'Rahim',
          email: 'rahim@example.com',
          emailVerified: true,
          image: null,
        },
        session: { id: 's-1', expiresAt: '2030-01-01T00:00:00Z' },
      },
      'GET /api/consultations/:id': failure(404, 'No consultation has this id'),
    });
    renderRoom();
    expect(await screen.findByText(copy.errors.notFound)).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
  });
});
