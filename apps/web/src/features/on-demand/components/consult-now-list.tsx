import type { OnDemandTreatment } from '@sustho/contracts';
import { Link, useLocation, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import { useAuth } from '../../../hooks/use-auth';
import { useTreatmentTitle } from '../../../lib/specialties';
import { useOnDemandTreatments } from '../api/get-on-demand-treatments';
import { ConsultNowForm } from './consult-now-form';

/** The query parameter naming the treatment whose form is open: it survives the trip to login. */
const TREATMENT_PARAM = 'treatment';

/**
 * 'Consult now' on one treatment: the form for a signed-in patient; for a visitor, the login page,
 * which brings them back here with the form open. A staff account other than an admin's does not
 * consult as a patient.
 */
function ConsultButton({ treatment, label }: { treatment: OnDemandTreatment; label: string }) {
  const copy = useCopy();
  const text = copy.consultNow;
  const { user, actsAsPatient } = useAuth();
  const location = useLocation();
  const [, setSearch] = useSearchParams();
  const search = `?${new URLSearchParams({ [TREATMENT_PARAM]: treatment.treatmentName })}`;
  if (!actsAsPatient) return null;
  if (!user)
    return (
      <Link
        to={paths.login}
        state={{ from: { pathname: location.pathname, search } }}
        className="btn btn-primary min-h-11"
        aria-label={text.consultLabel(label)}
      >
        {text.consult}
      </Link>
    );
  return (
    <button
      type="button"
      className="btn btn-primary min-h-11"
      aria-label={text.consultLabel(label)}
      onClick={() =>
        setSearch({ [TREATMENT_PARAM]: treatment.treatmentName }, { preventScrollReset: true })
      }
    >
      {text.consult}
    </button>
  );
}

/** One treatment's card: its price, who is online and the wait, or the way to book instead. */
function TreatmentCard({ treatment }: { treatment: OnDemandTreatment }) {
  const copy = useCopy();
  const text = copy.consultNow;
  const show = useFormat();
  const treatmentTitle = useTreatmentTitle();
  const title = treatmentTitle(treatment.treatmentName);
  const online = treatment.doctorsOnline > 0;
  return (
    <li className="card bg-base-100 shadow-sm">
      <div className="card-body gap-2 p-4 sm:p-6">
        <h2 className="card-title break-words">{title}</h2>
        {/* Written as on every card: 'Price: 15$' (docs/product/money.md §2). */}
        <p>{text.price(show.price(treatment.price, treatment.currency))}</p>
        {online ? (
          <>
            <p>{text.doctorsOnline(show.number(treatment.doctorsOnline))}</p>
            {treatment.estimatedWaitMinutes !== null && (
              <p>{text.estimatedWait(show.number(treatment.estimatedWaitMinutes))}</p>
            )}
          </>
        ) : (
          <p className="font-medium">{text.noDoctor}</p>
        )}
        <div className="card-actions mt-2 flex-wrap items-center">
          {online ? (
            <ConsultButton treatment={treatment} label={title} />
          ) : (
            <Link to={paths.appointment} className="btn btn-outline btn-primary min-h-11">
              {text.bookInstead}
            </Link>
          )}
        </div>
      </div>
    </li>
  );
}

/**
 * /consult-now's content (services.md §3): the on-demand treatments, refreshed every second, and
 * the request form of the one chosen. The form's treatment is the URL's, so it opens again after
 * a visitor logs in.
 */
export function ConsultNowList() {
  const copy = useCopy();
  const text = copy.consultNow;
  const { user } = useAuth();
  const treatments = useOnDemandTreatments();
  const [search, setSearch] = useSearchParams();
  const chosenName = search.get(TREATMENT_PARAM);
  const chosen = user
    ? (treatments.data?.find((treatment) => treatment.treatmentName === chosenName) ?? null)
    : null;
  const close = () => setSearch({}, { replace: true, preventScrollReset: true });
  return (
    <section aria-labelledby="consult-now-heading" className="flex flex-col gap-4 px-4 py-8">
      <h1 id="consult-now-heading" className="text-3xl font-bold">
        {text.heading}
      </h1>
      <p className="max-w-2xl">{text.intro}</p>
      {!user && <p className="text-sm">{text.loginToConsult}</p>}
      <QueryState query={treatments}>
        {treatments.data?.length === 0 ? (
          <p>{text.empty}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {treatments.data?.map((treatment) => (
              <TreatmentCard key={treatment.treatmentName} treatment={treatment} />
            ))}
          </ul>
        )}
      </QueryState>
      <ConsultNowForm treatment={chosen} onClose={close} />
    </section>
  );
}
