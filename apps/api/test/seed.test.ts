import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedCatalog } from '../src/db/seed.js';
import { treatments, blogs, serviceCategories } from '../src/db/schema.js';
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
    for (const option of options) {
      expect(option.priceCents).toBeGreaterThan(0);
      for (const start of option.slotStarts) {
        const [hours, minutes] = start.split(':').map(Number) as [number, number];
        expect(minutes % 30).toBe(0);
        expect(hours * 60 + minutes).toBeGreaterThanOrEqual(9 * 60);
        expect(hours * 60 + minutes + 30).toBeLessThanOrEqual(17 * 60);
      }
    }

    expect(await seedCatalog(db)).toBe(false);
    expect(await db.select().from(treatments)).toHaveLength(options.length);
  });
});
