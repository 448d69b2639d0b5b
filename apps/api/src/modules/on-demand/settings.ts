import type { SmsLimits } from '../sms/index.js';

/** Consult now's settings, as the environment gives them (config/env.ts). */
export interface OnDemandSettings {
  timeZone: string;
  publicUrl: string;
  presenceSeconds: number;
  offerSeconds: number;
  maxWaitMinutes: number;
  roomMinutes: number;
  rejoinMinutes: number;
  /** PAYMENT_HOLD_MINUTES: when above 0 and under 15, an unpaid request lapses sooner. */
  paymentHoldMinutes: number;
  sms: SmsLimits;
}

const MINUTE_MS = 60_000;

/** An unpaid on-demand request is cancelled after 15 minutes, or the payment hold when shorter. */
const UNPAID_LAPSE_MINUTES = 15;

export const unpaidLapseMs = (settings: OnDemandSettings) =>
  (settings.paymentHoldMinutes > 0
    ? Math.min(settings.paymentHoldMinutes, UNPAID_LAPSE_MINUTES)
    : UNPAID_LAPSE_MINUTES) * MINUTE_MS;

export const maxWaitMs = (settings: OnDemandSettings) => settings.maxWaitMinutes * MINUTE_MS;
export const offerMs = (settings: OnDemandSettings) => settings.offerSeconds * 1000;
export const roomMs = (settings: OnDemandSettings) => settings.roomMinutes * MINUTE_MS;
export const rejoinMs = (settings: OnDemandSettings) => settings.rejoinMinutes * MINUTE_MS;

/** How often the doctor's page says it is open: a third of the presence time, at most 30 s. */
export const heartbeatSeconds = (settings: OnDemandSettings) =>
  Math.max(1, Math.min(30, settings.presenceSeconds / 3));

/**
 * How often an accepted consultation's job looks whether its doctor is in the room: often enough
 * that a drop is noticed within a little more than ON_DEMAND_REJOIN_MINUTES.
 */
export const roomCheckMs = (settings: OnDemandSettings) =>
  Math.max(1000, Math.min(30_000, rejoinMs(settings) / 2));
