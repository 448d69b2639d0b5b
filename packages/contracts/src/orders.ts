import { z } from 'zod';
import { deliveryAddress, deliveryAddressView } from './address.js';
import { patientIdField } from './common.js';
import { catalogMedicine, MEDICINE_FORMS } from './medicines.js';
import { currency } from './money.js';

/**
 * Medicine orders (services.md §5 'Checkout', 'The order's life'): what a patient orders from the
 * catalogue, delivered to an address in one of Bangladesh's 64 districts, paid online or in cash
 * on delivery, and worked one step at a time by a pharmacist. Amounts are whole units of the
 * clinic's currency on the wire, as every price is.
 */

/**
 * An order's states, in the order it lives them: an online order waits for its payment first, an
 * order against a photo of a prescription for a pharmacist's check; `cancelled` ends any of them
 * before delivery.
 */
export const ORDER_STATES = [
  'awaiting_payment',
  'awaiting_prescription_check',
  'placed',
  'confirmed',
  'packed',
  'out_for_delivery',
  'delivered',
  'cancelled',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const ORDER_PAYMENTS = ['online', 'cod'] as const;
export type OrderPayment = (typeof ORDER_PAYMENTS)[number];

/** The most lines one order holds: more than any prescription lists, fewer than a bulk buyer wants. */
export const ORDER_MAX_LINES = 50;
/** More units of one medicine than any household orders: a larger number is a typing mistake. */
export const ORDER_LINE_MAX_UNITS = 10_000;
/** The longest reason a pharmacist gives for a cancellation or a rejected prescription photo. */
export const ORDER_REASON_MAX_LENGTH = 500;

const QUANTITY_MESSAGE = `must be a whole number of units from 1 to ${ORDER_LINE_MAX_UNITS}`;
const ORDER_STATE_MESSAGE = `must be one of ${ORDER_STATES.join(', ')}`;

export const orderLineInput = z.object({
  medicineId: z.uuid({ message: 'must be the id of a medicine of the catalogue' }),
  quantity: z
    .number({ message: QUANTITY_MESSAGE })
    .int({ message: QUANTITY_MESSAGE })
    .min(1, { message: QUANTITY_MESSAGE })
    .max(ORDER_LINE_MAX_UNITS, { message: QUANTITY_MESSAGE }),
});
export type OrderLineInput = z.infer<typeof orderLineInput>;

/**
 * POST /api/orders. Prescription-only lines need `prescriptionId` (a Sustho prescription of the
 * profile) or `prescriptionPhotoId` (POST /api/prescription-photos); the same medicine appears on
 * one line only.
 */
export const orderInput = z.object({
  items: z
    .array(orderLineInput)
    .min(1, { message: 'must list at least one medicine' })
    .max(ORDER_MAX_LINES, { message: `must list at most ${ORDER_MAX_LINES} medicines` })
    .refine((items) => new Set(items.map((item) => item.medicineId)).size === items.length, {
      message: 'must list each medicine once',
    }),
  prescriptionId: z
    .uuid({ message: 'must be the id of one of your prescriptions' })
    .optional()
    .describe('The Sustho prescription the prescription-only lines are ordered against'),
  prescriptionPhotoId: z
    .uuid({ message: 'must be the id of an uploaded prescription photo' })
    .optional()
    .describe('A photo of a paper prescription, for a pharmacist to check'),
  patientId: patientIdField,
  address: deliveryAddress,
  payment: z.enum(ORDER_PAYMENTS, { message: "must be 'online' or 'cod'" }),
});
export type OrderInput = z.input<typeof orderInput>;

/** One line of an order, priced when it was placed (a later price change does not touch it). */
export const orderLine = z.object({
  medicineId: z.string(),
  brandName: z.string(),
  genericName: z.string(),
  strength: z.string(),
  form: z.enum(MEDICINE_FORMS),
  rx: z.boolean(),
  unitPrice: z.number(),
  quantity: z.number().int(),
  lineTotal: z.number(),
});
export type OrderLine = z.infer<typeof orderLine>;

/** One step of an order's timeline; `reason` is the pharmacist's (or 'Not paid in time') for a cancellation. */
export const orderHistoryEntry = z.object({
  state: z.enum(ORDER_STATES),
  at: z.string(),
  reason: z.string().nullable(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntry>;

/** An order as GET /api/orders, GET /api/orders/{id}, POST and PATCH answer it. */
export const order = z.object({
  _id: z.string(),
  patientId: z.string(),
  patientName: z.string(),
  state: z.enum(ORDER_STATES),
  items: z.array(orderLine),
  subtotal: z.number(),
  deliveryFee: z.number(),
  total: z.number(),
  currency,
  payment: z.enum(ORDER_PAYMENTS),
  paid: z.boolean(),
  refunded: z.boolean(),
  refundedAmount: z.number(),
  /** The delivery address as the order took it (the phone in its +880 form). */
  address: deliveryAddressView,
  prescriptionId: z.string().nullable(),
  hasPrescriptionPhoto: z.boolean(),
  /** Oldest first: the order's states with when each began. */
  history: z.array(orderHistoryEntry),
  createdAt: z.string(),
  /** Until when an unpaid online order holds its units; null once paid, and for cash on delivery. */
  holdUntil: z.string().nullable(),
});
export type Order = z.infer<typeof order>;

/** A pharmacist's reason for a cancellation or a rejected photo, which the patient reads. */
export const orderReason = z
  .string()
  .trim()
  .max(ORDER_REASON_MAX_LENGTH, {
    message: `must be at most ${ORDER_REASON_MAX_LENGTH} characters`,
  })
  .regex(/^[^\p{Cc}]*$/u, { message: 'must be on one line, without control characters' });

/**
 * PATCH /api/orders/{id} (pharmacists): the next state, one step at a time; `cancelled` needs a
 * reason, and so does rejecting a prescription photo (awaiting_prescription_check → cancelled).
 */
export const orderStateChange = z
  .object({
    state: z.enum(ORDER_STATES, { message: ORDER_STATE_MESSAGE }),
    reason: orderReason.optional(),
  })
  .refine((change) => change.state !== 'cancelled' || Boolean(change.reason), {
    message: 'a cancellation needs a reason',
    path: ['reason'],
  });
export type OrderStateChange = z.input<typeof orderStateChange>;

/** GET /api/orders?state=: the pharmacist's queue filtered to one state. */
export const ordersQuery = z.object({
  state: z.enum(ORDER_STATES, { message: ORDER_STATE_MESSAGE }).optional(),
});
export type OrdersQuery = z.infer<typeof ordersQuery>;

const SUBTOTAL_MESSAGE = 'subtotal must be an amount from 0 to 10000000';

/** GET /api/orders/delivery-fee?subtotal=: what delivering an order of this subtotal costs the signed-in patient. */
export const deliveryFeeQuery = z.object({
  subtotal: z.coerce
    .number({ message: SUBTOTAL_MESSAGE })
    .min(0, { message: SUBTOTAL_MESSAGE })
    .max(10_000_000, { message: SUBTOTAL_MESSAGE }),
});
export type DeliveryFeeQuery = z.infer<typeof deliveryFeeQuery>;

/**
 * The delivery fee the order would be charged (free at or above `freeFrom`, less a running plan's
 * discount): the same figure POST /api/orders charges, so checkout never shows another.
 */
export const deliveryFeeQuote = z.object({
  currency,
  subtotal: z.number(),
  deliveryFee: z.number(),
  freeFrom: z.number(),
});
export type DeliveryFeeQuote = z.infer<typeof deliveryFeeQuote>;

/** The multipart field a prescription photo is sent in, and what it may be (checked by content). */
export const PRESCRIPTION_PHOTO_FIELD = 'file';
export const PRESCRIPTION_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PRESCRIPTION_PHOTO_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/** POST /api/prescription-photos: the uploaded photo, to send as `prescriptionPhotoId`. */
export const prescriptionPhotoUploaded = z.object({ _id: z.string() });
export type PrescriptionPhotoUploaded = z.infer<typeof prescriptionPhotoUploaded>;

/** A prescribed medicine as the doctor wrote it. */
export const prescribedMedicine = z.object({
  name: z.string(),
  strength: z.string(),
  form: z.string(),
  dose: z.string(),
  durationDays: z.number().int(),
});

/**
 * One prescribed medicine and what the catalogue has for it (same generic, strength and form):
 * `options` cheapest in stock first; `quantity` is the units still to order against this
 * prescription (dose pattern's daily count × days for tablets and capsules, one pack of the first
 * option otherwise, less what earlier orders took); 0 when nothing is left or nothing matches.
 */
export const prescriptionOrderLine = z.object({
  prescribed: prescribedMedicine,
  quantity: z.number().int(),
  options: z.array(catalogMedicine),
});
export type PrescriptionOrderLine = z.infer<typeof prescriptionOrderLine>;

/** GET /api/prescriptions/{id}/order-lines: what 'Order medicines' puts in the cart. */
export const prescriptionOrderLines = z.object({
  prescriptionId: z.string(),
  patientId: z.string(),
  lines: z.array(prescriptionOrderLine),
});
export type PrescriptionOrderLines = z.infer<typeof prescriptionOrderLines>;
