import {
  minutesOf,
  timeOf,
  timeRangeLabel,
  type HoursInterval,
  type Schedule,
  type ScheduleInput,
  type TimeOffRange,
} from '@sustho/contracts';
import type { Database, Executor } from '../../db/client.js';
import { clinicNow } from '../../lib/clinic-time.js';
import { clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import type { AuthUser } from '../auth/index.js';
import { recordAudit } from '../audit/index.js';
import { bookingsRepository } from '../bookings/index.js';
import { scheduleRepository as repository } from './repository.js';
import { hasSlot, type Slot } from './slotted.js';

type Doctor = NonNullable<Awaited<ReturnType<ReturnType<typeof repository>['findDoctor']>>>;

/** The listed doctor a doctor account speaks for; 404 when the account has none (or it was deleted). */
export async function accountDoctor(executor: Executor, userId: string): Promise<Doctor> {
  const doctor = await repository(executor).findDoctorByUser(userId);
  if (!doctor) throw notFound('No doctor profile is linked to this account');
  return doctor;
}

/** Whether the doctor works the whole slot: inside one interval of its weekday, on no day off. */
function covers(hours: HoursInterval[], timeOff: TimeOffRange[], booking: Slot): boolean {
  const day = booking.appointmentDate;
  if (timeOff.some((range) => range.from <= day && day <= range.to)) return false;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const start = minutesOf(booking.slotStart);
  const end = minutesOf(booking.slotEnd);
  return hours.some(
    (interval) =>
      interval.weekday === weekday &&
      minutesOf(interval.start) <= start &&
      end <= minutesOf(interval.end),
  );
}

/**
 * Doctors' weekly hours and time off (docs/product/doctors.md §3). A save replaces both at once;
 * it never touches a booking: the upcoming ones the new schedule leaves out come back as
 * `outsideHours`, for the doctor to reschedule or cancel.
 */
export function scheduleService(db: Database, timeZone: string) {
  async function read(executor: Executor, doctor: Doctor): Promise<Schedule> {
    const hourRows = await repository(executor).hours(doctor.id);
    const timeOffRows = await repository(executor).timeOff(doctor.id);
    const hours = hourRows.map((row) => ({
      weekday: row.weekday,
      start: row.startsAt.slice(0, 5),
      end: row.endsAt.slice(0, 5),
    }));
    const timeOff = timeOffRows.map((row) => ({
      from: row.firstDay,
      to: row.lastDay,
      reason: row.reason,
    }));
    const now = clinicNow(clock.now(), timeZone);
    const upcoming = await bookingsRepository(executor).listUpcomingForDoctor(
      doctor.id,
      now.today,
      timeOf(now.minutes),
    );
    const outsideHours = upcoming
      .filter(hasSlot)
      .filter((booking) => !covers(hours, timeOff, booking))
      .map((booking) => ({
        bookingId: booking.id,
        date: booking.appointmentDate,
        slot: timeRangeLabel(booking.slotStart, booking.slotEnd),
        patientName: booking.patientName,
        treatmentName: booking.treatmentName,
      }));
    return { doctorId: doctor.id, doctorName: doctor.name, hours, timeOff, outsideHours };
  }

  /**
   * Replaces the doctor's hours and time off in one transaction, under the doctor's row lock so two
   * saves cannot interleave their deletes and inserts; `auditedActor` is recorded as the editor.
   */
  function replace(doctorId: string, input: ScheduleInput, auditedActor?: AuthUser) {
    return db.transaction(async (tx) => {
      const doctor = await repository(tx).lockDoctor(doctorId);
      if (!doctor) throw notFound('No doctor has this id');
      await repository(tx).replaceHours(
        doctor.id,
        input.hours.map(({ weekday, start, end }) => ({ weekday, startsAt: start, endsAt: end })),
      );
      await repository(tx).replaceTimeOff(
        doctor.id,
        input.timeOff.map(({ from, to, reason }) => ({
          firstDay: from,
          lastDay: to,
          reason: reason ?? '',
        })),
      );
      if (auditedActor) {
        await recordAudit(tx, {
          actor: auditedActor,
          action: 'doctor.schedule.update',
          targetType: 'doctor',
          targetId: doctor.id,
          details: { hours: input.hours, timeOff: input.timeOff },
        });
      }
      return read(tx, doctor);
    });
  }

  return {
    async getOwn(actor: AuthUser) {
      return read(db, await accountDoctor(db, actor.id));
    },

    async saveOwn(actor: AuthUser, input: ScheduleInput) {
      return replace((await accountDoctor(db, actor.id)).id, input);
    },

    async get(doctorId: string) {
      const doctor = await repository(db).findDoctor(doctorId);
      if (!doctor) throw notFound('No doctor has this id');
      return read(db, doctor);
    },

    /** An admin's edit of a doctor's schedule, written to the audit trail. */
    async save(actor: AuthUser, doctorId: string, input: ScheduleInput) {
      return replace(doctorId, input, actor);
    },
  };
}

export type ScheduleService = ReturnType<typeof scheduleService>;
