import {
  formatWireDate,
  slotLabel,
  type BookingResult,
  type WaitlistEntry,
  type WaitlistRequest,
} from '@sustho/contracts';
import type { Database } from '../../db/client.js';
import { clinicNow } from '../../lib/clinic-time.js';
import { clock } from '../../lib/clock.js';
import { violatedUniqueConstraint } from '../../lib/constraint-violations.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../auth/index.js';
import { bookingsRepository, type BookingsService } from '../bookings/index.js';
import type { CatalogService } from '../catalog/index.js';
import { actingAsPatient, NO_SUCH_PATIENT, patientFor } from '../family/index.js';
import { releaseSlotToWaitlist } from './slot-freed.js';
import { waitlistRepository as repository, type WaitlistView } from './repository.js';

/** The wire's entry. An offer past its end reads 'expired' at once, before its job passes it on. */
function toEntry(row: WaitlistView, now: Date): WaitlistEntry {
  const offered = row.doctorId && row.slotStart && row.offerExpiresAt;
  const lapsed = row.state === 'offered' && row.offerExpiresAt! <= now;
  return {
    _id: row.id,
    treatmentName: row.treatmentName,
    appointmentDate: formatWireDate(row.appointmentDate),
    patientId: row.patientId,
    patientName: row.patientName,
    state: lapsed ? 'expired' : row.state,
    offer: offered
      ? {
          doctorId: row.doctorId!,
          doctorName: row.doctorName ?? '',
          slot: slotLabel(row.slotStart!),
          expiresAt: row.offerExpiresAt!.toISOString(),
        }
      : null,
  };
}

/** The waitlist (docs/product/appointment-life.md §6): join, list, leave, and book the slot an offer holds. */
export function waitlistService(
  db: Database,
  catalog: Pick<CatalogService, 'bookableFilter' | 'listOptionsForDay'>,
  bookings: Pick<BookingsService, 'book'>,
  timeZone: string,
) {
  /** The caller's own entry; anyone else's, or none, is not found. */
  async function findOwn(caller: AuthUser, id: string) {
    const row = await repository(db).find(id);
    if (!row || row.userId !== caller.id) throw notFound('No waitlist entry of yours has this id');
    return row;
  }

  return {
    /**
     * POST /waitlist, for one of the caller's patients (Myself unless `patientId` names a member):
     * only for a day in the booking window on which the treatment has no free slot (as appointment
     * options show it), and only once per patient, treatment and day.
     */
    async join(caller: AuthUser, input: WaitlistRequest): Promise<WaitlistEntry> {
      actingAsPatient(caller);
      const treatment = await bookingsRepository(db).findTreatmentByName(input.treatmentName);
      if (!treatment)
        throw badRequest(`body.treatmentName: no treatment is called '${input.treatmentName}'`);
      const day = input.appointmentDate;
      const date = formatWireDate(day);
      // A day on which the last minute could still be booked is a day of the booking window.
      if (!catalog.bookableFilter(day)('23:59')) {
        throw badRequest(
          `body.appointmentDate: ${date} is not a day you can book: choose one from today within the booking window`,
        );
      }
      const patient = await patientFor(db, caller.id, input.patientId);
      const waitlist = repository(db);
      if (await waitlist.hasBooking(patient.id, treatment.id, day)) {
        throw conflict(`You already have a ${treatment.name} booking on ${date}`);
      }
      const option = (await catalog.listOptionsForDay(day)).find(
        (candidate) => candidate._id === treatment.id,
      );
      if (option && option.slots.length > 0) {
        throw conflict(
          `${treatment.name} still has free slots on ${date}: book one of them instead of waiting`,
        );
      }
      try {
        const inserted = await waitlist.insert({
          userId: caller.id,
          patientId: patient.id,
          treatmentId: treatment.id,
          appointmentDate: day,
          // As on a booking: a member's entry carries the member's name; Myself's, the one typed.
          patientName: patient.memberName ?? input.patientName ?? caller.name,
          phone: input.phone ?? null,
        });
        if (!inserted) throw notFound(NO_SUCH_PATIENT);
        return toEntry((await waitlist.find(inserted.id))!, clock.now());
      } catch (error) {
        if (violatedUniqueConstraint(error) === 'waitlist_entries_one_per_patient_day') {
          throw conflict(`You are already on the waitlist for ${treatment.name} on ${date}`);
        }
        throw error;
      }
    },

    /** GET /waitlist: the caller's entries still waiting or offered, from today on. */
    async list(caller: AuthUser): Promise<WaitlistEntry[]> {
      const now = clock.now();
      const { today } = clinicNow(now, timeZone);
      return (await repository(db).listLive(caller.id, today)).map((row) => toEntry(row, now));
    },

    /** GET /waitlist/:id: one of the caller's entries, in whatever state (the offer page reads it). */
    async get(caller: AuthUser, id: string): Promise<WaitlistEntry> {
      return toEntry(await findOwn(caller, id), clock.now());
    },

    /** DELETE /waitlist/:id: leaves the waitlist; a slot held for the caller goes to the next patient. */
    leave: (caller: AuthUser, id: string) =>
      db.transaction(async (tx) => {
        const left = await repository(tx).deleteOwn(id, caller.id);
        if (!left) throw notFound('No waitlist entry of yours has this id');
        if (left.state === 'offered') await releaseSlotToWaitlist(tx, left);
        return { deletedCount: 1 };
      }),

    /**
     * POST /waitlist/:id/book: books the held slot through the booking service, as POST /booking
     * does (the same checks, constraints, e-mail, reminders and payment), for the entry's patient,
     * with the doctor and slot of the offer. Only while the offer is open.
     */
    async book(
      caller: AuthUser,
      id: string,
      input: { patientName?: string; phone?: string },
    ): Promise<BookingResult> {
      const row = await findOwn(caller, id);
      const entry = toEntry(row, clock.now());
      if (entry.state === 'booked') throw conflict('You have booked this slot already');
      if (entry.state !== 'offered')
        throw conflict(
          entry.state === 'expired'
            ? 'This offer has expired: the slot went to the next patient waiting'
            : 'No slot is on offer for this entry yet',
        );
      const phone = input.phone ?? row.phone;
      if (!phone) throw badRequest('body.phone: is required to book');
      return bookings.book(caller, {
        appointmentDate: row.appointmentDate,
        treatmentName: row.treatmentName,
        patientName: input.patientName ?? row.patientName,
        slot: row.slotStart!.slice(0, 5),
        phone,
        doctorId: row.doctorId!,
        patientId: row.patientId,
      });
    },
  };
}

export type WaitlistService = ReturnType<typeof waitlistService>;
