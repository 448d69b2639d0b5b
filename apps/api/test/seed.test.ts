import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedCatalog } from '../src/db/seed.js';
import { treatments, blogs, doctorHours, doctors, serviceCategories } from '../src/db/schema.js';
import { createTestDatabase } from './helper.js';

const { db } = await createTestDatabase();

describe('seedCatalog', () => {
  it('fills an empty database with the demo catalogue, once', async () => {
    expect(await seedCatalog(db)).toBe(true);
    const serviceNames = (
      await db.select({ name: serviceCategories.name }).from(serviceCategories)
    ).map((s) => s.name);
    expect(serviceNames.sort()).toEqual(['Consultant', 'Medical', 'Physiologist', 'Therapist']);
    const [blogCount] = await db.select({ n: count() }).from(blogs);
    expect(blogCount!.n).toBeGreaterThanOrEqual(6);

    const options = await db.select().from(treatments);
    expect(options.length).toBeGreaterThanOrEqual(8);
    expect(new Set(options.map((o) => o.serviceCategoryId)).size).toBe(4);
    const seededDoctors = await db.select().from(doctors);
    const hours = await db.select().from(doctorHours);
    for (const option of options) {
      expect(option.priceCents).toBeGreaterThan(0);
      expect(option.slotMinutes).toBe(30);
      const ofOption = seededDoctors.filter((doctor) => doctor.treatmentId === option.id);
      expect(ofOption.length).toBeGreaterThanOrEqual(2);
      expect(ofOption.length).toBeLessThanOrEqual(3);
    }
    for (const doctor of seededDoctors) {
      expect(doctor.bmdcNumber).toMatch(/^[A-Z]-\d+$/);
      const own = hours.filter((interval) => interval.doctorId === doctor.id);
      // Sunday to Thursday, within the opening hours of 9.00 am to 5.00 pm.
      expect([...new Set(own.map((interval) => interval.weekday))].sort()).toEqual([0, 1, 2, 3, 4]);
      for (const interval of own) {
        expect(interval.startsAt >= '09:00').toBe(true);
        expect(interval.endsAt <= '17:00:00').toBe(true);
      }
    }

    expect(await seedCatalog(db)).toBe(false);
    expect(await db.select().from(treatments)).toHaveLength(options.length);
  });
});
