import { minutesOf, type Currency } from '@sustho/contracts';
import type { SmsLimits } from '../sms/index.js';

/** Lab orders' settings, as the environment gives them (config/env.ts, services.md §6). */
export interface LabOrderSettings {
  timeZone: string;
  publicUrl: string;
  currency: Currency;
  /** LAB_COLLECTION_HOURS: home collections start from `start` until `end`, on the clinic's clock. */
  collectionHours: { start: string; end: string };
  /** LAB_COLLECTION_CAPACITY: home collections one slot takes. */
  capacity: number;
  /** LAB_HOME_COLLECTION_FEE in minor units of `currency`, before a plan's discount. */
  homeFeeCents: number;
  /** How long an online order awaiting payment holds its slot (15 minutes; shorter in tests). */
  holdMinutes: number;
  sms: SmsLimits;
}

/** Home collection slots last half an hour. */
export const SLOT_MINUTES = 30;

/** An online order waits this long for its payment, then is cancelled and frees its slot. */
export const UNPAID_HOLD_MINUTES = 15;

/** LAB_HOME_COLLECTION_FEE's default in whole units of each currency. */
export const DEFAULT_HOME_FEE: Record<Currency, number> = { BDT: 500, USD: 5 };

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The day's home collection slots, by their start ('07:00', '07:30', …). */
export function collectionSlotTimes({ collectionHours }: LabOrderSettings): string[] {
  const slots: string[] = [];
  const end = minutesOf(collectionHours.end);
  for (
    let start = minutesOf(collectionHours.start);
    start + SLOT_MINUTES <= end;
    start += SLOT_MINUTES
  )
    slots.push(clock(start));
  return slots;
}
