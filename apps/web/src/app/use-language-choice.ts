import { appManifestPath, LANGUAGE_COOKIE, type Language } from '@sustho/contracts/language';
import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { Copy } from '../copy/en';
import type { LanguageState } from '../copy/language';
import { loadCopy } from '../copy/load';
import { keepCookie } from '../lib/browser-cookie';

/**
 * The language the app shows, starting with the one the server chose for the page (<html lang>).
 * Switching loads the other language's texts first, then swaps every text at once, and remembers
 * the choice in the `lang` cookie so the server renders the next page in it. The clinic's content
 * (services, treatments, blogs, doctors' bios) comes from the API in the cookie's language, so
 * every kept answer is fetched again in the new one (decision 042).
 */
export function useLanguageChoice(
  initial: { language: Language; copy: Copy },
  queryClient: QueryClient,
): LanguageState {
  const [current, setCurrent] = useState(initial);
  const setLanguage = useCallback(
    (language: Language) => {
      // Without its texts (a lost connection) the switch leaves the page as it is; pressing it again retries.
      loadCopy(language).then(
        (copy) => {
          keepCookie(LANGUAGE_COOKIE, language);
          document.documentElement.lang = language;
          // The app installed from now on is named in the chosen language.
          document
            .querySelector('link[rel="manifest"]')
            ?.setAttribute('href', appManifestPath(language));
          setCurrent({ language, copy });
          void queryClient.invalidateQueries();
        },
        () => undefined,
      );
    },
    [queryClient],
  );
  return { ...current, setLanguage };
}
