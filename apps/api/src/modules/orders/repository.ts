import type { OrderState } from '@sustho/contracts';
import { and, asc, desc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { outer } from '../../db/outer.js';
import {
  medicineGenerics,
  medicines,
  orderHistory,
  orderItems,
  orders,
  patients,
  prescriptionPhotos,
  users,
} from '../../db/schema.js';

/** An order with whose it is and what writing to its account needs. */
const orderRow = {
  ...getTableColumns(orders),
  patientName: sql<string>`coalesce((select ${patients.name} from ${patients} where ${patients.id} = ${outer(orders.patientId)}), '')`,
  email: sql<
    string | null
  >`(select ${users.email} from ${users} where ${users.id} = ${outer(orders.userId)})`,
  accountName: sql<string>`coalesce((select ${users.name} from ${users} where ${users.id} = ${outer(orders.userId)}), '')`,
  language: sql<
    'en' | 'bn'
  >`coalesce((select ${users.language} from ${users} where ${users.id} = ${outer(orders.userId)}), 'en')`,
};

export type OrderRow = Awaited<ReturnType<ReturnType<typeof ordersRepository>['find']>> & {};
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;

/** SQL for medicine orders, on the database or on the service's transaction. The module's only Drizzle user. */
export function ordersRepository(db: Executor) {
  return {
    /** The catalogue medicines an order names, with their generic's name and their stock. */
    medicinesByIds(ids: string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({ ...getTableColumns(medicines), genericName: medicineGenerics.name })
        .from(medicines)
        .innerJoin(medicineGenerics, eq(medicineGenerics.id, medicines.genericId))
        .where(inArray(medicines.id, ids));
    },

    /**
     * Takes `quantity` units of a medicine in one conditional statement: true when there were
     * enough, false (and nothing taken) when not. The check constraint keeps stock at or above 0
     * whatever runs concurrently; the condition makes a short order a refusal, not an error.
     */
    async takeStock(medicineId: string, quantity: number) {
      const rows = await db
        .update(medicines)
        .set({ stockUnits: sql`${medicines.stockUnits} - ${quantity}`, updatedAt: new Date() })
        .where(and(eq(medicines.id, medicineId), sql`${medicines.stockUnits} >= ${quantity}`))
        .returning({ id: medicines.id });
      return rows.length === 1;
    },

    async stockOf(medicineId: string) {
      const [row] = await db
        .select({ stockUnits: medicines.stockUnits })
        .from(medicines)
        .where(eq(medicines.id, medicineId));
      return row?.stockUnits ?? 0;
    },

    /** Gives a cancelled order's units back to stock, in the transaction that cancelled it. */
    async giveBackStock(orderId: string) {
      await db.execute(sql`
        update ${medicines} set stock_units = ${medicines.stockUnits} + ${orderItems.quantity}
        from ${orderItems}
        where ${orderItems.orderId} = ${orderId} and ${orderItems.medicineId} = ${medicines.id}`);
    },

    async insert(order: NewOrder, items: NewOrderItem[], reason: string | null = null) {
      const [row] = await db.insert(orders).values(order).returning({ id: orders.id });
      const id = row!.id;
      await db.insert(orderItems).values(items.map((item) => ({ ...item, orderId: id })));
      await db.insert(orderHistory).values({ orderId: id, state: order.state!, reason });
      return id;
    },

    /**
     * Moves an order from one of `from` to `to` in one conditional statement, with its history
     * entry: of two concurrent moves, only the one that finds it still in `from` moves it. False
     * when it was in none of them.
     */
    async move(
      id: string,
      from: readonly OrderState[],
      to: OrderState,
      reason: string | null,
      change: Partial<NewOrder> = {},
    ) {
      const rows = await db
        .update(orders)
        .set({ ...change, state: to })
        .where(and(eq(orders.id, id), inArray(orders.state, [...from])))
        .returning({ id: orders.id });
      if (rows.length === 0) return false;
      await db.insert(orderHistory).values({ orderId: id, state: to, reason });
      return true;
    },

    /** Records an online order's payment, moving it on from `awaiting_payment`; false when it no longer waits. */
    async markPaid(id: string, next: OrderState, now: Date) {
      return this.move(id, ['awaiting_payment'], next, null, { paidAt: now });
    },

    async find(id: string) {
      const [row] = await db.select(orderRow).from(orders).where(eq(orders.id, id));
      return row ?? null;
    },

    /** Locks the order until the transaction ends: a payment, a cancellation and a step take turns. */
    async lock(id: string) {
      const [row] = await db.select(orderRow).from(orders).where(eq(orders.id, id)).for('update');
      return row ?? null;
    },

    /** The account's orders in `states`, locked until the transaction ends, in id order. */
    lockOpenOf(userId: string, states: readonly OrderState[]) {
      return db
        .select({ id: orders.id, paidAt: orders.paidAt })
        .from(orders)
        .where(and(eq(orders.userId, userId), inArray(orders.state, [...states])))
        .orderBy(asc(orders.id))
        .for('update');
    },

    /** The ids of a patient's orders in one of `states`. */
    async idsOfPatient(patientId: string, states: readonly OrderState[]): Promise<string[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.patientId, patientId), inArray(orders.state, [...states])));
      return rows.map((row) => row.id);
    },

    /** Erases the delivery addresses of the account's orders: who and where are personal data. */
    async eraseAddresses(userId: string) {
      await db
        .update(orders)
        .set({ recipient: '', phone: '', addressLine: '', area: '' })
        .where(eq(orders.userId, userId));
    },

    /** The account's orders, newest first. */
    listOf(userId: string) {
      return db
        .select(orderRow)
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id));
    },

    /**
     * The pharmacy's queue, oldest first: every order but those still waiting for their online
     * payment (not the pharmacist's yet), or those in `state`.
     */
    queue(state: OrderState | undefined) {
      return db
        .select(orderRow)
        .from(orders)
        .where(state ? eq(orders.state, state) : ne(orders.state, 'awaiting_payment'))
        .orderBy(asc(orders.createdAt), asc(orders.id));
    },

    itemsOf(orderIds: string[]) {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, orderIds))
        .orderBy(asc(orderItems.brandName));
    },

    historyOf(orderIds: string[]) {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(orderHistory)
        .where(inArray(orderHistory.orderId, orderIds))
        .orderBy(asc(orderHistory.id));
    },

    /** What earlier orders of a prescription took, those cancelled aside. */
    takenFrom(prescriptionId: string) {
      return db
        .select({
          genericName: orderItems.genericName,
          strength: orderItems.strength,
          form: orderItems.form,
          quantity: orderItems.quantity,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(orders.prescriptionId, prescriptionId), ne(orders.state, 'cancelled')));
    },

    async insertPhoto(values: typeof prescriptionPhotos.$inferInsert) {
      const [row] = await db
        .insert(prescriptionPhotos)
        .values(values)
        .returning({ id: prescriptionPhotos.id });
      return row!.id;
    },

    async findPhoto(id: string) {
      const [row] = await db
        .select({ contentType: prescriptionPhotos.contentType, data: prescriptionPhotos.data })
        .from(prescriptionPhotos)
        .where(eq(prescriptionPhotos.id, id));
      return row ?? null;
    },

    /** Whether the account uploaded this photo. */
    async ownsPhoto(userId: string, id: string) {
      const [row] = await db
        .select({ id: prescriptionPhotos.id })
        .from(prescriptionPhotos)
        .where(and(eq(prescriptionPhotos.id, id), eq(prescriptionPhotos.userId, userId)));
      return row !== undefined;
    },
  };
}
