import {
  formatWireDate,
  type DoctorDay,
  type IsoDate,
  type Language,
  type NextAvailable,
  type PublicDoctor,
  fromMinorUnits,
} from '@sustho/contracts';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { inLanguage } from '../../lib/in-language.js';
import type { CatalogService } from '../catalog/index.js';
import { directoryRepository, type DirectoryRow } from './repository.js';

/** The one free-slot computation every reader shares: the catalogue's, and its walk over the horizon. */
type DoctorSlots = Pick<CatalogService, 'freeSlotsOfDoctor' | 'firstFreeDay' | 'daysOfDoctor'>;

/** How many free slots a directory card offers as buttons. */
const NEXT_SLOTS_SHOWN = 3;

/** 0 = Sunday, as doctor_hours counts weekdays. */
const weekdayOf = (day: IsoDate) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The public doctors directory: listed doctors, their profiles and their next free slot. */
export function directoryService(db: Database, slots: DoctorSlots) {
  const repository = directoryRepository(db);

  /**
   * The doctor's first free slot from today to the end of the booking horizon, asked of the
   * catalogue only on the weekdays the doctor has hours: a doctor without hours costs no query,
   * and a working one at most one per working day of the horizon.
   */
  async function nextAvailable(doctor: DirectoryRow): Promise<NextAvailable | null> {
    const working = new Set(doctor.workingWeekdays);
    if (working.size === 0) return null;
    const found = await slots.firstFreeDay(
      async (day) => {
        const free = await slots.freeSlotsOfDoctor(doctor.id, day);
        return free.length > 0 ? free.slice(0, NEXT_SLOTS_SHOWN) : undefined;
      },
      (day) => working.has(weekdayOf(day)),
    );
    return found && { date: formatWireDate(found.day), slot: found.free[0]!, slots: found.free };
  }

  /** The row as the public reads it, its treatment, qualifications and bio in `language`. */
  async function toPublic(row: DirectoryRow, language: Language): Promise<PublicDoctor> {
    return {
      _id: row.id,
      name: row.name,
      image: row.image,
      specialty: inLanguage(row.treatmentName, row.treatmentNameBn, language),
      treatmentName: row.treatmentName,
      category: row.category,
      qualifications: inLanguage(row.qualifications, row.qualificationsBn, language),
      experienceYears: row.experienceYears,
      languages: row.languages,
      bio: inLanguage(row.bio, row.bioBn, language),
      bmdcNumber: row.bmdcNumber,
      price: fromMinorUnits(row.priceCents),
      currency: row.currency,
      nextAvailable: await nextAvailable(row),
    };
  }

  return {
    async list(
      query: { specialty?: string; q?: string },
      language: Language,
    ): Promise<PublicDoctor[]> {
      const rows = await repository.list({ specialty: query.specialty, name: query.q });
      return Promise.all(rows.map((row) => toPublic(row, language)));
    },

    async get(id: string, language: Language): Promise<PublicDoctor> {
      const row = await repository.find(id);
      if (!row) throw notFound('No doctor has this id');
      return toPublic(row, language);
    },

    /** A listed doctor's days within the booking horizon, for their calendar. */
    async days(id: string): Promise<DoctorDay[]> {
      const days = await slots.daysOfDoctor(id);
      if (!days) throw notFound('No doctor has this id');
      return days;
    },
  };
}

export type DirectoryService = ReturnType<typeof directoryService>;
