import { RESCHEDULE_REFUSALS, type Booking, type RescheduleRefusal } from '@sustho/contracts';
import { Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import toast from 'react-hot-toast';
import { Spinner } from '../../../components/ui/spinner';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import { ApiError } from '../../../lib/api-client';
import { useTreatmentTitle } from '../../../lib/specialties';
import { useRescheduleBooking } from '../api/reschedule-booking';
import { useBookingFacts } from '../hooks/use-booking-facts';

/** A new day ('Jan 5, 2023'), slot label and, when the patient keeps a doctor, that doctor. */
export interface SlotChoice {
  appointmentDate: string;
  slot: string;
  doctorId?: string;
}

/**
 * What lets the patient pick the new slot: a calendar and the free slots of the booking's
 * treatment. The appointments feature draws it; the route hands it in (features stay apart).
 */
export interface SlotPickerProps {
  booking: Booking;
  disabled: boolean;
  onChange: (choice: SlotChoice | null) => void;
}

const isRefusal = (code: string | undefined): code is RescheduleRefusal =>
  (RESCHEDULE_REFUSALS as readonly string[]).includes(code ?? '');

/**
 * 'Reschedule' for one booking: pick a day and a free slot, then move it. A refusal (too late,
 * moved too often, the slot just taken) is shown in the dialog, which stays open to pick again.
 */
export function RescheduleDialog({
  booking,
  onClose,
  SlotPicker,
}: {
  booking: Booking | null;
  onClose: () => void;
  SlotPicker: ComponentType<SlotPickerProps>;
}) {
  const copy = useCopy();
  const show = useFormat();
  const treatmentTitle = useTreatmentTitle();
  const facts = useBookingFacts();
  const text = copy.reschedule;
  const dialog = useRef<HTMLDialogElement>(null);
  const move = useRescheduleBooking();
  const [choice, setChoice] = useState<SlotChoice | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Stable, so the picker reports a choice only when the choice changes.
  const pick = useCallback((next: SlotChoice | null) => {
    setChoice(next);
    setProblem(null);
  }, []);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (booking && !element.open) element.showModal();
    if (!booking && element.open) element.close();
  }, [booking]);

  const close = () => {
    if (move.isPending) return;
    setChoice(null);
    setProblem(null);
    onClose();
  };

  const submit = () => {
    if (!booking || !choice || move.isPending) return;
    setProblem(null);
    move.mutate(
      { id: booking._id, ...choice },
      {
        onSuccess: (moved) => {
          toast.success(text.moved(facts(moved).date, facts(moved).time));
          setChoice(null);
          onClose();
        },
        onError: (error) => {
          const code = error instanceof ApiError ? error.code : undefined;
          setProblem(
            isRefusal(code)
              ? text.refused[code]({
                  message: error.message,
                  date: show.date(choice.appointmentDate),
                  slot: show.slot(choice.slot),
                })
              : error.message,
          );
        },
      },
    );
  };

  return (
    <dialog ref={dialog} className="modal" aria-labelledby="reschedule-title" onCancel={close}>
      <div className="modal-box w-full max-w-lg p-4 sm:p-6">
        {booking && (
          <form
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <h3 id="reschedule-title" className="text-lg font-bold">
              {text.title(treatmentTitle(booking.treatmentName))}
            </h3>
            <p>
              {text.current(
                facts(booking).date,
                facts(booking).time,
                show.doctor(booking.doctorName),
              )}
            </p>
            <Suspense fallback={<Spinner />}>
              <SlotPicker
                key={booking._id}
                booking={booking}
                disabled={move.isPending}
                onChange={pick}
              />
            </Suspense>
            {booking.paid && <p className="text-sm">{text.paidStays}</p>}
            {problem && (
              <p role="alert" className="text-error">
                {problem}
              </p>
            )}
            <div className="modal-action flex-wrap">
              <button type="button" className="btn" onClick={close} disabled={move.isPending}>
                {text.close}
              </button>
              <button
                type="submit"
                className="btn btn-primary"
                disabled={!choice || move.isPending}
                aria-busy={move.isPending}
              >
                {move.isPending && (
                  <span className="loading loading-spinner loading-sm" aria-hidden="true" />
                )}
                {text.submit}
              </button>
            </div>
          </form>
        )}
      </div>
    </dialog>
  );
}
