import { minutesOf, timeOf, pages } from '@sustho/contracts';
import type { Transaction } from '../../db/client.js';
import { clinicNow } from '../../lib/clinic-time.js';
import { bookingsRepository } from '../bookings/index.js';
import { catalogService } from '../catalog/index.js';
import { enqueueJobs, type JobHandler } from '../jobs/index.js';
import { enqueueMail } from '../mail/index.js';
import { enqueueSms, type SmsLimits } from '../sms/index.js';
import { releaseSlotToWaitlist, type TreatmentDay } from './slot-freed.js';
import { waitlistRepository, type DoctorSlot } from './repository.js';
import { offerEmail, offerSms } from './texts.js';

/** The kind of the durable job that ends one offer's hold and passes the slot on. */
export const WAITLIST_EXPIRY_JOB = 'waitlist-hold-expiry';

export interface OfferSettings extends SmsLimits {
  /** WAITLIST_HOLD_MINUTES: how long an offered slot is held for its patient alone. */
  holdMinutes: number;
  horizonDays: number;
  publicUrl: string;
}

const MINUTE_MS = 60_000;

/**
 * Offers the treatment-day's free slots to its waitlist, first come first: each free slot (as
 * appointment options would list it) goes to the first patient waiting who could book it, held
 * for them until the hold ends, with an e-mail and an SMS. The treatment's doctors are locked
 * first, in one order, as booking locks its doctor: a booking and an offer of one slot never
 * cross, and the free slots are read under those locks. Running it again offers nothing twice
 * (an offered slot is no longer free).
 */
async function offerFreeSlots(
  tx: Transaction,
  freed: TreatmentDay,
  now: Date,
  settings: OfferSettings,
): Promise<void> {
  const waitlist = waitlistRepository(tx);
  const locked: string[] = [];
  for (const doctor of await waitlist.listedDoctorsOf(freed.treatmentId)) {
    if (await bookingsRepository(tx).holdListedDoctor(doctor.id)) locked.push(doctor.id);
  }
  const catalog = catalogService(tx, settings);
  for (const doctorId of locked) {
    const free = await catalog.freeStartsOfDoctor(doctorId, freed.day);
    for (const start of free?.starts ?? []) {
      const slot: DoctorSlot = {
        doctorId,
        day: freed.day,
        start,
        end: timeOf(minutesOf(start) + free!.slotMinutes),
      };
      const entry = await waitlist.firstWaiting(freed.treatmentId, slot);
      if (!entry) continue;
      const expiresAt = new Date(now.getTime() + settings.holdMinutes * MINUTE_MS);
      await waitlist.offer(entry.id, slot, expiresAt);
      const key = `waitlist-offer:${entry.id}:${expiresAt.toISOString()}`;
      await enqueueJobs(tx, [
        {
          kind: WAITLIST_EXPIRY_JOB,
          key: `${key}:expiry`,
          payload: { entryId: entry.id, expiresAt: expiresAt.toISOString() },
          runAt: expiresAt,
        },
      ]);
      const { minutes } = clinicNow(expiresAt, settings.timeZone);
      const facts = {
        to: entry.email,
        patientName: entry.patientName,
        treatmentName: entry.treatmentName,
        day: freed.day,
        slotStart: slot.start,
        slotEnd: slot.end,
        holdUntil: timeOf(minutes),
        timeZone: settings.timeZone,
        offerUrl: `${settings.publicUrl}${pages.waitlistOffer.path(entry.id)}`,
      };
      await enqueueMail(tx, offerEmail(facts, entry.language), `${key}:mail`);
      if (entry.phone && entry.smsReminders) {
        await enqueueSms(
          tx,
          settings,
          { to: entry.phone, text: offerSms(facts, entry.language), userId: entry.userId },
          `${key}:sms`,
        );
      }
    }
  }
}

/** The job a freed slot queues (slot-freed.ts): offer what is free now. */
export function waitlistOfferJob(settings: OfferSettings): JobHandler {
  return {
    effect: 'inside',
    run: (tx, job, now) =>
      offerFreeSlots(tx, job.payload as unknown as TreatmentDay, now, settings),
  };
}

/**
 * At the end of a hold: an offer still open (not booked, not left, and the same offer, not a later
 * one) expires, and the slot goes to the next patient through the one freed-slot hook.
 */
export const waitlistExpiryJob: JobHandler = {
  effect: 'inside',
  async run(tx, job) {
    const { entryId, expiresAt } = job.payload as { entryId: string; expiresAt: string };
    const expired = await waitlistRepository(tx).expire(entryId, new Date(expiresAt));
    if (expired) await releaseSlotToWaitlist(tx, expired);
  },
};
