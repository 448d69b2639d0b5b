import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { SectionHeading } from '../../../components/ui/section-heading';
import { useCopy } from '../../../copy/language';
import { useHydrated } from '../../../hooks/use-hydrated';
import { useNearViewport } from '../../../hooks/use-near-viewport';
import { useAutoplay } from '../hooks/use-autoplay';

const AUTOPLAY_DELAY_MS = 6000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asks for less motion; false on the server, which renders this page too. */
function usePrefersReducedMotion() {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(REDUCED_MOTION);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

const arrow = (d: string) => (
  <svg
    viewBox="0 0 24 24"
    className="h-5 w-5"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.5"
    aria-hidden="true"
  >
    <path strokeLinecap="round" strokeLinejoin="round" d={d} />
  </svg>
);

/**
 * The reviews carousel: 1 review per screen below 464 px, 2 up to 1024 px, 3 up to 3000 px and 5
 * beyond (the slide widths below, in rem so that Tailwind orders them with lg: 29rem is 464 px,
 * 187.5rem is 3000 px). It swipes and drags (Embla), answers the arrow keys and its
 * buttons, and turns by itself unless the visitor points at it, focuses it, pauses it or prefers
 * reduced motion. Embla starts (and measures the page) only once the carousel nears the screen;
 * until then the slides already sit where their widths put them.
 */
export function Testimonials() {
  const copy = useCopy();
  const { testimonials } = copy.landing;
  const regionRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(regionRef);
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: 'start' });
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // The visitor's own play/pause choice, once made, wins over their motion preference.
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const stopped = pausedByVisitor ?? reducedMotion;
  const hydrated = useHydrated();
  const playing = !stopped && !hovered && !focused;

  const previous = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);
  useAutoplay(embla ? next : undefined, AUTOPLAY_DELAY_MS, !playing);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  };

  const total = testimonials.reviews.length;
  return (
    <section aria-labelledby="testimonials-heading" className="bg-base-200 px-4 py-16">
      <SectionHeading
        id="testimonials-heading"
        eyebrow={testimonials.eyebrow}
        title={testimonials.heading}
      />
      <div
        ref={regionRef}
        role="region"
        aria-roledescription="carousel"
        aria-label={testimonials.carouselLabel}
        className="mx-auto mt-10 max-w-[1800px]"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
        }}
        onKeyDown={onKeyDown}
      >
        <div
          ref={near ? viewportRef : undefined}
          className="overflow-hidden"
          data-testid="carousel-viewport"
        >
          <div className="flex touch-pan-y" aria-live={playing ? 'off' : 'polite'}>
            {testimonials.reviews.map((review, index) => (
              <div
                key={review.id}
                role="group"
                aria-roledescription="slide"
                aria-label={testimonials.slideLabel(index + 1, total)}
                data-testid="review"
                className="min-w-0 shrink-0 grow-0 basis-full px-3 min-[29rem]:basis-1/2 lg:basis-1/3 min-[187.5rem]:basis-1/5"
              >
                <figure className="card h-full bg-base-100 shadow-sm">
                  <div className="card-body">
                    <blockquote className="grow">
                      <p>{review.review}</p>
                    </blockquote>
                    <figcaption className="mt-4 flex items-center gap-3">
                      {/* Decorative: the reviewer's name is right beside it. */}
                      <img
                        src={`/images/avatars/${review.id}.svg`}
                        alt=""
                        width={56}
                        height={56}
                        loading="lazy"
                        className="rounded-full"
                      />
                      <span>
                        <span className="block font-semibold">{review.name}</span>
                        <span className="block text-sm">{review.location}</span>
                      </span>
                    </figcaption>
                  </div>
                </figure>
              </div>
            ))}
          </div>
        </div>
        <div className="mt-6 flex justify-center gap-3">
          <button
            type="button"
            className="btn btn-circle btn-outline btn-primary"
            aria-label={testimonials.previous}
            disabled={!hydrated}
            onClick={previous}
          >
            {arrow('M15 18l-6-6 6-6')}
          </button>
          <button
            type="button"
            className="btn btn-circle btn-outline btn-primary"
            aria-label={stopped ? testimonials.play : testimonials.pause}
            disabled={!hydrated}
            onClick={() => setPausedByVisitor(!stopped)}
          >
            {stopped ? arrow('M8 5l11 7-11 7z') : arrow('M9 5v14M15 5v14')}
          </button>
          <button
            type="button"
            className="btn btn-circle btn-outline btn-primary"
            aria-label={testimonials.next}
            disabled={!hydrated}
            onClick={next}
          >
            {arrow('M9 6l6 6-6 6')}
          </button>
        </div>
      </div>
    </section>
  );
}
