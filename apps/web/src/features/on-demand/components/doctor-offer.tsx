import type { OnDemandOffer } from '@sustho/contracts';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import { useTreatmentTitle } from '../../../lib/specialties';
import { useAcceptOffer } from '../api/accept-offer';
import { useDeclineOffer } from '../api/decline-offer';
import { useOffer } from '../api/offer';
import { playOfferSound } from '../doctor-offer-sound';
import { DoctorOfferCountdown } from './doctor-offer-countdown';

/** Beeps once for each offer the page has not seen yet. */
function useOfferSound(offerId: string | null) {
  const heard = useRef<string | null>(null);
  useEffect(() => {
    if (offerId && offerId !== heard.current) playOfferSound();
    heard.current = offerId;
  }, [offerId]);
}

function OfferActions({
  offer,
  onGone,
}: {
  offer: OnDemandOffer;
  onGone: (message: string) => void;
}) {
  const text = useCopy().doctorOnDemand;
  const navigate = useNavigate();
  const accept = useAcceptOffer();
  const decline = useDeclineOffer();
  const busy = accept.isPending || decline.isPending;
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className="btn btn-primary max-sm:h-11 max-sm:flex-1"
        disabled={busy}
        aria-busy={accept.isPending}
        onClick={() =>
          accept.mutate(offer._id, {
            onSuccess: ({ bookingId }) => void navigate(paths.consultation(bookingId)),
            // Most often 409: the offer ran out or went to another doctor a moment before.
            onError: (error) => onGone(error.message),
          })
        }
      >
        {accept.isPending && (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        )}
        {text.accept}
      </button>
      <button
        type="button"
        className="btn btn-outline max-sm:h-11 max-sm:flex-1"
        disabled={busy}
        aria-busy={decline.isPending}
        onClick={() =>
          decline.mutate(offer._id, {
            onSuccess: () => toast.success(text.declined),
            onError: (error) => toast.error(error.message),
          })
        }
      >
        {decline.isPending && (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        )}
        {text.decline}
      </button>
    </div>
  );
}

/**
 * The patient offered to the doctor, while online: 'New patient: {name}, {age} · {symptoms}' with
 * 'Accept' and 'Decline' and the countdown. A new offer is announced and beeps; an offer that was
 * gone by the time the doctor accepted says why.
 */
export function DoctorOffer() {
  const copy = useCopy();
  const text = copy.doctorOnDemand;
  const show = useFormat();
  const treatmentTitle = useTreatmentTitle();
  const offer = useOffer(true);
  const current = offer.data ?? null;
  const [gone, setGone] = useState<{ offerId: string; message: string } | null>(null);
  useOfferSound(current?._id ?? null);
  // Why an offer was gone stays until the next offer comes.
  const goneMessage =
    gone && (current === null || current._id === gone.offerId) ? gone.message : null;
  return (
    <section aria-labelledby="offer-heading" className="flex flex-col gap-3">
      <h2 id="offer-heading" className="sr-only">
        {text.offerHeading}
      </h2>
      <div aria-live="polite" className="flex flex-col gap-1">
        {current && (
          <>
            <p className="text-lg font-semibold break-words">
              {text.newPatient(
                current.patientName,
                current.age === null ? null : show.number(current.age),
                current.child,
                current.symptoms,
              )}
            </p>
            <p className="text-sm">{text.treatment(treatmentTitle(current.treatmentName))}</p>
          </>
        )}
      </div>
      {goneMessage && (
        <p role="alert" className="alert alert-warning">
          {goneMessage}
        </p>
      )}
      {current && (
        <div className="card card-border bg-base-100">
          <div className="card-body gap-3 p-4">
            <DoctorOfferCountdown
              expiresAt={current.expiresAt}
              offerSeconds={current.offerSeconds}
            />
            <OfferActions
              key={current._id}
              offer={current}
              onGone={(message) => setGone({ offerId: current._id, message })}
            />
          </div>
        </div>
      )}
    </section>
  );
}
