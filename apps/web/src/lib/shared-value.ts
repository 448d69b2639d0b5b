import { useSyncExternalStore } from 'react';

/**
 * A value that lives outside React (a browser event's result, a worker's state) and that
 * components read and re-render on. On the server, and while the server's HTML is taken over,
 * components read `serverValue`, so the first render matches the HTML.
 */
export function sharedValue<T>(initial: T, serverValue: T = initial) {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    get: () => value,
    set(next: T) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    use: () =>
      useSyncExternalStore(
        subscribe,
        () => value,
        () => serverValue,
      ),
  };
}
