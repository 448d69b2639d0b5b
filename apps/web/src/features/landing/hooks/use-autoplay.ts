import { useEffect } from 'react';

/** Calls `advance` every `delayMs` while not paused. */
export function useAutoplay(advance: (() => void) | undefined, delayMs: number, paused: boolean) {
  useEffect(() => {
    if (!advance || paused) return;
    const timer = setInterval(advance, delayMs);
    return () => clearInterval(timer);
  }, [advance, delayMs, paused]);
}
