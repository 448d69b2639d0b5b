import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useCopy } from '../../../copy/language';
import { HeroIllustration } from './hero-illustration';

export function Hero() {
  const copy = useCopy();
  return (
    <section className="hero bg-base-200 px-4 py-12 lg:py-20">
      <div className="hero-content max-w-6xl flex-col gap-10 lg:flex-row">
        <div className="text-center lg:flex-1 lg:text-left">
          <h1 className="text-4xl font-bold lg:text-5xl">{copy.home.heroTitle}</h1>
          <p className="py-5 text-lg">{copy.home.heroText}</p>
          <div className="flex flex-wrap justify-center gap-3 lg:justify-start">
            <Link to={paths.login} className="btn btn-primary">
              {copy.home.getFreeConsultation}
            </Link>
            <Link to={paths.services} className="btn btn-outline btn-primary">
              {copy.home.bookSchedule}
            </Link>
          </div>
        </div>
        <div className="flex justify-center lg:flex-1">
          <HeroIllustration />
        </div>
      </div>
    </section>
  );
}
