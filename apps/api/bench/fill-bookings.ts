import { addDays, type IsoDate } from '@sustho/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { doctorHours, doctors, treatments } from '../src/db/schema.js';

/**
 * Replaces every booking with `count` active ones in one INSERT ... SELECT. Every slot of every
 * doctor is taken on the days around `queryDay`, past and future, nearest days first; on
 * `queryDay` itself every other slot stays free, so its answer looks the same at any count.
 */
export async function fillBookings(db: Database, count: number, queryDay: IsoDate): Promise<void> {
  // A week holds every weekday's hours once: enough days for `count` bookings, twice over for both sides.
  const [week] = await db
    .select({
      slots: sql<number>`coalesce(sum(extract(epoch from ${doctorHours.endsAt} - ${doctorHours.startsAt}) / 60 / ${treatments.slotMinutes}), 0)::int`,
    })
    .from(doctorHours)
    .innerJoin(doctors, eq(doctors.id, doctorHours.doctorId))
    .innerJoin(treatments, eq(treatments.id, doctors.treatmentId));
  const perWeek = Math.max(1, week!.slots);
  const days = Math.ceil(count / perWeek) * 7 * 2 + 14;
  const firstDay = addDays(queryDay, -Math.floor(days / 2));
  await db.execute(sql`truncate bookings cascade`);
  await db.execute(sql`
    insert into bookings (option_id, doctor_id, appointment_date, slot_start, slot_end, patient_name, email, phone, price_cents)
    select option_id, doctor_id, day, start::time, (start + length)::time, 'Bench patient', 'bench-' || row_number() over () || '@example.com', '01712345678', price_cents
    from (
      select o.id as option_id, d.id as doctor_id, o.price_cents, days.day, start,
        make_interval(mins => o.slot_minutes) as length,
        row_number() over (partition by d.id, days.day order by start) as ord
      from generate_series(0, ${days - 1}::int) as i
      cross join lateral (select ${firstDay}::date + i as day) as days
      join doctor_hours h on h.weekday = extract(dow from days.day)
      join doctors d on d.id = h.doctor_id and d.deleted_at is null
      join appointment_options o on o.id = d.specialty_id
      cross join lateral generate_series(days.day + h.starts_at, days.day + h.ends_at - make_interval(mins => o.slot_minutes), make_interval(mins => o.slot_minutes)) as start
    ) as slots
    where not (day = ${queryDay}::date and ord % 2 = 0)
    order by abs(day - ${queryDay}::date), day
    limit ${count}::int`);
  await db.execute(sql`analyze bookings`);
}
