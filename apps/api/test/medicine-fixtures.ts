import { randomUUID } from 'node:crypto';
import type { Database } from '../src/db/client.js';
import { insertMedicines, type MedicineWithGenericName } from '../src/db/seed-medicines.js';

/** A medicine of the catalogue, over the counter and in stock unless told. */
export async function createMedicine(
  db: Database,
  overrides: Partial<MedicineWithGenericName> = {},
) {
  const [row] = await insertMedicines(db, [
    {
      brandName: `Testamol ${randomUUID().slice(0, 8)}`,
      genericName: 'Paracetamol',
      strength: '500 mg',
      form: 'tablet',
      manufacturer: 'Test Pharmaceuticals',
      packDescription: '10 x 10 tablets',
      unitsPerPack: 100,
      unitPriceCents: 120,
      currency: 'USD',
      rx: false,
      stockUnits: 1000,
      ...overrides,
    },
  ]);
  return row!;
}
