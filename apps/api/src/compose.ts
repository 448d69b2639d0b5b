// The composition root for what runs outside a request: who reacts to what happens to a booking,
// every kind of durable job and what runs it, and the settings derived from the environment that
// the services and jobs share.
import { toMinorUnits } from '@sustho/contracts';
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
import { PLAN_RENEWAL_JOB, plansSubscriber, renewalJobHandler } from './modules/plans/index.js';
import {
  ON_DEMAND_JOB,
  onDemandChecks,
  onDemandSubscriber,
  type OnDemandSettings,
} from './modules/on-demand/index.js';
import {
  ORDER_HOLD_JOB,
  orderHoldJobHandler,
  type OrdersService,
  type OrdersSettings,
} from './modules/orders/index.js';
import {
  LAB_ORDER_HOLD_JOB,
  type LabOrdersService,
  type LabOrderSettings,
} from './modules/lab-orders/index.js';
import { DEFAULT_HOME_FEE, UNPAID_HOLD_MINUTES } from './modules/lab-orders/settings.js';
import {
  PUSH_JOB,
  pushDelivery,
  type PushTransport,
  webPushTransport,
} from './modules/push/index.js';

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
    plansSubscriber,
  );
}

/** Every kind of durable job and what runs it: the one list the worker reads. */
export function jobHandlers(
  env: Env,
  /** `push` defaults to web-push with the VAPID keys; tests give one trusting their local push service. */
  transports: { mail: MailTransport; sms: SmsTransport; push?: PushTransport | null },
  app: {
    db: Database;
    services: {
      payments: Pick<PaymentsService, 'finishRefund' | 'requestRefund' | 'finishRefundNow'>;
      bookingHooks: StateChangeHooks;
      users: Pick<UsersService, 'isVerifiedAddress'>;
      orders: Pick<OrdersService, 'expireLocked'>;
      labOrders: Pick<LabOrdersService, 'lapse'>;
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
    [PUSH_JOB]: pushDelivery(
      app.db,
      transports.push === undefined ? webPushTransport(env) : transports.push,
    ),
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
    [PLAN_RENEWAL_JOB]: renewalJobHandler({
      publicUrl: publicUrl(env),
      sms: onDemandSettings(env).sms,
    }),
    [ORDER_HOLD_JOB]: orderHoldJobHandler(app.services.orders),
    [LAB_ORDER_HOLD_JOB]: {
      effect: 'inside',
      run: (tx, job, now) =>
        app.services.labOrders.lapse(tx, (job.payload as { orderId: string }).orderId, now),
    },
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

/**
 * Medicine orders' settings as the environment gives them (services.md §5): the delivery fee and
 * the free-delivery threshold default by currency (60 and 1000 in BDT, 1 and 15 in USD).
 */
export function ordersSettings(env: Env): OrdersSettings {
  const bdt = env.CURRENCY === 'BDT';
  return {
    currency: env.CURRENCY,
    deliveryFeeCents: toMinorUnits(env.PHARMACY_DELIVERY_FEE ?? (bdt ? 60 : 1)),
    freeDeliveryFromCents: toMinorUnits(env.PHARMACY_FREE_DELIVERY_FROM ?? (bdt ? 1000 : 15)),
    holdMinutes: env.ORDER_PAYMENT_HOLD_MINUTES,
    rule: { rxValidDays: env.RX_VALID_DAYS, otcMaxUnits: env.OTC_MAX_UNITS },
    publicUrl: publicUrl(env),
    sms: onDemandSettings(env).sms,
  };
}

/** Lab orders' settings as the environment gives them (services.md §6). */
export function labOrderSettings(env: Env): LabOrderSettings {
  return {
    timeZone: env.CLINIC_TIME_ZONE,
    publicUrl: publicUrl(env),
    currency: env.CURRENCY,
    collectionHours: env.LAB_COLLECTION_HOURS,
    capacity: env.LAB_COLLECTION_CAPACITY,
    homeFeeCents: toMinorUnits(env.LAB_HOME_COLLECTION_FEE ?? DEFAULT_HOME_FEE[env.CURRENCY]),
    // As for Consult now: 15 minutes, or PAYMENT_HOLD_MINUTES when above 0 and shorter.
    holdMinutes:
      env.PAYMENT_HOLD_MINUTES > 0
        ? Math.min(env.PAYMENT_HOLD_MINUTES, UNPAID_HOLD_MINUTES)
        : UNPAID_HOLD_MINUTES,
    sms: onDemandSettings(env).sms,
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
