import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  treatments,
  blogs,
  bookings,
  doctorHours,
  doctors,
  doctorTimeOff,
  holdsSlot,
  serviceCategories,
} from '../../db/schema.js';

/** Listed doctors: a deleted doctor keeps their row for the record, but no longer practises. */
const isListed = isNull(doctors.deletedAt);

const firstDoctorImage = sql<string | null>`(
  select ${doctors.image} from ${doctors}
  where ${doctors.treatmentId} = ${treatments.id} and ${isListed}
  order by ${doctors.createdAt}, ${doctors.id} limit 1)`;

/**
 * A doctor's free slot starts ('HH:MM') on `day`: every slot of the treatment's length from the
 * start of each of their hours that weekday, unless the day is time off or an active booking of
 * theirs overlaps it (found through the bookings_doctor_free exclusion index, so the cost does not
 * grow with the number of bookings). Slots that have started are the service's to drop.
 */
function freeSlotsOn(day: SQL) {
  const length = sql`make_interval(mins => ${treatments.slotMinutes})`;
  return sql<string[]>`array(
    select to_char(start, 'HH24:MI')
    from ${doctorHours}
    cross join lateral generate_series(${day} + ${doctorHours.startsAt}, ${day} + ${doctorHours.endsAt} - ${length}, ${length}) as start
    where ${doctorHours.doctorId} = ${doctors.id}
      and ${doctorHours.weekday} = extract(dow from ${day})
      and not exists (
        select 1 from ${doctorTimeOff}
        where ${doctorTimeOff.doctorId} = ${doctors.id}
          and ${day} between ${doctorTimeOff.firstDay} and ${doctorTimeOff.lastDay})
      and not exists (
        select 1 from ${bookings}
        where ${bookings.doctorId} = ${doctors.id} and ${holdsSlot(bookings.state)}
          and tsrange(${bookings.appointmentDate} + ${bookings.slotStart}, ${bookings.appointmentDate} + ${bookings.slotEnd})
            && tsrange(start, start + ${length}))
    order by start)::text[]`;
}

const optionColumns = {
  id: treatments.id,
  name: treatments.name,
  category: serviceCategories.name,
  priceCents: treatments.priceCents,
  doctorImage: firstDoctorImage,
};

/** Catalogue reads: services, blogs and appointment options. The only Drizzle user of this module. */
export function catalogRepository(db: Executor) {
  /** Treatments with each of their listed doctors (a treatment without one comes once, with nulls). */
  const treatmentsWithDoctors = (day: SQL, doctorId?: string) =>
    db
      .select({
        ...optionColumns,
        doctorId: doctors.id,
        doctorName: doctors.name,
        doctorPhoto: doctors.image,
        freeSlots: freeSlotsOn(day),
      })
      .from(treatments)
      .innerJoin(serviceCategories, eq(serviceCategories.id, treatments.serviceCategoryId))
      .leftJoin(doctors, and(eq(doctors.treatmentId, treatments.id), isListed))
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
        .select({ name: serviceCategories.name, description: serviceCategories.description })
        .from(serviceCategories)
        .orderBy(asc(serviceCategories.position));
    },

    async findServiceByName(name: string) {
      const [row] = await db
        .select({
          id: serviceCategories.id,
          name: serviceCategories.name,
          description: serviceCategories.description,
        })
        .from(serviceCategories)
        .where(sql`lower(${serviceCategories.name}) = lower(${name})`);
      return row ?? null;
    },

    listBlogs() {
      return db
        .select({ id: blogs.id, title: blogs.title, body: blogs.body })
        .from(blogs)
        .orderBy(desc(blogs.publishedAt), asc(blogs.id));
    },

    async findBlog(id: string) {
      const [row] = await db
        .select({ id: blogs.id, title: blogs.title, body: blogs.body })
        .from(blogs)
        .where(eq(blogs.id, id));
      return row ?? null;
    },

    /** Every treatment with its category and the photo of its first doctor, if it has one. */
    listTreatments(serviceCategoryId?: string) {
      return db
        .select(optionColumns)
        .from(treatments)
        .innerJoin(serviceCategories, eq(serviceCategories.id, treatments.serviceCategoryId))
        .where(serviceCategoryId ? eq(treatments.serviceCategoryId, serviceCategoryId) : undefined)
        .orderBy(asc(serviceCategories.position), asc(treatments.name));
    },

    /**
     * Every treatment, once per listed doctor, with that doctor's free slot starts on the day, in
     * one round trip. The statement is prepared once per connection, since the appointment page
     * asks it on every visit and every change of day.
     */
    listTreatmentsWithFreeSlots(isoDate: string) {
      return optionsWithFreeSlots.execute({ day: isoDate });
    },

    /** One doctor's row of the same, or none when no listed doctor has this id. */
    async findDoctorWithFreeSlots(doctorId: string, isoDate: string) {
      const [row] = await treatmentsWithDoctors(sql`${isoDate}::date`, doctorId);
      return row ?? null;
    },
  };
}
