import type { QueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { PageMeta } from '../../components/ui/page-meta';
import { paths } from '../../config/paths';
import { useFormat } from '../../copy/format';
import { useCopy } from '../../copy/language';
import { serviceQuery, useService } from '../../features/services/api/get-service';
import { pageLoader } from '../../lib/route-loaders';

export const loader = (queryClient: QueryClient) =>
  pageLoader(queryClient, ({ params }) => ({ subject: serviceQuery(params.name ?? '') }));

/** A service category with its treatments, each with its price and a link to book. */
export function Component() {
  const copy = useCopy();
  const show = useFormat();
  const { name = '' } = useParams();
  const { data: service } = useService(name);
  return (
    <article className="mx-auto max-w-4xl px-4 py-12">
      <PageMeta title={`${service.title} | Sustho`} description={service.description} />
      <Link to={paths.services} className="link">
        {copy.services.allServices}
      </Link>
      <h1 className="mt-4 text-3xl font-bold">{service.title}</h1>
      <p className="mt-4 text-lg">{service.description}</p>
      <h2 className="mt-10 text-2xl font-semibold">{copy.services.treatmentsHeading}</h2>
      {service.treatments.length === 0 ? (
        <p className="mt-4">{copy.services.noTreatments}</p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {service.treatments.map((treatment) => (
            <li key={treatment._id} className="card bg-base-100 shadow">
              <div className="card-body">
                <h3 className="card-title">{treatment.title}</h3>
                <p>{copy.services.price(show.price(treatment.price, treatment.currency))}</p>
                <div className="card-actions justify-end">
                  <Link to={paths.appointment} className="btn btn-primary btn-sm">
                    {copy.services.book}
                  </Link>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
