import { z } from 'zod';
import { currency } from './money.js';
import { labOrder } from './lab-orders.js';
import { order } from './orders.js';
import { healthRecordExport } from './records.js';

export const profileExport = z.object({
  exportedAt: z.string(),
  account: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    /** The mobile number proved for signing in with an SMS code, if any (decision 055). */
    phoneNumber: z.string().nullable(),
    role: z.string(),
    createdAt: z.string(),
  }),
  bookings: z.array(
    z.object({
      _id: z.string(),
      treatmentName: z.string(),
      /** Null, like `slot`, for a Consult now request no doctor accepted. */
      appointmentDate: z.string().nullable(),
      slot: z.string().nullable(),
      patientId: z.string(),
      patientName: z.string(),
      phone: z.string(),
      price: z.number(),
      currency,
      paid: z.boolean(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      bookingId: z.string(),
      price: z.number(),
      currency,
      transactionId: z.string(),
      createdAt: z.string(),
      refundedAt: z.string().nullable(),
    }),
  ),
  /** The clinical record (docs/product/clinical-record.md): consent, notes, prescriptions, reports, who viewed it. */
  healthRecord: healthRecordExport,
  /** Each family member's profile and record, as `healthRecord` is the account's own (services.md §2). */
  family: z.array(healthRecordExport),
  /** The account's medicine orders, for every profile (services.md §5). */
  orders: z.array(order),
  /** The account's lab orders with their results, for every profile (services.md §6). */
  labOrders: z.array(labOrder),
});
export type ProfileExport = z.infer<typeof profileExport>;

/** The patient's notification choices on the profile page (docs/product/appointment-life.md §4). */
export const notificationSettings = z.object({ smsReminders: z.boolean() }).strict();
export type NotificationSettings = z.infer<typeof notificationSettings>;
