import type { OnDemandStatus } from '@sustho/contracts';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/stub-api';
import { TestProviders } from '../../../test/providers';
import { BackToQueue } from './back-to-queue';

const status = (overrides: Partial<OnDemandStatus>): OnDemandStatus => ({
  _id: 'od-1',
  state: 'accepted',
  position: null,
  estimatedWaitMinutes: null,
  bookingId: 'od-1',
  doctorName: 'Dr. Amina Rahman',
  treatmentName: 'General Physician Consultation',
  patientId: 'p-1',
  patientName: 'Rahim Uddin',
  price: 15,
  currency: 'USD',
  paid: true,
  refunded: false,
  coveredBy: null,
  expiresAt: null,
  doctorDisconnected: false,
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

function renderRoom() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={['/consultation/od-1']}>
        <Routes>
          <Route
            path="/consultation/:id"
            element={
              <>
                <p>In the room</p>
                <BackToQueue bookingId="od-1" />
              </>
            }
          />
          <Route path="/consult-now/:id" element={<p>Back in the queue</p>} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
}

describe('BackToQueue, in a Consult now room', () => {
  it('leaves the patient in the room while the consultation is accepted', async () => {
    stubApi({ 'GET /api/on-demand/:id': status({}) });
    renderRoom();
    expect(await screen.findByText('In the room')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('Back in the queue')).not.toBeInTheDocument();
  });

  it('takes the patient back to the waiting page when their doctor dropped', async () => {
    stubApi({
      'GET /api/on-demand/:id': status({ state: 'waiting', position: 1, doctorDisconnected: true }),
    });
    renderRoom();
    expect(await screen.findByText('Back in the queue')).toBeInTheDocument();
  });
});
