import type { LabOrderState, LabValueFlag } from '@sustho/contracts';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  bookings,
  doctors,
  labCollectionSlots,
  labOrderEvents,
  labOrders,
  labOrderTests,
  labResults,
  labResultValues,
  labTests,
  labTestValues,
  patients,
  payments,
  prescriptions,
  users,
} from '../../db/schema.js';

/** An order as every answer about it reads it: with its patient and its paying account. */
const orderView = {
  id: labOrders.id,
  userId: labOrders.userId,
  patientId: labOrders.patientId,
  patientName: patients.name,
  patientAccountId: patients.accountId,
  patientRemoved: sql<boolean>`${patients.removedAt} is not null`,
  dateOfBirth: patients.dateOfBirth,
  sex: patients.sex,
  prescriptionId: labOrders.prescriptionId,
  state: labOrders.state,
  collectionType: labOrders.collectionType,
  collectionDate: labOrders.collectionDate,
  collectionSlot: labOrders.collectionSlot,
  address: labOrders.address,
  payment: labOrders.payment,
  testsCents: labOrders.testsCents,
  collectionFeeCents: labOrders.collectionFeeCents,
  collectionDiscountCents: labOrders.collectionDiscountCents,
  totalCents: labOrders.totalCents,
  currency: labOrders.currency,
  holdUntil: labOrders.holdUntil,
  createdAt: labOrders.createdAt,
  accountName: sql<string>`coalesce(${users.name}, '')`,
  email: sql<string | null>`case when ${users.deletedAt} is null then ${users.email} end`,
  language: sql<'en' | 'bn'>`coalesce(${users.language}, 'en')`,
};

export type LabOrderRow = Awaited<ReturnType<ReturnType<typeof labOrdersRepository>['find']>> & {};

/** The states in which an order still holds its collection and may be cancelled. */
export const BEFORE_COLLECTION: LabOrderState[] = ['awaiting_payment', 'booked'];

export function labOrdersRepository(db: Executor) {
  const selectOrders = () =>
    db
      .select(orderView)
      .from(labOrders)
      .innerJoin(patients, eq(patients.id, labOrders.patientId))
      .leftJoin(users, eq(users.id, labOrders.userId));

  return {
    /** The catalogue's tests named, with what ordering them needs. */
    testsByIds(ids: string[]) {
      return db.select().from(labTests).where(inArray(labTests.id, ids));
    },

    /**
     * Takes a place in a home collection slot: one conditional upsert, so concurrent orders never
     * take more than `capacity` places (the check would refuse it anyway). False when it is full.
     */
    async takeSlot(date: string, slot: string, capacity: number) {
      if (capacity <= 0) return false;
      const rows = await db
        .insert(labCollectionSlots)
        .values({ date, slot, capacity, taken: 1 })
        .onConflictDoUpdate({
          target: [labCollectionSlots.date, labCollectionSlots.slot],
          set: { taken: sql`${labCollectionSlots.taken} + 1`, capacity },
          setWhere: sql`${labCollectionSlots.taken} < ${capacity}`,
        })
        .returning({ taken: labCollectionSlots.taken });
      return rows.length > 0;
    },

    async releaseSlot(date: string, slot: string) {
      await db
        .update(labCollectionSlots)
        .set({ taken: sql`${labCollectionSlots.taken} - 1` })
        .where(and(eq(labCollectionSlots.date, date), eq(labCollectionSlots.slot, slot)));
    },

    /** How many places each slot of a day has taken. */
    takenOn(date: string) {
      return db
        .select({ slot: labCollectionSlots.slot, taken: labCollectionSlots.taken })
        .from(labCollectionSlots)
        .where(eq(labCollectionSlots.date, date));
    },

    async insertOrder(values: typeof labOrders.$inferInsert) {
      const [row] = await db.insert(labOrders).values(values).returning({ id: labOrders.id });
      return row!.id;
    },

    async insertTests(rows: (typeof labOrderTests.$inferInsert)[]) {
      await db.insert(labOrderTests).values(rows);
    },

    async insertEvent(orderId: string, state: LabOrderState, reason: string | null = null) {
      await db.insert(labOrderEvents).values({ orderId, state, reason });
    },

    async find(id: string) {
      const [row] = await selectOrders().where(eq(labOrders.id, id));
      return row ?? null;
    },

    /** Locks the order until the transaction ends: its payment, cancellation and lab steps take turns. */
    async lock(id: string) {
      const [row] = await db
        .select({ id: labOrders.id })
        .from(labOrders)
        .where(eq(labOrders.id, id))
        .for('update');
      return row ? this.find(id) : null;
    },

    /** Moves the order from one of `from` to `to`; false when it was in none of them. */
    async moveState(
      id: string,
      from: LabOrderState[],
      to: LabOrderState,
      reason: string | null = null,
    ) {
      const moved = await db
        .update(labOrders)
        .set({ state: to, ...(to !== 'awaiting_payment' && { holdUntil: null }) })
        .where(and(eq(labOrders.id, id), inArray(labOrders.state, from)))
        .returning({ id: labOrders.id });
      if (moved.length === 0) return false;
      await this.insertEvent(id, to, reason);
      return true;
    },

    /** The orders of an account's patients, newest first. */
    listForAccount(accountId: string) {
      return selectOrders()
        .where(eq(patients.accountId, accountId))
        .orderBy(desc(labOrders.createdAt));
    },

    /** Every order (of a collection day), in collection order, for the lab's queue. */
    listAll(filter: { date?: string; state?: LabOrderState }) {
      return selectOrders()
        .where(
          and(
            filter.date ? eq(labOrders.collectionDate, filter.date) : undefined,
            filter.state ? eq(labOrders.state, filter.state) : undefined,
          ),
        )
        .orderBy(
          asc(labOrders.collectionDate),
          asc(labOrders.collectionSlot),
          asc(labOrders.createdAt),
        );
    },

    /** The orders of one patient, for the record and its export. */
    listForPatient(patientId: string) {
      return selectOrders()
        .where(eq(labOrders.patientId, patientId))
        .orderBy(desc(labOrders.createdAt));
    },

    testsOf(orderIds: string[]) {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          orderId: labOrderTests.orderId,
          testId: labOrderTests.testId,
          priceCents: labOrderTests.priceCents,
          name: labTests.name,
          nameBn: labTests.nameBn,
          code: labTests.code,
          sampleType: labTests.sampleType,
          preparation: labTests.preparation,
          preparationBn: labTests.preparationBn,
        })
        .from(labOrderTests)
        .innerJoin(labTests, eq(labTests.id, labOrderTests.testId))
        .where(inArray(labOrderTests.orderId, orderIds))
        .orderBy(asc(labOrderTests.position));
    },

    eventsOf(orderIds: string[]) {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(labOrderEvents)
        .where(inArray(labOrderEvents.orderId, orderIds))
        .orderBy(asc(labOrderEvents.at), asc(labOrderEvents.id));
    },

    /** The payment of each order that has one: whether it was refunded, and how much it was. */
    paymentsOf(orderIds: string[]) {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          orderId: sql<string>`${payments.labOrderId}`,
          priceCents: payments.priceCents,
          refundState: payments.refundState,
        })
        .from(payments)
        .where(inArray(payments.labOrderId, orderIds));
    },

    /** The released results of orders, every version, newest first. */
    resultsOf(orderIds: string[]) {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(labResults)
        .where(inArray(labResults.orderId, orderIds))
        .orderBy(desc(labResults.version));
    },

    valuesOfResults(resultIds: string[]) {
      if (resultIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          resultId: labResultValues.resultId,
          testId: labResultValues.testId,
          valueId: labResultValues.valueId,
          number: labResultValues.number,
          unit: labResultValues.unit,
          low: labResultValues.low,
          high: labResultValues.high,
          flag: labResultValues.flag,
          name: labTestValues.name,
          nameBn: labTestValues.nameBn,
          position: labTestValues.position,
        })
        .from(labResultValues)
        .innerJoin(labTestValues, eq(labTestValues.id, labResultValues.valueId))
        .where(inArray(labResultValues.resultId, resultIds))
        .orderBy(asc(labTestValues.position));
    },

    async findResult(id: string) {
      const [row] = await db.select().from(labResults).where(eq(labResults.id, id));
      return row ?? null;
    },

    /** The result in force of an order, if one was released. */
    async currentResult(orderId: string) {
      const [row] = await db
        .select()
        .from(labResults)
        .where(and(eq(labResults.orderId, orderId), isNull(labResults.replacedAt)));
      return row ?? null;
    },

    async replaceResult(id: string, at: Date) {
      await db.update(labResults).set({ replacedAt: at }).where(eq(labResults.id, id));
    },

    async insertResult(values: typeof labResults.$inferInsert) {
      const [row] = await db.insert(labResults).values(values).returning();
      return row!;
    },

    async insertValues(
      rows: {
        resultId: string;
        testId: string;
        valueId: string;
        number: number;
        unit: string;
        low: number | null;
        high: number | null;
        flag: LabValueFlag | null;
      }[],
    ) {
      if (rows.length > 0) await db.insert(labResultValues).values(rows);
    },

    /** A prescription with the patient it was written for, its investigations and its doctor. */
    async findPrescription(id: string) {
      const [row] = await db
        .select({
          id: prescriptions.id,
          patientId: bookings.patientId,
          investigations: prescriptions.investigations,
        })
        .from(prescriptions)
        .innerJoin(bookings, eq(bookings.id, prescriptions.bookingId))
        .where(eq(prescriptions.id, id));
      return row ?? null;
    },

    /** The doctor of the prescription each order was made from: named, and e-mailed results. */
    doctorsOf(orderIds: string[]) {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          orderId: labOrders.id,
          name: doctors.name,
          email: doctors.email,
          language: sql<
            'en' | 'bn'
          >`coalesce((select ${users.language} from ${users} where ${users.id} = ${doctors.userId}), 'en')`,
        })
        .from(labOrders)
        .innerJoin(prescriptions, eq(prescriptions.id, labOrders.prescriptionId))
        .innerJoin(doctors, eq(doctors.id, prescriptions.doctorId))
        .where(inArray(labOrders.id, orderIds));
    },

    /** The report files of a patient's results, for forgetting them. */
    async pdfsOfPatient(patientId: string) {
      const rows = await db
        .select({ name: labResults.pdfStorageName })
        .from(labResults)
        .innerJoin(labOrders, eq(labOrders.id, labResults.orderId))
        .where(
          and(eq(labOrders.patientId, patientId), sql`${labResults.pdfStorageName} is not null`),
        );
      return rows.map((row) => row.name!);
    },
  };
}
