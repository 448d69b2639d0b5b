import type { Service } from '@sustho/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** A service's card; its title is one level below the list's heading. */
export function ServiceCard({
  service,
  titleLevel,
}: {
  service: Service;
  titleLevel: 'h2' | 'h3';
}) {
  const Title = titleLevel;
  return (
    <Link
      to={paths.service(service.name)}
      className="card bg-base-100 shadow-md transition hover:shadow-xl focus-visible:outline-2 focus-visible:outline-primary"
    >
      <div className="card-body">
        <Title className="card-title">{service.title}</Title>
        <p>{service.description}</p>
      </div>
    </Link>
  );
}
