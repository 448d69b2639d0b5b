import type { SampleType } from '@sustho/contracts';

/**
 * The lab test catalogue, /lab-tests (services.md §6). Counts and amounts come in already written
 * for the reader.
 */
export const labTestsCopy = {
  title: 'Lab tests | Sustho',
  metaDescription:
    'Lab tests at Sustho: what to do before each, what it costs, when the results are ready, and which we collect at home.',
  heading: 'Lab tests',
  intro:
    'Every test our lab runs: what to do before it, what it costs, when the results are ready, and whether we can collect the sample at your home.',
  search: 'Search by test name or code',
  searchPlaceholder: 'For example CBC, HbA1c or 4548-4',
  /** Announced as the list filters. */
  showing: (count: string, one: boolean) => (one ? 'Showing 1 test' : `Showing ${count} tests`),
  noMatch: (query: string) => `No test matches “${query}”.`,
  empty: 'No lab tests are offered yet.',
  code: (code: string) => `Code: ${code}`,
  sample: 'Sample',
  sampleTypes: {
    blood: 'Blood',
    urine: 'Urine',
    stool: 'Stool',
    swab: 'Swab',
    imaging: 'Imaging',
    ecg: 'ECG',
    other: 'Other',
  } satisfies Record<SampleType, string>,
  preparation: 'Preparation',
  noPreparation: 'No preparation needed',
  /** `price` comes from lib/money.ts: '8$' in dollars, as cards write it, or '৳400'. */
  price: (price: string) => `Price: ${price}`,
  resultsInHours: (hours: string, one: boolean) =>
    one ? 'Results in 1 hour' : `Results in ${hours} hours`,
  resultsInDays: (days: string) => `Results in ${days} days`,
  homeCollection: 'Home collection',
  labVisitOnly: 'Lab visit only',
};
