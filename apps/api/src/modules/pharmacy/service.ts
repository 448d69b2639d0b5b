import {
  fromMinorUnits,
  MEDICINE_SEARCH_LIMIT,
  toMinorUnits,
  type CatalogMedicine,
  type Currency,
  type MedicineImportProblem,
  type MedicineImportResult,
  type MedicineUpdateInput,
} from '@sustho/contracts';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { AuthUser } from '../auth/index.js';
import { recordAudit } from '../audit/index.js';
import { readCatalogueFile } from './catalogue-file.js';
import { pharmacyRepository, type MedicineRow } from './repository.js';

/** A medicine on the wire: prices in whole units of its currency, as every price is answered. */
export const medicineOf = (row: MedicineRow): CatalogMedicine => ({
  _id: row.id,
  brandName: row.brandName,
  genericName: row.genericName,
  strength: row.strength,
  form: row.form,
  manufacturer: row.manufacturer,
  packDescription: row.packDescription,
  unitsPerPack: row.unitsPerPack,
  unitPrice: fromMinorUnits(row.unitPriceCents),
  packPrice: fromMinorUnits(row.unitPriceCents * row.unitsPerPack),
  currency: row.currency,
  rx: row.rx,
  inStock: row.stockUnits,
});

/** A catalogue file's answer: its counts, or its problems when nothing was imported. */
export type CatalogueImport =
  ({ ok: true } & MedicineImportResult) | { ok: false; problems: MedicineImportProblem[] };

/**
 * The pharmacy's catalogue (services.md §5): search and one medicine as patients find them, and the
 * pharmacist's side, where prices and stock are edited and whole catalogues imported, each audited.
 * Imported prices are in `currency`, the clinic's.
 */
export function pharmacyService(db: Database, currency: Currency) {
  const medicines = pharmacyRepository(db);
  return {
    /** The best matches for `query` (brand or generic name, misspelt or not); without one, the first page by brand. */
    async search(query: string | undefined): Promise<CatalogMedicine[]> {
      const rows = query
        ? await medicines.search(query, MEDICINE_SEARCH_LIMIT)
        : await medicines.firstByBrand(MEDICINE_SEARCH_LIMIT);
      return rows.map(medicineOf);
    },

    async get(id: string): Promise<CatalogMedicine> {
      const row = await medicines.byId(id);
      if (!row) throw notFound('No medicine has this id');
      return medicineOf(row);
    },

    /** Sets a medicine's unit price (whole units) or stock (units), answering the medicine as it now is. */
    async update(
      actor: AuthUser,
      id: string,
      input: MedicineUpdateInput,
    ): Promise<CatalogMedicine> {
      const change = {
        ...(input.unitPrice !== undefined && { unitPriceCents: toMinorUnits(input.unitPrice) }),
        ...(input.stock !== undefined && { stockUnits: input.stock }),
      };
      return db.transaction(async (tx) => {
        const catalogue = pharmacyRepository(tx);
        if (!(await catalogue.update(id, change))) throw notFound('No medicine has this id');
        await recordAudit(tx, {
          actor,
          action: 'medicine.update',
          targetType: 'medicine',
          targetId: id,
          details: { ...input },
        });
        return medicineOf((await catalogue.byId(id))!);
      });
    },

    /**
     * Imports a catalogue file: every line checked first, then all of it written in one
     * transaction (each medicine added or replacing the one of the same brand, strength, form and
     * manufacturer), or nothing when any line is wrong.
     */
    async importCatalogue(
      actor: AuthUser,
      file: { data: Buffer; fileName: string },
    ): Promise<CatalogueImport> {
      const read = readCatalogueFile(file.data, currency);
      if (!read.ok) return read;
      const { added } = await db.transaction(async (tx) => {
        const written = await pharmacyRepository(tx).upsert(read.medicines);
        await recordAudit(tx, {
          actor,
          action: 'medicine.import',
          targetType: 'medicine-catalogue',
          targetId: file.fileName.slice(0, 200),
          details: { added: written.added, updated: read.medicines.length - written.added },
        });
        return written;
      });
      return { ok: true, added, updated: read.medicines.length - added };
    },
  };
}

export type PharmacyService = ReturnType<typeof pharmacyService>;
