import type { RangeSex } from '@sustho/contracts';

/** /dashboard/lab-tests: lab staff edit the lab test catalogue (services.md §6). */
export const labCatalogueCopy = {
  title: 'Lab tests | Sustho',
  metaDescription: "Edit the lab's tests: prices, turnaround, preparation and reference ranges.",
  heading: 'Lab tests',
  intro:
    'Change what a test costs, how long its results take, what patients do before it and its reference ranges. Patients see a change at once.',
  edit: (test: string) => `Edit ${test}`,
  testHeading: 'Test',
  price: (currency: string) => `Price (${currency})`,
  turnaroundHours: 'Results in (hours)',
  preparationEn: 'Preparation (English)',
  preparationBn: 'Preparation (Bangla)',
  preparationBnHint: 'Leave it empty to show the English to Bangla readers.',
  homeCollection: 'The sample can be collected at home',
  saveTest: 'Save test',
  testSaved: (test: string) => `${test} was saved.`,
  rangesHeading: (value: string, unit: string) =>
    unit ? `Reference ranges of ${value} (${unit})` : `Reference ranges of ${value}`,
  noValues: 'This test measures no values with ranges.',
  noRanges: 'No ranges: results of this value get no High or Low flag.',
  range: (n: number) => `Range ${n}`,
  sex: 'Sex',
  sexes: { everyone: 'Everyone', female: 'Female', male: 'Male' } satisfies Record<
    RangeSex | 'everyone',
    string
  >,
  minAge: 'From age (years)',
  maxAge: 'Below age (years)',
  low: 'Low',
  high: 'High',
  removeRange: (n: number) => `Remove range ${n}`,
  addRange: 'Add a range',
  saveRanges: 'Save ranges',
  rangesSaved: (value: string) => `The ranges of ${value} were saved.`,
  notSaved: 'Not saved:',
};
