import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { appointmentOptions, blogs, bookings, doctors, services } from '../../db/schema.js';

/** Catalogue reads: services, blogs and appointment options. The only Drizzle user of this module. */
export function catalogRepository(db: Database) {
  return {
    listServices() {
      return db
        .select({ name: services.name, description: services.description })
        .from(services)
        .orderBy(asc(services.position));
    },

    async findServiceByName(name: string) {
      const [row] = await db
        .select({ id: services.id, name: services.name, description: services.description })
        .from(services)
        .where(sql`lower(${services.name}) = lower(${name})`);
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

    /** Every option with its category and the photo of its first doctor, if it has one. */
    listOptions(serviceId?: string) {
      const firstDoctorImage = sql<string | null>`(
        select ${doctors.image} from ${doctors}
        where ${doctors.specialtyId} = ${appointmentOptions.id}
        order by ${doctors.createdAt} limit 1)`;
      return db
        .select({
          id: appointmentOptions.id,
          name: appointmentOptions.name,
          category: services.name,
          priceCents: appointmentOptions.priceCents,
          slotStarts: appointmentOptions.slotStarts,
          doctorImage: firstDoctorImage,
        })
        .from(appointmentOptions)
        .innerJoin(services, eq(services.id, appointmentOptions.serviceId))
        .where(serviceId ? eq(appointmentOptions.serviceId, serviceId) : undefined)
        .orderBy(asc(services.position), asc(appointmentOptions.name));
    },

    /** Slots held by active bookings on one day. */
    listTakenSlots(isoDate: string) {
      return db
        .select({ optionId: bookings.optionId, slotStart: bookings.slotStart })
        .from(bookings)
        .where(and(eq(bookings.appointmentDate, isoDate), eq(bookings.status, 'active')));
    },
  };
}

export type CatalogRepository = ReturnType<typeof catalogRepository>;
