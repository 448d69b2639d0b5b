import { addDays, type IsoDate } from '@sustho/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { treatments } from '../src/db/schema.js';

/**
 * Replaces every booking with `count` active ones in one INSERT ... SELECT. Every slot of every
 * option is taken on the days around `queryDay`, past and future, nearest days first; on
 * `queryDay` itself every other slot stays free, so its answer looks the same at any count.
 */
export async function fillBookings(db: Database, count: number, queryDay: IsoDate): Promise<void> {
  const [totals] = await db
    .select({ perDay: sql<number>`sum(cardinality(${treatments.slotStarts}))::int` })
    .from(treatments);
  const perDay = totals!.perDay;
  const days = Math.ceil(count / perDay) * 2 + 2;
  const firstDay = addDays(queryDay, -Math.floor(days / 2));
  await db.execute(sql`truncate bookings cascade`);
  await db.execute(sql`
    insert into bookings (option_id, appointment_date, slot_start, patient_name, email, phone, price_cents)
    select option_id, day, start, 'Bench patient', 'bench-' || row_number() over () || '@example.com', '01712345678', price_cents
    from (
      select o.id as option_id, o.price_cents, ${firstDay}::date + i as day, s.start, s.ord
      from generate_series(0, ${days - 1}::int) as i
      cross join appointment_options o
      cross join unnest(o.slot_starts) with ordinality as s(start, ord)
    ) as slots
    where not (day = ${queryDay}::date and ord % 2 = 0)
    order by abs(day - ${queryDay}::date), day
    limit ${count}::int`);
  await db.execute(sql`analyze bookings`);
}
