import { useEffect, useId, useLayoutEffect } from 'react';

/**
 * Told to public/keep-early-press.js once the app has taken the whole server-rendered page over:
 * a plain button pressed on the server's HTML before then is pressed again now (decision 013).
 * The page is taken over in parts (components/ui/hydrate-apart.tsx), so the event waits for the
 * root layout and every part.
 */
const APP_READY_EVENT = 'sustho:app-ready';

let layoutReady = false;
let announced = false;
/** Parts the app has placed but not yet taken over. */
const pendingParts = new Set<string>();

function announceWhenWhole() {
  if (announced || !layoutReady || pendingParts.size > 0) return;
  announced = true;
  document.dispatchEvent(new Event(APP_READY_EVENT));
}

/** For the root layout: its effects run once everything outside the separate parts is taken over. */
export function useAnnounceAppReady() {
  useEffect(() => {
    layoutReady = true;
    announceWhenWhole();
  }, []);
}

/**
 * For a part taken over on its own, outside it: its layout effect runs before the root layout's
 * effect, so the part is waited for. Returns the part, for `usePartHydrated` inside it.
 */
export function useHydrationPart(): string {
  const part = useId();
  useLayoutEffect(() => {
    pendingParts.add(part);
    return () => {
      pendingParts.delete(part);
      announceWhenWhole();
    };
  }, [part]);
  return part;
}

/** Inside a part, after its content: the effect runs once the part has been taken over. */
export function usePartHydrated(part: string) {
  useEffect(() => {
    pendingParts.delete(part);
    announceWhenWhole();
  }, [part]);
}
