import type { OnDemandOffer, Presence } from '@sustho/contracts';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copy } from '../../../copy/en';
import { failure, stubApi, type ApiCall } from '../../../test/stub-api';
import { TestProviders } from '../../../test/providers';
import { DoctorOnDemand } from './doctor-on-demand';

const text = copy.doctorOnDemand;

const presence = (overrides: Partial<Presence> = {}): Presence => ({
  online: false,
  state: 'offline',
  offlineReason: null,
  heartbeatSeconds: 30,
  consultationId: null,
  ...overrides,
});
const free = presence({ online: true, state: 'free' });

const offer = (overrides: Partial<OnDemandOffer> = {}): OnDemandOffer => ({
  _id: 'od-1',
  treatmentName: 'General Physician Consultation',
  patientName: 'Nila Akter',
  age: 6,
  child: true,
  symptoms: 'Cough and fever',
  expiresAt: new Date(Date.now() + 45_000).toISOString(),
  offerSeconds: 45,
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

function Room() {
  return <p>Room {useParams().id}</p>;
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={['/dashboard/on-demand']}>
        <Toaster />
        <Routes>
          <Route path="/dashboard/on-demand" element={<DoctorOnDemand />} />
          <Route path="/consultation/:id" element={<Room />} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
}

const presses = (calls: ApiCall[], request: string) =>
  calls.filter((call) => call.request === request);

describe('DoctorOnDemand (the doctor’s Consult now)', () => {
  it('goes online with one press, however often it is pressed, and says so', async () => {
    let current = presence();
    let answer: (() => void) | null = null;
    const calls = stubApi({
      'GET /api/on-demand/presence': () => current,
      'PUT /api/on-demand/presence': ({ body }) =>
        new Promise<Presence>((resolve) => {
          answer = () => {
            current = (body as { online: boolean }).online ? free : presence();
            resolve(current);
          };
        }),
      'GET /api/on-demand/offer': null,
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText(text.state.offline)).toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: text.goOnline });
    await user.click(toggle);
    await user.click(toggle);
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAttribute('aria-busy', 'true');
    answer!();

    expect(await screen.findByText(text.state.free)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.goOffline })).toBeEnabled();
    const sent = presses(calls, 'PUT /api/on-demand/presence');
    expect(sent.map((call) => call.body)).toEqual([{ online: true }]);
  });

  it('says why Sustho set the doctor offline when an offer ran out', async () => {
    stubApi({
      'GET /api/on-demand/presence': presence({ offlineReason: 'offer_ran_out' }),
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(text.offerRanOut);
  });

  it('leads a doctor in a consultation back to its room', async () => {
    stubApi({
      'GET /api/on-demand/presence': presence({
        online: true,
        state: 'in_consultation',
        consultationId: 'b-7',
      }),
      'GET /api/on-demand/offer': null,
    });
    renderPage();
    expect(await screen.findByText(text.state.in_consultation)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.returnToConsultation })).toHaveAttribute(
      'href',
      '/consultation/b-7',
    );
  });

  it('shows an offer with the patient, the countdown and a beep, and accepting opens the room', async () => {
    const started: number[] = [];
    class FakeAudioContext {
      currentTime = 0;
      destination = {};
      resume = () => Promise.resolve();
      createGain = () => ({
        gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() },
        connect: (next: unknown) => next,
      });
      createOscillator = () => ({
        type: 'sine',
        frequency: { value: 0 },
        connect: (next: unknown) => next,
        start: (at: number) => started.push(at),
        stop: vi.fn(),
      });
    }
    vi.stubGlobal('AudioContext', FakeAudioContext);
    let asked = 0;
    const calls = stubApi({
      'GET /api/on-demand/presence': presence({ online: true, state: 'offered' }),
      // The first offer runs out after two answers and the next patient is offered.
      'GET /api/on-demand/offer': () => {
        asked += 1;
        return asked <= 2
          ? offer()
          : offer({ _id: 'od-2', patientName: 'Rafiq Hasan', age: 41, child: false });
      },
      'POST /api/on-demand/:id/accept': { bookingId: 'b-9' },
    });
    const user = userEvent.setup();
    renderPage();

    expect(
      await screen.findByText('New patient: Nila Akter, 6 (child) · Cough and fever'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^4[45] s left$/)).toBeInTheDocument();
    expect(screen.getByText('45 seconds left to answer')).toBeInTheDocument();
    expect(started).toHaveLength(1);

    // The same offer asked again does not beep again; a new one does.
    expect(
      await screen.findByText('New patient: Rafiq Hasan, 41 · Cough and fever'),
    ).toBeInTheDocument();
    expect(started).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: text.accept }));
    expect(await screen.findByText('Room b-9')).toBeInTheDocument();
    expect(presses(calls, 'POST /api/on-demand/od-2/accept')).toHaveLength(1);
  });

  it('leaves out the age and the symptoms it was not given, and stays silent without audio', async () => {
    stubApi({
      'GET /api/on-demand/presence': presence({ online: true, state: 'offered' }),
      'GET /api/on-demand/offer': offer({ age: null, child: false, symptoms: null }),
    });
    renderPage();
    expect(await screen.findByText('New patient: Nila Akter')).toBeInTheDocument();
  });

  it('counts down every second, announcing only a few moments', async () => {
    stubApi({
      'GET /api/on-demand/presence': presence({ online: true, state: 'offered' }),
      'GET /api/on-demand/offer': offer({
        expiresAt: new Date(Date.now() + 2_500).toISOString(),
      }),
    });
    renderPage();
    expect(await screen.findByText(/^[23] s left$/)).toBeInTheDocument();
    expect(screen.getByText('5 seconds left to answer')).toBeInTheDocument();
    expect(await screen.findByText('1 s left', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('5 seconds left to answer')).toBeInTheDocument();
  });

  it('shows why an offer could not be accepted when it was gone', async () => {
    let gone = false;
    stubApi({
      'GET /api/on-demand/presence': presence({ online: true, state: 'offered' }),
      'GET /api/on-demand/offer': () => (gone ? null : offer()),
      'POST /api/on-demand/:id/accept': () => {
        gone = true;
        return failure(409, 'This offer is no longer yours');
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: text.accept }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This offer is no longer yours');
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: text.accept })).toBeNull());
    expect(screen.getByRole('alert')).toHaveTextContent('This offer is no longer yours');
  });

  it('declines an offer once', async () => {
    let declined = false;
    const calls = stubApi({
      'GET /api/on-demand/presence': () =>
        declined ? free : presence({ online: true, state: 'offered' }),
      'GET /api/on-demand/offer': () => (declined ? null : offer()),
      'POST /api/on-demand/:id/decline': () => {
        declined = true;
        return null;
      },
    });
    const user = userEvent.setup();
    renderPage();
    const decline = await screen.findByRole('button', { name: text.decline });
    await user.click(decline);
    expect(await screen.findByText(text.declined)).toBeInTheDocument();
    expect(await screen.findByText(text.state.free)).toBeInTheDocument();
    expect(presses(calls, 'POST /api/on-demand/od-1/decline')).toHaveLength(1);
  });

  it('keeps an online doctor present with a heartbeat while the page is open', async () => {
    const calls = stubApi({
      'GET /api/on-demand/presence': { ...free, heartbeatSeconds: 0.05 },
      'PUT /api/on-demand/presence': { ...free, heartbeatSeconds: 0.05 },
      'GET /api/on-demand/offer': null,
    });
    renderPage();
    expect(await screen.findByText(text.state.free)).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(presses(calls, 'PUT /api/on-demand/presence').length).toBeGreaterThanOrEqual(2),
    );
    expect(presses(calls, 'PUT /api/on-demand/presence')[0]!.body).toEqual({ online: true });
  });

  it('sends no heartbeat once Sustho has set the doctor offline', async () => {
    let asked = 0;
    const calls = stubApi({
      'GET /api/on-demand/presence': () => {
        asked += 1;
        return asked === 1
          ? { ...free, heartbeatSeconds: 0.05 }
          : presence({ offlineReason: 'offer_ran_out', heartbeatSeconds: 0.05 });
      },
      'PUT /api/on-demand/presence': free,
      'GET /api/on-demand/offer': null,
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(text.offerRanOut);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(presses(calls, 'PUT /api/on-demand/presence')).toEqual([]);
  });
});
