import {
  addDays,
  formatWireDate,
  type IsoDate,
  type NextAvailable,
  type PublicDoctor,
  fromMinorUnits,
} from '@sustho/contracts';
import type { Database } from '../../db/client.js';
import { clinicNow } from '../../lib/clinic-time.js';
import { clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import type { BookingCalendar, CatalogService } from '../catalog/service.js';
import { directoryRepository, type DirectoryRow } from './repository.js';

/** The one free-slot computation every reader shares: the catalogue's. */
type DoctorSlots = Pick<CatalogService, 'freeSlotsOfDoctor'>;

/** 0 = Sunday, as doctor_hours counts weekdays. */
const weekdayOf = (day: IsoDate) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The public doctors directory: listed doctors, their profiles and their next free slot. */
export function directoryService(db: Database, slots: DoctorSlots, calendar: BookingCalendar) {
  const repository = directoryRepository(db);

  /**
   * The first day from today to the end of the booking horizon with a free slot. Only the days on
   * which the doctor has hours are asked, so a doctor without hours costs no query, and a working
   * doctor at most one per working day of the horizon.
   */
  async function nextAvailable(doctor: DirectoryRow): Promise<NextAvailable | null> {
    const { today } = clinicNow(clock.now(), calendar.timeZone);
    const working = new Set(doctor.workingWeekdays);
    for (let offset = 0; offset <= calendar.horizonDays && working.size > 0; offset += 1) {
      const day = addDays(today, offset);
      if (!working.has(weekdayOf(day))) continue;
      const [first] = await slots.freeSlotsOfDoctor(doctor.id, day);
      if (first) return { date: formatWireDate(day), slot: first };
    }
    return null;
  }

  async function toPublic(row: DirectoryRow): Promise<PublicDoctor> {
    return {
      _id: row.id,
      name: row.name,
      image: row.image,
      specialty: row.treatmentName,
      treatmentName: row.treatmentName,
      category: row.category,
      qualifications: row.qualifications,
      experienceYears: row.experienceYears,
      languages: row.languages,
      bio: row.bio,
      bmdcNumber: row.bmdcNumber,
      price: fromMinorUnits(row.priceCents),
      currency: row.currency,
      nextAvailable: await nextAvailable(row),
    };
  }

  return {
    async list(query: { specialty?: string; q?: string }): Promise<PublicDoctor[]> {
      const rows = await repository.list({ specialty: query.specialty, name: query.q });
      return Promise.all(rows.map(toPublic));
    },

    async get(id: string): Promise<PublicDoctor> {
      const row = await repository.find(id);
      if (!row) throw notFound('No doctor has this id');
      return toPublic(row);
    },
  };
}

export type DirectoryService = ReturnType<typeof directoryService>;
