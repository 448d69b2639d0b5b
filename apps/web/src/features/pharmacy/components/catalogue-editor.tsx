import { MedicineSearch } from './medicine-search';
import { MedicineStockTable } from './medicine-stock-table';

/** The catalogue searched as /pharmacy searches it, its matches shown to edit. */
export function CatalogueEditor() {
  return <MedicineSearch results={(medicines) => <MedicineStockTable medicines={medicines} />} />;
}
