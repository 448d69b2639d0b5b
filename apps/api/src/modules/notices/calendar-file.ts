import type { Database } from '../../db/client.js';
import { confirmationEmail, type ClinicContext } from './confirmation-email.js';
import { mailedBooking, noticeRepository } from './notice-repository.js';

/**
 * 'Add to calendar' on the confirmation page: the very invite the confirmation e-mail carries, for
 * the booking as it stands now (moved bookings keep their UID with their current SEQUENCE). Null
 * for an unknown booking; the caller checks who may read it.
 */
export function calendarFileService(db: Database, clinic: ClinicContext) {
  return {
    async invite(bookingId: string): Promise<string | null> {
      const booking = await noticeRepository(db).find(bookingId);
      if (!booking) return null;
      const email = confirmationEmail(
        { ...mailedBooking(booking, booking.email ?? ''), createdAt: new Date() },
        clinic,
      );
      return email.attachments![0]!.content;
    },
  };
}

export type CalendarFileService = ReturnType<typeof calendarFileService>;
