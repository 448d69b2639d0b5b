import { z } from 'zod';
import { COVERING_PLANS } from './plan-terms.js';
import { phoneNumber } from './bookings.js';
import { patientIdField } from './common.js';
import { currency } from './money.js';

/**
 * Consult now (services.md §3): doctors go online at will, patients pay and wait in a queue, the
 * doctor free longest is offered the patient waiting longest. An on-demand request is a booking
 * (`kind: 'on_demand'`); its `_id` is the booking's id everywhere.
 */

export const DEFAULT_ON_DEMAND_PRESENCE_SECONDS = 90;
export const DEFAULT_ON_DEMAND_OFFER_SECONDS = 45;
export const DEFAULT_ON_DEMAND_MAX_WAIT_MINUTES = 60;
export const DEFAULT_ON_DEMAND_ROOM_MINUTES = 60;
export const DEFAULT_ON_DEMAND_REJOIN_MINUTES = 5;

/** The estimate's consultation length before a treatment has any finished on-demand consultation. */
export const DEFAULT_ON_DEMAND_CONSULTATION_MINUTES = 15;

/** How often the waiting page and the doctor's page ask again: every change shows within 2 s. */
export const ON_DEMAND_REFRESH_MS = 1000;

/**
 * How often an online doctor's page asks for an offer: twice as often, so an offer reaches a free
 * doctor within 1 s of the payment (services.md §8), the dispatch round's own time included.
 */
export const ON_DEMAND_OFFER_REFRESH_MS = 500;

export const SYMPTOMS_MAX_LENGTH = 500;

/** One on-demand treatment on /consult-now (GET /api/on-demand). */
export const onDemandTreatment = z.object({
  treatmentName: z.string(),
  /** In whole units of `currency`, as every price on the wire. */
  price: z.number(),
  currency,
  doctorsOnline: z.number().int(),
  waiting: z.number().int(),
  /** Null while no doctor is online. */
  estimatedWaitMinutes: z.number().int().nullable(),
  /** ON_DEMAND_MAX_WAIT_MINUTES: the refund rule's {N}. */
  maxWaitMinutes: z.number(),
});
export type OnDemandTreatment = z.infer<typeof onDemandTreatment>;

/** POST /api/on-demand: ask for a doctor now. */
export const onDemandInput = z.object({
  treatmentName: z.string().trim().min(1, { message: 'is required' }).max(100),
  phone: phoneNumber.optional(),
  patientId: patientIdField,
  symptoms: z
    .string()
    .trim()
    .max(SYMPTOMS_MAX_LENGTH, { message: `must be at most ${SYMPTOMS_MAX_LENGTH} characters` })
    // Lines are welcome; other control characters would reach the doctor's screen and e-mails.
    .regex(/^(?:[^\p{Cc}]|\n)*$/u, { message: 'must not contain control characters' })
    .optional(),
});
export type OnDemandInput = z.input<typeof onDemandInput>;
export type OnDemandRequest = z.output<typeof onDemandInput>;

/**
 * Where an on-demand request stands: waiting for its payment, waiting in the queue, offered to a
 * doctor, accepted (the room is open); or cancelled by the patient, or expired (nobody took it
 * within ON_DEMAND_MAX_WAIT_MINUTES, or it was never paid).
 */
export const ON_DEMAND_STATES = [
  'awaiting_payment',
  'waiting',
  'offered',
  'accepted',
  'cancelled',
  'expired',
] as const;
export type OnDemandState = (typeof ON_DEMAND_STATES)[number];

export const onDemandCreated = z.object({
  _id: z.string(),
  state: z.enum(ON_DEMAND_STATES),
  coveredBy: z.enum(COVERING_PLANS).nullable(),
});
export type OnDemandCreated = z.infer<typeof onDemandCreated>;

/** GET /api/on-demand/{id}: the waiting page. */
export const onDemandStatus = z.object({
  _id: z.string(),
  state: z.enum(ON_DEMAND_STATES),
  /** 'You are number {n} in the queue' while waiting or offered; null otherwise. */
  position: z.number().int().nullable(),
  estimatedWaitMinutes: z.number().int().nullable(),
  /** Equals `_id`: the booking it is (its payment page, its room). */
  bookingId: z.string(),
  /** The doctor who accepted; null before. */
  doctorName: z.string().nullable(),
  treatmentName: z.string(),
  patientId: z.string(),
  patientName: z.string(),
  price: z.number(),
  currency,
  paid: z.boolean(),
  /** The plan that made it free ('Covered by your {plan} plan', services.md §4), or null. */
  coveredBy: z.enum(COVERING_PLANS).nullable(),
  refunded: z.boolean(),
  /** When it expires unless a doctor accepts (ISO 8601); null once accepted or ended. */
  expiresAt: z.string().nullable(),
  /** True once a doctor left the room and the patient went back to the front of the queue. */
  doctorDisconnected: z.boolean(),
});
export type OnDemandStatus = z.infer<typeof onDemandStatus>;

/** PUT /api/on-demand/presence. */
export const presenceInput = z.object({ online: z.boolean() });
export type PresenceInput = z.infer<typeof presenceInput>;

/** An online doctor is free, offered a patient, or in a consultation. */
export const PRESENCE_STATES = ['offline', 'free', 'offered', 'in_consultation'] as const;
export type PresenceState = (typeof PRESENCE_STATES)[number];

/** Why a doctor was set offline by Sustho rather than by their own press. */
export const OFFLINE_REASONS = ['offer_ran_out'] as const;
export type OfflineReason = (typeof OFFLINE_REASONS)[number];

export const presence = z.object({
  online: z.boolean(),
  state: z.enum(PRESENCE_STATES),
  /** 'You were set offline because an offer ran out'; null when the doctor chose. */
  offlineReason: z.enum(OFFLINE_REASONS).nullable(),
  /** How often the page must say it is still open (ON_DEMAND_PRESENCE_SECONDS, well inside it). */
  heartbeatSeconds: z.number(),
  /** The doctor's unfinished on-demand consultation, when in one. */
  consultationId: z.string().nullable(),
});
export type Presence = z.infer<typeof presence>;

/** GET /api/on-demand/offer: 'New patient: {name}, {age} · {symptoms}'. */
export const onDemandOffer = z.object({
  _id: z.string(),
  treatmentName: z.string(),
  patientName: z.string(),
  /** Whole years; null when the profile has no date of birth. */
  age: z.number().int().nullable(),
  child: z.boolean(),
  symptoms: z.string().nullable(),
  /** When the offer runs out (ISO 8601). */
  expiresAt: z.string(),
  /** ON_DEMAND_OFFER_SECONDS, for the countdown's full length. */
  offerSeconds: z.number(),
});
export type OnDemandOffer = z.infer<typeof onDemandOffer>;

/** POST /api/on-demand/{id}/accept: the room to go to. */
export const onDemandAccepted = z.object({ bookingId: z.string() });
export type OnDemandAccepted = z.infer<typeof onDemandAccepted>;
