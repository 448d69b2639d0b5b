import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { onDemandStatusQuery } from '../api/get-on-demand-status';

/** How often the room asks: a drop is only decided after ON_DEMAND_REJOIN_MINUTES anyway. */
const ROOM_CHECK_MS = 5000;

/**
 * In a Consult now consultation's room, for its patient: when the doctor dropped and the request
 * went back to the queue (services.md §3), the patient is taken back to the waiting page, which
 * says 'Your doctor was disconnected. You are first in the queue.' Renders nothing.
 */
export function BackToQueue({ bookingId }: { bookingId: string }) {
  const navigate = useNavigate();
  const { data } = useQuery({
    ...onDemandStatusQuery(bookingId),
    refetchInterval: ROOM_CHECK_MS,
  });
  const requeued = data?.state === 'waiting' || data?.state === 'offered';
  useEffect(() => {
    if (requeued) void navigate(paths.consultNowWaiting(bookingId), { replace: true });
  }, [requeued, bookingId, navigate]);
  return null;
}
