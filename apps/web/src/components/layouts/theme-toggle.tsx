import { useSyncExternalStore } from 'react';
import { useCopy } from '../../copy/language';
import { useHydrated } from '../../hooks/use-hydrated';

type Theme = 'light' | 'dark';

const STORAGE_KEY = 'theme';

function readTheme(): Theme {
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

/** Follows the page's data-theme attribute, which theme-init.js sets before the first paint. */
function subscribeToTheme(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

function applyTheme(theme: Theme) {
  document.documentElement.setAttribute('data-theme', theme);
  try {
    localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // Private browsing can refuse storage; the theme still applies for this visit.
  }
}

/**
 * Light/dark switch; the device's own setting until the visitor chooses here (theme-init.js), the
 * choice remembered in local storage. A page rendered on the server shows the light theme's
 * button until the browser takes over and reads the visitor's theme.
 */
export function ThemeToggle() {
  const copy = useCopy();
  const theme = useSyncExternalStore(subscribeToTheme, readTheme, () => 'light' as const);
  const hydrated = useHydrated();
  const isDark = theme === 'dark';
  return (
    <button
      type="button"
      className="btn btn-ghost btn-circle"
      aria-label={isDark ? copy.layout.theme.toLight : copy.layout.theme.toDark}
      aria-pressed={isDark}
      disabled={!hydrated}
      onClick={() => applyTheme(isDark ? 'light' : 'dark')}
    >
      {isDark ? (
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6 fill-current">
          <path
            d="M12 7a5 5 0 100 10 5 5 0 000-10zm0-5h0v3h0zm0 17v3M4.2 4.2l2.1 2.1m11.4 11.4l2.1 2.1M2 12h3m14 0h3M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1"
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
      ) : (
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6 fill-current">
          <path d="M21 12.8A9 9 0 1111.2 3a7 7 0 009.8 9.8z" />
        </svg>
      )}
    </button>
  );
}
