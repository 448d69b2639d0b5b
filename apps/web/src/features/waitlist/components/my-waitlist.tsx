import type { WaitlistEntry } from '@sustho/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryState } from '../../../components/ui/query-state';
import { RowActions } from '../../../components/ui/row-actions';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import { useClientConfig } from '../../../lib/client-config';
import { useLeaveWaitlist } from '../api/leave-waitlist';
import { useWaitlist } from '../api/get-waitlist';
import { useTreatmentTitle } from '../../../lib/specialties';
import { ForPatientBadge } from '../../../components/for-patient-badge';

/** Where one entry stands: waiting, or the slot held for the patient until when, with its link. */
function EntryState({ entry, timeZone }: { entry: WaitlistEntry; timeZone: string }) {
  const copy = useCopy();
  const show = useFormat();
  const text = copy.waitlist;
  if (entry.state !== 'offered' || !entry.offer) return <span>{text.waiting}</span>;
  return (
    <span className="flex flex-col items-start gap-1">
      <span>
        {text.offered(show.slot(entry.offer.slot), show.instant(entry.offer.expiresAt, timeZone))}
      </span>
      <RowActions>
        <Link to={paths.waitlistOffer(entry._id)} className="btn btn-xs btn-primary">
          {text.bookOffer}
        </Link>
      </RowActions>
    </span>
  );
}

/**
 * My Appointments' 'Waitlist' (docs/product/appointment-life.md §6): the patient's entries, each
 * with 'Leave waitlist'; an entry for a family member says whom it is for (services.md §2), as
 * their bookings do, against the account's own patient id `accountId`.
 */
export function MyWaitlist({ accountId }: { accountId: string }) {
  const copy = useCopy();
  const show = useFormat();
  const treatmentTitle = useTreatmentTitle();
  const text = copy.waitlist;
  const waitlist = useWaitlist();
  const config = useClientConfig();
  const leave = useLeaveWaitlist();
  const [leaving, setLeaving] = useState<WaitlistEntry | null>(null);
  const timeZone = config.data?.clinic.timeZone ?? 'UTC';

  const confirmLeave = () => {
    if (!leaving) return;
    leave.mutate(leaving._id, {
      onSuccess: () => toast.success(text.left),
      onError: (error) => toast.error(error.message),
      onSettled: () => setLeaving(null),
    });
  };

  return (
    <section aria-labelledby="waitlist-heading" className="flex flex-col gap-4">
      <h2 id="waitlist-heading" className="text-xl font-bold">
        {text.heading}
      </h2>
      <QueryState query={waitlist}>
        {waitlist.data?.length === 0 ? (
          <p>{text.empty}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {waitlist.data?.map((entry) => (
              <li
                key={entry._id}
                className="card card-border bg-base-100 flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex flex-col gap-1">
                  <span className="font-semibold">{treatmentTitle(entry.treatmentName)}</span>
                  <span>{show.date(entry.appointmentDate)}</span>
                  {entry.patientId !== accountId && <ForPatientBadge name={entry.patientName} />}
                  <EntryState entry={entry} timeZone={timeZone} />
                </div>
                <RowActions>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline btn-error sm:self-center"
                    aria-label={text.leaveLabel(
                      treatmentTitle(entry.treatmentName),
                      show.date(entry.appointmentDate),
                    )}
                    onClick={() => setLeaving(entry)}
                  >
                    {text.leave}
                  </button>
                </RowActions>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <ConfirmDialog
        open={leaving !== null}
        title={text.confirmTitle}
        message={text.confirmText}
        confirmLabel={text.confirm}
        cancelLabel={text.cancel}
        busy={leave.isPending}
        onConfirm={confirmLeave}
        onCancel={() => setLeaving(null)}
      />
    </section>
  );
}
