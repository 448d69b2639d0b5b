/** A catalogue test as a prescription's investigations may name it. */
interface NamedTest {
  id: string;
  name: string;
  code: string | null;
}

/** Lower case, with everything but letters and digits as single spaces: 'S. Creatinine' → 's creatinine'. */
const words = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

/**
 * The tests a prescription's investigations text names ('CBC, HbA1c', 'Lipid profile; S.
 * creatinine'): a test matches when its catalogue name, the part of it before a bracket ('Complete
 * Blood Count (CBC)' → also 'CBC') or its LOINC code appears as whole words.
 */
export function matchingTestNames(investigations: string, tests: NamedTest[]): Set<string> {
  const text = words(investigations);
  const found = new Set<string>();
  for (const test of tests) {
    // Abbreviations in brackets (CBC, FBS, ALT), not words such as '(Total)'.
    const inBrackets = [...test.name.matchAll(/\(([^)]+)\)/g)]
      .map((match) => match[1]!)
      .filter((inner) => /[A-Z]{2,}/.test(inner));
    const names = [
      test.name,
      test.name.replace(/\s*\([^)]*\)/g, ''),
      ...inBrackets,
      test.code ?? '',
    ]
      .map(words)
      .filter((name) => name.trim().length > 1);
    if (names.some((name) => text.includes(name))) found.add(test.id);
  }
  return found;
}
