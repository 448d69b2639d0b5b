import type { Readable } from 'node:stream';
import {
  ageOn,
  editsLabCatalogue,
  fromMinorUnits,
  pages,
  type CollectionSlot,
  type HomeCollectionFee,
  type Language,
  type LabOrder,
  type LabOrderRequest,
  type LabOrdersQuery,
  type LabOrderStateChange,
  type LabResultInput,
  type LabResult,
  type LabTest,
  type PrescriptionLabTests,
  type RecordTestResult,
} from '@sustho/contracts';
import type { Database, Executor } from '../../db/client.js';
import { clock } from '../../lib/clock.js';
import { clinicNow } from '../../lib/clinic-time.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../auth/index.js';
import { recordAudit } from '../audit/index.js';
import { actingAsPatient, contactPhone, patientFor } from '../family/index.js';
import { enqueueJobs } from '../jobs/index.js';
import { readValue, type LabService } from '../lab/index.js';
import { enqueueMail } from '../mail/index.js';
import type { PaymentsService, RefundOrder } from '../payments/index.js';
import type { PlansService } from '../plans/index.js';
import { enqueuePush } from '../push/index.js';
import { openRecord, sniffReport, type ReportStorage } from '../records/index.js';
import { enqueueSms } from '../sms/index.js';
import { labOrderHoldJob } from './hold-job.js';
import { matchingTestNames } from './investigations.js';
import { doctorResultMail, resultReadyMail, resultReadyPush, resultReadySms } from './messages.js';
import {
  BEFORE_COLLECTION,
  labOrdersRepository as repository,
  type LabOrderRow,
} from './repository.js';
import { collectionSlotTimes, type LabOrderSettings } from './settings.js';
import { orderOf, resultOf, type OrderParts } from './wire.js';

const NO_ORDER = 'No lab order has this id';
const MINUTE_MS = 60_000;

/** Whether the caller works the lab's queue: lab staff and admins (services.md §1). */
const seesQueue = (caller: AuthUser) => editsLabCatalogue(caller.role);

/** Only lab technicians collect samples and enter results; admins see the queue, not results. */
function requireLabTechnician(caller: AuthUser) {
  if (caller.role !== 'lab') throw forbidden('Only lab staff can do this');
}

export interface LabOrderDependencies {
  payments: Pick<PaymentsService, 'oweRefund' | 'finishRefundNow'>;
  plans: Pick<PlansService, 'homeFeeCents'>;
  lab: Pick<LabService, 'listTests'>;
  storage: ReportStorage;
}

/**
 * Lab orders (services.md §6, decision 054): ordering tests for a profile with a home collection
 * slot whose capacity the database holds, the lab's steps, released results in versions, and the
 * single refund of an order cancelled before collection.
 */
export function labOrdersService(
  db: Database,
  settings: LabOrderSettings,
  deps: LabOrderDependencies,
) {
  const today = () => clinicNow(clock.now(), settings.timeZone);

  /** The one rule of the home collection fee: LAB_HOME_COLLECTION_FEE, less a running plan's discount. */
  const homeFeeCentsFor = (executor: Executor, userId: string) =>
    deps.plans.homeFeeCents(executor, userId, settings.homeFeeCents);

  async function partsOf(executor: Executor, rows: LabOrderRow[]): Promise<OrderParts> {
    const ids = rows.map((row) => row.id);
    const orders = repository(executor);
    const [tests, events, payments, results, doctors] = await Promise.all([
      orders.testsOf(ids),
      orders.eventsOf(ids),
      orders.paymentsOf(ids),
      orders.resultsOf(ids),
      orders.doctorsOf(ids),
    ]);
    const values = await orders.valuesOfResults(results.map((result) => result.id));
    return {
      tests,
      events,
      payments,
      results,
      values,
      doctorNames: new Map(doctors.map((doctor) => [doctor.orderId, doctor.name])),
    };
  }

  /** Orders as answered; results only to whom the record's rule lets read them. */
  async function answer(
    executor: Executor,
    rows: LabOrderRow[],
    language: Language,
    showResults: boolean,
  ): Promise<LabOrder[]> {
    const parts = await partsOf(executor, rows);
    return rows.map((row) => orderOf(row, parts, language, showResults));
  }

  async function answerOne(caller: AuthUser, id: string, language: Language) {
    const row = await repository(db).find(id);
    if (!row) throw notFound(NO_ORDER);
    const [order] = await answer(db, [row], language, await readsResults(caller, row));
    return order!;
  }

  /**
   * Whether the caller may read the order's results: the record's one access rule (the account
   * holding the profile, lab staff); an admin sees the order in the queue without them.
   */
  async function readsResults(caller: AuthUser, row: LabOrderRow) {
    if (caller.role === 'admin' && row.patientAccountId !== caller.id) return false;
    await openRecord(db, caller, row.patientId, { labOrderId: row.id }, 'labResults');
    return true;
  }

  /**
   * Cancels an order still before collection, under its lock: it leaves its slot, and a payment
   * it has is owed back in full, once (the order leaves `awaiting_payment`/`booked` only once).
   */
  async function cancelLocked(
    tx: Executor,
    row: LabOrderRow,
    actor: AuthUser | null,
    reason: string,
  ): Promise<RefundOrder | null> {
    const orders = repository(tx);
    if (!(await orders.moveState(row.id, BEFORE_COLLECTION, 'cancelled', reason)))
      throw conflict('This order can no longer be cancelled: its sample was collected');
    if (row.collectionSlot) await orders.releaseSlot(row.collectionDate, row.collectionSlot);
    const [payment] = await orders.paymentsOf([row.id]);
    if (!payment || payment.refundState !== null) return null;
    return deps.payments.oweRefund(tx, { kind: 'labOrder', id: row.id }, actor, reason);
  }

  async function refundNow(order: RefundOrder | null) {
    if (order) await deps.payments.finishRefundNow(order);
  }

  /** Checks the values sent against the order's tests and reads each against its range. */
  async function readValues(
    tx: Executor,
    row: LabOrderRow,
    input: LabResultInput,
    catalogue: LabTest[],
  ) {
    const orderTests = await repository(tx).testsOf([row.id]);
    const ordered = new Set(orderTests.map((test) => test.testId));
    const sent = new Set(input.tests.map((test) => test.testId));
    if (
      sent.size !== input.tests.length ||
      ordered.size !== sent.size ||
      ![...sent].every((id) => ordered.has(id))
    )
      throw badRequest('Enter the results of every test of the order, each once');
    const reader = {
      sex: row.sex === 'female' || row.sex === 'male' ? row.sex : null,
      ageYears: row.dateOfBirth ? ageOn(row.dateOfBirth, today().today) : null,
    };
    return input.tests.flatMap((entry) => {
      const test = catalogue.find((candidate) => candidate._id === entry.testId)!;
      const expected = new Set(test.values.map((value) => value._id));
      const given = new Set(entry.values.map((value) => value.valueId));
      if (
        given.size !== entry.values.length ||
        given.size !== expected.size ||
        ![...given].every((id) => expected.has(id))
      )
        throw badRequest(`Enter every value of ${test.name}, each once`);
      return entry.values.map((sentValue) => {
        const value = test.values.find((candidate) => candidate._id === sentValue.valueId)!;
        const { range, flag } = readValue(sentValue.number, value.ranges, reader);
        return {
          testId: test._id,
          testName: test.name,
          valueId: value._id,
          number: sentValue.number,
          unit: value.unit,
          low: range?.low ?? null,
          high: range?.high ?? null,
          flag: flag === 'High' ? ('high' as const) : flag === 'Low' ? ('low' as const) : null,
        };
      });
    });
  }

  /** Tells the patient (and the ordering doctor) that the order's result is released. */
  async function announceResult(
    tx: Executor,
    row: LabOrderRow,
    testNames: string[],
    version: number,
  ) {
    const facts = {
      name: row.accountName,
      patientName: row.patientName,
      tests: testNames.join(', '),
      recordUrl: `${settings.publicUrl}${pages.healthRecord.path()}`,
    };
    const key = `lab-result:${row.id}:${version}`;
    if (row.email) await enqueueMail(tx, resultReadyMail(row.email, facts, row.language));
    const phone = row.address?.phone ?? (await contactPhone(tx, row.patientId));
    if (phone)
      await enqueueSms(
        tx,
        settings.sms,
        { to: phone, text: resultReadySms(facts, row.language), userId: row.userId },
        `${key}:sms`,
      );
    if (row.userId)
      await enqueuePush(tx, { userId: row.userId, message: resultReadyPush(facts) }, `${key}:push`);
    const [doctor] = await repository(tx).doctorsOf([row.id]);
    if (doctor)
      await enqueueMail(
        tx,
        doctorResultMail(
          doctor.email,
          {
            doctorName: doctor.name,
            patientName: row.patientName,
            tests: facts.tests,
            dashboardUrl: `${settings.publicUrl}/dashboard`,
          },
          doctor.language,
        ),
      );
  }

  return {
    /** GET /api/lab-collection-slots: a day's home collection slots and the places left in each. */
    async slots(date: string): Promise<CollectionSlot[]> {
      const taken = new Map(
        (await repository(db).takenOn(date)).map((row) => [row.slot, row.taken]),
      );
      return collectionSlotTimes(settings).map((slot) => ({
        slot,
        left: Math.max(0, settings.capacity - (taken.get(slot) ?? 0)),
      }));
    },

    /** GET /api/lab-orders/home-collection-fee: what POST /api/lab-orders adds for a home collection. */
    async homeCollectionFee(caller: AuthUser): Promise<HomeCollectionFee> {
      actingAsPatient(caller);
      return {
        currency: settings.currency,
        fee: fromMinorUnits(await homeFeeCentsFor(db, caller.id)),
      };
    },

    /** POST /api/lab-orders: the order, its slot place taken in the same transaction. */
    async create(caller: AuthUser, input: LabOrderRequest, language: Language): Promise<LabOrder> {
      actingAsPatient(caller);
      const { collection } = input;
      const now = today();
      if (collection.date < now.today)
        throw badRequest('The collection day has passed: choose today or a later day');
      if (collection.slot !== undefined) {
        if (!collectionSlotTimes(settings).includes(collection.slot))
          throw badRequest(
            `Home collections are taken from ${settings.collectionHours.start} to ${settings.collectionHours.end}: choose a slot in those hours`,
          );
        const [hours, minutes] = collection.slot.split(':').map(Number);
        if (collection.date === now.today && hours! * 60 + minutes! <= now.minutes)
          throw conflict('This collection slot has passed: choose a later one');
      }
      const id = await db.transaction(async (tx) => {
        const orders = repository(tx);
        const patient = await patientFor(tx, caller.id, input.patientId);
        const tests = await orders.testsByIds(input.testIds);
        if (tests.length !== input.testIds.length) throw notFound('No lab test has this id');
        const atLab = tests.find((test) => !test.homeCollection);
        if (collection.type === 'home' && atLab)
          throw conflict(`${atLab.name} is done at the lab: choose 'Visit the lab' for it`);
        if (tests.some((test) => test.currency !== settings.currency))
          throw conflict('This lab test is not sold in the clinic’s currency');
        if (input.prescriptionId) {
          const prescription = await orders.findPrescription(input.prescriptionId);
          if (!prescription || prescription.patientId !== patient.id)
            throw notFound('No prescription of this patient has this id');
        }
        const home = collection.type === 'home';
        const feeCents = home ? await homeFeeCentsFor(tx, caller.id) : 0;
        if (home && !(await orders.takeSlot(collection.date, collection.slot!, settings.capacity)))
          throw conflict('This collection slot is full');
        const testsCents = tests.reduce((sum, test) => sum + test.priceCents, 0);
        const totalCents = testsCents + feeCents;
        const unpaid = input.payment === 'online' && totalCents > 0;
        const holdUntil = unpaid
          ? new Date(clock.now().getTime() + settings.holdMinutes * MINUTE_MS)
          : null;
        const orderId = await orders.insertOrder({
          userId: caller.id,
          patientId: patient.id,
          prescriptionId: input.prescriptionId ?? null,
          state: unpaid ? 'awaiting_payment' : 'booked',
          collectionType: collection.type,
          collectionDate: collection.date,
          collectionSlot: collection.slot ?? null,
          address: collection.address ?? null,
          payment: input.payment,
          testsCents,
          collectionFeeCents: feeCents,
          collectionDiscountCents: home ? settings.homeFeeCents - feeCents : 0,
          totalCents,
          currency: settings.currency,
          holdUntil,
        });
        await orders.insertTests(
          input.testIds.map((testId, position) => ({
            orderId,
            testId,
            position,
            priceCents: tests.find((test) => test.id === testId)!.priceCents,
          })),
        );
        await orders.insertEvent(orderId, unpaid ? 'awaiting_payment' : 'booked');
        if (holdUntil) await enqueueJobs(tx, [labOrderHoldJob(orderId, holdUntil)]);
        return orderId;
      });
      return answerOne(caller, id, language);
    },

    /** GET /api/lab-orders: the caller's own orders, or the lab's queue (by day) for lab staff. */
    async list(caller: AuthUser, query: LabOrdersQuery, language: Language) {
      if (seesQueue(caller)) {
        const rows = await repository(db).listAll(query);
        // Lab technicians read results; an admin sees the queue without them.
        return answer(db, rows, language, caller.role === 'lab');
      }
      const rows = (await repository(db).listForAccount(caller.id)).filter(
        (row) =>
          !row.patientRemoved &&
          (!query.date || row.collectionDate === query.date) &&
          (!query.state || row.state === query.state),
      );
      return answer(db, rows, language, true);
    },

    /** The account's lab orders with their results, for 'Download my data' (services.md §6). */
    async exportOf(accountId: string, language: Language) {
      const rows = (await repository(db).listForAccount(accountId)).filter(
        (row) => !row.patientRemoved,
      );
      return answer(db, rows, language, true);
    },

    /** GET /api/lab-orders/{id}: for the account holding its patient, lab staff and admins. */
    async get(caller: AuthUser, id: string, language: Language) {
      const row = await repository(db).find(id);
      if (
        !row ||
        (!seesQueue(caller) && (row.patientAccountId !== caller.id || row.patientRemoved))
      )
        throw notFound(NO_ORDER);
      return answerOne(caller, id, language);
    },

    /** DELETE /api/lab-orders/{id}: the patient cancels before collection, refunded once. */
    async cancel(caller: AuthUser, id: string, language: Language) {
      const refund = await db.transaction(async (tx) => {
        const row = await repository(tx).lock(id);
        if (!row || row.patientAccountId !== caller.id || row.patientRemoved)
          throw notFound(NO_ORDER);
        return cancelLocked(tx, row, caller, 'cancelled by the patient');
      });
      await refundNow(refund);
      return answerOne(caller, id, language);
    },

    /** PATCH /api/lab-orders/{id}: the lab collects the sample, or cancels before collection. */
    async move(caller: AuthUser, id: string, change: LabOrderStateChange, language: Language) {
      requireLabTechnician(caller);
      const refund = await db.transaction(async (tx) => {
        const row = await repository(tx).lock(id);
        if (!row) throw notFound(NO_ORDER);
        const reason = change.reason || null;
        await recordAudit(tx, {
          actor: caller,
          action: `lab_order.${change.state}`,
          targetType: 'lab_order',
          targetId: id,
          details: { reason },
        });
        if (change.state === 'cancelled')
          return cancelLocked(tx, row, caller, reason ?? 'cancelled by the lab');
        if (row.state === 'awaiting_payment') throw conflict('This order is not paid yet');
        if (!(await repository(tx).moveState(id, ['booked'], 'sample_collected', reason)))
          throw conflict(
            row.state === 'cancelled'
              ? 'This order is cancelled'
              : 'This sample was already collected',
          );
        return null;
      });
      await refundNow(refund);
      return answerOne(caller, id, language);
    },

    /**
     * POST /api/lab-orders/{id}/results: releases the order's result (first version), or a
     * correction replacing the one in force; an optional report PDF, checked by content. Under
     * the order's lock, so two technicians releasing at once release one version.
     */
    async release(
      caller: AuthUser,
      id: string,
      input: LabResultInput,
      pdf: Buffer | null,
      language: Language,
    ) {
      requireLabTechnician(caller);
      if (pdf && sniffReport(pdf) !== 'application/pdf')
        throw badRequest('The report must be a PDF: this file is not one');
      // Read before the transaction: the catalogue is the lab module's, on its own connection.
      const catalogue = await deps.lab.listTests(undefined, 'en');
      const storageName = pdf ? await deps.storage.save(pdf) : null;
      try {
        await db.transaction(async (tx) => {
          const orders = repository(tx);
          const row = await orders.lock(id);
          if (!row) throw notFound(NO_ORDER);
          const current = await orders.currentResult(id);
          if (input.replaces === undefined) {
            if (current)
              throw conflict('This result is already released: send a correction that replaces it');
            if (row.state !== 'sample_collected')
              throw conflict('Results are entered once the sample is collected');
          } else if (!current || current.id !== input.replaces) {
            throw conflict('This result was already corrected: correct the result in force');
          }
          const values = await readValues(tx, row, input, catalogue);
          const at = clock.now();
          if (current) await orders.replaceResult(current.id, at);
          const result = await orders.insertResult({
            orderId: id,
            version: (current?.version ?? 0) + 1,
            releasedAt: at,
            releasedBy: caller.id,
            pdfStorageName: storageName,
          });
          await orders.insertValues(
            values.map(({ testName: _name, ...value }) => ({ resultId: result.id, ...value })),
          );
          if (!current) await orders.moveState(id, ['sample_collected'], 'result_ready');
          await recordAudit(tx, {
            actor: caller,
            action: current ? 'lab_result.corrected' : 'lab_result.released',
            targetType: 'lab_order',
            targetId: id,
            details: { resultId: result.id, version: result.version },
          });
          const testNames = [...new Set(values.map((value) => value.testName))];
          await announceResult(tx, row, testNames, result.version);
        });
      } catch (error) {
        if (storageName) await deps.storage.remove(storageName);
        throw error;
      }
      return answerOne(caller, id, language);
    },

    /** The report PDF of a result, after the record's access rule. */
    async resultPdf(caller: AuthUser, id: string, resultId: string): Promise<Readable> {
      const row = await repository(db).find(id);
      const result = await repository(db).findResult(resultId);
      if (!row || !result || result.orderId !== id || !result.pdfStorageName)
        throw notFound('This lab order has no report PDF with this id');
      await db.transaction((tx) =>
        openRecord(tx, caller, row.patientId, { labResultId: resultId }, 'labResults'),
      );
      return deps.storage.open(result.pdfStorageName);
    },

    /** GET /api/prescriptions/{id}/lab-tests: the catalogue tests its investigations name. */
    async prescriptionTests(
      caller: AuthUser,
      id: string,
      language: Language,
    ): Promise<PrescriptionLabTests> {
      const prescription = await repository(db).findPrescription(id);
      if (!prescription) throw notFound('No prescription has this id');
      await db.transaction((tx) =>
        openRecord(tx, caller, prescription.patientId, { prescriptionId: id }),
      );
      const catalogue = await deps.lab.listTests(undefined, language);
      const names = matchingTestNames(
        prescription.investigations,
        catalogue.map((test) => ({ id: test._id, name: test.name, code: test.code })),
      );
      return {
        prescriptionId: id,
        patientId: prescription.patientId,
        tests: catalogue.filter((test) => names.has(test._id)),
      };
    },

    /**
     * 'Test results' of a patient's record: the results in force, newest first, each value with
     * the patient's earlier readings of it (oldest first) for the trend. The caller has passed the
     * record's access rule.
     */
    async recordResults(patientId: string, language: Language): Promise<RecordTestResult[]> {
      const rows = await repository(db).listForPatient(patientId);
      const parts = await partsOf(db, rows);
      const inForce = parts.results
        .filter((result) => result.replacedAt === null)
        .sort((a, b) => b.releasedAt.getTime() - a.releasedAt.getTime());
      const readings = inForce.flatMap((result) =>
        parts.values
          .filter((value) => value.resultId === result.id)
          .map((value) => ({ ...value, releasedAt: result.releasedAt })),
      );
      return inForce.map((result) => {
        const answer = resultOf(result, patientId, parts.tests, parts.values, language);
        return {
          ...answer,
          tests: answer.tests.map((test) => ({
            ...test,
            values: test.values.map((value) => ({
              ...value,
              earlier: readings
                .filter(
                  (reading) =>
                    reading.valueId === value.valueId && reading.releasedAt < result.releasedAt,
                )
                .sort((a, b) => a.releasedAt.getTime() - b.releasedAt.getTime())
                .map((reading) => ({
                  number: reading.number,
                  flag: reading.flag,
                  releasedAt: reading.releasedAt.toISOString(),
                })),
            })),
          })),
        };
      });
    },

    /** Every released version of a patient's results, for 'Download my data'. */
    async exportResults(patientId: string, language: Language): Promise<LabResult[]> {
      const rows = await repository(db).listForPatient(patientId);
      const parts = await partsOf(db, rows);
      return parts.results.map((result) =>
        resultOf(result, patientId, parts.tests, parts.values, language),
      );
    },

    /** The hold of an online order ran out: unpaid, it is cancelled and frees its slot. */
    async lapse(tx: Executor, id: string, now: Date) {
      const row = await repository(tx).lock(id);
      if (!row || row.state !== 'awaiting_payment' || !row.holdUntil || row.holdUntil > now) return;
      await cancelLocked(tx, row, null, 'not paid in time');
    },

    /** Paying an online order books it (payments' handler, in its transaction). */
    async markPaid(tx: Executor, id: string) {
      await repository(tx).moveState(id, ['awaiting_payment'], 'booked');
    },

    /** Cancels a patient's orders before collection, refunded (a member removed, an account deleted). */
    async cancelForPatient(patientId: string) {
      const rows = await repository(db).listForPatient(patientId);
      for (const row of rows.filter((order) => BEFORE_COLLECTION.includes(order.state))) {
        const refund = await db.transaction(async (tx) => {
          const locked = await repository(tx).lock(row.id);
          if (!locked || !BEFORE_COLLECTION.includes(locked.state)) return null;
          return cancelLocked(tx, locked, null, 'the patient was removed');
        });
        await refundNow(refund);
      }
    },
  };
}

export type LabOrdersService = ReturnType<typeof labOrdersService>;
