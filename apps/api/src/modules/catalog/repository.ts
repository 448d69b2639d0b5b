import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  treatments,
  blogs,
  bookings,
  doctors,
  holdsSlot,
  serviceCategories,
} from '../../db/schema.js';

const firstDoctorImage = sql<string | null>`(
  select ${doctors.image} from ${doctors}
  where ${doctors.treatmentId} = ${treatments.id}
  order by ${doctors.createdAt} limit 1)`;

const optionColumns = {
  id: treatments.id,
  name: treatments.name,
  category: serviceCategories.name,
  priceCents: treatments.priceCents,
  doctorImage: firstDoctorImage,
};

/** Catalogue reads: services, blogs and appointment options. The only Drizzle user of this module. */
export function catalogRepository(db: Executor) {
  const freeSlots = sql<string[]>`array(
    select to_char(start, 'HH24:MI') from unnest(${treatments.slotStarts}) as start
    where not exists (
      select 1 from ${bookings}
      where ${bookings.treatmentId} = ${treatments.id} and ${bookings.appointmentDate} = ${sql.placeholder('day')}
        and ${bookings.slotStart} = start and ${holdsSlot(bookings.state)})
    order by start)::text[]`;
  const optionsWithFreeSlots = db
    .select({ ...optionColumns, freeSlots })
    .from(treatments)
    .innerJoin(serviceCategories, eq(serviceCategories.id, treatments.serviceCategoryId))
    .orderBy(asc(serviceCategories.position), asc(treatments.name))
    .prepare('options_with_free_slots');

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
     * Every treatment with the slot starts ('HH:MM') no active booking holds on the day, in one round
     * trip. Each slot is looked up in the bookings_one_per_slot index, so the cost does not grow
     * with the number of bookings; the statement is prepared once per connection, since the
     * appointment page asks it on every visit and every change of day.
     */
    listTreatmentsWithFreeSlots(isoDate: string) {
      return optionsWithFreeSlots.execute({ day: isoDate });
    },
  };
}
