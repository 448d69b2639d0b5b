import { lazy, Suspense, useRef } from 'react';
import { SectionHeading } from '../../../components/ui/section-heading';
import { Spinner } from '../../../components/ui/spinner';
import { useCopy } from '../../../copy/language';
import { useNearViewport } from '../../../hooks/use-near-viewport';
import { lazyRoute } from '../../../lib/lazy-route';

// The form's code (react-hook-form, zod) is shared with the sign-in forms. It loads when the
// visitor nears the section, so it stays out of the landing page's start.
const ContactForm = lazy(
  lazyRoute('contact-form', () =>
    import('./contact-form').then((module) => ({ default: module.ContactForm })),
  ),
);

/** The landing page's contact section, the target of the footer's #contact link. */
export function ContactSection() {
  const copy = useCopy();
  const { contact } = copy.landing;
  const sectionRef = useRef<HTMLElement>(null);
  const near = useNearViewport(sectionRef);
  // Keeps the form's height, so the page does not jump when the form arrives.
  const placeholder = (
    <div className="min-h-[28.5rem]">
      <Spinner />
    </div>
  );
  return (
    <section
      ref={sectionRef}
      id="contact"
      aria-labelledby="contact-heading"
      className="bg-base-200 px-4 py-16"
    >
      <div className="mx-auto grid max-w-5xl gap-10 md:grid-cols-2">
        <div>
          <SectionHeading
            id="contact-heading"
            eyebrow={contact.eyebrow}
            title={contact.heading}
            align="start"
          />
          <dl className="mt-8 flex flex-col gap-5">
            {contact.details.map((detail) => (
              <div key={detail.id}>
                <dt className="font-semibold">{detail.label}</dt>
                <dd>{detail.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <Suspense fallback={placeholder}>{near ? <ContactForm /> : placeholder}</Suspense>
      </div>
    </section>
  );
}
