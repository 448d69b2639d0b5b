import type { WaitlistEntry } from '@sustho/contracts';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import { ApiError, isClientError } from '../../../lib/api-client';
import { useClientConfig } from '../../../lib/client-config';
import { useBookOffer } from '../api/book-offer';
import { useWaitlistEntry } from '../api/get-waitlist-entry';
import { useTreatmentTitle } from '../../../lib/specialties';

/** The held slot with its end and the Book button; an offer no longer open says why. */
function OfferDetails({ entry, timeZone }: { entry: WaitlistEntry; timeZone: string }) {
  const copy = useCopy();
  const show = useFormat();
  const treatmentTitle = useTreatmentTitle();
  const text = copy.waitlist.offer;
  const navigate = useNavigate();
  const book = useBookOffer();
  const offer = entry.offer;

  if (entry.state === 'waiting' || !offer) return <p>{text.waiting}</p>;
  const myAppointments = (
    <Link to={paths.myAppointments} className="link link-primary">
      {text.myAppointments}
    </Link>
  );
  if (entry.state === 'booked')
    return (
      <p className="flex flex-col gap-2">
        <span>{text.alreadyBooked}</span>
        {myAppointments}
      </p>
    );

  const submit = () => {
    if (book.isPending) return;
    book.mutate(entry._id, {
      onSuccess: (result) => {
        if (result.acknowledged) {
          toast.success(text.booked);
          void navigate(paths.myAppointments);
        } else toast.error(result.message);
      },
      onError: (error) =>
        toast.error(isClientError(error) ? error.message : copy.appointments.failed),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">{text.treatment}</dt>
        <dd>{treatmentTitle(entry.treatmentName)}</dd>
        <dt className="font-semibold">{text.doctor}</dt>
        <dd>{show.doctor(offer.doctorName)}</dd>
        <dt className="font-semibold">{text.date}</dt>
        <dd>{show.date(entry.appointmentDate)}</dd>
        <dt className="font-semibold">{text.slot}</dt>
        <dd>{show.slot(offer.slot)}</dd>
      </dl>
      {entry.state === 'expired' ? (
        <div role="alert" className="alert alert-warning">
          <span>{text.expired}</span>
        </div>
      ) : (
        <>
          <p>{text.heldUntil(show.instant(offer.expiresAt, timeZone))}</p>
          <button
            type="button"
            className="btn btn-primary self-start"
            disabled={book.isPending}
            aria-busy={book.isPending}
            onClick={submit}
          >
            {book.isPending && (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            )}
            {text.book}
          </button>
        </>
      )}
      {myAppointments}
    </div>
  );
}

/** The offer link's page: a slot held for the patient from the waitlist (docs/product/appointment-life.md §6). */
export function WaitlistOffer({ id }: { id: string }) {
  const copy = useCopy();
  const text = copy.waitlist.offer;
  const entry = useWaitlistEntry(id);
  const config = useClientConfig();
  const unknown =
    entry.error instanceof ApiError && (entry.error.status === 404 || entry.error.status === 400);
  return (
    <section aria-labelledby="offer-heading" className="flex max-w-xl flex-col gap-4">
      <h1 id="offer-heading" className="text-2xl font-bold">
        {text.heading}
      </h1>
      {entry.isPending || config.isPending ? (
        <Spinner />
      ) : unknown ? (
        <ErrorMessage message={text.unknown} />
      ) : entry.error ? (
        <ErrorMessage message={entry.error.message} />
      ) : (
        entry.data && (
          <OfferDetails entry={entry.data} timeZone={config.data?.clinic.timeZone ?? 'UTC'} />
        )
      )}
    </section>
  );
}
