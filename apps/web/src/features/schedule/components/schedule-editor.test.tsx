import type { Schedule, ScheduleInput } from '@sustho/contracts';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copy } from '../../../copy/en';
import { failure, stubApi } from '../../../test/stub-api';
import { ScheduleEditor } from './schedule-editor';
import { TestProviders } from '../../../test/providers';

const text = copy.schedule;

const stored: Schedule = {
  doctorId: 'doctor-1',
  doctorName: 'Dr. Ayesha Rahman',
  hours: [{ weekday: 0, start: '09:00', end: '13:00' }],
  timeOff: [{ from: '2026-03-01', to: '2026-03-02', reason: 'Conference' }],
  outsideHours: [],
};

afterEach(() => vi.unstubAllGlobals());

function renderEditor(doctorId?: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestProviders queryClient={queryClient}>
      <Toaster />
      <ScheduleEditor doctorId={doctorId} />
    </TestProviders>,
  );
}

const saves = (calls: ReturnType<typeof stubApi>) =>
  calls.filter((call) => call.request.startsWith('PUT')).map((call) => call.body as ScheduleInput);

describe('ScheduleEditor', () => {
  it('shows the stored hours per weekday and time off, and saves added ones once', async () => {
    let release: () => void = () => {};
    const calls = stubApi({
      'GET /api/me/schedule': stored,
      'PUT /api/me/schedule': ({ body }) =>
        new Promise((resolve) => {
          release = () =>
            resolve({
              ...stored,
              ...(body as ScheduleInput),
              timeOff: stored.timeOff,
              outsideHours: [
                {
                  bookingId: 'b-1',
                  date: '2026-03-03',
                  slot: '09:00 AM - 09:30 AM',
                  patientName: 'Karim Uddin',
                  treatmentName: 'Teeth Orthodontics',
                },
              ],
            });
        }),
    });
    const user = userEvent.setup();
    renderEditor();

    const sunday = await screen.findByRole('listitem', { name: text.intervalLabel('Sunday', 1) });
    expect(within(sunday).getByLabelText(/Start/)).toHaveValue('09:00');
    expect(screen.getByLabelText(text.reason)).toHaveValue('Conference');

    await user.click(screen.getByRole('button', { name: text.addIntervalFor('Sunday') }));
    const second = screen.getByRole('listitem', { name: text.intervalLabel('Sunday', 2) });
    expect(within(second).getByLabelText(/Start/)).toHaveValue('13:00');
    expect(within(second).getByLabelText(/End/)).toHaveValue('14:00');

    const save = screen.getByRole('button', { name: text.save });
    await user.click(save);
    await vi.waitFor(() => expect(save).toBeDisabled());
    await user.click(save);
    release();
    expect(await screen.findByText(text.saved)).toBeInTheDocument();
    expect(saves(calls)).toEqual([
      {
        hours: [
          { weekday: 0, start: '09:00', end: '13:00' },
          { weekday: 0, start: '13:00', end: '14:00' },
        ],
        timeOff: stored.timeOff,
      },
    ]);
    const outside = screen.getByRole('region', { name: text.outsideHeading });
    expect(outside).toHaveTextContent('Mar 3, 2026, 09:00 AM - 09:30 AM: Karim Uddin');
  });

  it('refuses an interval that ends before it starts beside the field, without a request', async () => {
    const calls = stubApi({ 'GET /api/me/schedule': stored });
    const user = userEvent.setup();
    renderEditor();
    const sunday = await screen.findByRole('listitem', { name: text.intervalLabel('Sunday', 1) });
    fireEvent.change(within(sunday).getByLabelText(/End/), { target: { value: '08:00' } });
    await user.click(screen.getByRole('button', { name: text.save }));
    expect(await within(sunday).findByText('must be after 09:00')).toBeInTheDocument();
    expect(within(sunday).getByLabelText(/End/)).toHaveAttribute('aria-invalid', 'true');
    expect(saves(calls)).toEqual([]);
  });

  it("shows the server's refusal next to the field it names, and other failures at the top", async () => {
    let answer = failure(400, 'body.timeOff.0.to: must be on or after 2026-03-01');
    stubApi({ 'GET /api/me/schedule': stored, 'PUT /api/me/schedule': () => answer });
    const user = userEvent.setup();
    renderEditor();
    const save = await screen.findByRole('button', { name: text.save });
    await user.click(save);
    const range = screen.getByRole('listitem', { name: text.timeOffLabel(1) });
    expect(await within(range).findByText('must be on or after 2026-03-01')).toBeInTheDocument();

    answer = failure(404, 'No doctor profile is linked to this account');
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No doctor profile is linked to this account',
    );
  });

  it("edits a doctor's schedule for an admin through the doctor's own address", async () => {
    const calls = stubApi({
      'GET /api/doctors/:id/schedule': stored,
      'PUT /api/doctors/:id/schedule': stored,
    });
    const user = userEvent.setup();
    renderEditor('doctor-1');
    expect(
      await screen.findByRole('heading', { name: text.adminHeading(stored.doctorName) }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.removeTimeOff(1) }));
    await user.click(screen.getByRole('button', { name: text.save }));
    expect(await screen.findByText(text.adminSaved(stored.doctorName))).toBeInTheDocument();
    expect(calls.map((call) => call.request)).toContain('PUT /api/doctors/doctor-1/schedule');
    expect(saves(calls)).toEqual([{ hours: stored.hours, timeOff: [] }]);
  });
});
