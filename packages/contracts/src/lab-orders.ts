import { z } from 'zod';
import { deliveryAddress, deliveryAddressView } from './address.js';
import { patientIdField } from './common.js';
import { labTest, SAMPLE_TYPES } from './lab-tests.js';
import { currency } from './money.js';
import { isoDay } from './schedule.js';

/**
 * Lab orders (services.md §6, decision 054): tests ordered for a profile, collected at home in a
 * 30-minute slot whose capacity the database holds or at the lab on a day, paid online or at
 * collection; a lab technician collects the sample and releases the result, which files into the
 * profile's health record.
 */
export const LAB_ORDER_STATES = [
  'awaiting_payment',
  'booked',
  'sample_collected',
  'result_ready',
  'cancelled',
] as const;
export type LabOrderState = (typeof LAB_ORDER_STATES)[number];

export const LAB_COLLECTION_TYPES = ['home', 'lab'] as const;
export type LabCollectionType = (typeof LAB_COLLECTION_TYPES)[number];

export const LAB_PAYMENT_METHODS = ['online', 'at_collection'] as const;
export type LabPaymentMethod = (typeof LAB_PAYMENT_METHODS)[number];

/** More tests than any order needs, a bound on one request. */
export const LAB_ORDER_MAX_TESTS = 30;
export const LAB_REASON_MAX_LENGTH = 500;

/** A collection slot, named by its start on the clinic's clock ('07:30'); it lasts 30 minutes. */
export const collectionSlotTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):(00|30)$/, { message: "must be a half-hour slot such as '07:30'" });

/** GET /api/lab-collection-slots?date=: the day's home collection slots. */
export const collectionSlotsQuery = z.object({ date: isoDay });

/** One home collection slot of a day and how many collections it still takes. */
export const collectionSlot = z.object({ slot: z.string(), left: z.number().int() });
export type CollectionSlot = z.infer<typeof collectionSlot>;
export const collectionSlots = z.array(collectionSlot);

/**
 * GET /api/lab-orders/home-collection-fee: what home sample collection costs the signed-in patient
 * (LAB_HOME_COLLECTION_FEE less a running plan's discount), the figure POST /api/lab-orders adds.
 */
export const homeCollectionFee = z.object({ currency, fee: z.number() });
export type HomeCollectionFee = z.infer<typeof homeCollectionFee>;

/**
 * Where and when the sample is taken: at home in a slot of a day, at that address; or at the lab
 * on a day, with neither.
 */
export const labCollectionInput = z
  .object({
    type: z.enum(LAB_COLLECTION_TYPES, { message: "must be 'home' or 'lab'" }),
    date: isoDay,
    slot: collectionSlotTime.optional(),
    address: deliveryAddress.optional(),
  })
  .strict()
  .superRefine((collection, ctx) => {
    const home = collection.type === 'home';
    for (const field of ['slot', 'address'] as const) {
      if (home && collection[field] === undefined)
        ctx.addIssue({ code: 'custom', path: [field], message: 'is required for home collection' });
      if (!home && collection[field] !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: 'must be left out for a lab visit',
        });
    }
  });

/** POST /api/lab-orders. */
export const labOrderInput = z
  .object({
    testIds: z
      .array(z.uuid({ message: 'must be the id of a test of the catalogue' }))
      .min(1, { message: 'must name at least one test' })
      .max(LAB_ORDER_MAX_TESTS, { message: `must name at most ${LAB_ORDER_MAX_TESTS} tests` })
      .refine((ids) => new Set(ids).size === ids.length, {
        message: 'must not name a test twice',
      }),
    patientId: patientIdField,
    prescriptionId: z
      .uuid({ message: 'must be the id of one of your prescriptions' })
      .optional()
      .describe('The prescription whose investigations the order books; its doctor is told'),
    collection: labCollectionInput,
    payment: z.enum(LAB_PAYMENT_METHODS, { message: "must be 'online' or 'at_collection'" }),
  })
  .strict();
export type LabOrderInput = z.input<typeof labOrderInput>;
export type LabOrderRequest = z.output<typeof labOrderInput>;

/** GET /api/lab-orders: lab staff read one day's orders (by collection date) or every order. */
export const labOrdersQuery = z.object({
  date: isoDay.optional(),
  state: z
    .enum(LAB_ORDER_STATES, { message: `must be one of ${LAB_ORDER_STATES.join(', ')}` })
    .optional(),
});
export type LabOrdersQuery = z.infer<typeof labOrdersQuery>;

/** PATCH /api/lab-orders/{id}: the lab moves an order one step (results release it, not this). */
export const labOrderStateChange = z
  .object({
    state: z.enum(['sample_collected', 'cancelled'], {
      message: "must be 'sample_collected' or 'cancelled'",
    }),
    reason: z
      .string()
      .trim()
      .max(LAB_REASON_MAX_LENGTH, {
        message: `must be at most ${LAB_REASON_MAX_LENGTH} characters`,
      })
      .regex(/^[^\p{Cc}]*$/u, { message: 'must be on one line, without control characters' })
      .optional(),
  })
  .strict();
export type LabOrderStateChange = z.infer<typeof labOrderStateChange>;

/** How a value reads against its range: above, below, or (null) within it or without one. */
export const LAB_VALUE_FLAGS = ['high', 'low'] as const;
export type LabValueFlag = (typeof LAB_VALUE_FLAGS)[number];

/** One measured value of a released result. */
export const labResultValue = z.object({
  valueId: z.string(),
  name: z.string(),
  title: z.string(),
  number: z.number(),
  unit: z.string(),
  flag: z.enum(LAB_VALUE_FLAGS).nullable(),
  /** The range read against, as text ('13.5–17.5', 'below 200', 'above 60'); null without one. */
  range: z.string().nullable(),
  low: z.number().nullable(),
  high: z.number().nullable(),
});
export type LabResultValue = z.infer<typeof labResultValue>;

/**
 * A released result of an order, one version: immutable once released; a correction is a new
 * version that replaces it (`replacedAt` set on the old one), as prescriptions are.
 */
export const labResult = z.object({
  _id: z.string(),
  orderId: z.string(),
  patientId: z.string(),
  version: z.number().int(),
  releasedAt: z.string(),
  replacedAt: z.string().nullable(),
  /** GET it to download the report PDF (an attachment); null when none was sent. */
  pdfUrl: z.string().nullable(),
  tests: z.array(
    z.object({
      testId: z.string(),
      name: z.string(),
      title: z.string(),
      code: z.string().nullable(),
      values: z.array(labResultValue),
    }),
  ),
});
export type LabResult = z.infer<typeof labResult>;

/** A test of an order, as priced when it was ordered. */
export const labOrderTest = z.object({
  testId: z.string(),
  name: z.string(),
  title: z.string(),
  code: z.string().nullable(),
  sampleType: z.enum(SAMPLE_TYPES),
  preparation: z.string(),
  price: z.number(),
});
export type LabOrderTest = z.infer<typeof labOrderTest>;

export const labOrderHistoryEntry = z.object({
  state: z.enum(LAB_ORDER_STATES),
  at: z.string(),
  reason: z.string().nullable(),
});

/** A lab order, for its patient and for lab staff. Amounts in whole units of `currency`. */
export const labOrder = z.object({
  _id: z.string(),
  patientId: z.string(),
  patientName: z.string(),
  state: z.enum(LAB_ORDER_STATES),
  tests: z.array(labOrderTest),
  collection: z.object({
    type: z.enum(LAB_COLLECTION_TYPES),
    date: z.string(),
    slot: z.string().nullable(),
    address: deliveryAddressView.nullable(),
  }),
  fees: z.object({
    tests: z.number(),
    /** The home collection fee less the plan's discount; 0 for a lab visit. */
    collection: z.number(),
    /** What the plan took off the home collection fee. */
    collectionDiscount: z.number(),
  }),
  total: z.number(),
  currency,
  payment: z.enum(LAB_PAYMENT_METHODS),
  paid: z.boolean(),
  refunded: z.boolean(),
  refundedAmount: z.number(),
  prescriptionId: z.string().nullable(),
  /** The doctor of the prescription it was ordered from. */
  doctorName: z.string().nullable(),
  /** Oldest first: every state the order has been in, with when and why. */
  history: z.array(labOrderHistoryEntry),
  /** Until when an online order awaiting payment holds its slot; null otherwise. */
  holdUntil: z.string().nullable(),
  createdAt: z.string(),
  /** Its released results, newest version first (the one in force has `replacedAt` null). */
  results: z.array(labResult),
});
export type LabOrder = z.infer<typeof labOrder>;
export const labOrders = z.array(labOrder);

/**
 * POST /api/lab-orders/{id}/results: every test of the order with its values, each a number in
 * the unit the catalogue gives. Sent as JSON, or as multipart/form-data with this JSON in the
 * field `LAB_RESULT_DATA_FIELD` and the report PDF in `LAB_RESULT_FILE_FIELD`.
 */
export const LAB_RESULT_DATA_FIELD = 'result';
export const LAB_RESULT_FILE_FIELD = 'file';
export const LAB_RESULT_PDF_MAX_BYTES = 10 * 1024 * 1024;
const LAB_VALUE_MAX = 1_000_000;

export const labResultInput = z
  .object({
    /**
     * The result in force this corrects, as a new version replacing it; left out, the order's
     * first result is released. So two technicians releasing at once release one version, and a
     * correction of a result someone already corrected is refused.
     */
    replaces: z.uuid({ message: 'must be the id of the result in force' }).optional(),
    tests: z
      .array(
        z
          .object({
            testId: z.uuid({ message: 'must be the id of a test of the order' }),
            values: z
              .array(
                z
                  .object({
                    valueId: z.uuid({ message: 'must be the id of a value of the test' }),
                    number: z
                      .number({ message: 'must be a number' })
                      .min(-LAB_VALUE_MAX, { message: `must be at least -${LAB_VALUE_MAX}` })
                      .max(LAB_VALUE_MAX, { message: `must be at most ${LAB_VALUE_MAX}` }),
                  })
                  .strict(),
              )
              .max(100, { message: 'must have at most 100 values' }),
          })
          .strict(),
      )
      .min(1, { message: 'must name at least one test' })
      .max(LAB_ORDER_MAX_TESTS, { message: `must name at most ${LAB_ORDER_MAX_TESTS} tests` }),
  })
  .strict();
export type LabResultInput = z.infer<typeof labResultInput>;

export const labResultParams = z.object({
  id: z.uuid({ message: 'id must be a valid id' }),
  resultId: z.uuid({ message: 'id must be a valid id' }),
});

/**
 * GET /api/prescriptions/{id}/lab-tests: the catalogue tests a prescription's investigations
 * name ('Book these tests' pre-selects them), for the patient it was written for.
 */
export const prescriptionLabTests = z.object({
  prescriptionId: z.string(),
  patientId: z.string(),
  tests: z.array(labTest),
});
export type PrescriptionLabTests = z.infer<typeof prescriptionLabTests>;

/** An earlier reading of the same value, for the trend in the health record. */
export const labValueReading = z.object({
  number: z.number(),
  flag: z.enum(LAB_VALUE_FLAGS).nullable(),
  releasedAt: z.string(),
});

/**
 * 'Test results' in the health record: the results in force, newest first; each value carries
 * the profile's earlier readings of it (oldest first) for the trend.
 */
export const recordTestResult = labResult.extend({
  tests: z.array(
    labResult.shape.tests.element.extend({
      values: z.array(labResultValue.extend({ earlier: z.array(labValueReading) })),
    }),
  ),
});
export type RecordTestResult = z.infer<typeof recordTestResult>;
