import type { Database, Executor } from '../../db/client.js';
import { clock } from '../../lib/clock.js';
import { formatMoney } from '../../lib/money.js';
import { recordAudit } from '../audit/index.js';
import {
  allows,
  bookingsRepository,
  changeBookingState,
  clearOnDemandSlot,
  isActive,
  type StateChangeHooks,
} from '../bookings/index.js';
import { partyInRoom } from '../consultations/index.js';
import { enqueueJobs, type JobHandler } from '../jobs/index.js';
import { enqueueMail } from '../mail/index.js';
import type { PaymentsService, RefundOrder } from '../payments/index.js';
import { enqueueSms } from '../sms/index.js';
import { onDemandJob, type OnDemandJobPayload } from './jobs.js';
import { doctorDroppedSms, expiredMessages } from './messages.js';
import { onDemandRepository as repository } from './repository.js';
import { maxWaitMs, rejoinMs, roomCheckMs, roomMs, type OnDemandSettings } from './settings.js';

type Payments = Pick<PaymentsService, 'requestRefund' | 'finishRefundNow'>;

/**
 * Consult now's durable job (services.md §3): each run looks at one request at the moment it was
 * due and moves it by conditional updates, under its booking's lock, so a payment, a cancellation
 * or an 'Accept' racing it either came first (and the job changes nothing) or comes second (and
 * finds the request moved on). It reaches the world (a refund, a message), so it is an `outside`
 * job: run again after a crash, it finds the work done.
 */
export function onDemandChecks(
  db: Database,
  settings: OnDemandSettings,
  services: { hooks: StateChangeHooks; payments: Payments },
): JobHandler {
  const { hooks, payments } = services;

  /** The unpaid request's deadline: it lapses, and its booking is cancelled. */
  async function paymentDue(tx: Executor, bookingId: string) {
    const booking = await bookingsRepository(tx).lock(bookingId);
    if (!booking || !allows(booking.state, 'cancel')) return;
    if (!(await repository(tx).lapse(bookingId))) return;
    await changeBookingState(tx, hooks, booking, 'cancel');
  }

  /**
   * Nobody accepted it in time: the request expires, its payment is refunded in full (once: the
   * payments' records refuse a second) and the patient is told by e-mail and SMS.
   */
  async function expiryDue(tx: Executor, bookingId: string, now: Date) {
    const booking = await bookingsRepository(tx).lock(bookingId);
    if (!booking) return null;
    const treatmentId = await repository(tx).expire(bookingId, now);
    if (!treatmentId) return null;
    const request = await repository(tx).find(bookingId);
    const refund = allows(booking.state, 'refund')
      ? await payments.requestRefund(tx, booking, null, 'no doctor was available')
      : null;
    if (!refund && allows(booking.state, 'cancel'))
      await changeBookingState(tx, hooks, booking, 'cancel');
    await recordAudit(tx, {
      actor: null,
      action: 'on_demand.expired',
      targetType: 'booking',
      targetId: bookingId,
      details: { refunded: refund !== null },
    });
    if (request) {
      const { email, sms } = expiredMessages(
        {
          to: request.email,
          name: request.patientName,
          treatment: request.treatmentName,
          amount: refund
            ? formatMoney(request.priceCents, request.currency, request.language)
            : null,
        },
        request.language,
        settings.publicUrl,
      );
      if (email) await enqueueMail(tx, email, `on-demand-expired:${bookingId}:mail`);
      if (request.phone)
        await enqueueSms(
          tx,
          settings.sms,
          { to: request.phone, text: sms, userId: request.userId },
          `on-demand-expired:${bookingId}:sms`,
        );
    }
    await repository(tx).wake(treatmentId);
    return refund;
  }

  /** The offer's countdown ran out: the patient goes on, keeping their place; the doctor goes offline. */
  async function offerDue(tx: Executor, bookingId: string, now: Date) {
    const request = await repository(tx).find(bookingId);
    if (!request?.doctorId || request.state !== 'offered') return;
    const treatmentId = await repository(tx).withdrawOffer(bookingId, request.doctorId, now);
    if (!treatmentId) return;
    await repository(tx).setOffline(request.doctorId, 'offer_ran_out');
    await repository(tx).wake(treatmentId);
  }

  /**
   * An accepted consultation, while it lasts: finished when its room's time is up; back to the
   * front of the queue when its doctor has been away from the room ON_DEMAND_REJOIN_MINUTES
   * (the payment stays with it); else looked at again shortly.
   */
  async function roomDue(tx: Executor, bookingId: string, now: Date) {
    const booking = await bookingsRepository(tx).lock(bookingId);
    // A consultation completed, missed or cancelled is over: its hooks finished the request.
    if (!booking || !isActive(booking.state)) return;
    const request = await repository(tx).find(bookingId);
    if (!request || request.state !== 'accepted') return;
    if (await repository(tx).finishRoom(bookingId, now, roomMs(settings))) {
      if (request.doctorId) await repository(tx).freeDoctorsFrom([request.doctorId], now);
      await repository(tx).wake(request.treatmentId);
      return;
    }
    const next = () =>
      enqueueJobs(tx, [
        onDemandJob(bookingId, 'room', new Date(now.getTime() + roomCheckMs(settings))),
      ]);
    if (await partyInRoom(tx, bookingId, 'doctor', now)) {
      if (request.doctorLeftAt) await repository(tx).markDoctorAway(bookingId, null);
      return next();
    }
    if (!request.doctorLeftAt) {
      await repository(tx).markDoctorAway(bookingId, now);
      return next();
    }
    if (now.getTime() - request.doctorLeftAt.getTime() < rejoinMs(settings)) return next();
    const treatmentId = await repository(tx).requeue(
      bookingId,
      new Date(now.getTime() + maxWaitMs(settings)),
    );
    if (!treatmentId) return;
    await clearOnDemandSlot(tx, bookingId);
    // A doctor who dropped is likely offline; they go online again when they can.
    if (request.doctorId) await repository(tx).setPresence(request.doctorId, false, now, 0);
    await enqueueJobs(tx, [
      onDemandJob(bookingId, 'expiry', new Date(now.getTime() + maxWaitMs(settings))),
    ]);
    if (request.phone)
      await enqueueSms(
        tx,
        settings.sms,
        { to: request.phone, text: doctorDroppedSms[request.language], userId: request.userId },
        `on-demand-dropped:${bookingId}:${now.getTime()}`,
      );
    await recordAudit(tx, {
      actor: null,
      action: 'on_demand.doctor_dropped',
      targetType: 'booking',
      targetId: bookingId,
      details: { doctorId: request.doctorId },
    });
    await repository(tx).wake(treatmentId);
  }

  return {
    effect: 'outside',
    async run(job) {
      const { bookingId, check } = job.payload as unknown as OnDemandJobPayload;
      const now = clock.now();
      const refund: RefundOrder | null = await db.transaction(async (tx) => {
        switch (check) {
          case 'payment':
            await paymentDue(tx, bookingId);
            return null;
          case 'expiry':
            return expiryDue(tx, bookingId, now);
          case 'offer':
            await offerDue(tx, bookingId, now);
            return null;
          case 'room':
            await roomDue(tx, bookingId, now);
            return null;
        }
      });
      // Asked once the expiry committed; the refund's own job asks again if this fails.
      if (refund) await payments.finishRefundNow(refund);
    },
  };
}
