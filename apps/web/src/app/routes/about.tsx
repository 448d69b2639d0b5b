import { PageMeta } from '../../components/ui/page-meta';
import { SectionHeading } from '../../components/ui/section-heading';
import { useCopy } from '../../copy/language';

export function Component() {
  const copy = useCopy();
  const { about } = copy;
  return (
    <article className="mx-auto max-w-5xl px-4 py-12">
      <PageMeta title={about.pageTitle} description={about.metaDescription} />
      <h1 className="text-center text-4xl font-bold">{about.title}</h1>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {about.images.map((image, index) => (
          <img
            key={image.id}
            src={`/images/illustrations/${image.id}.svg`}
            alt={image.alt}
            width={480}
            height={360}
            // The first picture is on the first screen (often its largest element); the second is below it on phones.
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            className="h-auto w-full rounded-box"
          />
        ))}
      </div>
      <p className="mx-auto mt-10 max-w-3xl text-lg leading-relaxed">{about.text}</p>
      <section aria-labelledby="how-it-works-heading" className="mt-16">
        <SectionHeading id="how-it-works-heading" title={about.howItWorks.heading} />
        <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {about.howItWorks.steps.map((step, index) => (
            <li key={step.title} className="card bg-base-200">
              <div className="card-body">
                <span className="badge badge-primary badge-lg" aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className="card-title">{step.title}</h3>
                <p>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
