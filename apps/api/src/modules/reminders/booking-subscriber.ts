import type { IsoDate } from '@sustho/contracts';
import type { BookingSubscriber } from '../bookings/index.js';
import { dropPendingJobs } from '../jobs/index.js';
import { planReminders, reminderJobs, type ReminderSettings } from './reminders.js';
import { queueRemindersSql } from './repository.js';

/**
 * The reminders' part in what happens to bookings: a booking's reminders are queued with it (in
 * its one statement) and planned again when it moves. When its slot is freed, the booking's
 * reminders planned for that slot are dropped: they are for a time it no longer holds (a
 * reschedule plans its new ones after this).
 */
export function remindersSubscriber(settings: ReminderSettings): BookingSubscriber {
  const when = (booking: { id: string; slot: { day: IsoDate; start: string } }) => ({
    id: booking.id,
    day: booking.slot.day,
    slotStart: booking.slot.start,
  });
  return {
    booked: {
      sqlFragments: (booking, booked) => [
        queueRemindersSql(reminderJobs(when(booking), settings), booked),
      ],
    },
    moved: { inTransaction: (tx, booking) => planReminders(tx, when(booking), settings) },
    freed: {
      inTransaction: (tx, freed) => dropPendingJobs(tx, `reminder:${freed.bookingId}:`),
    },
  };
}
