import { Link } from 'react-router';

interface PromoBannerProps {
  id: string;
  eyebrow?: string;
  heading: string;
  text: string;
  action: { label: string; to: string };
  image: { src: string; alt: string };
  /** The section's colours, e.g. 'bg-base-200' or 'bg-neutral text-neutral-content'. */
  className: string;
  imageSide: 'left' | 'right';
}

/** A picture beside a heading, a sentence and one call to action: the service-care and appointment promos. */
export function PromoBanner({
  id,
  eyebrow,
  heading,
  text,
  action,
  image,
  className,
  imageSide,
}: PromoBannerProps) {
  return (
    <section aria-labelledby={id} className={`px-4 py-16 ${className}`}>
      <div
        className={`mx-auto flex max-w-5xl flex-col items-center gap-10 md:flex-row ${imageSide === 'right' ? 'md:flex-row-reverse' : ''}`}
      >
        <img
          src={image.src}
          alt={image.alt}
          width={480}
          height={360}
          loading="lazy"
          className="h-auto w-full max-w-md rounded-box"
        />
        <div className="text-center md:flex-1 md:text-left">
          {eyebrow && <p className="font-bold tracking-wide">{eyebrow}</p>}
          <h2 id={id} className="mt-1 text-3xl font-semibold">
            {heading}
          </h2>
          <p className="mt-4 text-lg">{text}</p>
          <Link to={action.to} className="btn btn-primary mt-6">
            {action.label}
          </Link>
        </div>
      </div>
    </section>
  );
}
