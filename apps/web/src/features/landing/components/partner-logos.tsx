import { useCopy } from '../../../copy/language';

/** Partner wordmarks: 3 columns on small and medium screens, 6 on large ones. */
export function PartnerLogos() {
  const copy = useCopy();
  const { partners } = copy.landing;
  return (
    <section aria-labelledby="partners-heading" className="px-4 py-10">
      <h2 id="partners-heading" className="text-center text-lg font-semibold">
        {partners.heading}
      </h2>
      <ul className="mx-auto mt-6 grid max-w-6xl grid-cols-3 items-center gap-6 lg:grid-cols-6">
        {partners.logos.map((logo) => (
          <li key={logo.id} className="flex justify-center">
            <img
              src={`/images/partners/${logo.id}.svg`}
              alt={logo.name}
              width={240}
              height={60}
              loading="lazy"
              className="h-auto w-full max-w-44"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
