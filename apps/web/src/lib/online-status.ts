import { useSyncExternalStore } from 'react';

function subscribeToConnection(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/**
 * Whether the browser has a network (navigator.onLine). The server, and the first render of its
 * HTML, take the reader to be online.
 */
export const useOnline = () =>
  useSyncExternalStore(
    subscribeToConnection,
    () => navigator.onLine,
    () => true,
  );
