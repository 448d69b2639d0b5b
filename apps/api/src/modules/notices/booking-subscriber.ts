import type { BookingSubscriber } from '../bookings/index.js';
import { enqueueMail, mailJob } from '../mail/index.js';
import { queueCancellationNotice } from './cancellation-notice.js';
import { rescheduledEmail } from './change-emails.js';
import { confirmationEmail, type ClinicContext } from './confirmation-email.js';
import { mailedBooking, noticeRepository, queueConfirmationSql } from './notice-repository.js';

/**
 * The notices' part in what happens to bookings: the confirmation e-mail is queued with the
 * booking (in its one statement), the rescheduled e-mail with the move, and the cancellation
 * notice with the cancellation, whoever causes it.
 */
export function noticesSubscriber(clinic: ClinicContext): BookingSubscriber {
  return {
    booked: {
      sqlFragments(booking, booked) {
        const email = confirmationEmail(
          {
            id: booking.id,
            to: booking.email,
            language: booking.language,
            patientName: booking.patientName,
            treatmentName: booking.treatmentName,
            doctorName: booking.doctorName,
            day: booking.slot.day,
            slotStart: booking.slot.start,
            slotEnd: booking.slot.end,
            priceCents: booking.priceCents,
            currency: booking.currency,
            createdAt: booking.createdAt,
          },
          clinic,
        );
        return [queueConfirmationSql(mailJob(email), booked)];
      },
    },
    moved: {
      async inTransaction(tx, booking) {
        const moved = (await noticeRepository(tx).find(booking.id))!;
        if (!moved.email) return;
        const email = rescheduledEmail(
          {
            ...mailedBooking(moved, moved.email),
            day: booking.slot.day,
            slotStart: booking.slot.start,
            slotEnd: booking.slot.end,
          },
          moved.priceCents === 0 ? 'free' : moved.state === 'paid' ? 'paid' : 'unpaid',
          clinic,
          booking.now,
        );
        await enqueueMail(tx, email);
      },
    },
    cancelled: { inTransaction: queueCancellationNotice },
  };
}
