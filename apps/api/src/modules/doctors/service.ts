import type {
  Doctor,
  DoctorUpcomingBookings,
  Language,
  DoctorUpdateInput,
  NewDoctorInput,
  OwnDoctorProfile,
  OwnDoctorProfileInput,
} from '@sustho/contracts';
import type { Database, Executor } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../auth/index.js';
import { recordAudit } from '../audit/index.js';
import { sendInvitation } from '../invitations/index.js';
import type { PaymentsService } from '../payments/index.js';
import {
  cancelLockedUpcoming,
  clinicMoment,
  paidAmong,
  refundUpcoming,
  usersRepository,
} from '../users/index.js';
import { uploadedImageId } from '../uploads/index.js';
import { type StateChangeHooks, bookingsRepository } from '../bookings/index.js';
import { doctorsRepository as repository, type DoctorChanges } from './repository.js';

export interface ClinicSettings {
  timeZone: string;
  publicUrl: string;
}

/** No account id: isImageShown excepts no user. */
const NOBODY = '';

/** The fields of a change that were given: an absent field stays as it is. */
const givenChanges = (input: DoctorChanges): DoctorChanges =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));

/**
 * The clinic's doctors: admins add (which invites them), edit, re-invite and remove them, and a
 * doctor edits their own profile. Every admin change is audited.
 */
export function doctorsService(
  db: Database,
  clinic: ClinicSettings,
  payments: Pick<PaymentsService, 'cancelPaidBooking'>,
  hooks: StateChangeHooks,
) {
  /** A new invitation link replaces the doctor's open ones, and goes out in the same transaction. */
  async function invite(
    tx: Executor,
    doctor: { id: string; name: string; email: string },
    language: Language,
  ) {
    const doctors = repository(tx);
    await doctors.closeOpenInvitations(doctor.email);
    await sendInvitation(
      tx,
      { name: doctor.name, email: doctor.email, role: 'doctor' },
      { publicUrl: clinic.publicUrl, language },
      (tokenHash, expiresAt) =>
        doctors.insertInvitation({ doctorId: doctor.id, tokenHash, expiresAt }),
    );
  }

  async function lockListed(tx: Executor, id: string) {
    const doctor = await repository(tx).findListed(id, { lock: true });
    if (!doctor) throw notFound('No doctor has this id');
    return doctor;
  }

  /** The listed doctor a doctor account speaks for. */
  async function ownDoctor(caller: AuthUser, executor: Executor = db, options = { lock: false }) {
    const doctor = await repository(executor).findByUser(caller.id, options);
    if (!doctor) throw notFound('This account has no doctor profile');
    return doctor;
  }

  return {
    async list(): Promise<Doctor[]> {
      const rows = await repository(db).list();
      return rows.map(({ id, userId, ...doctor }) => ({
        _id: id,
        ...doctor,
        status: userId ? 'active' : 'invited',
      }));
    },

    async add(actor: AuthUser, input: NewDoctorInput) {
      return db.transaction(async (tx) => {
        const { specialty: specialtyName, email: givenEmail, ...profile } = input;
        const specialty = await repository(tx).findSpecialty(specialtyName);
        if (!specialty) {
          throw badRequest(
            `body.specialty: '${specialtyName}' is not a treatment; choose one from /api/appointmentSpecialty`,
          );
        }
        const email = givenEmail.toLowerCase();
        const row = await repository(tx).insert({
          ...givenChanges(profile),
          name: input.name,
          email,
          treatmentId: specialty.id,
          image: input.image,
        });
        if (!row) throw conflict(`A doctor with the e-mail ${email} is already listed`);
        await invite(tx, row, actor.language);
        await recordAudit(tx, {
          actor,
          action: 'doctor.create',
          targetType: 'doctor',
          targetId: row.id,
          details: { name: input.name, email, specialty: specialty.name },
        });
        return { acknowledged: true, insertedId: row.id };
      });
    },

    /** 'Resend invitation': a fresh link for a doctor who has no account yet. */
    async resendInvitation(actor: AuthUser, id: string) {
      return db.transaction(async (tx) => {
        const doctor = await lockListed(tx, id);
        if (doctor.userId) throw conflict('This doctor has already accepted their invitation');
        await invite(tx, doctor, actor.language);
        await recordAudit(tx, {
          actor,
          action: 'doctor.invitation-resend',
          targetType: 'doctor',
          targetId: doctor.id,
          details: { email: doctor.email },
        });
        return { acknowledged: true };
      });
    },

    async update(actor: AuthUser, id: string, input: DoctorUpdateInput) {
      return db.transaction(async (tx) => {
        const doctor = await lockListed(tx, id);
        const changes = givenChanges(input);
        if (Object.keys(changes).length === 0) return { modifiedCount: 0 };
        await repository(tx).update(doctor.id, changes);
        await recordAudit(tx, {
          actor,
          action: 'doctor.update',
          targetType: 'doctor',
          targetId: doctor.id,
          details: { fields: Object.keys(changes) },
        });
        return { modifiedCount: 1 };
      });
    },

    async ownProfile(caller: AuthUser): Promise<OwnDoctorProfile> {
      const doctor = await ownDoctor(caller);
      return {
        name: doctor.name,
        image: doctor.image,
        bmdcNumber: doctor.bmdcNumber,
        qualifications: doctor.qualifications,
        qualificationsBn: doctor.qualificationsBn,
        experienceYears: doctor.experienceYears,
        languages: doctor.languages,
        bio: doctor.bio,
        bioBn: doctor.bioBn,
      };
    },

    /**
     * A doctor's new photo, uploaded through the API. Answers the photo it replaces when that was
     * our upload and nobody shows it any more, so the caller can remove its files; nobody is
     * excepted from that check, as the doctor's own account may show the same upload.
     */
    setOwnPhoto: (caller: AuthUser, url: string) =>
      db.transaction(async (tx) => {
        const doctor = await ownDoctor(caller, tx, { lock: true });
        await repository(tx).update(doctor.id, { image: url });
        const fileId = doctor.image !== url ? uploadedImageId(doctor.image) : null;
        if (!fileId || (await usersRepository(tx).isImageShown(fileId, NOBODY))) return null;
        return doctor.image;
      }),

    /** A doctor edits their own photo and profile; their name and registration are the clinic's. */
    async updateOwn(caller: AuthUser, input: OwnDoctorProfileInput) {
      const doctor = await ownDoctor(caller);
      const changes = givenChanges(input);
      if (Object.keys(changes).length === 0) return { modifiedCount: 0 };
      await repository(db).update(doctor.id, changes);
      return { modifiedCount: 1 };
    },

    /** What deleting the doctor would cancel and refund now, for the admin's confirmation. */
    async upcomingBookings(id: string): Promise<DoctorUpcomingBookings> {
      if (!(await repository(db).findListed(id))) throw notFound('No doctor has this id');
      const { today, time } = clinicMoment(clinic.timeZone);
      const upcoming = await bookingsRepository(db).listUpcomingSeenBy(id, today, time);
      return { upcoming: upcoming.length, paid: paidAmong(upcoming).length };
    },

    /**
     * Takes a doctor off the list (docs/product/doctors.md §7): their past bookings stay, their upcoming ones are
     * cancelled and the paid ones refunded in full, their account becomes a patient's again, and
     * no invitation link mailed to their e-mail works any more.
     */
    async remove(actor: AuthUser, id: string) {
      const { today, time } = clinicMoment(clinic.timeZone);
      const refunded = await refundUpcoming(
        payments,
        actor,
        await bookingsRepository(db).listUpcomingSeenBy(id, today, time),
        'doctor deleted',
      );
      return db.transaction(async (tx) => {
        const doctor = await lockListed(tx, id);
        const upcoming = await bookingsRepository(tx).lockUpcomingSeenBy(doctor.id, today, time);
        await cancelLockedUpcoming(tx, hooks, upcoming, 'the doctor was being deleted');
        await repository(tx).softDelete(doctor.id);
        await repository(tx).closeOpenInvitations(doctor.email);
        if (doctor.userId) await usersRepository(tx).setRole(doctor.userId, 'user');
        await recordAudit(tx, {
          actor,
          action: 'doctor.delete',
          targetType: 'doctor',
          targetId: doctor.id,
          details: {
            name: doctor.name,
            email: doctor.email,
            cancelledBookings: refunded + upcoming.length,
            refundedBookings: refunded,
          },
        });
        return { deletedCount: 1 };
      });
    },
  };
}

export type DoctorsService = ReturnType<typeof doctorsService>;
