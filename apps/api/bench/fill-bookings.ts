import type { IsoDate } from '@sustho/contracts';
import { eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { doctorHours, doctors, treatments } from '../src/db/schema.js';

/**
 * Adds `count` active bookings in one INSERT ... SELECT: every slot of every listed doctor on the
 * days before `today`, nearest first, and every other slot of `readDay`, so the answer for
 * `readDay` looks the same at any count while the days booked through the API stay free.
 */
export async function fillBookings(
  db: Database,
  count: number,
  today: IsoDate,
  readDay: IsoDate,
): Promise<void> {
  // A week holds every weekday's hours once: enough weeks back for `count` bookings.
  const [week] = await db
    .select({
      slots: sql<number>`coalesce(sum(extract(epoch from ${doctorHours.endsAt} - ${doctorHours.startsAt}) / 60 / ${treatments.slotMinutes}), 0)::int`,
    })
    .from(doctorHours)
    .innerJoin(doctors, eq(doctors.id, doctorHours.doctorId))
    .innerJoin(treatments, eq(treatments.id, doctors.treatmentId))
    .where(isNull(doctors.deletedAt));
  const days = (Math.ceil(count / Math.max(1, week!.slots)) + 1) * 7;
  await db.execute(sql`
    insert into bookings (option_id, doctor_id, appointment_date, slot_start, slot_end, patient_name, email, phone, price_cents, currency)
    select option_id, doctor_id, day, start::time, (start + length)::time, 'Bench patient', 'bench-' || row_number() over () || '@example.com', '01712345678', price_cents, currency
    from (
      select o.id as option_id, d.id as doctor_id, o.price_cents, o.currency, days.day, start,
        make_interval(mins => o.slot_minutes) as length,
        row_number() over (partition by d.id, days.day order by start) as ord
      from (select ${readDay}::date as day union all
            select ${today}::date - i from generate_series(1, ${days}::int) as i) as days
      join doctor_hours h on h.weekday = extract(dow from days.day)
      join doctors d on d.id = h.doctor_id and d.deleted_at is null
      join appointment_options o on o.id = d.specialty_id
      cross join lateral generate_series(days.day + h.starts_at, days.day + h.ends_at - make_interval(mins => o.slot_minutes), make_interval(mins => o.slot_minutes)) as start
    ) as slots
    where day < ${today}::date or ord % 2 = 1
    order by day = ${readDay}::date desc, day desc
    limit ${count}::int`);
}
