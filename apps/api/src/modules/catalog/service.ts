import {
  addDays,
  formatWireDate,
  minutesOf,
  slotLabel,
  type AppointmentOption,
  type Blog,
  type DoctorDay,
  type IsoDate,
  type Language,
  type Service,
  type ServiceDetail,
  fromMinorUnits,
} from '@sustho/contracts';
import { clinicNow } from '../../lib/clinic-time.js';
import { clock } from '../../lib/clock.js';
import { inLanguage } from '../../lib/in-language.js';
import { notFound } from '../../lib/errors.js';
import type { Database } from '../../db/client.js';
import { freeSlotStarts } from './free-slots.js';
import { catalogRepository, type DoctorDayRow } from './repository.js';

export const DEFAULT_DOCTOR_IMAGE = '/images/doctor-default.svg';

type DayState = DoctorDay['state'];

/** A day's states from worst to best: a day is as good as its best doctor's. */
const DAY_STATES: readonly DayState[] = ['off', 'full', 'free'];

export interface BookingCalendar {
  timeZone: string;
  horizonDays: number;
}

interface BlogRow {
  id: string;
  title: string;
  body: string;
  titleBn: string;
  bodyBn: string;
}

const toBlog = (row: BlogRow, language: Language): Blog => ({
  _id: row.id,
  title: inLanguage(row.title, row.titleBn, language),
  discription: inLanguage(row.body, row.bodyBn, language),
});

interface ServiceRow {
  name: string;
  description: string;
  nameBn: string;
  descriptionBn: string;
}

const toService = (row: ServiceRow, language: Language): Service => ({
  name: row.name,
  title: inLanguage(row.name, row.nameBn, language),
  description: inLanguage(row.description, row.descriptionBn, language),
});

export function catalogService(db: Database, calendar: BookingCalendar) {
  const repository = catalogRepository(db);

  /**
   * Which slot starts can still be booked on a day, as the minute of the day they must start
   * after: none (null) before today or beyond the horizon, all (-1) on a later day, and on today
   * only those that have not started on the clinic's clock.
   */
  function bookableAfter(day: IsoDate): number | null {
    const { today, minutes } = clinicNow(clock.now(), calendar.timeZone);
    if (day < today || day > addDays(today, calendar.horizonDays)) return null;
    return day > today ? -1 : minutes;
  }

  function bookableFilter(day: IsoDate): (start: string) => boolean {
    const after = bookableAfter(day);
    return (start) => after !== null && minutesOf(start) > after;
  }

  /**
   * One listed doctor's free slot starts ('HH:MM') on the day, with the slots' length; null when no
   * listed doctor has the id.
   */
  async function freeStartsOfDoctor(doctorId: string, day: IsoDate) {
    const row = await repository.findDoctorWithFreeSlots(doctorId, day);
    if (!row) return null;
    const starts = freeSlotStarts(row.hours, row.taken, row.slotMinutes).filter(
      bookableFilter(day),
    );
    return { starts, slotMinutes: row.slotMinutes };
  }

  /**
   * The first day from today to the end of the booking horizon on which `freeOn` finds something
   * free, with what it found; null when none does. Days `worksOn` rules out are not asked, so a
   * day nobody works costs no query. The directory's 'Next available' takes it (decision 015).
   */
  async function firstFreeDay<T>(
    freeOn: (day: IsoDate) => Promise<T | undefined>,
    worksOn: (day: IsoDate) => boolean = () => true,
  ): Promise<{ day: IsoDate; free: T } | null> {
    const { today } = clinicNow(clock.now(), calendar.timeZone);
    for (let offset = 0; offset <= calendar.horizonDays; offset += 1) {
      const day = addDays(today, offset);
      if (!worksOn(day)) continue;
      const free = await freeOn(day);
      if (free !== undefined) return { day, free };
    }
    return null;
  }

  /** A doctor's day: 'free' with a slot still bookable, 'full' when they work, else 'off'. */
  function dayState(row: DoctorDayRow): DayState {
    const free = freeSlotStarts(row.hours, row.taken, row.slotMinutes).some(
      bookableFilter(row.day),
    );
    return free ? 'free' : row.hours.length > 0 ? 'full' : 'off';
  }

  /**
   * The days from today to the end of the booking horizon, each the best state any listed doctor
   * has that day (or `doctorId` alone has), read in one query; null when no listed doctor has
   * `doctorId`.
   */
  async function horizonDays(doctorId?: string): Promise<DoctorDay[] | null> {
    const { today } = clinicNow(clock.now(), calendar.timeZone);
    const rows = await repository.daysWithFreeSlots(today, calendar.horizonDays, doctorId);
    if (doctorId !== undefined && rows.length === 0) return null;
    const states = new Map<IsoDate, DayState>();
    for (let offset = 0; offset <= calendar.horizonDays; offset += 1) {
      states.set(addDays(today, offset), 'off');
    }
    for (const row of rows) {
      const state = dayState(row);
      if (DAY_STATES.indexOf(state) > DAY_STATES.indexOf(states.get(row.day) ?? 'off')) {
        states.set(row.day, state);
      }
    }
    return [...states].map(([day, state]) => ({ date: formatWireDate(day), state }));
  }

  /**
   * Every treatment on the day, with each doctor's slots still free and, as `slots`, their union
   * in time order (docs/product/doctors.md §4: a treatment's free slots are its doctors' together).
   * `title` is the treatment's name in `language`.
   */
  async function listOptionsForDay(
    day: IsoDate,
    language: Language = 'en',
  ): Promise<AppointmentOption[]> {
    const rows = await repository.listTreatmentsWithFreeSlots(day);
    const bookable = bookableFilter(day);
    const options = new Map<string, AppointmentOption & { starts: Set<string> }>();
    for (const row of rows) {
      let option = options.get(row.id);
      if (!option) {
        option = {
          _id: row.id,
          name: row.name,
          title: inLanguage(row.name, row.nameBn, language),
          category: row.category,
          price: fromMinorUnits(row.priceCents),
          currency: row.currency,
          // Rows come oldest doctor first, so this row's doctor is the treatment's first.
          doctorsImg: row.doctorPhoto ?? DEFAULT_DOCTOR_IMAGE,
          slots: [],
          doctors: [],
          starts: new Set(),
        };
        options.set(row.id, option);
      }
      if (!row.doctorId) continue;
      const starts = freeSlotStarts(row.hours, row.taken, row.slotMinutes).filter(bookable);
      for (const start of starts) option.starts.add(start);
      option.doctors.push({
        _id: row.doctorId,
        name: row.doctorName!,
        image: row.doctorPhoto ?? DEFAULT_DOCTOR_IMAGE,
        slots: starts.map(slotLabel),
      });
    }
    return [...options.values()].map(({ starts, ...option }) => ({
      ...option,
      slots: [...starts].sort().map(slotLabel),
    }));
  }

  return {
    bookableAfter,
    bookableFilter,
    firstFreeDay,

    listServices: async (language: Language) =>
      (await repository.listServices()).map((row) => toService(row, language)),

    async getService(name: string, language: Language): Promise<ServiceDetail> {
      const service = await repository.findServiceByName(name);
      if (!service) throw notFound(`No service is called '${name}'`);
      const treatments = await repository.listTreatments(service.id);
      return {
        ...toService(service, language),
        treatments: treatments.map((treatment) => ({
          _id: treatment.id,
          name: treatment.name,
          title: inLanguage(treatment.name, treatment.nameBn, language),
          price: fromMinorUnits(treatment.priceCents),
          currency: treatment.currency,
        })),
      };
    },

    listBlogs: async (language: Language) =>
      (await repository.listBlogs()).map((row) => toBlog(row, language)),

    async getBlog(id: string, language: Language): Promise<Blog> {
      const blog = await repository.findBlog(id);
      if (!blog) throw notFound('No blog has this id');
      return toBlog(blog, language);
    },

    async listSpecialties(language: Language) {
      const treatments = await repository.listTreatments();
      return treatments.map((treatment) => ({
        _id: treatment.id,
        treatmentName: treatment.name,
        title: inLanguage(treatment.name, treatment.nameBn, language),
      }));
    },

    listOptionsForDay,

    /**
     * The first day, from today, on which some treatment has a free slot ('Jan 5, 2023'): where the
     * appointment page opens when today has none (an evening, a day nobody works); null when no
     * day within the booking horizon has one.
     */
    async firstFreeDayOfClinic(): Promise<string | null> {
      const days = await horizonDays();
      return days?.find((day) => day.state === 'free')?.date ?? null;
    },

    /**
     * One listed doctor's days from today to the end of the booking horizon: 'free' with a slot
     * left, 'full' when they work but nothing is left (booked, or started today), 'off' on a day
     * off or time off; null when no listed doctor has the id. The doctor's calendar disables the
     * last two and says why (decision 040).
     */
    daysOfDoctor: (doctorId: string) => horizonDays(doctorId),

    /**
     * The clinic's days, the same way over every listed doctor: 'free' when one has a slot left,
     * 'full' when some work but nothing is left, 'off' when nobody works (the clinic's closed
     * weekdays, everyone's time off). The appointment page's and the reschedule dialog's calendars
     * disable the days off (decision 043).
     */
    daysOfClinic: async (): Promise<DoctorDay[]> => (await horizonDays()) ?? [],

    /** One listed doctor's free slot labels on the day; none when no listed doctor has the id. */
    async freeSlotsOfDoctor(doctorId: string, day: IsoDate): Promise<string[]> {
      return ((await freeStartsOfDoctor(doctorId, day))?.starts ?? []).map(slotLabel);
    },

    freeStartsOfDoctor,
  };
}

export type CatalogService = ReturnType<typeof catalogService>;
