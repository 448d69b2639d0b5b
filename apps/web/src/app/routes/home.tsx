import { lazy, Suspense } from 'react';
import { PageMeta } from '../../components/ui/page-meta';
import { copy } from '../../copy';
import { Hero } from '../../features/landing/components/hero';
import { InfoCards } from '../../features/landing/components/info-cards';
import { lazyRoute } from '../../lib/lazy-route';

// Everything below the first screen is its own chunk, so the landing page's first load stays small.
const HomeBelowTheFold = lazy(
  lazyRoute('home-below-the-fold', () =>
    import('./home-below-the-fold').then((module) => ({ default: module.HomeBelowTheFold })),
  ),
);

export function HomePage() {
  return (
    <>
      <PageMeta title={copy.home.title} description={copy.home.metaDescription} />
      <Hero />
      <InfoCards />
      {/* A screen-high placeholder keeps the footer out of view until the sections arrive. */}
      <Suspense fallback={<div className="min-h-screen" />}>
        <HomeBelowTheFold />
      </Suspense>
    </>
  );
}
