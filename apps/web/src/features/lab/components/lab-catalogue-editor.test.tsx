import type { LabTest, LabTestEntry } from '@sustho/contracts';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copy } from '../../../copy/en';
import { TestProviders } from '../../../test/providers';
import { failure, stubApi } from '../../../test/stub-api';
import { LabCatalogueEditor } from './lab-catalogue-editor';

const text = copy.labCatalogue;
const entry: LabTestEntry = {
  _id: 't-1',
  name: 'HbA1c',
  nameBn: '',
  code: '4548-4',
  sampleType: 'blood',
  preparation: { en: '', bn: '' },
  price: 15,
  currency: 'USD',
  turnaroundHours: 24,
  homeCollection: true,
  values: [
    {
      _id: 'v-1',
      name: 'HbA1c',
      title: 'HbA1c',
      unit: '%',
      ranges: [{ sex: null, minAgeYears: null, maxAgeYears: null, low: 4, high: 5.6 }],
    },
  ],
};
const listed: LabTest = { ...entry, title: 'HbA1c', preparation: '' };

afterEach(() => vi.unstubAllGlobals());

function renderEditor() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={['/dashboard/lab-tests']}>
        <LabCatalogueEditor />
      </MemoryRouter>
      <Toaster />
    </TestProviders>,
  );
}

describe('/dashboard/lab-tests', () => {
  it('saves a test’s price, and shows a field’s problem before asking the server', async () => {
    const calls = stubApi({
      'GET /api/lab-tests': [listed],
      'GET /api/lab-tests/:id/entry': entry,
      'PATCH /api/lab-tests/:id': { ...entry, price: 17.5 },
    });
    renderEditor();
    const user = userEvent.setup();
    await user.click(await screen.findByText(text.edit('HbA1c')));
    const price = await screen.findByLabelText(text.price('USD'));
    await user.clear(price);
    await user.click(screen.getByRole('button', { name: text.saveTest }));
    expect(await screen.findByText(`${text.price('USD')} must be a number`)).toBeVisible();
    expect(calls.map((call) => call.request)).not.toContain('PATCH /api/lab-tests/t-1');

    await user.type(price, '17.5');
    await user.click(screen.getByRole('button', { name: text.saveTest }));
    expect(await screen.findByText(text.testSaved('HbA1c'))).toBeInTheDocument();
    const patch = calls.find((call) => call.request === 'PATCH /api/lab-tests/t-1');
    expect(patch?.body).toEqual({
      price: 17.5,
      turnaroundHours: 24,
      preparation: { en: '', bn: '' },
      homeCollection: true,
    });
  });

  it('adds a range row, and shows the server’s refusal of the set', async () => {
    const refusal = 'Two ranges for the same sex share an age: give each age one range';
    const calls = stubApi({
      'GET /api/lab-tests': [listed],
      'GET /api/lab-tests/:id/entry': entry,
      'PUT /api/lab-tests/:id/values/:valueId/ranges': failure(409, refusal),
    });
    renderEditor();
    const user = userEvent.setup();
    await user.click(await screen.findByText(text.edit('HbA1c')));
    const ranges = await screen.findByRole('form', { name: text.rangesHeading('HbA1c', '%') });
    await user.click(within(ranges).getByRole('button', { name: text.addRange }));
    const second = within(ranges).getByRole('group', { name: text.range(2) });
    await user.type(within(second).getByLabelText(text.low), '3');
    await user.click(within(ranges).getByRole('button', { name: text.saveRanges }));
    expect(await within(ranges).findByRole('alert')).toHaveTextContent(
      `${text.notSaved} ${refusal}`,
    );
    const put = calls.find((call) => call.request === 'PUT /api/lab-tests/t-1/values/v-1/ranges');
    expect(put?.body).toEqual({
      ranges: [
        { sex: null, minAgeYears: null, maxAgeYears: null, low: 4, high: 5.6 },
        { sex: null, minAgeYears: null, maxAgeYears: null, low: 3, high: null },
      ],
    });
  });
});
