import {
  fromMinorUnits,
  pages,
  PHARMACY_STAFF_ROLES,
  toMinorUnits,
  type Currency,
  type DeliveryFeeQuote,
  type Order,
  type OrderInput,
  type OrderState,
  type OrderStateChange,
  type PrescriptionOrderLines,
  type UserRole,
} from '@sustho/contracts';
import type { Database, Executor } from '../../db/client.js';
import { clock } from '../../lib/clock.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { formatMoney } from '../../lib/money.js';
import type { AuthUser } from '../auth/index.js';
import { familyRepository, patientFor } from '../family/index.js';
import { enqueueJobs } from '../jobs/index.js';
import { enqueueMail } from '../mail/index.js';
import type { PaymentsService, RefundOrder } from '../payments/index.js';
import { medicineOf, pharmacyRepository, type MedicineRow } from '../pharmacy/index.js';
import type { PlansService } from '../plans/index.js';
import { enqueuePush } from '../push/index.js';
import { prescriptionForOrder, sniffReport, type RecordsService } from '../records/index.js';
import { enqueueSms, type SmsLimits } from '../sms/index.js';
import { orderHoldJob } from './hold.js';
import { stepMail, stepPush, stepSms } from './messages.js';
import {
  assertPrescriptionUsable,
  checkOrderLines,
  prescribes,
  remainingUnits,
  type BrandsOf,
  type PrescriptionRuleSettings,
} from './prescription-rule.js';
import { ordersRepository as repository, type OrderRow } from './repository.js';

export interface OrdersSettings {
  currency: Currency;
  deliveryFeeCents: number;
  freeDeliveryFromCents: number;
  holdMinutes: number;
  rule: PrescriptionRuleSettings;
  publicUrl: string;
  sms: SmsLimits;
}

/** The state a pharmacist's step moves an order to, and the states it may come from (one step). */
const STEP_FROM: Partial<Record<OrderState, readonly OrderState[]>> = {
  placed: ['awaiting_prescription_check'],
  confirmed: ['placed'],
  packed: ['confirmed'],
  out_for_delivery: ['packed'],
  delivered: ['out_for_delivery'],
  cancelled: ['awaiting_prescription_check', 'placed', 'confirmed', 'packed', 'out_for_delivery'],
};

/** What the patient may still cancel: anything not yet packed. */
const PATIENT_CANCELLABLE: readonly OrderState[] = [
  'awaiting_payment',
  'awaiting_prescription_check',
  'placed',
  'confirmed',
];

const pharmacyStaff: readonly UserRole[] = PHARMACY_STAFF_ROLES;

/** The reason an order gives when the family member it was for is removed. */
const MEMBER_REMOVED = 'family member removed';

/** The reason an unpaid online order gives when its hold runs out. */
export const NOT_PAID_IN_TIME = 'Not paid in time';

const MINUTE_MS = 60_000;

/** The catalogue's brands of each generic among `rows`, for matching prescribed names. */
function brandsOfRows(rows: readonly MedicineRow[]): BrandsOf {
  const brands = new Map<string, string[]>();
  for (const row of rows) {
    const key = row.genericName.toLowerCase();
    brands.set(key, [...(brands.get(key) ?? []), row.brandName]);
  }
  return (genericName) => brands.get(genericName.toLowerCase()) ?? [];
}

/**
 * Medicine orders (services.md §5, decision 053): placing one under the prescription rule with its
 * units taken from stock in the same transaction, the patient's and the pharmacist's views, the
 * pharmacist's steps and cancellations, each told to the patient by e-mail, SMS and push.
 */
export function ordersService(
  db: Database,
  settings: OrdersSettings,
  deps: {
    plans: Pick<PlansService, 'homeFeeCents'>;
    payments: Pick<PaymentsService, 'oweRefund' | 'finishRefundNow'>;
    records: Pick<RecordsService, 'citedPrescription'>;
  },
) {
  const myOrdersUrl = `${settings.publicUrl}${pages.myOrders.path()}`;

  /** Tells the order's patient it entered `state`: e-mail to the account, SMS to the address's phone, push. */
  async function tell(
    tx: Executor,
    row: OrderRow,
    state: Exclude<OrderState, 'awaiting_payment'>,
    reason: string | null,
  ) {
    const facts = {
      orderId: row.id,
      state,
      name: row.recipient,
      total: formatMoney(row.totalCents, row.currency, row.language),
      reason,
      refunded:
        state === 'cancelled' && row.paidAt
          ? formatMoney(row.totalCents, row.currency, row.language)
          : null,
      myOrdersUrl,
    };
    const key = `order:${row.id}:${state}`;
    if (row.email) await enqueueMail(tx, stepMail(row.email, facts, row.language), `${key}:mail`);
    await enqueueSms(
      tx,
      settings.sms,
      { to: row.phone, text: stepSms(facts, row.language), userId: row.userId },
      `${key}:sms`,
    );
    if (row.userId)
      await enqueuePush(
        tx,
        { userId: row.userId, message: stepPush(row.id, state, pages.myOrders.path()) },
        `${key}:push`,
      );
  }

  /** Only patients order medicines: staff never order as one. */
  function assertMayOrder(actor: AuthUser) {
    if (actor.role !== 'user') throw forbidden('Only patients can order medicines');
  }

  /** The one rule of the delivery fee: free at or above the threshold, less a running plan's discount. */
  async function deliveryFeeCentsFor(executor: Executor, userId: string, subtotalCents: number) {
    const fee = subtotalCents >= settings.freeDeliveryFromCents ? 0 : settings.deliveryFeeCents;
    return deps.plans.homeFeeCents(executor, userId, fee);
  }

  async function toWire(rows: OrderRow[]): Promise<Order[]> {
    const ids = rows.map((row) => row.id);
    const [items, history] = await Promise.all([
      repository(db).itemsOf(ids),
      repository(db).historyOf(ids),
    ]);
    return rows.map((row) => {
      const refunded = row.state === 'cancelled' && row.paidAt !== null;
      return {
        _id: row.id,
        patientId: row.patientId,
        patientName: row.patientName,
        state: row.state,
        items: items
          .filter((item) => item.orderId === row.id)
          .map((item) => ({
            medicineId: item.medicineId,
            brandName: item.brandName,
            genericName: item.genericName,
            strength: item.strength,
            form: item.form,
            rx: item.rx,
            unitPrice: fromMinorUnits(item.unitPriceCents),
            quantity: item.quantity,
            lineTotal: fromMinorUnits(item.unitPriceCents * item.quantity),
          })),
        subtotal: fromMinorUnits(row.subtotalCents),
        deliveryFee: fromMinorUnits(row.deliveryFeeCents),
        total: fromMinorUnits(row.totalCents),
        currency: row.currency,
        payment: row.payment,
        paid: row.paidAt !== null,
        refunded,
        refundedAmount: refunded ? fromMinorUnits(row.totalCents) : 0,
        address: {
          recipient: row.recipient,
          phone: row.phone,
          line: row.addressLine,
          area: row.area,
          district: row.district as Order['address']['district'],
        },
        prescriptionId: row.prescriptionId,
        hasPrescriptionPhoto: row.prescriptionPhotoId !== null,
        history: history
          .filter((entry) => entry.orderId === row.id)
          .map((entry) => ({
            state: entry.state,
            at: entry.at.toISOString(),
            reason: entry.reason,
          })),
        createdAt: row.createdAt.toISOString(),
        holdUntil:
          row.state === 'awaiting_payment' && row.holdUntil ? row.holdUntil.toISOString() : null,
      };
    });
  }

  const one = async (row: OrderRow) => (await toWire([row]))[0]!;

  /** An order the caller may see: their own, or any for pharmacy staff; else a 404. */
  async function visible(actor: AuthUser, id: string) {
    const row = await repository(db).find(id);
    if (!row || (row.userId !== actor.id && !pharmacyStaff.includes(actor.role)))
      throw notFound('No order has this id');
    return row;
  }

  /**
   * Cancels a locked order in `from`, in the caller's transaction: its units go back to stock and
   * a paid one's payment is owed back (payments' refund, once). Null when it was in none of `from`.
   */
  async function cancelLocked(
    tx: Executor,
    row: OrderRow,
    from: readonly OrderState[],
    actor: AuthUser | null,
    reason: string | null,
  ): Promise<{ refund: RefundOrder | null } | null> {
    if (!(await repository(tx).move(row.id, from, 'cancelled', reason))) return null;
    await repository(tx).giveBackStock(row.id);
    const refund = row.paidAt
      ? await deps.payments.oweRefund(
          tx,
          { kind: 'order', id: row.id },
          actor,
          reason ?? 'order cancelled',
        )
      : null;
    await tell(tx, row, 'cancelled', reason);
    return { refund };
  }

  return {
    /** GET /api/orders/delivery-fee: what POST /api/orders would charge for delivering `subtotal`. */
    async deliveryFee(actor: AuthUser, subtotal: number): Promise<DeliveryFeeQuote> {
      assertMayOrder(actor);
      const subtotalCents = toMinorUnits(subtotal);
      return {
        currency: settings.currency,
        subtotal,
        deliveryFee: fromMinorUnits(await deliveryFeeCentsFor(db, actor.id, subtotalCents)),
        freeFrom: fromMinorUnits(settings.freeDeliveryFromCents),
      };
    },

    /** POST /api/orders (services.md §5 'Checkout'). */
    async place(actor: AuthUser, input: OrderInput): Promise<Order> {
      assertMayOrder(actor);
      const patient = await patientFor(db, actor.id, input.patientId);
      if (
        input.prescriptionPhotoId &&
        !(await repository(db).ownsPhoto(actor.id, input.prescriptionPhotoId))
      )
        throw notFound('You have uploaded no prescription photo with this id');
      const id = await db.transaction(async (tx) => {
        const orders = repository(tx);
        const found = await orders.medicinesByIds(input.items.map((item) => item.medicineId));
        const lines = input.items.map((item) => {
          const medicine = found.find((row) => row.id === item.medicineId);
          if (!medicine)
            throw notFound(`No medicine of the catalogue has the id ${item.medicineId}`);
          if (medicine.currency !== settings.currency)
            throw conflict(`${medicine.brandName} is not sold in ${settings.currency}`);
          return { ...medicine, quantity: item.quantity };
        });
        const prescription = input.prescriptionId
          ? await prescriptionForOrder(tx, input.prescriptionId, { lock: true })
          : null;
        if (input.prescriptionId)
          assertPrescriptionUsable(prescription, patient.id, clock.now(), settings.rule);
        const sameGeneric = await pharmacyRepository(tx).sameGenericAs([
          ...new Set(lines.filter((line) => line.rx).map((line) => line.genericName)),
        ]);
        const { needsPhotoCheck } = checkOrderLines(
          lines,
          {
            prescription,
            photo: input.prescriptionPhotoId !== undefined,
            taken: prescription ? await orders.takenFrom(prescription.id) : [],
            brandsOf: brandsOfRows(sameGeneric),
          },
          settings.rule,
        );
        // In one order of ids, so two orders sharing medicines never wait for each other in a cycle.
        for (const line of [...lines].sort((a, b) => a.id.localeCompare(b.id)))
          if (!(await orders.takeStock(line.id, line.quantity)))
            throw conflict(`Only ${await orders.stockOf(line.id)} left of ${line.brandName}`);
        const subtotalCents = lines.reduce(
          (sum, line) => sum + line.unitPriceCents * line.quantity,
          0,
        );
        if (subtotalCents === 0) throw conflict('An order must cost something: add a medicine');
        const deliveryFeeCents = await deliveryFeeCentsFor(tx, actor.id, subtotalCents);
        const online = input.payment === 'online';
        const holdUntil = online
          ? new Date(clock.now().getTime() + settings.holdMinutes * MINUTE_MS)
          : null;
        const state: OrderState = online
          ? 'awaiting_payment'
          : needsPhotoCheck
            ? 'awaiting_prescription_check'
            : 'placed';
        const orderId = await orders.insert(
          {
            userId: actor.id,
            patientId: patient.id,
            state,
            payment: input.payment,
            subtotalCents,
            deliveryFeeCents,
            totalCents: subtotalCents + deliveryFeeCents,
            currency: settings.currency,
            recipient: input.address.recipient,
            phone: input.address.phone,
            addressLine: input.address.line,
            area: input.address.area,
            district: input.address.district,
            prescriptionId: prescription?.id ?? null,
            // Kept only when a line relies on it: the pharmacist then checks it.
            prescriptionPhotoId: needsPhotoCheck ? input.prescriptionPhotoId! : null,
            holdUntil,
          },
          lines.map((line) => ({
            medicineId: line.id,
            brandName: line.brandName,
            genericName: line.genericName,
            strength: line.strength,
            form: line.form,
            rx: line.rx,
            unitPriceCents: line.unitPriceCents,
            quantity: line.quantity,
          })),
        );
        if (holdUntil) await enqueueJobs(tx, [orderHoldJob(orderId, holdUntil)]);
        if (state !== 'awaiting_payment')
          await tell(tx, (await orders.find(orderId))!, state, null);
        return orderId;
      });
      return one((await repository(db).find(id))!);
    },

    /** GET /api/orders: a patient's own, newest first; pharmacy staff's queue, oldest first. */
    async list(actor: AuthUser, state: OrderState | undefined): Promise<Order[]> {
      if (pharmacyStaff.includes(actor.role)) return toWire(await repository(db).queue(state));
      if (actor.role !== 'user') throw forbidden('Only patients and pharmacists have orders');
      const own = await repository(db).listOf(actor.id);
      return toWire(state ? own.filter((row) => row.state === state) : own);
    },

    /** The account's orders, every profile's, for 'Download my data'. */
    async exportOf(accountId: string): Promise<Order[]> {
      return toWire(await repository(db).listOf(accountId));
    },

    async get(actor: AuthUser, id: string): Promise<Order> {
      return one(await visible(actor, id));
    },

    /** DELETE /api/orders/{id}: the patient cancels before packing; a paid order is refunded in full. */
    async cancel(actor: AuthUser, id: string): Promise<Order> {
      const refund = await db.transaction(async (tx) => {
        const row = await repository(tx).lock(id);
        if (!row || row.userId !== actor.id) throw notFound('No order of yours has this id');
        if (row.state === 'cancelled') throw conflict('This order is already cancelled');
        const cancelled = await cancelLocked(tx, row, PATIENT_CANCELLABLE, actor, null);
        if (!cancelled)
          throw conflict(
            `This order is ${row.state}: it can be cancelled only before it is packed`,
          );
        return cancelled.refund;
      });
      if (refund) await deps.payments.finishRefundNow(refund);
      return one((await repository(db).find(id))!);
    },

    /**
     * A family member removed (services.md §2): their orders not yet packed are cancelled, units
     * back in stock and paid ones refunded, as the patient could have; packed ones are delivered.
     */
    async cancelForPatient(patientId: string) {
      for (const id of await repository(db).idsOfPatient(patientId, PATIENT_CANCELLABLE)) {
        const cancelled = await db.transaction(async (tx) => {
          const row = await repository(tx).lock(id);
          return row && cancelLocked(tx, row, PATIENT_CANCELLABLE, null, MEMBER_REMOVED);
        });
        if (cancelled?.refund) await deps.payments.finishRefundNow(cancelled.refund);
      }
    },

    /**
     * PATCH /api/orders/{id}: a pharmacist moves an order one step, approves a prescription photo
     * (awaiting_prescription_check → placed) or cancels with a reason (rejecting a photo is that).
     */
    async move(actor: AuthUser, id: string, change: OrderStateChange): Promise<Order> {
      if (actor.role !== 'pharmacist') throw forbidden('Only pharmacists can move an order');
      const from = STEP_FROM[change.state];
      if (!from) throw badRequest(`An order cannot be moved to ${change.state} by hand`);
      const reason = change.reason?.trim() || null;
      const refund = await db.transaction(async (tx) => {
        const row = await repository(tx).lock(id);
        if (!row) throw notFound('No order has this id');
        const refused = () =>
          conflict(`This order is ${row.state}: it cannot be moved to ${change.state}`);
        if (change.state === 'cancelled') {
          const cancelled = await cancelLocked(tx, row, from, actor, reason);
          if (!cancelled) throw refused();
          return cancelled.refund;
        }
        if (!(await repository(tx).move(id, from, change.state, reason))) throw refused();
        await tell(tx, row, change.state as Exclude<OrderState, 'awaiting_payment'>, reason);
        return null;
      });
      if (refund) await deps.payments.finishRefundNow(refund);
      return one((await repository(db).find(id))!);
    },

    /** GET /api/orders/{id}/prescription: the Sustho prescription the order cites, for a pharmacist. */
    async citedPrescription(actor: AuthUser, id: string) {
      const row = await visible(actor, id);
      if (!row.prescriptionId) throw notFound('This order cites no Sustho prescription');
      return deps.records.citedPrescription(actor, {
        orderId: row.id,
        patientId: row.patientId,
        prescriptionId: row.prescriptionId,
      });
    },

    /** GET /api/orders/{id}/prescription-photo: the photo a pharmacist checks. */
    async prescriptionPhoto(actor: AuthUser, id: string) {
      const row = await visible(actor, id);
      if (actor.role !== 'pharmacist' && row.userId !== actor.id)
        throw forbidden('Only a pharmacist can see the prescription an order cites');
      const photo = row.prescriptionPhotoId
        ? await repository(db).findPhoto(row.prescriptionPhotoId)
        : null;
      if (!photo) throw notFound('This order has no prescription photo');
      return photo;
    },

    /** POST /api/prescription-photos: a JPEG, PNG or PDF by its bytes, whatever its name says. */
    async uploadPhoto(actor: AuthUser, data: Buffer): Promise<{ _id: string }> {
      if (actor.role !== 'user') throw forbidden('Only patients can order medicines');
      const contentType = sniffReport(data);
      if (!contentType)
        throw badRequest(
          'Only a JPEG, PNG or PDF prescription can be uploaded: this file is not one',
        );
      return { _id: await repository(db).insertPhoto({ userId: actor.id, contentType, data }) };
    },

    /**
     * GET /api/prescriptions/{id}/order-lines: what 'Order medicines' puts in the cart, for the
     * account holding the prescription's patient.
     */
    async orderLines(actor: AuthUser, prescriptionId: string): Promise<PrescriptionOrderLines> {
      const prescription = await prescriptionForOrder(db, prescriptionId, { lock: false });
      if (!prescription || !(await familyRepository(db).find(actor.id, prescription.patientId)))
        throw notFound('You have no prescription with this id');
      assertPrescriptionUsable(prescription, prescription.patientId, clock.now(), settings.rule);
      const catalogue = await pharmacyRepository(db).sameGenericAs(
        prescription.medicines.map((line) => line.name),
      );
      const brandsOf = brandsOfRows(catalogue);
      const taken = await repository(db).takenFrom(prescription.id);
      return {
        prescriptionId: prescription.id,
        patientId: prescription.patientId,
        lines: prescription.medicines.map((line) => {
          const options = catalogue
            .filter(
              (row) =>
                row.currency === settings.currency &&
                prescribes(line, row, brandsOf(row.genericName)),
            )
            // Cheapest in stock first; out of stock last (the repository sorted by price).
            .sort((a, b) => Number(b.stockUnits > 0) - Number(a.stockUnits > 0));
          return {
            prescribed: {
              name: line.name,
              strength: line.strength,
              form: line.form,
              dose: line.dose,
              durationDays: line.durationDays,
            },
            quantity: remainingUnits(line, options[0], taken, brandsOf),
            options: options.map(medicineOf),
          };
        }),
      };
    },

    /** The hold ran out on an order still unpaid: cancelled, its units given back (hold.ts's job). */
    async expireLocked(tx: Executor, orderId: string) {
      const row = await repository(tx).lock(orderId);
      if (!row || row.state !== 'awaiting_payment') return;
      await cancelLocked(tx, row, ['awaiting_payment'], null, NOT_PAID_IN_TIME);
    },

    /** What payments' handler does once an online order is paid: on to the pharmacist, told to the patient. */
    async paidLocked(tx: Executor, row: OrderRow) {
      const next = row.prescriptionPhotoId ? 'awaiting_prescription_check' : 'placed';
      if (await repository(tx).markPaid(row.id, next, clock.now())) await tell(tx, row, next, null);
    },
  };
}

export type OrdersService = ReturnType<typeof ordersService>;
