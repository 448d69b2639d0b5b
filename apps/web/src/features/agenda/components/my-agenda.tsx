import type { AgendaEntry } from '@sustho/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryState } from '../../../components/ui/query-state';
import { RowActions } from '../../../components/ui/row-actions';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import { useAgenda } from '../api/get-agenda';
import { useMarkNoShow } from '../api/mark-no-show';
import { useTreatmentTitle } from '../../../lib/specialties';

function Badges({ entry }: { entry: AgendaEntry }) {
  const copy = useCopy();
  const text = copy.agenda;
  return (
    <span className="flex flex-wrap gap-2">
      {entry.kind === 'on_demand' && <span className="badge badge-info">{text.consultNow}</span>}
      <span className={`badge ${entry.paid ? 'badge-success' : 'badge-ghost'}`}>
        {entry.paid ? text.paid : text.unpaid}
      </span>
      <span className="badge badge-outline">{text.status[entry.status]}</span>
    </span>
  );
}

/** 'Open record': the doctor's panel of the booking (the patient's record, notes, prescription). */
function OpenRecord({ entry }: { entry: AgendaEntry }) {
  const text = useCopy().agenda;
  const show = useFormat();
  return (
    <Link
      to={paths.bookingRecord(entry.bookingId)}
      className="btn btn-sm btn-outline"
      aria-label={text.openRecordFor(entry.patientName, show.slot(entry.slot))}
    >
      {text.openRecord}
    </Link>
  );
}

/**
 * One booking of the day. Its actions sit together at the end of the row: 'Start consultation'
 * while the room is open, 'Open record' and 'Mark no-show'.
 */
function DayEntry({ entry, onMarkNoShow }: { entry: AgendaEntry; onMarkNoShow: () => void }) {
  const copy = useCopy();
  const show = useFormat();
  const treatmentTitle = useTreatmentTitle();
  const text = copy.agenda;
  return (
    <li className="flex flex-col gap-2 rounded-box border border-base-300 p-3 sm:flex-row sm:items-center">
      <div className="flex flex-1 flex-col gap-1">
        <span className="font-semibold">{show.slot(entry.slot)}</span>
        <span>
          {entry.patientName} · {treatmentTitle(entry.treatmentName)}
        </span>
        <Badges entry={entry} />
      </div>
      <RowActions label={text.actions(entry.patientName)}>
        {entry.roomOpen && (
          <Link
            to={paths.consultation(entry.bookingId)}
            className="btn btn-sm btn-primary"
            aria-label={text.startConsultationWith(entry.patientName, show.slot(entry.slot))}
          >
            {text.startConsultation}
          </Link>
        )}
        <OpenRecord entry={entry} />
        {entry.status === 'active' && entry.started && (
          <button
            type="button"
            className="btn btn-sm btn-warning"
            aria-label={text.markNoShowFor(entry.patientName, entry.slot)}
            onClick={onMarkNoShow}
          >
            {text.markNoShow}
          </button>
        )}
      </RowActions>
    </li>
  );
}

/** My Agenda: a doctor's bookings of a chosen day (today unless picked) and the next ones. */
export function MyAgenda() {
  const copy = useCopy();
  const show = useFormat();
  const treatmentTitle = useTreatmentTitle();
  const text = copy.agenda;
  const [date, setDate] = useState<string | undefined>(undefined);
  const agenda = useAgenda(date);
  const markNoShow = useMarkNoShow();
  const [marking, setMarking] = useState<AgendaEntry | null>(null);

  const confirmNoShow = () => {
    if (!marking) return;
    markNoShow.mutate(marking.bookingId, {
      onSuccess: () => toast.success(text.marked(marking.patientName)),
      onError: (error) => toast.error(error.message),
      onSettled: () => setMarking(null),
    });
  };

  const shownDate = date ?? agenda.data?.date ?? '';
  return (
    <section aria-labelledby="agenda-heading" className="flex max-w-3xl flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 id="agenda-heading" className="text-2xl font-bold">
          {text.heading}
        </h1>
        <label className="flex flex-col gap-1" htmlFor="agenda-day">
          <span className="text-sm">{text.day}</span>
          <input
            id="agenda-day"
            type="date"
            className="input input-bordered input-sm"
            value={shownDate}
            onChange={(event) => setDate(event.target.value || undefined)}
          />
        </label>
      </div>
      <QueryState query={agenda}>
        {agenda.data && (
          <>
            <section aria-labelledby="agenda-day-heading" className="flex flex-col gap-3">
              <h2 id="agenda-day-heading" className="text-xl font-semibold">
                {text.dayHeading(show.date(agenda.data.date))}
              </h2>
              {agenda.data.bookings.length === 0 ? (
                <p>{text.none}</p>
              ) : (
                <ul className="flex flex-col gap-2">
                  {agenda.data.bookings.map((entry) => (
                    <DayEntry
                      key={entry.bookingId}
                      entry={entry}
                      onMarkNoShow={() => setMarking(entry)}
                    />
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby="agenda-upcoming-heading" className="flex flex-col gap-3">
              <h2 id="agenda-upcoming-heading" className="text-xl font-semibold">
                {text.upcomingHeading}
              </h2>
              {agenda.data.upcoming.length === 0 ? (
                <p>{text.noUpcoming}</p>
              ) : (
                <ul className="flex flex-col gap-2">
                  {agenda.data.upcoming.map((entry) => (
                    <li
                      key={entry.bookingId}
                      className="flex flex-col gap-2 rounded-box border border-base-300 p-3 sm:flex-row sm:items-center"
                    >
                      <div className="flex flex-1 flex-col gap-1">
                        <span className="font-semibold">
                          {show.date(entry.date)}, {show.slot(entry.slot)}
                        </span>
                        <span>
                          {entry.patientName} · {treatmentTitle(entry.treatmentName)}
                        </span>
                        <Badges entry={entry} />
                      </div>
                      <RowActions>
                        <OpenRecord entry={entry} />
                      </RowActions>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </QueryState>
      <ConfirmDialog
        open={marking !== null}
        title={text.confirmTitle}
        message={marking ? text.confirmText(marking.patientName, marking.slot) : ''}
        confirmLabel={text.confirm}
        cancelLabel={text.cancel}
        busy={markNoShow.isPending}
        onConfirm={confirmNoShow}
        onCancel={() => setMarking(null)}
      />
    </section>
  );
}
