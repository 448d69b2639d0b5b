import {
  formatWireDate,
  fromMinorUnits,
  slotLabel,
  type Language,
  type NotificationSettings,
} from '@sustho/contracts';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { AuthUser } from '../auth/index.js';
import type { LabOrdersService } from '../lab-orders/index.js';
import type { OrdersService } from '../orders/index.js';
import type { RecordsService } from '../records/index.js';
import type { UsersService } from '../users/index.js';
import { wireFlags } from '../bookings/index.js';
import { familyRepository } from '../family/index.js';
import { profileRepository } from './repository.js';

/** The signed-in person's own account: export their data, or delete it. */
export function profileService(
  db: Database,
  users: UsersService,
  records: Pick<RecordsService, 'exportRecord'>,
  orders: Pick<OrdersService, 'exportOf'>,
  labOrders: Pick<LabOrdersService, 'exportOf'>,
) {
  const repository = profileRepository(db);
  return {
    async exportData(caller: AuthUser, language: Language) {
      const user = await repository.findUser(caller.id);
      if (!user) throw notFound('This account no longer exists');
      // Every profile the account manages, each with its own record (services.md §2): Myself
      // first, then the members it has not removed.
      const [myself, ...members] = await familyRepository(db).list(user.id);
      if (!myself) throw notFound('This account no longer exists');
      const [bookings, payments, healthRecord, family, orderList, labOrderList] = await Promise.all(
        [
          repository.listBookings(user.id),
          repository.listPayments(user.id),
          records.exportRecord(myself),
          Promise.all(members.map((member) => records.exportRecord(member))),
          orders.exportOf(user.id),
          labOrders.exportOf(user.id, language),
        ],
      );
      const paidBookings = new Set(payments.map((payment) => payment.bookingId));
      return {
        exportedAt: new Date().toISOString(),
        account: { ...user, createdAt: user.createdAt.toISOString() },
        bookings: bookings.map((booking) => {
          const { paid, status } = wireFlags(booking.state, paidBookings.has(booking.id));
          return {
            _id: booking.id,
            treatmentName: booking.treatmentName,
            // Consult now has neither until a doctor accepts it.
            appointmentDate: booking.appointmentDate && formatWireDate(booking.appointmentDate),
            slot: booking.slotStart && slotLabel(booking.slotStart.slice(0, 5)),
            patientId: booking.patientId,
            patientName: booking.patientName,
            phone: booking.phone ?? '',
            price: fromMinorUnits(booking.priceCents),
            currency: booking.currency,
            paid,
            status,
            createdAt: booking.createdAt.toISOString(),
          };
        }),
        payments: payments.map((payment) => ({
          bookingId: payment.bookingId,
          price: fromMinorUnits(payment.priceCents),
          currency: payment.currency,
          transactionId: payment.transactionId,
          createdAt: payment.createdAt.toISOString(),
          // A payment is refunded when its booking is, in the transaction that cancels the booking.
          refundedAt: wireFlags(payment.bookingState, true).refunded
            ? (payment.cancelledAt?.toISOString() ?? null)
            : null,
        })),
        healthRecord,
        family,
        orders: orderList,
        labOrders: labOrderList,
      };
    },

    deleteOwnAccount: (caller: AuthUser) => users.deleteUser(caller, caller.id),

    /** Whether the caller gets their appointment reminders by SMS too. */
    async notifications(caller: AuthUser): Promise<NotificationSettings> {
      const row = await repository.findSmsReminders(caller.id);
      if (!row) throw notFound('This account no longer exists');
      return row;
    },

    async setNotifications(
      caller: AuthUser,
      settings: NotificationSettings,
    ): Promise<NotificationSettings> {
      const row = await repository.setSmsReminders(caller.id, settings.smsReminders);
      if (!row) throw notFound('This account no longer exists');
      return row;
    },
  };
}

export type ProfileService = ReturnType<typeof profileService>;
