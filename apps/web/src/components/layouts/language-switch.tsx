import type { Language } from '@sustho/contracts/language';
import { useCopy, useLanguage } from '../../copy/language';
import { useHydrated } from '../../hooks/use-hydrated';
import { apiRequest } from '../../lib/api-client';

/** The account remembers the choice too, so its e-mails and SMS go out in it (docs/product/language.md §4). */
const saveOnAccount = (language: Language) =>
  apiRequest('/auth/update-user', { method: 'POST', body: { language }, withoutToken: true });

/**
 * 'English' / 'বাংলা' in the navigation bar: names the other language, in that language, and
 * switches every text of the app to it.
 */
export function LanguageSwitch({ signedIn }: { signedIn: boolean }) {
  const copy = useCopy();
  const { language, setLanguage } = useLanguage();
  const hydrated = useHydrated();
  const other: Language = language === 'bn' ? 'en' : 'bn';
  return (
    <button
      type="button"
      // No colour transition: the button turns from disabled to enabled when the app takes over,
      // and a half-faded label would read as low contrast for that moment.
      className="btn btn-ghost btn-sm transition-none"
      lang={other}
      disabled={!hydrated}
      onClick={() => {
        setLanguage(other);
        // A failed save leaves the cookie's choice in place; the next switch saves it again.
        if (signedIn) saveOnAccount(other).catch(() => undefined);
      }}
    >
      {copy.layout.languageNames[other]}
    </button>
  );
}
