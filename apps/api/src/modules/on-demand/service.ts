import { randomUUID } from 'node:crypto';
import {
  ageOn,
  DEFAULT_ON_DEMAND_CONSULTATION_MINUTES,
  fromMinorUnits,
  isChildOn,
  timeOf,
  type OnDemandCreated,
  type OnDemandOffer,
  type OnDemandRequest,
  type OnDemandStatus,
  type OnDemandTreatment,
  type Presence,
} from '@sustho/contracts';
import type { Database } from '../../db/client.js';
import { clinicNow } from '../../lib/clinic-time.js';
import { clock } from '../../lib/clock.js';
import { violatedUniqueConstraint } from '../../lib/constraint-violations.js';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/errors.js';
import type { AuthUser } from '../auth/index.js';
import {
  assignOnDemandSlot,
  type BookingHooks,
  bookingsRepository,
  type Cover,
  insertOnDemandBooking,
  wireFlags,
} from '../bookings/index.js';
import { actingAsPatient, contactPhone, NO_SUCH_PATIENT, patientFor } from '../family/index.js';
import { enqueueJobs } from '../jobs/index.js';
import { enqueuePush } from '../push/index.js';
import { onDemandJob } from './jobs.js';
import { readyPush } from './messages.js';
import { wireState } from './queue-state.js';
import { onDemandRepository as repository } from './repository.js';
import {
  heartbeatSeconds,
  maxWaitMs,
  roomCheckMs,
  unpaidLapseMs,
  type OnDemandSettings,
} from './settings.js';

const NO_REQUEST = 'No Consult now request has this id';
const OFFER_GONE = 'This patient is no longer offered to you';

/** The median of the lengths, or the spec's 15 minutes before there are any. */
function typicalMinutes(lengths: number[]): number {
  if (lengths.length === 0) return DEFAULT_ON_DEMAND_CONSULTATION_MINUTES;
  const sorted = [...lengths].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The spec's estimate: the median length of the treatment's last 20 on-demand consultations ×
 * the patients ahead ÷ the doctors online, in whole minutes; null while nobody is online.
 */
const estimate = (lengths: number[], ahead: number, online: number) =>
  online === 0 ? null : Math.ceil((typicalMinutes(lengths) * ahead) / online);

/** The slot an accepted consultation takes: from this minute, the treatment's length, within the day. */
function slotStartingNow(now: Date, slotMinutes: number, timeZone: string) {
  const { today, minutes } = clinicNow(now, timeZone);
  // A slot is within one day (bookings_slot_ends_after_start): one accepted just before midnight
  // ends at its last second.
  const end = minutes + slotMinutes >= 24 * 60 ? '23:59:59' : timeOf(minutes + slotMinutes);
  return { day: today, start: timeOf(minutes), end };
}

/** Thrown to roll a request back when its plan's cover was spent out meanwhile. */
class SpentOut extends Error {}

/** Consult now (services.md §3, decision 046): the queue as patients and doctors use it. */
export function onDemandService(
  db: Database,
  settings: OnDemandSettings,
  coverage: Pick<BookingHooks, 'coverFor'>,
) {
  /** The listed doctor the caller is, of a treatment offered in Consult now. */
  async function onDemandDoctor(caller: AuthUser) {
    const doctor = await repository(db).findDoctorByUser(caller.id);
    if (!doctor) throw forbidden('Only a listed doctor can take Consult now patients');
    return doctor;
  }

  async function estimateFor(treatmentId: string, ahead: number, now: Date) {
    const online = await repository(db).countOnline(treatmentId, now, settings.presenceSeconds);
    return estimate(await repository(db).recentLengths(treatmentId), ahead, online);
  }

  async function presenceOf(doctorId: string): Promise<Presence> {
    const now = clock.now();
    const { online, offlineReason, held } = await repository(db).findPresence(
      doctorId,
      now,
      settings.presenceSeconds,
    );
    const state = held
      ? held.state === 'offered'
        ? 'offered'
        : 'in_consultation'
      : online
        ? 'free'
        : 'offline';
    return {
      online: online || held !== undefined,
      state,
      offlineReason: online ? null : offlineReason,
      heartbeatSeconds: heartbeatSeconds(settings),
      consultationId: held?.state === 'accepted' ? held.bookingId : null,
    };
  }

  return {
    /** GET /api/on-demand: every on-demand treatment as it stands now (never a cached answer). */
    async treatments(): Promise<OnDemandTreatment[]> {
      const now = clock.now();
      const rows = await repository(db).listTreatments(now, settings.presenceSeconds);
      return Promise.all(
        rows.map(async (row) => ({
          treatmentName: row.name,
          price: fromMinorUnits(row.priceCents),
          currency: row.currency,
          doctorsOnline: row.doctorsOnline,
          waiting: row.waiting,
          estimatedWaitMinutes: estimate(
            await repository(db).recentLengths(row.id),
            row.waiting,
            row.doctorsOnline,
          ),
          maxWaitMinutes: settings.maxWaitMinutes,
        })),
      );
    },

    /**
     * POST /api/on-demand: an on-demand booking for one of the caller's patients, with its place
     * in the queue: unpaid until paid (and lapsing after its deadline), or queued at once when
     * free. A patient waits for one doctor at a time (on_demand_one_open_per_patient).
     */
    async request(caller: AuthUser, input: OnDemandRequest): Promise<OnDemandCreated> {
      actingAsPatient(caller);
      const patient = await patientFor(db, caller.id, input.patientId);
      const treatment = await repository(db).findTreatment(input.treatmentName);
      if (!treatment)
        throw badRequest(`body.treatmentName: no treatment is called '${input.treatmentName}'`);
      if (!treatment.onDemand)
        throw conflict(
          `${treatment.name} is not offered in Consult now: please book an appointment`,
        );
      const phone = input.phone ?? (await contactPhone(db, patient.id));
      const now = clock.now();
      // A plan may make it free (services.md §4); its credit is spent with the booking.
      const cover =
        treatment.priceCents === 0
          ? null
          : await coverage.coverFor(db, {
              userId: caller.id,
              patientId: patient.id,
              day: clinicNow(now, settings.timeZone).today,
            });
      const ask = async (withCover: Cover | null): Promise<OnDemandCreated | null> => {
        const id = randomUUID();
        const free = treatment.priceCents === 0 || withCover !== null;
        const expiresAt = new Date(now.getTime() + maxWaitMs(settings));
        const asked = await db
          .transaction(async (tx) => {
            const written = await insertOnDemandBooking(tx, {
              id,
              treatmentId: treatment.id,
              userId: caller.id,
              patientId: patient.id,
              patientName: patient.memberName ?? caller.name,
              email: caller.email,
              phone,
              priceCents: free ? 0 : treatment.priceCents,
              currency: treatment.currency,
              coveredBy: withCover?.plan ?? null,
            });
            if (!written)
              throw patient.memberName === null
                ? unauthorized('Your account no longer exists')
                : notFound(NO_SUCH_PATIENT);
            // Spent out by a concurrent booking: roll back, and ask again at the price.
            if (withCover && !(await withCover.spend(tx, id))) throw new SpentOut();
            await repository(tx).insertRequest({
              bookingId: id,
              treatmentId: treatment.id,
              patientId: patient.id,
              symptoms: input.symptoms || null,
              state: free ? 'waiting' : 'awaiting_payment',
              queuedAt: free ? now : null,
              expiresAt: free ? expiresAt : null,
            });
            await enqueueJobs(tx, [
              free
                ? onDemandJob(id, 'expiry', expiresAt)
                : onDemandJob(id, 'payment', new Date(now.getTime() + unpaidLapseMs(settings))),
            ]);
            if (free) await repository(tx).wake(treatment.id);
            return true;
          })
          .catch((error: unknown) => {
            if (error instanceof SpentOut) return false;
            throw error;
          });
        if (!asked) return null;
        return {
          _id: id,
          state: free ? 'waiting' : 'awaiting_payment',
          coveredBy: withCover?.plan ?? null,
        };
      };
      try {
        return (await ask(cover)) ?? (await ask(null))!;
      } catch (error) {
        if (violatedUniqueConstraint(error) === 'on_demand_one_open_per_patient')
          throw conflict(
            patient.memberName === null
              ? 'You are already waiting for a doctor'
              : 'This family member is already waiting for a doctor',
          );
        throw error;
      }
    },

    /** GET /api/on-demand/{id}: the waiting page, for the account that asked. */
    async status(caller: AuthUser, bookingId: string): Promise<OnDemandStatus> {
      const row = await repository(db).find(bookingId);
      if (!row || row.userId !== caller.id) throw notFound(NO_REQUEST);
      const now = clock.now();
      const queued = row.state === 'waiting' || row.state === 'offered';
      const ahead =
        queued && row.queuedAt
          ? await repository(db).countAhead(row.treatmentId, row.queuedAt, row.bookingId)
          : null;
      const { paid, refunded } = wireFlags(row.bookingState, row.hasPayment);
      return {
        _id: row.bookingId,
        state: wireState(row.state),
        position: ahead === null ? null : ahead + 1,
        estimatedWaitMinutes:
          ahead === null ? null : await estimateFor(row.treatmentId, ahead, now),
        bookingId: row.bookingId,
        doctorName: row.doctorName,
        treatmentName: row.treatmentName,
        patientId: row.patientId,
        patientName: row.patientName,
        price: fromMinorUnits(row.priceCents),
        currency: row.currency,
        paid,
        refunded,
        coveredBy: row.coveredBy,
        expiresAt: queued && row.expiresAt ? row.expiresAt.toISOString() : null,
        doctorDisconnected: row.doctorDisconnected,
      };
    },

    /** GET /api/on-demand/presence: the caller's presence. */
    async presence(caller: AuthUser): Promise<Presence> {
      return presenceOf((await onDemandDoctor(caller)).id);
    },

    /**
     * PUT /api/on-demand/presence: 'Go online' (and the page's heartbeat) or 'Go offline'. Going
     * online wakes the treatment's queue, as a doctor may now be free for it.
     */
    async setPresence(caller: AuthUser, online: boolean): Promise<Presence> {
      const doctor = await onDemandDoctor(caller);
      if (online && !doctor.onDemand)
        throw conflict('Your treatment is not offered in Consult now');
      await db.transaction(async (tx) => {
        await repository(tx).setPresence(doctor.id, online, clock.now(), settings.presenceSeconds);
        if (online) await repository(tx).wake(doctor.treatmentId);
      });
      return presenceOf(doctor.id);
    },

    /** GET /api/on-demand/offer: the patient offered to the caller now, or null. */
    async offer(caller: AuthUser): Promise<OnDemandOffer | null> {
      const doctor = await onDemandDoctor(caller);
      const row = await repository(db).findOffer(doctor.id);
      if (!row || !row.expiresAt) return null;
      const { today } = clinicNow(clock.now(), settings.timeZone);
      return {
        _id: row.bookingId,
        treatmentName: row.treatmentName,
        patientName: row.patientName,
        age: row.dateOfBirth === null ? null : ageOn(row.dateOfBirth, today),
        child: isChildOn(row.dateOfBirth, today),
        symptoms: row.symptoms,
        expiresAt: row.expiresAt.toISOString(),
        offerSeconds: settings.offerSeconds,
      };
    },

    /**
     * POST /api/on-demand/{id}/accept: the doctor takes their offer before it runs out. Under the
     * booking's lock (the order every change of a request takes: booking, then request), the
     * request is accepted from 'offered' to this doctor, and the booking gets the doctor and a slot
     * from now; its room opens at once, and the patient is told by push. A request cancelled or
     * expired meanwhile is a 409.
     */
    async accept(caller: AuthUser, bookingId: string) {
      const doctor = await onDemandDoctor(caller);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const booking = await bookingsRepository(tx).lock(bookingId);
        if (!booking || booking.kind !== 'on_demand') throw notFound(NO_REQUEST);
        const treatmentId = await repository(tx).accept(bookingId, doctor.id, now);
        if (!treatmentId) throw conflict(OFFER_GONE);
        const slot = slotStartingNow(now, doctor.slotMinutes, settings.timeZone);
        try {
          await tx.transaction(async (savepoint) => {
            if (!(await assignOnDemandSlot(savepoint, bookingId, { doctorId: doctor.id, ...slot })))
              throw conflict(OFFER_GONE);
          });
        } catch (error) {
          const clash = violatedUniqueConstraint(error);
          if (clash === 'bookings_doctor_free')
            throw conflict('You have a booked consultation at this time');
          if (clash === 'bookings_patient_free')
            throw conflict('This patient has another consultation at this time');
          throw error;
        }
        await enqueueJobs(tx, [
          onDemandJob(bookingId, 'room', new Date(now.getTime() + roomCheckMs(settings))),
        ]);
        if (booking.userId)
          await enqueuePush(
            tx,
            { userId: booking.userId, message: readyPush(bookingId) },
            `push:on-demand-ready:${bookingId}`,
          );
      });
      return { bookingId };
    },

    /** POST /api/on-demand/{id}/decline: the patient goes to the next doctor, keeping their place. */
    async decline(caller: AuthUser, bookingId: string) {
      const doctor = await onDemandDoctor(caller);
      await db.transaction(async (tx) => {
        const treatmentId = await repository(tx).withdrawOffer(bookingId, doctor.id);
        if (!treatmentId) throw conflict(OFFER_GONE);
        await repository(tx).wake(treatmentId);
      });
    },
  };
}

export type OnDemandService = ReturnType<typeof onDemandService>;
