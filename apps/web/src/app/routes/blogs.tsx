import { PageMeta } from '../../components/ui/page-meta';
import { QueryState } from '../../components/ui/query-state';
import { useCopy } from '../../copy/language';
import { useBlogs } from '../../features/blogs/api/get-blogs';
import { BlogCard } from '../../features/blogs/components/blog-card';

export function Component() {
  const copy = useCopy();
  const query = useBlogs();
  const blogs = query.data ?? [];
  return (
    // At least a screen high, so the footer does not jump down when the list arrives (layout shift).
    <section className="mx-auto min-h-screen max-w-6xl px-4 py-12">
      <PageMeta title={copy.blogs.title} description={copy.blogs.metaDescription} />
      <h1 className="text-center text-3xl font-bold">{copy.blogs.heading}</h1>
      <QueryState query={query}>
        {blogs.length === 0 ? (
          <p className="mt-8 text-center">{copy.blogs.empty}</p>
        ) : (
          <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {blogs.map((blog, index) => (
              <li key={blog._id} className="grid">
                <BlogCard blog={blog} position={index + 1} />
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </section>
  );
}
