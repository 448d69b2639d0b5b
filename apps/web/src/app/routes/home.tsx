import { Link } from 'react-router';
import { PageMeta } from '../../components/ui/page-meta';
import { paths } from '../../config/paths';
import { copy } from '../../copy';
import { ServicesList } from '../../features/services/components/services-list';

export function HomePage() {
  return (
    <>
      <PageMeta title={copy.home.title} description={copy.home.metaDescription} />
      <section className="hero bg-base-200 px-4 py-16">
        <div className="hero-content max-w-3xl flex-col text-center">
          <h1 className="text-4xl font-bold">{copy.home.heroTitle}</h1>
          <p className="py-4 text-lg">{copy.home.heroText}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <Link to={paths.login} className="btn btn-primary">
              {copy.home.getFreeConsultation}
            </Link>
            <Link to={paths.services} className="btn btn-outline btn-primary">
              {copy.home.bookSchedule}
            </Link>
          </div>
        </div>
      </section>
      <ServicesList />
    </>
  );
}
