import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useCopy } from '../../copy/language';
import { useClientConfig } from '../../lib/client-config';
import { InstallApp } from './install-app';

export function Footer() {
  const copy = useCopy();
  const { footer } = copy.layout;
  const stores = useClientConfig().data?.appStores;
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
          <InstallApp />
          {/* A store's badge only with its link (APP_STORE_URL, GOOGLE_PLAY_URL): a badge that leads nowhere promises an app there is not. */}
          {(stores?.appStore || stores?.googlePlay) && (
            <div className="flex flex-wrap gap-3">
              {stores.appStore && (
                <a href={stores.appStore}>
                  <img
                    src="/images/badges/app-store.svg"
                    alt={footer.appStore}
                    width={160}
                    height={48}
                    loading="lazy"
                  />
                </a>
              )}
              {stores.googlePlay && (
                <a href={stores.googlePlay}>
                  <img
                    src="/images/badges/google-play.svg"
                    alt={footer.googlePlay}
                    width={160}
                    height={48}
                    loading="lazy"
                  />
                </a>
              )}
            </div>
          )}
        </section>
      </div>
      <p className="mt-8 text-center text-sm">{footer.copyright(new Date().getFullYear())}</p>
    </footer>
  );
}
