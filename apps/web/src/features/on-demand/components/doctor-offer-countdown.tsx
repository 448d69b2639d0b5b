import { useEffect, useState } from 'react';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';

/** Whole seconds from `now` until `expiresAt`, within the offer's length whatever the device's clock says. */
const secondsUntil = (expiresAt: string, offerSeconds: number, now: number) =>
  Math.max(0, Math.min(offerSeconds, Math.ceil((Date.parse(expiresAt) - now) / 1000)));

/**
 * The moments a screen reader hears the countdown: its start, then 30, 15, 10 and 5 seconds left.
 * Announcing every second would talk over everything else on the page.
 */
const spokenSeconds = (left: number, offerSeconds: number) =>
  [5, 10, 15, 30].find((mark) => left <= mark && mark < offerSeconds) ?? offerSeconds;

/** How long the doctor has left to answer an offer: shown every second, announced now and then. */
export function DoctorOfferCountdown({
  expiresAt,
  offerSeconds,
}: {
  expiresAt: string;
  offerSeconds: number;
}) {
  const text = useCopy().doctorOnDemand;
  const show = useFormat();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = secondsUntil(expiresAt, offerSeconds, now);
  return (
    <div className="flex flex-col gap-1">
      <span aria-hidden="true" className="font-mono text-2xl font-bold">
        {text.secondsLeft(show.number(left))}
      </span>
      <progress
        aria-hidden="true"
        className="progress progress-warning w-full"
        value={left}
        max={offerSeconds}
      />
      <p className="sr-only" aria-live="polite">
        {text.secondsLeftSpoken(show.number(spokenSeconds(left, offerSeconds)))}
      </p>
    </div>
  );
}
