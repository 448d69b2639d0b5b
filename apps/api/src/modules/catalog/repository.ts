import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.js';
import {
  blogs,
  bookings,
  doctorHours,
  doctors,
  doctorTimeOff,
  holdsSlot,
  listedDoctor,
  serviceCategories,
  treatments,
  waitlistEntries,
} from '../../db/schema.js';

/**
 * A doctor's working intervals on `day` as 'HH:MM-HH:MM' (none when the day is time off), and the
 * stretches their active bookings hold that day. Each reads one index range (doctor_hours by
 * weekday, bookings_by_doctor_day), so the cost does not grow with the number of bookings;
 * free-slots.ts turns them into slots.
 */
function workingHoursOn(day: SQL) {
  return sql<string[]>`array(
    select to_char(${doctorHours.startsAt}, 'HH24:MI') || '-' || to_char(${doctorHours.endsAt}, 'HH24:MI')
    from ${doctorHours}
    where ${doctorHours.doctorId} = ${doctors.id}
      and ${doctorHours.weekday} = extract(dow from ${day})::smallint
      and not exists (
        select 1 from ${doctorTimeOff}
        where ${doctorTimeOff.doctorId} = ${doctors.id}
          and ${day} between ${doctorTimeOff.firstDay} and ${doctorTimeOff.lastDay}))::text[]`;
}

/** The stretches a doctor's day is taken by: active bookings, and slots held for a waitlisted patient (decision 026). */
function takenOn(day: SQL) {
  return sql<string[]>`array(
    select to_char(${bookings.slotStart}, 'HH24:MI') || '-' || to_char(${bookings.slotEnd}, 'HH24:MI')
    from ${bookings}
    where ${bookings.doctorId} = ${doctors.id} and ${bookings.appointmentDate} = ${day}
      and ${holdsSlot(bookings.state)}
    union all
    select to_char(${waitlistEntries.slotStart}, 'HH24:MI') || '-' || to_char(${waitlistEntries.slotEnd}, 'HH24:MI')
    from ${waitlistEntries}
    where ${waitlistEntries.doctorId} = ${doctors.id} and ${waitlistEntries.appointmentDate} = ${day}
      and ${waitlistEntries.state} = 'offered')::text[]`;
}

/** A listed doctor's day: their slots' length, working intervals and taken stretches ('HH:MM-HH:MM'). */
export interface DoctorDayRow {
  day: string;
  slotMinutes: number;
  hours: string[];
  taken: string[];
}

const optionColumns = {
  id: treatments.id,
  name: treatments.name,
  nameBn: treatments.nameBn,
  category: serviceCategories.name,
  priceCents: treatments.priceCents,
  currency: treatments.currency,
};

/** A treatment as Manage Doctors' treatment settings show it. */
const treatmentSettingsColumns = {
  id: treatments.id,
  name: treatments.name,
  priceCents: treatments.priceCents,
  currency: treatments.currency,
  slotMinutes: treatments.slotMinutes,
  onDemand: treatments.onDemand,
};

const blogColumns = {
  id: blogs.id,
  title: blogs.title,
  body: blogs.body,
  titleBn: blogs.titleBn,
  bodyBn: blogs.bodyBn,
};

/** Catalogue reads (services, blogs, appointment options) and treatment settings. The only Drizzle user of this module. */
export function catalogRepository(db: Executor) {
  /** Treatments with each of their listed doctors (a treatment without one comes once, with nulls). */
  const treatmentsWithDoctors = (day: SQL, doctorId?: string) =>
    db
      .select({
        ...optionColumns,
        doctorId: doctors.id,
        doctorName: doctors.name,
        doctorPhoto: doctors.image,
        slotMinutes: treatments.slotMinutes,
        hours: workingHoursOn(day),
        taken: takenOn(day),
      })
      .from(treatments)
      .innerJoin(serviceCategories, eq(serviceCategories.id, treatments.serviceCategoryId))
      .leftJoin(doctors, and(eq(doctors.treatmentId, treatments.id), listedDoctor))
      .where(doctorId ? eq(doctors.id, doctorId) : undefined)
      .orderBy(
        asc(serviceCategories.position),
        asc(treatments.name),
        asc(doctors.createdAt),
        asc(doctors.id),
      );
  const optionsWithFreeSlots = treatmentsWithDoctors(sql`${sql.placeholder('day')}::date`).prepare(
    'options_with_doctors_free_slots',
  );

  return {
    listServices() {
      return db
        .select({
          name: serviceCategories.name,
          description: serviceCategories.description,
          nameBn: serviceCategories.nameBn,
          descriptionBn: serviceCategories.descriptionBn,
        })
        .from(serviceCategories)
        .orderBy(asc(serviceCategories.position));
    },

    async findServiceByName(name: string) {
      const [row] = await db
        .select({
          id: serviceCategories.id,
          name: serviceCategories.name,
          description: serviceCategories.description,
          nameBn: serviceCategories.nameBn,
          descriptionBn: serviceCategories.descriptionBn,
        })
        .from(serviceCategories)
        .where(sql`lower(${serviceCategories.name}) = lower(${name})`);
      return row ?? null;
    },

    listBlogs() {
      return db.select(blogColumns).from(blogs).orderBy(desc(blogs.publishedAt), asc(blogs.id));
    },

    async findBlog(id: string) {
      const [row] = await db.select(blogColumns).from(blogs).where(eq(blogs.id, id));
      return row ?? null;
    },

    /** Every treatment with its category. */
    listTreatments(serviceCategoryId?: string) {
      return db
        .select(optionColumns)
        .from(treatments)
        .innerJoin(serviceCategories, eq(serviceCategories.id, treatments.serviceCategoryId))
        .where(serviceCategoryId ? eq(treatments.serviceCategoryId, serviceCategoryId) : undefined)
        .orderBy(asc(serviceCategories.position), asc(treatments.name));
    },

    /**
     * Every treatment, once per listed doctor, with that doctor's hours and booked stretches on the
     * day, in one round trip. The statement is prepared once per connection, since the appointment page
     * asks it on every visit and every change of day.
     */
    listTreatmentsWithFreeSlots(isoDate: string) {
      return optionsWithFreeSlots.execute({ day: isoDate });
    },

    /**
     * Each listed doctor's hours and taken stretches on every day from `first` through `days`
     * days later, day by day (or only the doctor `doctorId`'s), in one query: a calendar's days
     * without a query each.
     */
    async daysWithFreeSlots(first: string, days: number, doctorId?: string) {
      const day = sql`horizon.day`;
      return rowsOf<DoctorDayRow>(
        await db.execute(sql`
          select to_char(${day}, 'YYYY-MM-DD') as "day", ${treatments.slotMinutes} as "slotMinutes",
            ${workingHoursOn(day)} as "hours", ${takenOn(day)} as "taken"
          from ${doctors}
          join ${treatments} on ${treatments.id} = ${doctors.treatmentId}
          cross join (
            select ${first}::date + offset_days as day from generate_series(0, ${days}::int) as offset_days
          ) as horizon
          where ${listedDoctor} ${doctorId ? sql`and ${doctors.id} = ${doctorId}` : sql``}
          order by ${day}`),
      );
    },

    /** Every treatment's settings (Manage Doctors), by name. */
    listTreatmentSettings() {
      return db.select(treatmentSettingsColumns).from(treatments).orderBy(asc(treatments.name));
    },

    /** One treatment's settings, its row locked until the transaction ends; null when none has the id. */
    async lockTreatmentSettings(id: string) {
      const [row] = await db
        .select(treatmentSettingsColumns)
        .from(treatments)
        .where(eq(treatments.id, id))
        .for('update');
      return row ?? null;
    },

    async setOnDemand(id: string, onDemand: boolean) {
      const [row] = await db
        .update(treatments)
        .set({ onDemand })
        .where(eq(treatments.id, id))
        .returning(treatmentSettingsColumns);
      return row ?? null;
    },

    /** One doctor's row of the same, or none when no listed doctor has this id. */
    async findDoctorWithFreeSlots(doctorId: string, isoDate: string) {
      const [row] = await treatmentsWithDoctors(sql`${isoDate}::date`, doctorId);
      return row ?? null;
    },
  };
}
