import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { PageMeta } from '../../components/ui/page-meta';
import { useCopy } from '../../copy/language';
import { Hero } from '../../features/landing/components/hero';
import { InfoCards } from '../../features/landing/components/info-cards';
import { lazyRoute } from '../../lib/lazy-route';

// Everything below the first screen is its own chunk, so the landing page's first load stays small.
const HomeBelowTheFold = lazy(
  lazyRoute('home-below-the-fold', () =>
    import('./home-below-the-fold').then((module) => ({ default: module.HomeBelowTheFold })),
  ),
);

/**
 * Whether the page has started in the browser. The sections below the first screen wait for it:
 * the server sends only the first screen, which paints at once, and the browser renders the rest
 * afterwards in a transition, in short slices, instead of hydrating it all in one long task.
 */
function useStartedInBrowser() {
  const [started, setStarted] = useState(false);
  useEffect(() => startTransition(() => setStarted(true)), []);
  return started;
}

export function HomePage() {
  const copy = useCopy();
  const started = useStartedInBrowser();
  const placeholder = <div className="min-h-screen" />;
  return (
    <>
      <PageMeta title={copy.home.title} description={copy.home.metaDescription} />
      <Hero />
      <InfoCards />
      {/* A screen-high placeholder keeps the footer out of view until the sections arrive. */}
      <Suspense fallback={placeholder}>{started ? <HomeBelowTheFold /> : placeholder}</Suspense>
    </>
  );
}
