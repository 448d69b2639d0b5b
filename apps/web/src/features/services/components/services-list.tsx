import { copy } from '../../../copy';
import { QueryState } from '../../../components/ui/query-state';
import { useServices } from '../api/get-services';
import { ServiceCard } from './service-card';

/** The services grid used on /services and on the landing page. Defaults to empty. */
export function ServicesList() {
  const query = useServices();
  const services = query.data ?? [];
  return (
    <section aria-labelledby="services-heading" className="px-4 py-12">
      <div className="mx-auto max-w-6xl text-center">
        <p className="font-bold text-primary">{copy.services.eyebrow}</p>
        <h2 id="services-heading" className="text-3xl font-semibold">
          {copy.services.heading}
        </h2>
      </div>
      <QueryState query={query}>
        {services.length === 0 ? (
          <p className="mt-8 text-center">{copy.services.empty}</p>
        ) : (
          <ul className="mx-auto mt-8 grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {services.map((service) => (
              <li key={service.name} className="grid">
                <ServiceCard service={service} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
