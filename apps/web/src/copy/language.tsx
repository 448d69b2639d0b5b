import type { Language } from '@sustho/contracts/language';
import { createContext, useContext, type ReactNode } from 'react';
import { setFailureTexts } from '../lib/api-client';
import type { Copy } from './en';

export interface LanguageState {
  language: Language;
  /** Every visible text, in `language`. */
  copy: Copy;
  /** Switches the whole app to another language and remembers the choice. */
  setLanguage: (language: Language) => void;
}

const LanguageContext = createContext<LanguageState | null>(null);

/**
 * Gives every screen its texts in one language. The app loads that language's texts before it
 * renders (copy/load.ts), so a component never sees a text missing or in the wrong language.
 */
export function LanguageProvider({
  value,
  children,
}: {
  value: LanguageState;
  children: ReactNode;
}) {
  setFailureTexts(value.copy.errors);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

function useLanguageState(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('A screen rendered outside LanguageProvider has no texts to show');
  return state;
}

/** The visible texts in the visitor's language. */
export function useCopy(): Copy {
  return useLanguageState().copy;
}

/** The visitor's language and the switch that changes it. */
export function useLanguage(): Pick<LanguageState, 'language' | 'setLanguage'> {
  const { language, setLanguage } = useLanguageState();
  return { language, setLanguage };
}
