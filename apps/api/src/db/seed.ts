import { toMinorUnits, type Currency } from '@sustho/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { treatments, blogs, doctorHours, doctors, serviceCategories } from './schema.js';
import {
  SEED_WORKING_DAYS,
  seedBlogs,
  seedDoctors,
  seedOptions,
  seedServices,
} from './seed-data.js';

const SEED_LOCK_KEY = 7_120_302;

/**
 * Fills an empty database with the demo catalogue and its doctors, so any fresh start books. It is one transaction under an advisory lock,
 * so processes starting together seed once, and a crash leaves either everything or nothing.
 * Prices are in `currency`, the clinic's. Returns whether anything was written.
 */
export async function seedCatalog(db: Database, currency: Currency = 'USD'): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const existing = await tx.select({ id: serviceCategories.id }).from(serviceCategories).limit(1);
    if (existing.length > 0) return false;

    const insertedServices = await tx
      .insert(serviceCategories)
      .values(seedServices.map((service, position) => ({ ...service, position })))
      .returning({ id: serviceCategories.id, name: serviceCategories.name });
    const serviceIdByName = new Map(insertedServices.map((row) => [row.name, row.id]));

    const insertedTreatments = await tx
      .insert(treatments)
      .values(
        seedOptions.map((option) => ({
          name: option.name,
          nameBn: option.nameBn,
          serviceCategoryId: serviceIdByName.get(option.service)!,
          priceCents: toMinorUnits(option.price[currency]),
          currency,
          slotMinutes: 30,
          onDemand: 'onDemand' in option && option.onDemand,
        })),
      )
      .returning({ id: treatments.id, name: treatments.name });
    const treatmentIdByName = new Map(insertedTreatments.map((row) => [row.name, row.id]));

    // One at a time, so each doctor's created_at orders them as listed (the first is a treatment's
    // pictured doctor).
    for (const doctor of seedDoctors) {
      const [row] = await tx
        .insert(doctors)
        .values({
          name: doctor.name,
          email: doctor.email,
          treatmentId: treatmentIdByName.get(doctor.treatment)!,
          image: doctor.image,
          bmdcNumber: doctor.bmdc,
          qualifications: doctor.qualifications,
          qualificationsBn: doctor.qualificationsBn,
          experienceYears: doctor.years,
          languages: doctor.languages,
          bio: doctor.bio,
          bioBn: doctor.bioBn,
          createdAt: sql`clock_timestamp()`,
        })
        .returning({ id: doctors.id });
      await tx.insert(doctorHours).values(
        SEED_WORKING_DAYS.flatMap((weekday) =>
          doctor.hours.map((interval) => ({
            doctorId: row!.id,
            weekday,
            startsAt: interval.start,
            endsAt: interval.end,
          })),
        ),
      );
    }

    // Newest first on the blog list: publish them a day apart in list order.
    const now = Date.now();
    await tx.insert(blogs).values(
      seedBlogs.map((blog, index) => ({
        title: blog.title,
        body: blog.discription,
        titleBn: blog.titleBn,
        bodyBn: blog.discriptionBn,
        publishedAt: new Date(now - index * 86_400_000),
      })),
    );
    return true;
  });
}
