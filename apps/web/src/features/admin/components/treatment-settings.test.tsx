import type { TreatmentSettings as Treatment } from '@sustho/contracts';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copy } from '../../../copy/en';
import { failure, stubApi } from '../../../test/stub-api';
import { TestProviders } from '../../../test/providers';
import { TreatmentSettings } from './treatment-settings';

const text = copy.admin.treatmentSettings;

const treatments: Treatment[] = [
  {
    _id: 't-1',
    name: 'Child Health Check',
    price: 700,
    currency: 'BDT',
    slotMinutes: 20,
    onDemand: true,
  },
  {
    _id: 't-2',
    name: 'Teeth Orthodontics',
    price: 15,
    currency: 'USD',
    slotMinutes: 30,
    onDemand: false,
  },
];

afterEach(() => vi.unstubAllGlobals());

function renderSettings() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestProviders queryClient={queryClient}>
      <Toaster />
      <TreatmentSettings />
    </TestProviders>,
  );
}

const switchOf = (name: string) => screen.findByRole('switch', { name: text.onDemandFor(name) });

describe('TreatmentSettings (Manage Doctors)', () => {
  it('lists the treatments with a Consult now switch each, labelled by treatment', async () => {
    stubApi({ 'GET /api/treatments': treatments });
    renderSettings();
    expect(await switchOf('Child Health Check')).toBeChecked();
    expect(await switchOf('Teeth Orthodontics')).not.toBeChecked();
    expect(screen.getByRole('heading', { name: text.heading })).toBeInTheDocument();
    expect(screen.getByText('20 min')).toBeInTheDocument();
  });

  it('saves a switch at once, says so, and keeps what the server answered', async () => {
    let answer: (() => void) | null = null;
    const calls = stubApi({
      'GET /api/treatments': treatments,
      'PATCH /api/treatments/:id': ({ params, body }) =>
        new Promise((resolve) => {
          answer = () =>
            resolve({
              ...treatments.find((row) => row._id === params.id)!,
              ...(body as { onDemand: boolean }),
            });
        }),
    });
    const user = userEvent.setup();
    renderSettings();
    const teeth = await switchOf('Teeth Orthodontics');
    await user.click(teeth);
    // Shown at once, and not pressable again until the answer comes.
    expect(teeth).toBeChecked();
    expect(teeth).toBeDisabled();
    await user.click(teeth);
    answer!();

    expect(await screen.findByText(text.offered('Teeth Orthodontics'))).toBeInTheDocument();
    expect(teeth).toBeChecked();
    expect(teeth).toBeEnabled();
    const patches = calls.filter((call) => call.request.startsWith('PATCH'));
    expect(patches.map((call) => [call.request, call.body])).toEqual([
      ['PATCH /api/treatments/t-2', { onDemand: true }],
    ]);
  });

  it('puts the switch back and says why when the save fails', async () => {
    stubApi({
      'GET /api/treatments': treatments,
      'PATCH /api/treatments/:id': () => failure(403, 'Admins only'),
    });
    const user = userEvent.setup();
    renderSettings();
    const child = await switchOf('Child Health Check');
    await user.click(child);

    expect(
      await screen.findByText(text.failed('Child Health Check', 'Admins only')),
    ).toBeInTheDocument();
    expect(child).toBeChecked();
    expect(child).toBeEnabled();
  });
});
