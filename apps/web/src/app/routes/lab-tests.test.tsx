import type { LabTest } from '@sustho/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import { forgetChosenTests } from '../../features/lab/chosen-tests';
import { copy } from '../../copy/en';
import { failure, stubApi } from '../../test/stub-api';
import { renderApp } from '../render-app';

const text = copy.labTests;
const choose = copy.labOrders.choose;
const hba1c: LabTest = {
  _id: '0b7f6c1e-3a52-4d0e-9a1c-2f7e5d4c3b2a',
  name: 'HbA1c',
  title: 'HbA1c',
  code: '4548-4',
  sampleType: 'blood',
  preparation: '',
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
const xray: LabTest = {
  ...hba1c,
  _id: '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  name: 'Chest X-ray (P/A View)',
  title: 'Chest X-ray (P/A View)',
  code: null,
  sampleType: 'imaging',
  preparation: 'Take off jewellery and anything metal above the waist.',
  price: 10,
  turnaroundHours: 72,
  homeCollection: false,
  values: [],
};

afterEach(() => {
  vi.unstubAllGlobals();
  forgetChosenTests();
});

const LAZY = { timeout: 5000 };

const card = async (name: string) =>
  within((await screen.findByRole('heading', { name }, LAZY)).closest('li')!);

describe('/lab-tests', () => {
  it('shows each test with its sample, preparation, price, turnaround and where the sample is taken', async () => {
    stubApi({ 'GET /api/lab-tests': [xray, hba1c] });
    renderApp(paths.labTests);
    const blood = await card('HbA1c');
    expect(blood.getByText(text.code('4548-4'))).toBeInTheDocument();
    expect(blood.getByText('Blood')).toBeInTheDocument();
    expect(blood.getByText(text.noPreparation)).toBeInTheDocument();
    expect(blood.getByText(text.price('15$'))).toBeInTheDocument();
    expect(blood.getByText(text.resultsInHours('24', false))).toBeInTheDocument();
    expect(blood.getByText(text.homeCollection)).toBeInTheDocument();
    const imaging = await card('Chest X-ray (P/A View)');
    expect(imaging.getByText('Imaging')).toBeInTheDocument();
    expect(imaging.getByText(xray.preparation)).toBeInTheDocument();
    expect(imaging.getByText(text.resultsInDays('3'))).toBeInTheDocument();
    expect(imaging.getByText(text.labVisitOnly)).toBeInTheDocument();
    expect(screen.getByText(text.showing('2', false))).toBeInTheDocument();
  });

  it('chooses tests with Book, keeps them across searches and books them together', async () => {
    stubApi({
      'GET /api/lab-tests': ({ search }) =>
        new URLSearchParams(search).get('q') ? [hba1c] : [xray, hba1c],
    });
    const user = userEvent.setup();
    renderApp(paths.labTests);
    const imaging = await card('Chest X-ray (P/A View)');
    const bookXray = imaging.getByRole('button', { name: choose.add(xray.title) });
    expect(bookXray).toHaveAttribute('aria-pressed', 'false');
    await user.click(bookXray);
    expect(bookXray).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(choose.chosen('1', true))).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: text.search }), 'hba1c');
    await screen.findByText(text.showing('1', true), {}, LAZY);
    await user.click(screen.getByRole('button', { name: choose.add(hba1c.title) }));
    expect(screen.getByText(choose.chosen('2', false))).toBeInTheDocument();

    expect(screen.getByRole('link', { name: choose.bookChosen })).toHaveAttribute(
      'href',
      paths.labBooking({ tests: [xray._id, hba1c._id] }),
    );
  });

  it('filters as the patient types, asking the API with the words', async () => {
    const asked: string[] = [];
    stubApi({
      'GET /api/lab-tests': ({ search }) => {
        asked.push(search);
        return new URLSearchParams(search).get('q') ? [hba1c] : [xray, hba1c];
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp(paths.labTests);
    await card('Chest X-ray (P/A View)');
    await user.type(screen.getByRole('searchbox', { name: text.search }), 'hba1c');
    expect(await screen.findByText(text.showing('1', true), {}, LAZY)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Chest X-ray (P/A View)' })).toBeNull();
    expect(router.state.location.search).toBe('?q=hba1c');
    // Requests for the word, none for the letters typed on the way.
    expect([...new Set(asked)]).toEqual(['', '?q=hba1c']);
  });

  it('says when nothing matches', async () => {
    stubApi({ 'GET /api/lab-tests': [] });
    renderApp(`${paths.labTests}?q=zzz`);
    expect(await screen.findByText(text.noMatch('zzz'), {}, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: text.search })).toHaveValue('zzz');
  });

  it('shows a failure with a way to try again', async () => {
    stubApi({ 'GET /api/lab-tests': failure(503, 'The lab is resting') });
    renderApp(paths.labTests);
    expect(await screen.findByRole('alert', {}, LAZY)).toHaveTextContent('The lab is resting');
    expect(screen.getByRole('button', { name: copy.errors.retry })).toBeInTheDocument();
  });
});
