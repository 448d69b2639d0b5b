import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  doctorHours,
  doctors,
  listedDoctor,
  serviceCategories,
  treatments,
} from '../../db/schema.js';

export interface DirectoryFilter {
  /** A treatment's or a service's name, ignoring case. */
  specialty?: string;
  /** Part of the doctor's name, ignoring case. */
  name?: string;
}

/** `%`, `_` and `\` in a visitor's search are letters to find, not LIKE's wildcards. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** SQL for the public directory: listed (not deleted) doctors with their treatment and its service. */
export function directoryRepository(db: Executor) {
  function select(...conditions: (SQL | undefined)[]) {
    return db
      .select({
        id: doctors.id,
        name: doctors.name,
        image: doctors.image,
        treatmentName: treatments.name,
        treatmentNameBn: treatments.nameBn,
        category: serviceCategories.name,
        priceCents: treatments.priceCents,
        currency: treatments.currency,
        qualifications: doctors.qualifications,
        qualificationsBn: doctors.qualificationsBn,
        experienceYears: doctors.experienceYears,
        languages: doctors.languages,
        bio: doctors.bio,
        bioBn: doctors.bioBn,
        bmdcNumber: doctors.bmdcNumber,
        // The weekdays with hours, so days the doctor never works are not searched for slots.
        workingWeekdays: sql<number[]>`coalesce((
          select array_agg(distinct ${doctorHours.weekday})
          from ${doctorHours} where ${doctorHours.doctorId} = ${doctors.id}
        ), '{}')`,
      })
      .from(doctors)
      .innerJoin(treatments, eq(treatments.id, doctors.treatmentId))
      .innerJoin(serviceCategories, eq(serviceCategories.id, treatments.serviceCategoryId))
      .where(and(listedDoctor, ...conditions))
      .orderBy(asc(doctors.name), asc(doctors.id));
  }

  return {
    list({ specialty, name }: DirectoryFilter) {
      return select(
        specialty === undefined
          ? undefined
          : or(
              sql`lower(${treatments.name}) = lower(${specialty})`,
              sql`lower(${serviceCategories.name}) = lower(${specialty})`,
            ),
        name === undefined ? undefined : ilike(doctors.name, `%${likeLiteral(name)}%`),
      );
    },

    async find(id: string) {
      const [row] = await select(eq(doctors.id, id));
      return row ?? null;
    },
  };
}

export type DirectoryRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof directoryRepository>['find']>>
>;
