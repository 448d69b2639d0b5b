import type { Me } from '@sustho/contracts';
import type { Database, Executor } from '../../db/client.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import type { PatientsOf } from '../../db/patients-of.js';
import { type AuthUser, authRepository } from '../auth/index.js';
import { auditRepository, recordAudit } from '../audit/index.js';
import { type StateChangeHooks, bookingsRepository } from '../bookings/index.js';
import { familyRepository, NO_SUCH_PATIENT } from '../family/index.js';
import { deleteMailTo } from '../mail/index.js';
import { deleteSmsFor } from '../sms/index.js';
import { deletePushFor } from '../push/index.js';
import type { PaymentsService } from '../payments/index.js';
import { forgetPatientFiles } from '../records/index.js';
import { uploadedImageId } from '../uploads/index.js';
import { leaveEveryWaitlist } from '../waitlist/index.js';
import { cancelLockedUpcoming, clinicMoment, refundUpcoming } from './cancel-upcoming.js';
import { checkKeepsAnAdmin, lockKeepingAnAdmin } from './last-admin.js';
import { usersRepository as repository } from './repository.js';

/** What a deleted patient is called on the bookings the clinic keeps. */
export const DELETED_PATIENT_NAME = 'Deleted patient';
/** What a removed family member is called on the bookings the clinic keeps. */
export const REMOVED_MEMBER_NAME = 'Removed family member';

export function usersService(
  db: Database,
  timeZone: string,
  payments: Pick<PaymentsService, 'cancelPaidBooking'>,
  hooks: StateChangeHooks,
  /** What other modules forget of a deleted account, in the transaction that deletes it. */
  accountDeleted: (tx: Executor, userId: string) => Promise<void>,
  /** Cancels a patient's lab and medicine orders not yet under way, refunded (services.md §2), first. */
  patientLeaving: (patientId: string) => Promise<void> = async () => {},
) {
  const service = {
    /** POST /users: the caller registers their own record; repeating it changes nothing. */
    /** The id of the account with this e-mail, or null. */
    async accountIdByEmail(email: string): Promise<string | null> {
      return (await repository(db).findByEmail(email))?.id ?? null;
    },

    /** Whether an account has verified this e-mail address. */
    async isVerifiedAddress(email: string): Promise<boolean> {
      return (await repository(db).findByEmail(email))?.emailVerified === true;
    },

    async register(caller: AuthUser, input: { name: string; email: string }) {
      if (input.email.toLowerCase() !== caller.email)
        throw forbidden('You can only register your own e-mail');
      if (input.name !== caller.name) await repository(db).updateName(caller.id, input.name);
      return { acknowledged: true };
    },

    /**
     * The profile photo: an image the caller uploaded through the API (so it is served from our
     * origin). Answers the photo it replaces when that was our upload and nobody else shows it
     * (a user may point their photo at a doctor's), so the caller can remove its files.
     */
    setPhoto: (caller: AuthUser, url: string) =>
      db.transaction(async (tx) => {
        const previous = (await repository(tx).lockUser(caller.id))?.image ?? null;
        await repository(tx).updateImage(caller.id, url);
        const fileId = previous && previous !== url ? uploadedImageId(previous) : null;
        if (!fileId || (await repository(tx).isImageShown(fileId, caller.id))) return null;
        return previous;
      }),

    /** GET /me: the caller as the database knows them now, with the doctor they speak for. */
    async me(caller: AuthUser): Promise<Me> {
      const found = await repository(db).findWithDoctor(caller.id);
      if (!found) throw notFound('No user has this id');
      return found;
    },

    /** GET /users/admin/:email: answered for the user themself or an admin. */
    async isAdmin(caller: AuthUser, email: string) {
      if (caller.role !== 'admin' && caller.email !== email.toLowerCase()) {
        throw forbidden('You can only ask about your own account');
      }
      const user = await repository(db).findByEmail(email);
      return { isAdmin: user?.role === 'admin' };
    },

    /**
     * Deletes an account, whoever asks (the user on their profile page, or an admin on All Users),
     * as docs/product/accounts.md §8 says: it is signed out everywhere, its upcoming bookings are cancelled and the
     * paid ones refunded in full, its name, e-mail and photo and its bookings' names, e-mails and
     * phones are removed, its reports and the prescription PDFs kept with its name are removed
     * (decision 033), the doctor it spoke for is unlinked (to be invited again), and what must be
     * kept stays, anonymised (decision 010).
     *
     * Refunds come first (cancel-upcoming.ts), so a failed refund leaves the account as it was
     * and deleting again finishes the job. Everything else is one transaction.
     */
    async deleteUser(actor: AuthUser, targetId: string) {
      const found = await repository(db).findById(targetId);
      if (!found) throw notFound('No user has this id');
      // Checked again under the locks below; checked here too so the last admin's bookings are
      // not refunded for a deletion that will be refused.
      await checkKeepsAnAdmin(db, found, 'delete');
      const { today, time } = clinicMoment(timeZone);
      const everyPatient = { account: targetId };
      const refunded = await refundUpcoming(
        payments,
        actor,
        await bookingsRepository(db).listUpcoming(everyPatient, today, time),
        'account deleted',
      );
      for (const patient of await familyRepository(db).list(targetId))
        await patientLeaving(patient.id);

      return db.transaction(async (tx) => {
        const users = repository(tx);
        const target = await lockKeepingAnAdmin(tx, targetId, 'delete');
        // Held first: a booking for any of them waits, and is then refused or cancelled below.
        await familyRepository(tx).lockAllOf(target.id);
        const upcoming = await forgetPatients(tx, everyPatient, {
          today,
          time,
          during: 'the account was being deleted',
          name: DELETED_PATIENT_NAME,
        });
        await authRepository(tx).endSignIns(target.id);
        await accountDeleted(tx, target.id);
        await deleteMailTo(tx, target.email);
        await deleteSmsFor(tx, target.id);
        await deletePushFor(tx, target.id);
        await familyRepository(tx).anonymise(target.id, null, DELETED_PATIENT_NAME);
        await users.anonymise(target.id, DELETED_PATIENT_NAME);
        await recordAudit(tx, {
          actor,
          action: actor.id === target.id ? 'user.delete-self' : 'user.delete',
          targetType: 'user',
          targetId: target.id,
          // Every upcoming booking was cancelled: the paid ones by their refund, the others here.
          details: {
            cancelledBookings: refunded + upcoming,
            refundedBookings: refunded,
          },
        });
        // Last, so the entry just written forgets the e-mail too when the user deleted themself.
        await auditRepository(tx).forgetPerson(target.id, target.email);
        return { deletedCount: 1 };
      });
    },

    /**
     * DELETE /family/:id: removes a family member as deleting an account removes its patients
     * (services.md §2, care.md §4): their upcoming bookings are cancelled and the paid ones refunded
     * in full (first, as above), they leave every waitlist, their reports and kept PDFs go, and
     * their bookings, notes and prescriptions stay against an anonymised patient.
     */
    async removeFamilyMember(caller: AuthUser, patientId: string) {
      if (patientId === caller.id)
        throw badRequest(
          'You cannot remove yourself from your family: delete your account instead',
        );
      if (!(await familyRepository(db).find(caller.id, patientId))) throw notFound(NO_SUCH_PATIENT);
      const { today, time } = clinicMoment(timeZone);
      const member = { patient: patientId };
      const refunded = await refundUpcoming(
        payments,
        caller,
        await bookingsRepository(db).listUpcoming(member, today, time),
        'family member removed',
      );
      await patientLeaving(patientId);
      return db.transaction(async (tx) => {
        if (!(await familyRepository(tx).lock(caller.id, patientId)))
          throw notFound(NO_SUCH_PATIENT);
        const upcoming = await forgetPatients(tx, member, {
          today,
          time,
          during: 'the family member was being removed',
          name: REMOVED_MEMBER_NAME,
        });
        await familyRepository(tx).anonymise(caller.id, patientId, REMOVED_MEMBER_NAME);
        await recordAudit(tx, {
          actor: caller,
          action: 'family.remove',
          targetType: 'patient',
          targetId: patientId,
          details: { cancelledBookings: refunded + upcoming, refundedBookings: refunded },
        });
        return { deletedCount: 1 };
      });
    },
  };
  return service;

  /**
   * What deleting an account and removing a member both do to the patients they take, in their
   * transaction once the patients are held: cancels their upcoming bookings (the paid ones were
   * refunded first), takes them off every waitlist, erases their details from their bookings and
   * forgets their reports and kept PDFs. Answers how many bookings it cancelled.
   */
  async function forgetPatients(
    tx: Executor,
    of: PatientsOf,
    how: { today: string; time: string; during: string; name: string },
  ) {
    const bookings = bookingsRepository(tx);
    const upcoming = await bookings.lockUpcoming(of, how.today, how.time);
    await cancelLockedUpcoming(tx, hooks, upcoming, how.during);
    await leaveEveryWaitlist(tx, of);
    await bookings.anonymise(of, how.name);
    await forgetPatientFiles(tx, of);
    return upcoming.length;
  }
}

export type UsersService = ReturnType<typeof usersService>;
