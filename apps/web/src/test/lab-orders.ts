import type { LabOrder, LabTest, RecordTestResult } from '@sustho/contracts';

/** Two tests of the lab's catalogue, as GET /api/lab-tests answers them, for component tests. */
export const cbc: LabTest = {
  _id: '1f0e2d3c-4b5a-4697-8877-665544332211',
  name: 'Complete Blood Count (CBC)',
  title: 'Complete Blood Count (CBC)',
  code: '58410-2',
  sampleType: 'blood',
  preparation: '',
  price: 8,
  currency: 'USD',
  turnaroundHours: 12,
  homeCollection: true,
  values: [
    {
      _id: '2a1b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      name: 'Haemoglobin',
      title: 'Haemoglobin',
      unit: 'g/dL',
      ranges: [
        { sex: 'male', minAgeYears: null, maxAgeYears: null, low: 13.5, high: 17.5 },
        { sex: 'female', minAgeYears: null, maxAgeYears: null, low: 12, high: 15.5 },
      ],
    },
  ],
};

export const hba1c: LabTest = {
  _id: '0b7f6c1e-3a52-4d0e-9a1c-2f7e5d4c3b2a',
  name: 'HbA1c',
  title: 'HbA1c',
  code: '4548-4',
  sampleType: 'blood',
  preparation: 'No fasting needed',
  price: 15,
  currency: 'USD',
  turnaroundHours: 24,
  homeCollection: true,
  values: [
    {
      _id: '3b2c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
      name: 'HbA1c',
      title: 'HbA1c',
      unit: '%',
      ranges: [{ sex: null, minAgeYears: null, maxAgeYears: null, low: 4, high: 5.6 }],
    },
  ],
};

/** A booked home collection of CBC and HbA1c for the test account, paid at collection. */
export const labOrderOf = (overrides: Partial<LabOrder> = {}): LabOrder => ({
  _id: '9c8b7a6f-5e4d-4c3b-8a29-181716151413',
  patientId: 'user-1',
  patientName: 'Rahim Uddin',
  state: 'booked',
  tests: [cbc, hba1c].map((test) => ({
    testId: test._id,
    name: test.name,
    title: test.title,
    code: test.code,
    sampleType: test.sampleType,
    preparation: test.preparation,
    price: test.price,
  })),
  collection: {
    type: 'home',
    date: '2030-01-15',
    slot: '07:30',
    address: {
      recipient: 'Rahim Uddin',
      phone: '+8801712345678',
      line: 'House 12, Road 5',
      area: 'Dhanmondi',
      district: 'Dhaka',
    },
  },
  fees: { tests: 23, collection: 5, collectionDiscount: 0 },
  total: 28,
  currency: 'USD',
  payment: 'at_collection',
  paid: false,
  refunded: false,
  refundedAmount: 0,
  prescriptionId: null,
  doctorName: null,
  history: [{ state: 'booked', at: '2030-01-14T10:00:00.000Z', reason: null }],
  holdUntil: null,
  createdAt: '2030-01-14T10:00:00.000Z',
  results: [],
  ...overrides,
});

/** A released HbA1c above its range, with one earlier reading, as a record's 'Test results' has it. */
export const hba1cResult: RecordTestResult = {
  _id: 'r-2',
  orderId: 'o-2',
  patientId: 'user-1',
  version: 1,
  releasedAt: '2030-03-01T06:00:00.000Z',
  replacedAt: null,
  pdfUrl: '/api/lab-results/r-2/pdf',
  tests: [
    {
      testId: hba1c._id,
      name: 'HbA1c',
      title: 'HbA1c',
      code: '4548-4',
      values: [
        {
          valueId: hba1c.values[0]!._id,
          name: 'HbA1c',
          title: 'HbA1c',
          number: 7.2,
          unit: '%',
          flag: 'high',
          range: '4–5.6',
          low: 4,
          high: 5.6,
          earlier: [{ number: 6.1, flag: 'high', releasedAt: '2029-12-01T06:00:00.000Z' }],
        },
      ],
    },
  ],
};
