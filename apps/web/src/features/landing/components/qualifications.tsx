import { SectionHeading } from '../../../components/ui/section-heading';
import { useCopy } from '../../../copy/language';

/** The doctors' roles and colleges, each picture on the other side of the one before. */
export function Qualifications() {
  const copy = useCopy();
  const { qualifications } = copy.landing;
  return (
    <section aria-labelledby="qualifications-heading" className="bg-base-200 px-4 py-16">
      <SectionHeading
        id="qualifications-heading"
        eyebrow={qualifications.eyebrow}
        title={qualifications.heading}
      />
      <ol className="mx-auto mt-10 flex max-w-4xl flex-col gap-10">
        {qualifications.items.map((item, index) => (
          <li
            key={item.id}
            data-testid="qualification"
            className={`flex flex-col items-center gap-6 md:flex-row ${index % 2 === 1 ? 'md:flex-row-reverse' : ''}`}
          >
            {/* Decorative: the role and the college are in the text beside it. */}
            <img
              src={`/images/qualifications/${item.id}.svg`}
              alt=""
              width={320}
              height={240}
              loading="lazy"
              className="h-auto w-full max-w-xs rounded-box"
            />
            <div className="text-center md:flex-1 md:text-left">
              <h3 className="text-2xl font-semibold">{item.name}</h3>
              <p className="mt-2 text-lg">{item.institute}</p>
              <p className="badge badge-primary mt-3">{item.duration}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
