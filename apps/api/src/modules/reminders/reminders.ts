import { languageOrDefault, pages, type IsoDate } from '@sustho/contracts';
import type { Executor } from '../../db/client.js';
import { clinicInstant } from '../../lib/clinic-time.js';
import { hasSlot } from '../bookings/index.js';
import { enqueueMail } from '../mail/index.js';
import { dropPendingJobs, enqueueJobs, type NewJob, type JobHandler } from '../jobs/index.js';
import { enqueueSms, type SmsLimits } from '../sms/index.js';
import { remindersRepository } from './repository.js';
import { enqueuePush } from '../push/index.js';
import { reminderEmail, reminderPush, reminderSms } from './texts.js';

/** The kind of the durable job that sends one booking's reminder for one offset. */
export const REMINDER_JOB = 'reminder';

export interface ReminderSettings extends SmsLimits {
  /** REMINDER_OFFSETS in minutes, largest first. */
  offsets: number[];
  publicUrl: string;
}

interface ReminderPayload {
  bookingId: string;
  offsetMinutes: number;
  /** The appointment's start when the reminder was planned; a moved booking has new reminders. */
  startsAt: string;
}

const MINUTE_MS = 60_000;

/**
 * A booking's reminder jobs, one per offset. The key holds the start, so a booking moved to
 * another time gets its own reminders again and the same time's are never queued twice.
 */
export function reminderJobs(
  booking: { id: string; day: IsoDate; slotStart: string },
  settings: ReminderSettings,
): NewJob[] {
  const start = clinicInstant(booking.day, booking.slotStart.slice(0, 5), settings.timeZone);
  return settings.offsets.map((offsetMinutes) => ({
    kind: REMINDER_JOB,
    key: `reminder:${booking.id}:${offsetMinutes}:${start.toISOString()}`,
    payload: { bookingId: booking.id, offsetMinutes, startsAt: start.toISOString() },
    runAt: new Date(start.getTime() - offsetMinutes * MINUTE_MS),
  }));
}

/**
 * Plans a booking's reminders in the transaction that books (or moves) it: reminders already
 * planned for another time are dropped, and a second call for the same time queues nothing.
 */
export async function planReminders(
  executor: Executor,
  booking: { id: string; day: IsoDate; slotStart: string },
  settings: ReminderSettings,
): Promise<void> {
  await dropPendingJobs(executor, `reminder:${booking.id}:`);
  await enqueueJobs(executor, reminderJobs(booking, settings));
}

/**
 * Sends one reminder by e-mail, SMS and push, by queueing them in the job's own transaction, so
 * each goes out once (decision 022). Nothing is sent for a booking that no longer holds its slot, has moved,
 * or has started; and when a nearer offset's time has passed too (the booking was made late, or
 * the service was down), that nearer reminder is the one sent.
 */
export function reminderJob(settings: ReminderSettings): JobHandler {
  return {
    effect: 'inside',
    async run(tx, job, now) {
      const { bookingId, offsetMinutes, startsAt } = job.payload as unknown as ReminderPayload;
      const start = new Date(startsAt);
      if (start <= now) return;
      const nearerPassed = settings.offsets.some(
        (other) => other < offsetMinutes && start.getTime() - other * MINUTE_MS <= now.getTime(),
      );
      if (nearerPassed) return;
      const booking = await remindersRepository(tx).find(bookingId);
      if (!booking || !booking.active || !hasSlot(booking)) return;
      const current = clinicInstant(
        booking.appointmentDate,
        booking.slotStart.slice(0, 5),
        settings.timeZone,
      );
      if (current.getTime() !== start.getTime()) return;
      const roomPath = pages.consultation.path(booking.id);
      const facts = {
        to: booking.email ?? '',
        patientName: booking.patientName,
        treatmentName: booking.treatmentName,
        doctorName: booking.doctorName,
        day: booking.appointmentDate,
        slotStart: booking.slotStart.slice(0, 5),
        slotEnd: booking.slotEnd.slice(0, 5),
        roomUrl: `${settings.publicUrl}${roomPath}`,
        timeZone: settings.timeZone,
      };
      const language = languageOrDefault(booking.language);
      if (booking.email) await enqueueMail(tx, reminderEmail(facts, language), `${job.key}:mail`);
      if (booking.phone && booking.smsReminders !== false) {
        await enqueueSms(
          tx,
          settings,
          { to: booking.phone, text: reminderSms(facts, language), userId: booking.userId },
          `${job.key}:sms`,
        );
      }
      if (booking.userId) {
        await enqueuePush(
          tx,
          { userId: booking.userId, message: reminderPush(facts, roomPath) },
          `${job.key}:push`,
        );
      }
    },
  };
}
