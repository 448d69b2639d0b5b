import { sharedValue } from '../../lib/shared-value';

/** Where the tests chosen on /lab-tests wait while the patient searches on or leaves to book. */
const STORAGE_KEY = 'sustho:lab-tests-chosen';

function readChosen(): string[] {
  if (typeof sessionStorage === 'undefined') return [];
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id) => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The ids of the tests the patient has chosen to book, kept for the browser tab, so a new search
 * or 'Add more tests' keeps them. The server renders none chosen; the tab's choice comes after.
 */
const chosenTests = sharedValue<string[]>(readChosen(), []);

function keep(next: string[]): void {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  chosenTests.set(next);
}

/** Forgets the choice, once the tests are booked. */
export const forgetChosenTests = () => keep([]);

export function useChosenTests() {
  const chosen = chosenTests.use();
  const toggle = (id: string) =>
    keep(chosen.includes(id) ? chosen.filter((one) => one !== id) : [...chosen, id]);
  return { chosen, toggle };
}
