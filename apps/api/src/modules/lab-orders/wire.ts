import {
  fromMinorUnits,
  type Language,
  type LabOrder,
  type LabResult,
  type LabResultValue,
} from '@sustho/contracts';
import { inLanguage } from '../../lib/in-language.js';
import type { LabOrderRow, labOrdersRepository } from './repository.js';

type Repository = ReturnType<typeof labOrdersRepository>;
type TestRow = Awaited<ReturnType<Repository['testsOf']>>[number];
type EventRow = Awaited<ReturnType<Repository['eventsOf']>>[number];
type PaymentRow = Awaited<ReturnType<Repository['paymentsOf']>>[number];
export type ResultRow = Awaited<ReturnType<Repository['resultsOf']>>[number];
export type ResultValueRow = Awaited<ReturnType<Repository['valuesOfResults']>>[number];

/** A range as a reader reads it: '13.5–17.5', 'below 200', 'above 60'; null without bounds. */
export function rangeText(low: number | null, high: number | null, language: Language) {
  if (low !== null && high !== null) return `${low}–${high}`;
  if (high !== null) return language === 'bn' ? `${high}-এর নিচে` : `below ${high}`;
  if (low !== null) return language === 'bn' ? `${low}-এর উপরে` : `above ${low}`;
  return null;
}

/** Where a result's report PDF downloads from. */
export const pdfUrlOf = (result: ResultRow) =>
  result.pdfStorageName ? `/api/lab-orders/${result.orderId}/results/${result.id}/pdf` : null;

/** A released result version with its values, grouped by the order's tests. */
export function resultOf(
  result: ResultRow,
  patientId: string,
  tests: TestRow[],
  values: ResultValueRow[],
  language: Language,
): LabResult {
  const own = values.filter((value) => value.resultId === result.id);
  return {
    _id: result.id,
    orderId: result.orderId,
    patientId,
    version: result.version,
    releasedAt: result.releasedAt.toISOString(),
    replacedAt: result.replacedAt?.toISOString() ?? null,
    pdfUrl: pdfUrlOf(result),
    tests: tests
      .filter((test) => test.orderId === result.orderId)
      .map((test) => ({
        testId: test.testId,
        name: test.name,
        title: inLanguage(test.name, test.nameBn, language),
        code: test.code,
        values: own
          .filter((value) => value.testId === test.testId)
          .map((value): LabResultValue => ({
            valueId: value.valueId,
            name: value.name,
            title: inLanguage(value.name, value.nameBn, language),
            number: value.number,
            unit: value.unit,
            flag: value.flag,
            range: rangeText(value.low, value.high, language),
            low: value.low,
            high: value.high,
          })),
      })),
  };
}

/** What an order's answer is made of, read for several orders at once. */
export interface OrderParts {
  tests: TestRow[];
  events: EventRow[];
  payments: PaymentRow[];
  results: ResultRow[];
  values: ResultValueRow[];
  /** The doctor of the prescription each order was made from. */
  doctorNames: Map<string, string>;
}

export function orderOf(
  row: LabOrderRow,
  parts: OrderParts,
  language: Language,
  showResults: boolean,
): LabOrder {
  const tests = parts.tests.filter((test) => test.orderId === row.id);
  const payment = parts.payments.find((entry) => entry.orderId === row.id);
  const refunded = payment?.refundState != null;
  const paidOnline = payment !== undefined;
  // 'Pay at collection' is paid once the sample is taken.
  const paidAtCollection =
    row.payment === 'at_collection' && ['sample_collected', 'result_ready'].includes(row.state);
  return {
    _id: row.id,
    patientId: row.patientId,
    patientName: row.patientName,
    state: row.state,
    tests: tests.map((test) => ({
      testId: test.testId,
      name: test.name,
      title: inLanguage(test.name, test.nameBn, language),
      code: test.code,
      sampleType: test.sampleType,
      preparation: inLanguage(test.preparation, test.preparationBn, language),
      price: fromMinorUnits(test.priceCents),
    })),
    collection: {
      type: row.collectionType,
      date: row.collectionDate,
      slot: row.collectionSlot,
      address: row.address,
    },
    fees: {
      tests: fromMinorUnits(row.testsCents),
      collection: fromMinorUnits(row.collectionFeeCents),
      collectionDiscount: fromMinorUnits(row.collectionDiscountCents),
    },
    total: fromMinorUnits(row.totalCents),
    currency: row.currency,
    payment: row.payment,
    paid: paidOnline || paidAtCollection,
    refunded,
    refundedAmount: refunded ? fromMinorUnits(payment.priceCents) : 0,
    prescriptionId: row.prescriptionId,
    doctorName: parts.doctorNames.get(row.id) ?? null,
    history: parts.events
      .filter((event) => event.orderId === row.id)
      .map((event) => ({
        state: event.state,
        at: event.at.toISOString(),
        reason: event.reason,
      })),
    holdUntil: row.state === 'awaiting_payment' ? (row.holdUntil?.toISOString() ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    results: showResults
      ? parts.results
          .filter((result) => result.orderId === row.id)
          .map((result) => resultOf(result, row.patientId, tests, parts.values, language))
      : [],
  };
}
