import { cookieValue } from './cookie-header.js';

/**
 * The languages Sustho speaks (docs/product/language.md) and how a request's language is chosen. Kept apart from
 * the zod schemas so the web app's first screen can read it without loading zod.
 */
export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** The cookie that remembers the visitor's choice. */
export const LANGUAGE_COOKIE = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language of a message or page for an account or page that names none Sustho speaks: the
 * one it names, else English.
 */
export function languageOrDefault(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/**
 * The language of the first listed `Accept-Language` entry Sustho speaks ('bn-BD', 'bn' → 'bn'),
 * by the header's q-values; English when none matches.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { primary: tag.toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.primary).find(isLanguage) ?? DEFAULT_LANGUAGE;
}

/** The `lang` cookie's value out of a Cookie header, when it names a language Sustho speaks. */
export function languageFromCookieHeader(header: string | undefined): Language | undefined {
  const value = cookieValue(header, LANGUAGE_COOKIE);
  return isLanguage(value) ? value : undefined;
}

/** A request's language: the visitor's choice when they made one, else their browser's preference. */
export function requestLanguage(headers: {
  cookie?: string | undefined;
  'accept-language'?: string | undefined;
}): Language {
  return (
    languageFromCookieHeader(headers.cookie) ??
    languageFromAcceptLanguage(headers['accept-language'])
  );
}

/**
 * The web app manifest in a language (apps/web/public), which names the installed app in it: the
 * page links the one of its language (decision 051).
 */
export const appManifestPath = (language: Language) =>
  language === DEFAULT_LANGUAGE ? '/manifest.webmanifest' : `/manifest.${language}.webmanifest`;
