import type { ConsultationRoom as Room } from '@sustho/contracts';
import { format, parseISO } from 'date-fns';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { copy } from '../../../copy';
import { consultationCopy } from '../../../copy/en/consultation';
import { useRoom } from '../api/get-room';
import { CallView } from './call-view';
import { DeviceCheck } from './device-check';

const text = consultationCopy;

function BackLink({ room }: { room: Room }) {
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
 * The consultation room of one booking (care.md §3) in each of its states: upcoming (when it starts,
 * and a camera and microphone check), unpaid (Pay), open (the call and the chat) and ended.
 * `sidePanel` is where the doctor's side of the record (notes, prescription) is placed, beside
 * the chat; the room itself knows nothing of it.
 */
export function ConsultationRoom({
  bookingId,
  sidePanel,
}: {
  bookingId: string;
  sidePanel?: (room: Room) => ReactNode;
}) {
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

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 p-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{text.heading(room.treatmentName)}</h1>
        <p>
          {room.role === 'patient'
            ? text.withDoctor(room.doctorName)
            : text.withPatient(room.patientName)}
          {' · '}
          {text.when(format(parseISO(room.date), 'PP'), room.slot)}
        </p>
      </header>
      {room.status === 'upcoming' && (
        <>
          <p role="status" className="text-lg">
            {text.startsAt(startTime)}
          </p>
          {room.paymentRequired && room.role === 'patient' && <PayNotice room={room} />}
          <DeviceCheck />
        </>
      )}
      {room.status === 'unpaid' &&
        (room.role === 'patient' ? (
          <PayNotice room={room} />
        ) : (
          <p role="status">{text.payToJoin}</p>
        ))}
      {room.status === 'open' && <CallView room={room} sidePanel={sidePanel?.(room)} />}
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

function PayNotice({ room }: { room: Room }) {
  return (
    <div role="status" className="alert flex flex-wrap">
      <span>{text.payToJoin}</span>
      <Link to={paths.payment(room.bookingId)} className="btn btn-primary btn-sm">
        {text.pay}
      </Link>
    </div>
  );
}
