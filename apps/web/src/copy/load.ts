import type { Language } from '@sustho/contracts/language';
import type { Copy } from './en';

/**
 * Loads one language's texts. Each language is a chunk of its own, so a page loads only the
 * texts it shows (docs/product/language.md §5: the landing page's JavaScript budget).
 */
export async function loadCopy(language: Language): Promise<Copy> {
  const texts = language === 'bn' ? await import('./bn') : await import('./en');
  return texts.copy;
}
