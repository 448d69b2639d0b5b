import { sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { treatments, blogs, serviceCategories } from './schema.js';
import { seedBlogs, seedOptions, seedServices } from './seed-data.js';

const SEED_LOCK_KEY = 7_120_302;

/**
 * Fills an empty database with the demo catalogue. It is one transaction under an advisory lock,
 * so processes starting together seed once, and a crash leaves either everything or nothing.
 * Returns whether anything was written.
 */
export async function seedCatalog(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const existing = await tx.select({ id: serviceCategories.id }).from(serviceCategories).limit(1);
    if (existing.length > 0) return false;

    const insertedServices = await tx
      .insert(serviceCategories)
      .values(seedServices.map((service, position) => ({ ...service, position })))
      .returning({ id: serviceCategories.id, name: serviceCategories.name });
    const serviceIdByName = new Map(insertedServices.map((row) => [row.name, row.id]));

    await tx.insert(treatments).values(
      seedOptions.map((option) => ({
        name: option.name,
        serviceCategoryId: serviceIdByName.get(option.service)!,
        priceCents: option.price * 100,
        slotStarts: option.slots,
      })),
    );

    // Newest first on the blog list: publish them a day apart in list order.
    const now = Date.now();
    await tx.insert(blogs).values(
      seedBlogs.map((blog, index) => ({
        title: blog.title,
        body: blog.discription,
        publishedAt: new Date(now - index * 86_400_000),
      })),
    );
    return true;
  });
}
