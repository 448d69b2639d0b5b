import { useCopy } from '../../../copy/language';
import { QueryState } from '../../../components/ui/query-state';
import { useServices } from '../api/get-services';
import { ServiceCard } from './service-card';

/**
 * The services grid used on /services and on the landing page. Defaults to empty. Its heading is
 * the page's h1 on /services and a section's h2 on the landing page.
 */
export function ServicesList({ headingLevel = 'h2' }: { headingLevel?: 'h1' | 'h2' }) {
  const copy = useCopy();
  const query = useServices();
  const services = query.data ?? [];
  const Heading = headingLevel;
  return (
    <section aria-labelledby="services-heading" className="px-4 py-12">
      <div className="mx-auto max-w-6xl text-center">
        <p className="font-bold text-primary">{copy.services.eyebrow}</p>
        <Heading id="services-heading" className="text-3xl font-semibold">
          {copy.services.heading}
        </Heading>
      </div>
      <QueryState query={query}>
        {services.length === 0 ? (
          <p className="mt-8 text-center">{copy.services.empty}</p>
        ) : (
          <ul className="mx-auto mt-8 grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {services.map((service) => (
              <li key={service.name} className="grid">
                <ServiceCard service={service} titleLevel={headingLevel === 'h1' ? 'h2' : 'h3'} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
