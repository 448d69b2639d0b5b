import { useState } from 'react';
import { useCopy } from '../../copy/language';
import { pendingUpdate } from '../../lib/app-update';
import { useOnline } from '../../lib/online-status';

/**
 * What the installable app says about itself on every page (services.md §7): 'You are offline'
 * while the browser has no network, and 'Reload to update' once a new release's service worker
 * waits. It sits outside the pages, so it shows even while a page waits for data that cannot come.
 */
export function AppStatus() {
  const copy = useCopy();
  const online = useOnline();
  const update = pendingUpdate.use();
  const [updating, setUpdating] = useState(false);
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-3">
      <div role="status">
        {!online && (
          <p className="alert alert-warning pointer-events-auto w-max max-w-full shadow-lg">
            {copy.app.offline}
          </p>
        )}
      </div>
      {update && (
        <div
          role="status"
          className="alert pointer-events-auto w-max max-w-full flex-wrap shadow-lg"
        >
          <span>{copy.app.updateReady}</span>
          <button
            type="button"
            className="btn btn-sm btn-primary"
            disabled={updating}
            onClick={() => {
              setUpdating(true);
              void update();
            }}
          >
            {updating && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            {copy.app.reloadToUpdate}
          </button>
        </div>
      )}
    </div>
  );
}
