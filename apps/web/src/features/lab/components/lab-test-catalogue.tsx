import { LAB_TEST_SEARCH_MAX_LENGTH, type LabTest } from '@sustho/contracts';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import { useLabTests } from '../api/get-lab-tests';
import { useChosenTests } from '../chosen-tests';
import { LabTestCard } from './lab-test-card';

/** How long typing pauses before the list filters: one request per word, not per letter. */
const FILTER_DELAY_MS = 250;

/** The search the URL carries ('?q=cbc'), so a filtered list can be shared and the server renders it. */
export const searchOf = (search: URLSearchParams) => search.get('q')?.trim() ?? '';

/**
 * The search box. It filters as the reader types, by putting the words into the page's URL; before
 * the app runs it is a GET form to `action` (the page it is on), so pressing Enter has the server
 * render the filtered page.
 */
export function LabTestSearch({ action }: { action: string }) {
  const text = useCopy().labTests;
  const inputId = useId();
  const [search, setSearch] = useSearchParams();
  const query = searchOf(search);
  const [typed, setTyped] = useState(query);
  const sent = useRef(query);

  // A navigation to another search (the menu's link, Back) shows its words in the box.
  useEffect(() => {
    if (query !== sent.current) {
      sent.current = query;
      setTyped(query);
    }
  }, [query]);

  useEffect(() => {
    const words = typed.trim();
    if (words === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = words;
      setSearch(words ? { q: words } : {}, { replace: true, preventScrollReset: true });
    }, FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, setSearch]);

  return (
    <form
      method="get"
      action={action}
      role="search"
      onSubmit={(event) => event.preventDefault()}
      className="w-full max-w-xl"
    >
      <label htmlFor={inputId} className="flex flex-col gap-1">
        <span className="label-text">{text.search}</span>
        <input
          id={inputId}
          type="search"
          name="q"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={text.searchPlaceholder}
          maxLength={LAB_TEST_SEARCH_MAX_LENGTH}
          autoComplete="off"
          className="input input-bordered w-full"
        />
      </label>
    </form>
  );
}

/** The bar under the list once tests are chosen: how many, and the way to book them. */
function ChosenBar({ chosen }: { chosen: string[] }) {
  const text = useCopy().labOrders.choose;
  const show = useFormat();
  if (chosen.length === 0) return null;
  return (
    <div className="sticky bottom-0 z-10 flex flex-wrap items-center justify-between gap-2 rounded-box border border-base-300 bg-base-100 p-3 shadow">
      <p role="status">{text.chosen(show.number(chosen.length), chosen.length === 1)}</p>
      <Link to={paths.labBooking({ tests: chosen })} className="btn btn-primary min-h-11">
        {text.bookChosen}
      </Link>
    </div>
  );
}

/**
 * /lab-tests' content (services.md §6): the search and every test that matches it, each with
 * 'Book'; the chosen ones stay chosen across searches and go to the booking page together.
 */
export function LabTestCatalogue() {
  const text = useCopy().labTests;
  const { chosen, toggle } = useChosenTests();
  return (
    <section aria-labelledby="lab-tests-heading" className="flex flex-col gap-4 px-4 py-8">
      <h1 id="lab-tests-heading" className="text-3xl font-bold">
        {text.heading}
      </h1>
      <p className="max-w-2xl">{text.intro}</p>
      <LabTestSearch action={paths.labTests} />
      <LabTestMatches
        listClassName="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        item={(test) => (
          <LabTestCard
            key={test._id}
            test={test}
            chosen={chosen.includes(test._id)}
            onToggle={() => toggle(test._id)}
          />
        )}
      >
        <ChosenBar chosen={chosen} />
      </LabTestMatches>
    </section>
  );
}

/**
 * The tests matching the search the URL carries: how many, then each as `item` draws it (a card to
 * book on /lab-tests, an editor on the lab's catalogue page), then `children`.
 */
export function LabTestMatches({
  listClassName,
  item,
  children,
}: {
  listClassName: string;
  item: (test: LabTest) => ReactNode;
  children?: ReactNode;
}) {
  const text = useCopy().labTests;
  const show = useFormat();
  const [search] = useSearchParams();
  const query = searchOf(search);
  const tests = useLabTests(query);
  const count = tests.data?.length ?? 0;
  return (
    <QueryState query={tests}>
      <p role="status" className="text-sm">
        {count === 0
          ? query
            ? text.noMatch(query)
            : text.empty
          : text.showing(show.number(count), count === 1)}
      </p>
      <ul className={listClassName}>{tests.data?.map(item)}</ul>
      {children}
    </QueryState>
  );
}
