import { lazy, Suspense } from 'react';
import { SectionHeading } from '../../../components/ui/section-heading';
import { Spinner } from '../../../components/ui/spinner';
import { copy } from '../../../copy';
import { lazyRoute } from '../../../lib/lazy-route';

const { contact } = copy.landing;

// The form's code (react-hook-form, zod) is shared with the sign-in forms and stays out of the landing page's first load.
const ContactForm = lazy(
  lazyRoute('contact-form', () => import('./contact-form').then((module) => ({ default: module.ContactForm }))),
);

/** The landing page's contact section, the target of the footer's #contact link. */
export function ContactSection() {
  return (
    <section id="contact" aria-labelledby="contact-heading" className="bg-base-200 px-4 py-16">
      <div className="mx-auto grid max-w-5xl gap-10 md:grid-cols-2">
        <div>
          <SectionHeading id="contact-heading" eyebrow={contact.eyebrow} title={contact.heading} align="start" />
          <dl className="mt-8 flex flex-col gap-5">
            {contact.details.map((detail) => (
              <div key={detail.id}>
                <dt className="font-semibold">{detail.label}</dt>
                <dd>{detail.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        {/* The placeholder keeps the form's height, so the page does not jump when it arrives. */}
        <Suspense fallback={<div className="min-h-[34rem]"><Spinner /></div>}>
          <ContactForm />
        </Suspense>
      </div>
    </section>
  );
}
