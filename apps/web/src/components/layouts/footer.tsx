import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useCopy } from '../../copy/language';

export function Footer() {
  const copy = useCopy();
  const { footer } = copy.layout;
  return (
    <footer className="bg-base-200 px-6 py-10 text-base-content">
      <div className="footer mx-auto max-w-6xl sm:footer-horizontal">
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="footer-title">
            {footer.servicesTitle}
          </h2>
          <Link className="link link-hover" to={paths.service('Medical')}>
            {footer.medical}
          </Link>
          <Link className="link link-hover" to={paths.service('Consultant')}>
            {footer.consultant}
          </Link>
          <Link className="link link-hover" to={paths.service('Therapist')}>
            {footer.therapist}
          </Link>
          <Link className="link link-hover" to={paths.service('Physiologist')}>
            {footer.physiologist}
          </Link>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className="footer-title">
            {footer.companyTitle}
          </h2>
          <Link className="link link-hover" to={paths.about}>
            {footer.about}
          </Link>
          <a className="link link-hover" href={paths.contact}>
            {footer.contact}
          </a>
          <span>{footer.jobs}</span>
          <span>{footer.pressKit}</span>
        </nav>
        <section aria-labelledby="footer-app">
          <h2 id="footer-app" className="footer-title">
            {footer.appTitle}
          </h2>
          <p>{footer.tagline}</p>
          {/* Pictures, not links: there is no app in the stores yet, and a link would lead nowhere. */}
          <div className="flex flex-wrap gap-3">
            <img
              src="/images/badges/app-store.svg"
              alt={footer.appStore}
              width={160}
              height={48}
              loading="lazy"
            />
            <img
              src="/images/badges/google-play.svg"
              alt={footer.googlePlay}
              width={160}
              height={48}
              loading="lazy"
            />
          </div>
        </section>
      </div>
      <p className="mt-8 text-center text-sm">{footer.copyright}</p>
    </footer>
  );
}
