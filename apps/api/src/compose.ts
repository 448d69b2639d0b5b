// The composition root for what runs outside a request: who reacts to what happens to a booking,
// every kind of durable job and what runs it, and the settings derived from the environment that
// the services and jobs share.
import { publicUrl, reportsDir, type Env } from './config/env.js';
import type { Database } from './db/client.js';
import {
  CANCELLATION_NOTICE_JOB,
  cancellationNoticeJob,
} from './modules/notices/cancellation-notice.js';
import type { BookingHooks, StateChangeHooks } from './modules/bookings/hooks.js';
import { PAYMENT_HOLD_JOB, paymentHoldJob } from './modules/bookings/payment-hold.js';
import { noticesSubscriber } from './modules/notices/booking-subscriber.js';
import { paymentsSubscriber } from './modules/payments/booking-subscriber.js';
import { remindersSubscriber } from './modules/reminders/booking-subscriber.js';
import { waitlistSubscriber } from './modules/waitlist/booking-subscriber.js';
import { mailDelivery } from './modules/mail/delivery.js';
import { MAIL_JOB } from './modules/mail/outbox.js';
import type { MailTransport } from './modules/mail/transport.js';
import { REFUND_JOB, refundJobHandler } from './modules/payments/refund-job.js';
import type { PaymentsService } from './modules/payments/service.js';
import type { UsersService } from './modules/users/service.js';
import {
  localReportStorage,
  REPORT_FILES_JOB,
  reportFilesRemoval,
} from './modules/records/report-storage.js';
import { REMINDER_JOB, reminderJob } from './modules/reminders/reminders.js';
import { smsDelivery } from './modules/sms/delivery.js';
import { SMS_JOB } from './modules/sms/outbox.js';
import type { SmsTransport } from './modules/sms/transport.js';
import {
  WAITLIST_EXPIRY_JOB,
  waitlistExpiryJob,
  waitlistOfferJob,
} from './modules/waitlist/offers.js';
import { WAITLIST_OFFER_JOB } from './modules/waitlist/slot-freed.js';
import type { JobHandlers } from './modules/jobs/worker.js';
import {
  ON_DEMAND_JOB,
  onDemandChecks,
  onDemandSubscriber,
  type OnDemandSettings,
} from './modules/on-demand/index.js';

/**
 * Who reacts to what happens to a booking, in the order they run: each module's subscriber.
 * Bookings publishes and imports none of them.
 */
export function subscribeToBookings(
  hooks: BookingHooks,
  env: Env,
  payments: Pick<PaymentsService, 'requestRefund' | 'finishRefundNow'>,
) {
  hooks.subscribe(
    remindersSubscriber(reminderSettings(env)),
    waitlistSubscriber,
    noticesSubscriber({ timeZone: env.CLINIC_TIME_ZONE, publicUrl: publicUrl(env) }),
    paymentsSubscriber(payments),
    onDemandSubscriber(onDemandSettings(env)),
  );
}

/** Every kind of durable job and what runs it: the one list the worker reads. */
export function jobHandlers(
  env: Env,
  transports: { mail: MailTransport; sms: SmsTransport },
  app: {
    db: Database;
    services: {
      payments: Pick<PaymentsService, 'finishRefund' | 'requestRefund' | 'finishRefundNow'>;
      bookingHooks: StateChangeHooks;
      users: Pick<UsersService, 'isVerifiedAddress'>;
    };
  },
): JobHandlers {
  return {
    [MAIL_JOB]: mailDelivery(transports.mail, app.db, {
      timeZone: env.CLINIC_TIME_ZONE,
      perDay: env.UNVERIFIED_MAILS_PER_DAY,
      isVerified: app.services.users.isVerifiedAddress,
    }),
    [SMS_JOB]: smsDelivery(transports.sms),
    [REMINDER_JOB]: reminderJob(reminderSettings(env)),
    [CANCELLATION_NOTICE_JOB]: cancellationNoticeJob({
      timeZone: env.CLINIC_TIME_ZONE,
      publicUrl: publicUrl(env),
    }),
    [PAYMENT_HOLD_JOB]: paymentHoldJob(app.services.bookingHooks),
    [WAITLIST_OFFER_JOB]: waitlistOfferJob({
      holdMinutes: env.WAITLIST_HOLD_MINUTES,
      horizonDays: env.BOOKING_HORIZON_DAYS,
      timeZone: env.CLINIC_TIME_ZONE,
      dailyCapPerNumber: env.SMS_DAILY_CAP_PER_NUMBER,
      dailyCapPerAccount: env.SMS_DAILY_CAP_PER_ACCOUNT,
      publicUrl: publicUrl(env),
    }),
    [WAITLIST_EXPIRY_JOB]: waitlistExpiryJob,
    [REPORT_FILES_JOB]: reportFilesRemoval(localReportStorage(reportsDir(env))),
    [REFUND_JOB]: refundJobHandler(app.services.payments),
    [ON_DEMAND_JOB]: onDemandChecks(app.db, onDemandSettings(env), {
      hooks: app.services.bookingHooks,
      payments: app.services.payments,
    }),
  };
}

/** Consult now's settings as the environment gives them (services.md §3). */
export function onDemandSettings(env: Env): OnDemandSettings {
  return {
    timeZone: env.CLINIC_TIME_ZONE,
    publicUrl: publicUrl(env),
    presenceSeconds: env.ON_DEMAND_PRESENCE_SECONDS,
    offerSeconds: env.ON_DEMAND_OFFER_SECONDS,
    maxWaitMinutes: env.ON_DEMAND_MAX_WAIT_MINUTES,
    roomMinutes: env.ON_DEMAND_ROOM_MINUTES,
    rejoinMinutes: env.ON_DEMAND_REJOIN_MINUTES,
    paymentHoldMinutes: env.PAYMENT_HOLD_MINUTES,
    sms: {
      timeZone: env.CLINIC_TIME_ZONE,
      dailyCapPerNumber: env.SMS_DAILY_CAP_PER_NUMBER,
      dailyCapPerAccount: env.SMS_DAILY_CAP_PER_ACCOUNT,
    },
  };
}

/** When patients may move and cancel bookings, as the environment gives it (decision 023). */
export function changePolicy(env: Env) {
  return {
    changeCutoffHours: env.CHANGE_CUTOFF_HOURS,
    maxReschedules: env.MAX_RESCHEDULES,
    refundCutoffHours: env.REFUND_CUTOFF_HOURS,
  };
}

/** The reminder settings as the environment gives them. */
export function reminderSettings(env: Env) {
  return {
    offsets: env.REMINDER_OFFSETS,
    timeZone: env.CLINIC_TIME_ZONE,
    dailyCapPerNumber: env.SMS_DAILY_CAP_PER_NUMBER,
    dailyCapPerAccount: env.SMS_DAILY_CAP_PER_ACCOUNT,
    publicUrl: publicUrl(env),
  };
}
