import type { Service } from '@sustho/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export function ServiceCard({ service }: { service: Service }) {
  return (
    <Link
      to={paths.service(service.name)}
      className="card bg-base-100 shadow-md transition hover:shadow-xl focus-visible:outline-2 focus-visible:outline-primary"
    >
      <div className="card-body">
        <h3 className="card-title">{service.name}</h3>
        <p>{service.description}</p>
      </div>
    </Link>
  );
}
