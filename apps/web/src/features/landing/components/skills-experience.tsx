import { SectionHeading } from '../../../components/ui/section-heading';
import { useCopy } from '../../../copy/language';
import { useClinicHours } from '../../../lib/clinic-hours';

export function SkillsExperience() {
  const copy = useCopy();
  const { skills } = copy.landing;
  const hours = useClinicHours();
  return (
    <section aria-labelledby="skills-heading" className="px-4 py-16">
      <SectionHeading id="skills-heading" eyebrow={skills.eyebrow} title={skills.heading} />
      <div className="mx-auto mt-10 grid max-w-5xl gap-10 md:grid-cols-2">
        <div>
          <p className="text-lg leading-relaxed">{skills.text}</p>
          <dl className="mt-8 grid grid-cols-3 gap-4 text-center">
            {skills.facts.map((fact) => (
              <div key={fact.label} className="flex flex-col rounded-box bg-base-200 p-4">
                <dt className="text-sm">{fact.label}</dt>
                <dd className="order-first text-3xl font-bold text-primary">
                  {hours && fact.value(hours)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <ul className="flex flex-col gap-5">
          {skills.skills.map((skill) => (
            <li key={skill.name}>
              <div className="flex justify-between font-medium">
                <span>{skill.name}</span>
                <span>{skill.percent}%</span>
              </div>
              <progress
                className="progress progress-primary mt-2 w-full"
                value={skill.percent}
                max={100}
                aria-label={skill.name}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
