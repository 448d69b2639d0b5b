import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while a page is still the HTML the server rendered, true once React runs it. Buttons that
 * need JavaScript stay disabled until then, so a press cannot be lost or submit a form natively.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
