import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useCopy } from '../../copy/language';
import { useAuth } from '../../hooks/use-auth';
import { ContactSection } from '../../features/contact/components/contact-section';
import { Faq } from '../../features/landing/components/faq';
import { PartnerLogos } from '../../features/landing/components/partner-logos';
import { Pricing } from '../../features/landing/components/pricing';
import { PromoBanner } from '../../features/landing/components/promo-banner';
import { Qualifications } from '../../features/landing/components/qualifications';
import { SkillsExperience } from '../../features/landing/components/skills-experience';
import { Testimonials } from '../../features/landing/components/testimonials';
import { ServicesList } from '../../features/services/components/services-list';

/** The landing page after the hero and the info cards, loaded as its own chunk in its order (docs/product/public-site.md §1). */
export function HomeBelowTheFold() {
  const copy = useCopy();
  const { serviceCare, appointmentBanner } = copy.landing;
  const { user } = useAuth();
  const { hash } = useLocation();

  // These sections arrive after the first paint, too late for the browser's own jump to /#contact.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <>
      <PartnerLogos />
      <Qualifications />
      <SkillsExperience />
      <Faq />
      <ServicesList />
      <PromoBanner
        id="service-care-heading"
        heading={serviceCare.heading}
        text={serviceCare.text}
        action={{ label: serviceCare.button, to: paths.appointment }}
        image={{ src: '/images/illustrations/service-care.svg', alt: serviceCare.imageAlt }}
        className="bg-base-200"
        imageSide="left"
      />
      <PromoBanner
        id="appointment-heading"
        eyebrow={appointmentBanner.eyebrow}
        heading={appointmentBanner.heading}
        text={appointmentBanner.text}
        action={{ label: appointmentBanner.button, to: paths.appointment }}
        image={{ src: '/images/illustrations/appointment.svg', alt: appointmentBanner.imageAlt }}
        className="bg-neutral text-neutral-content"
        imageSide="right"
      />
      <Testimonials />
      <Pricing signedIn={!!user} />
      <ContactSection />
    </>
  );
}
