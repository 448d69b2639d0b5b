import { Suspense, type ReactNode } from 'react';
import { useHydrationPart, usePartHydrated } from '../../lib/app-ready';

/** Placed after the part's content: its effect runs once the part has been taken over. */
function PartHydrated({ part }: { part: string }) {
  usePartHydrated(part);
  return null;
}

/**
 * Content the browser takes over (hydrates) in a task of its own, after the rest of the page:
 * React hydrates a server-rendered Suspense boundary apart from what surrounds it, so a large
 * page is not taken over in one long task that blocks the phone's main thread (Lighthouse's Total
 * Blocking Time). Its content is in the server's HTML, so there is no fallback to show.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  const part = useHydrationPart();
  return (
    <Suspense>
      {children}
      <PartHydrated part={part} />
    </Suspense>
  );
}
