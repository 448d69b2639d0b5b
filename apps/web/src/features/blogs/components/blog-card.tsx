import type { Blog } from '@sustho/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { blogExcerpt } from '../excerpt';

/** A blog in the list, with its position (1, 2, 3 ...) as the badge. */
export function BlogCard({ blog, position }: { blog: Blog; position: number }) {
  return (
    <Link
      to={paths.blog(blog._id)}
      className="card bg-base-100 shadow-md transition hover:shadow-xl focus-visible:outline-2 focus-visible:outline-primary"
    >
      <div className="card-body">
        <span className="badge badge-primary" aria-hidden="true">
          {position}
        </span>
        <h2 className="card-title">{blog.title}</h2>
        <p>{blogExcerpt(blog.discription)}</p>
      </div>
    </Link>
  );
}
