import type { CatalogMedicine } from '@sustho/contracts';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { ErrorMessage } from '../../../components/ui/error-message';
import { useCopy } from '../../../copy/language';
import { useMedicineSearch } from '../api/search-medicines';
import { MedicineCard } from './medicine-card';

/** How long typing must pause before a search goes out: one request per word, not per letter. */
export const SEARCH_DEBOUNCE_MS = 250;

/** The text once it has stopped changing for `ms`. */
function useSettled(text: string, ms: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

/** The patient's results: a card per medicine, with 'Add to cart'. */
const medicineCards = (medicines: CatalogMedicine[]) => (
  <ul className="grid gap-3 sm:grid-cols-2">
    {medicines.map((medicine) => (
      <li key={medicine._id}>
        <MedicineCard medicine={medicine} />
      </li>
    ))}
  </ul>
);

/**
 * Search as the reader types: brand or generic name. Patients get the results as cards; the
 * pharmacist's catalogue page shows them its own way (`results`).
 */
export function MedicineSearch({
  results = medicineCards,
}: {
  results?: (medicines: CatalogMedicine[]) => ReactNode;
}) {
  const text = useCopy().pharmacy;
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const query = useSettled(typed.trim(), SEARCH_DEBOUNCE_MS);
  const search = useMedicineSearch(query);
  const waiting = search.isFetching || query !== typed.trim();
  const medicines = search.data ?? [];
  return (
    <div className="flex flex-col gap-4">
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className="label mb-1 font-semibold">
          {text.searchLabel}
        </label>
        <div className="flex items-center gap-2">
          <input
            id={inputId}
            type="search"
            className="input input-bordered min-h-11 w-full"
            placeholder={text.searchPlaceholder}
            value={typed}
            maxLength={100}
            autoComplete="off"
            onChange={(event) => setTyped(event.target.value)}
          />
          <span role="status" className="w-6">
            {waiting && (
              <>
                <span className="loading loading-spinner loading-sm" aria-hidden="true" />
                <span className="sr-only">{text.searching}</span>
              </>
            )}
          </span>
        </div>
      </form>
      {search.isError && !search.data ? (
        <ErrorMessage message={search.error.message} onRetry={() => void search.refetch()} />
      ) : (
        <section aria-label={text.results} aria-busy={waiting}>
          {search.isSuccess && medicines.length === 0 && (
            <p role="status" className="py-6 text-center">
              {text.noMatch(query)}
            </p>
          )}
          {medicines.length > 0 && results(medicines)}
        </section>
      )}
    </div>
  );
}
