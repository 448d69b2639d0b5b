import type { QueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { PageMeta } from '../../components/ui/page-meta';
import { paths } from '../../config/paths';
import { useCopy } from '../../copy/language';
import { blogQuery, useBlog } from '../../features/blogs/api/get-blog';
import { pageLoader } from '../../lib/route-loaders';

export const loader = (queryClient: QueryClient) =>
  pageLoader(queryClient, ({ params }) => ({ subject: blogQuery(params.id ?? '') }));

export function Component() {
  const copy = useCopy();
  const { id = '' } = useParams();
  const { data: blog } = useBlog(id);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <PageMeta title={`${blog.title} | Sustho`} description={blog.discription.slice(0, 150)} />
      <Link to={paths.blogs} className="link">
        {copy.blogs.allBlogs}
      </Link>
      <h1 className="mt-4 text-3xl font-bold">{blog.title}</h1>
      <p className="mt-6 text-lg leading-relaxed">{blog.discription}!</p>
    </article>
  );
}
