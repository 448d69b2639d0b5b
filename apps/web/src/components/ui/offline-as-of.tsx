import { useFormat } from '../../copy/format';
import { useCopy } from '../../copy/language';
import { useOfflineCopyTime } from '../../lib/offline-copies';
import { useOnline } from '../../lib/online-status';

/**
 * 'Offline · as of {time}' above data a page shows without the network (services.md §7): the
 * service worker's copy of the answers under `apiPath`, dated when the server gave it, or what the
 * page loaded before the connection dropped, dated `updatedAt` (the query's dataUpdatedAt).
 */
export function OfflineAsOf({ apiPath, updatedAt }: { apiPath: string; updatedAt: number }) {
  const copy = useCopy();
  const show = useFormat();
  const online = useOnline();
  const copyTime = useOfflineCopyTime(apiPath);
  if (copyTime === undefined && (online || !updatedAt)) return null;
  const asOf = new Date(copyTime ?? updatedAt).toISOString();
  // The reader's own clock: it is when they last saw the data, not a clinic appointment.
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <p role="status" className="alert alert-warning">
      {copy.app.offlineAsOf(show.instant(asOf, timeZone))}
    </p>
  );
}
