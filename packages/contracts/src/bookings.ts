import { z } from 'zod';
import { COVERING_PLANS } from './plan-terms.js';
import { currency } from './money.js';
import { parseSlotLabel } from './clinic-date.js';
import { patientIdField, personName, wireDate } from './common.js';

/**
 * A phone number the clinic can call back and text: a Bangladeshi mobile number as people write it
 * (01XXXXXXXXX, 8801XXXXXXXXX or +8801XXXXXXXXX), or another country's
 * number in international form (8 to 15 digits as E.164 allows).
 */
export const PHONE_PATTERN = /^(?:01[3-9]\d{8}|\+?[1-9]\d{7,14})$/;

const BANGLADESHI_MOBILE = /^(?:\+?88)?(01[3-9]\d{8})$/;

/**
 * The one form a phone number is stored and texted in: +8801XXXXXXXXX for a Bangladeshi mobile,
 * +{digits} otherwise; null for a number no SMS could reach (a Bangladeshi number that is not a
 * mobile one, letters, too short or too long).
 */
export function normalisePhone(input: string): string | null {
  const compact = input.trim();
  const mobile = BANGLADESHI_MOBILE.exec(compact);
  if (mobile) return `+88${mobile[1]}`;
  if (/^\+?880/.test(compact)) return null;
  return PHONE_PATTERN.test(compact) && !compact.startsWith('0')
    ? `+${compact.replace(/^\+/, '')}`
    : null;
}

export const phoneNumber = z
  .string()
  .max(40)
  .transform((text, ctx) => {
    const phone = normalisePhone(text);
    if (!phone) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be a phone number such as 01712345678 or +8801712345678',
      });
      return z.NEVER;
    }
    return phone;
  });

/** A slot label on the wire (docs/product/api.md §2) ('09:00 AM - 09:30 AM'); parsed to its start 'HH:MM'. */
const slotLabelInput = z
  .string()
  .max(40)
  .transform((text, ctx) => {
    const start = parseSlotLabel(text);
    if (!start) {
      ctx.addIssue({ code: 'custom', message: "must be a slot such as '09:00 AM - 09:30 AM'" });
      return z.NEVER;
    }
    return start;
  });

const patientName = personName;

/**
 * POST /booking, as docs/product/api.md §1 keeps it. The e-mail is the signed-in user's and the price is the
 * option's, so the client's values of both are accepted and ignored.
 */
export const bookingInput = z.object({
  appointmentDate: wireDate,
  treatmentName: z.string().trim().min(1, { message: 'is required' }).max(100),
  patientName,
  slot: slotLabelInput,
  email: z
    .string()
    .max(320)
    .optional()
    .describe("Ignored: the booking's e-mail is the signed-in user's"),
  phone: phoneNumber,
  price: z.number().optional().describe("Ignored: the price is the treatment's"),
  doctorId: z
    .uuid({ message: 'must be the id of one of the treatment’s doctors' })
    .optional()
    .describe('The doctor to see; without it the server assigns a doctor free at that slot'),
  patientId: patientIdField,
  followUpOf: z
    .uuid({ message: 'must be the id of one of your completed bookings' })
    .optional()
    .describe(
      'The completed consultation this booking is the free follow-up of (services.md §3): the same patient and doctor, within FOLLOW_UP_DAYS; needs `doctorId`',
    ),
});
/** What the client sends. */
export type BookingInput = z.input<typeof bookingInput>;
/** What the server reads: the day as 'YYYY-MM-DD' and the slot as its start 'HH:MM'. */
export type BookingRequest = z.output<typeof bookingInput>;

export const BOOKING_KINDS = ['scheduled', 'on_demand'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

export const BOOKING_STATUSES = ['active', 'cancelled', 'completed', 'no_show'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * A booking on the wire (docs/product/api.md §1). `status` and `refunded` are ours: a paid booking that was
 * deleted stays in My Appointments as cancelled and refunded; `completed` and `no_show` are the
 * doctor's word on a consultation (docs/product/bookings.md §5).
 */
export const booking = z.object({
  _id: z.string(),
  /** 'scheduled' (a slot chosen ahead) or 'on_demand' (consult now, services.md §3). */
  kind: z.enum(BOOKING_KINDS),
  /** Null for an on-demand booking until a doctor accepts it, as are `doctorId` and `slot`. */
  appointmentDate: z.string().nullable(),
  treatmentName: z.string(),
  doctorId: z.string().nullable(),
  /** Empty for an on-demand booking until a doctor accepts it. */
  doctorName: z.string(),
  /** The family profile it is for (services.md §2). */
  patientId: z.string(),
  patientName: z.string(),
  slot: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  price: z.number(),
  currency,
  paid: z.boolean(),
  status: z.enum(BOOKING_STATUSES),
  refunded: z.boolean(),
  /** What was given back, in whole units of `currency`: the price once refunded, else 0. */
  refundedAmount: z.number(),
  /** The plan that made it free ('Covered by your {plan} plan', services.md §4), or null. */
  coveredBy: z.enum(COVERING_PLANS).nullable(),
  /** Whether its consultation room is open now (docs/product/consultation.md §2): My Appointments offers 'Join'. */
  roomOpen: z.boolean(),
  /** Whether its patient can move it now (active, before CHANGE_CUTOFF_HOURS, under MAX_RESCHEDULES). */
  reschedulable: z.boolean(),
  /** Whether its patient cancelling it now gets its payment back (REFUND_CUTOFF_HOURS, docs/product/appointment-life.md §2). */
  refundOnCancel: z.boolean(),
  /**
   * When a payment hold applies (PAYMENT_HOLD_MINUTES, docs/product/appointment-life.md §3), the instant (ISO 8601) an
   * unpaid booking is cancelled unless paid by then; null otherwise.
   */
  payBy: z.string().nullable(),
  /** The completed consultation this booking is the free follow-up of (services.md §3), or null. */
  followUpOf: z.string().nullable(),
  /**
   * For a completed consultation whose free follow-up can still be booked: the last day it can be
   * on ('Mon D, YYYY'); null otherwise (not completed, a follow-up itself, used, or too late).
   */
  followUpUntil: z.string().nullable(),
});
export type Booking = z.infer<typeof booking>;

/** GET /bookings/{id}: the payment page reads `treatment`, the same value as `treatmentName`. */
export const bookingDetail = booking.extend({ treatment: z.string() });
export type BookingDetail = z.infer<typeof bookingDetail>;

export const bookingsQuery = z.object({
  email: z.email({ message: 'must be a valid e-mail address' }).max(320),
});

/**
 * Why a booking was refused: a booking of that treatment on that day already, another appointment
 * of the patient at that time, or the slot taken by someone else meanwhile. The app words it in the
 * reader's language; `message` is the product's English sentence.
 */
export const BOOKING_REFUSALS = ['already_booked_day', 'patient_busy', 'slot_taken'] as const;
export type BookingRefusal = (typeof BOOKING_REFUSALS)[number];

/** POST /booking answers 200 either way: refused bookings (slot taken, one a day) say why. */
export const bookingResult = z.union([
  z.object({ acknowledged: z.literal(true), insertedId: z.string() }),
  z.object({
    acknowledged: z.literal(false),
    reason: z.enum(BOOKING_REFUSALS),
    message: z.string(),
  }),
]);
export type BookingResult = z.infer<typeof bookingResult>;

/** POST /bookings/{id}/reschedule: the new day and slot; without `doctorId` any free doctor of the treatment. */
export const rescheduleInput = z.object({
  appointmentDate: wireDate,
  slot: slotLabelInput,
  doctorId: z
    .uuid({ message: 'must be the id of one of the treatment’s doctors' })
    .optional()
    .describe('The doctor to see; without it the server assigns a doctor free at that slot'),
});
export type RescheduleInput = z.input<typeof rescheduleInput>;
export type RescheduleRequest = z.output<typeof rescheduleInput>;

/**
 * Why a reschedule was refused (409, as `code`): the booking is not active, it starts within
 * CHANGE_CUTOFF_HOURS, it was moved MAX_RESCHEDULES times, or the new slot is not to be had (as
 * POST /booking refuses it). The app words it in the reader's language.
 */
export const RESCHEDULE_REFUSALS = [
  'not_active',
  'too_late',
  'limit_reached',
  ...BOOKING_REFUSALS,
] as const;
export type RescheduleRefusal = (typeof RESCHEDULE_REFUSALS)[number];
