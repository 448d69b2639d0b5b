import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  doctorHours,
  doctorOfAccount,
  doctors,
  doctorTimeOff,
  listedDoctor,
} from '../../db/schema.js';

const doctorSummary = { id: doctors.id, name: doctors.name, userId: doctors.userId };

/** SQL for doctors' weekly hours and time off, on the database or on a service's transaction. */
export function scheduleRepository(db: Executor) {
  return {
    /** The listed doctor a doctor account speaks for. */
    async findDoctorByUser(userId: string) {
      const [row] = await db.select(doctorSummary).from(doctors).where(doctorOfAccount(userId));
      return row ?? null;
    },

    async findDoctor(id: string) {
      const [row] = await db
        .select(doctorSummary)
        .from(doctors)
        .where(and(eq(doctors.id, id), listedDoctor));
      return row ?? null;
    },

    /** Locks a listed doctor until the transaction ends, so two saves of their schedule run one after the other. */
    async lockDoctor(id: string) {
      const [row] = await db
        .select(doctorSummary)
        .from(doctors)
        .where(and(eq(doctors.id, id), listedDoctor))
        .for('update');
      return row ?? null;
    },

    hours(doctorId: string) {
      return db
        .select({
          weekday: doctorHours.weekday,
          startsAt: doctorHours.startsAt,
          endsAt: doctorHours.endsAt,
        })
        .from(doctorHours)
        .where(eq(doctorHours.doctorId, doctorId))
        .orderBy(asc(doctorHours.weekday), asc(doctorHours.startsAt));
    },

    timeOff(doctorId: string) {
      return db
        .select({
          firstDay: doctorTimeOff.firstDay,
          lastDay: doctorTimeOff.lastDay,
          reason: doctorTimeOff.reason,
        })
        .from(doctorTimeOff)
        .where(eq(doctorTimeOff.doctorId, doctorId))
        .orderBy(asc(doctorTimeOff.firstDay), asc(doctorTimeOff.lastDay));
    },

    /** Replaces the doctor's weekly hours; doctor_hours_no_overlap still refuses overlapping intervals. */
    async replaceHours(
      doctorId: string,
      hours: { weekday: number; startsAt: string; endsAt: string }[],
    ) {
      await db.delete(doctorHours).where(eq(doctorHours.doctorId, doctorId));
      if (hours.length > 0)
        await db.insert(doctorHours).values(hours.map((interval) => ({ doctorId, ...interval })));
    },

    async replaceTimeOff(
      doctorId: string,
      ranges: { firstDay: string; lastDay: string; reason: string }[],
    ) {
      await db.delete(doctorTimeOff).where(eq(doctorTimeOff.doctorId, doctorId));
      if (ranges.length > 0)
        await db.insert(doctorTimeOff).values(ranges.map((range) => ({ doctorId, ...range })));
    },
  };
}
