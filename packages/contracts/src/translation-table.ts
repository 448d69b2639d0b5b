/**
 * A table of English sentences and their translations, looked up by the English itself (as gettext
 * does), so the product's English (docs/product/language.md §2) stays the key and the wire's default. `{}` in an
 * English entry stands for any text (an id, a date, a number); the translation places those texts
 * with `{1}`, `{2}`… in its own word order.
 */
export type TranslationEntries = ReadonlyArray<readonly [english: string, translation: string]>;

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function translationTable(
  entries: TranslationEntries,
): (english: string) => string | undefined {
  const exact = new Map<string, string>();
  const patterns: Array<[RegExp, string]> = [];
  for (const [english, translation] of entries) {
    if (!english.includes('{}')) exact.set(english, translation);
    else {
      const pattern = english.split('{}').map(escapeForPattern).join('(.+?)');
      patterns.push([new RegExp(`^${pattern}$`, 's'), translation]);
    }
  }
  return (english) => {
    const found = exact.get(english);
    if (found !== undefined) return found;
    for (const [pattern, translation] of patterns) {
      const match = pattern.exec(english);
      if (match) return translation.replace(/\{(\d)\}/g, (_, index) => match[Number(index)] ?? '');
    }
    return undefined;
  };
}
