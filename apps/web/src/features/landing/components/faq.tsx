import { SectionHeading } from '../../../components/ui/section-heading';
import { useCopy } from '../../../copy/language';
import { useClinicHours } from '../../../lib/clinic-hours';

/**
 * The FAQ accordion. Native <details>/<summary>: each question is a button to keyboards and screen
 * readers (Enter or Space toggles it), and the shared name keeps one answer open at a time.
 */
export function Faq() {
  const copy = useCopy();
  const { faq } = copy.landing;
  const hours = useClinicHours();
  return (
    <section aria-labelledby="faq-heading" className="px-4 py-16">
      <SectionHeading id="faq-heading" title={faq.heading} />
      <div className="mx-auto mt-8 flex max-w-3xl flex-col gap-3">
        {faq.items.map((item) => (
          <details key={item.question} name="faq" className="collapse collapse-arrow bg-base-200">
            <summary className="collapse-title font-semibold focus-visible:outline-2 focus-visible:outline-primary">
              {item.question}
            </summary>
            <div className="collapse-content">
              <p>{typeof item.answer === 'string' ? item.answer : hours && item.answer(hours)}</p>
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
