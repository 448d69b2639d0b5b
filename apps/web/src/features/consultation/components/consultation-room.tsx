import type { ConsultationRoom as Room } from '@sustho/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ConsultationPatientLine } from '../../../components/consultation-patient-line';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import { useRoom } from '../api/get-room';
import { CallView } from './call-view';
import { DeviceCheck } from './device-check';
import { useTreatmentTitle } from '../../../lib/specialties';

function BackLink({ room }: { room: Room }) {
  const copy = useCopy();
  const text = copy.consultation;
  return room.role === 'doctor' ? (
    <Link to={paths.myAgenda} className="link">
      {text.backToAgenda}
    </Link>
  ) : (
    <Link to={paths.myAppointments} className="link">
      {text.backToAppointments}
    </Link>
  );
}

/**
 * The consultation room of one booking (docs/product/consultation.md §2) in each of its states: upcoming (when it starts,
 * and a camera and microphone check), unpaid (Pay), open (the call and the chat) and ended.
 * `sidePanel` is where the doctor's side of the record (notes, prescription) is placed, beside
 * the chat, and `beforeJoin` what must come before the call (the patient's consent); the room
 * itself knows nothing of either.
 */
export function ConsultationRoom({
  bookingId,
  sidePanel,
  beforeJoin,
}: {
  bookingId: string;
  sidePanel?: (room: Room) => ReactNode;
  beforeJoin?: (room: Room, call: ReactNode) => ReactNode;
}) {
  const copy = useCopy();
  const show = useFormat();
  const treatmentTitle = useTreatmentTitle();
  const text = copy.consultation;
  const query = useRoom(bookingId);
  if (query.isPending) return <Spinner />;
  // Not-found rooms never get here: the route's loader turns them into the not-found page. A
  // failed refresh keeps the room it had, so a network blip does not end a call.
  const room = query.data;
  if (!room)
    return (
      <ErrorMessage
        message={query.error?.message ?? copy.errors.generic}
        onRetry={() => void query.refetch()}
      />
    );
  const startTime = room.slot.split(' - ')[0] ?? room.slot;
  const withGate = (open: Room, call: ReactNode) => (beforeJoin ? beforeJoin(open, call) : call);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 p-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{text.heading(treatmentTitle(room.treatmentName))}</h1>
        <p>
          {room.role === 'patient'
            ? text.withDoctor(show.doctor(room.doctorName))
            : text.withPatient(room.patientName)}
          {' · '}
          {text.when(show.date(room.date), show.slot(room.slot))}
        </p>
        <ConsultationPatientLine patient={room.patient} />
      </header>
      {room.role === 'patient' && room.prescriptionReady && <PrescriptionNotice />}
      {room.status === 'upcoming' && (
        <>
          <p role="status" className="text-lg">
            {text.startsAt(show.slot(startTime))}
          </p>
          {room.paymentRequired && <PayNotice room={room} />}
          <DeviceCheck />
        </>
      )}
      {room.status === 'unpaid' && <PayNotice room={room} />}
      {room.status === 'open' &&
        withGate(room, <CallView room={room} sidePanel={sidePanel?.(room)} />)}
      {room.status === 'ended' && (
        <>
          <p role="status" className="text-lg">
            {text.ended}
          </p>
          {sidePanel?.(room)}
        </>
      )}
      <BackLink room={room} />
    </div>
  );
}

/** The patient is asked to pay; the doctor, who cannot, waits for the patient's payment. */
function PayNotice({ room }: { room: Room }) {
  const copy = useCopy();
  const text = copy.consultation;
  if (room.role === 'doctor') return <p role="status">{text.waitingForPayment}</p>;
  return (
    <div role="status" className="alert flex flex-wrap">
      <span>{text.payToJoin}</span>
      <Link to={paths.payment(room.bookingId)} className="btn btn-primary btn-sm">
        {text.pay}
      </Link>
    </div>
  );
}

/**
 * The doctor issued a prescription. A new tab opens it, so the call, which goes on after issuing
 * (decision 034), is not left.
 */
function PrescriptionNotice() {
  const copy = useCopy();
  const text = copy.consultation;
  return (
    <div role="status" className="alert alert-success flex flex-wrap">
      <span className="font-semibold">{text.prescriptionReady}</span>
      <Link to={paths.healthRecord} target="_blank" rel="noopener" className="link">
        {text.seePrescription}
      </Link>
    </div>
  );
}
