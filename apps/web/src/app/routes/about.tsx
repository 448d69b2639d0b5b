import { PageMeta } from '../../components/ui/page-meta';
import { copy } from '../../copy';

export function Component() {
  return (
    <article className="mx-auto max-w-4xl px-4 py-12">
      <PageMeta title={copy.about.pageTitle} description={copy.about.metaDescription} />
      <h1 className="text-3xl font-bold">{copy.about.title}</h1>
      <p className="mt-6 text-lg leading-relaxed">{copy.about.text}</p>
    </article>
  );
}
