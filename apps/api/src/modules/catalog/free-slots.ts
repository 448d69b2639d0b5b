/** Minutes past midnight of 'HH:MM' (or 'HH:MM:SS'). */
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A stretch of a day, as 'HH:MM-HH:MM' (the database's text for a working interval or a booking). */
function stretch(text: string): [number, number] {
  const [from = '', to = ''] = text.split('-');
  return [minutesOf(from), minutesOf(to)];
}

/**
 * A doctor's free slot starts ('HH:MM', in time order) on a day: every slot of `slotMinutes` from
 * the start of each working interval, unless one of the day's taken stretches overlaps it
 * (docs/product/doctors.md §4). The database's constraints, not this, decide a booking; this only lists the offer.
 */
export function freeSlotStarts(hours: string[], taken: string[], slotMinutes: number): string[] {
  const busy = taken.map(stretch);
  const starts: number[] = [];
  for (const [from, to] of hours.map(stretch)) {
    for (let start = from; start + slotMinutes <= to; start += slotMinutes) {
      const end = start + slotMinutes;
      if (!busy.some(([busyFrom, busyTo]) => busyFrom < end && busyTo > start)) starts.push(start);
    }
  }
  return starts.sort((a, b) => a - b).map(clock);
}
