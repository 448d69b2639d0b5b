import { useCallback, useRef, useState } from 'react';

/** An answer that has not come after this long is called slow, and the form offers to try again. */
export const SLOW_ANSWER_MS = 10_000;

/**
 * One press of a form and its answer. `run` sends with an AbortSignal; a press while an earlier
 * one still waits (Try again) aborts that one, so only the newest answer counts and a late answer
 * to an abandoned press neither shows an error nor ends the busy state. `busy` lasts from the
 * press to its answer; `slow` says the answer has taken over SLOW_ANSWER_MS.
 */
export function useSubmission() {
  const current = useRef<AbortController | null>(null);
  const [state, setState] = useState({ busy: false, slow: false });

  const run = useCallback(
    async (send: (signal: AbortSignal) => Promise<void>, onError: (error: unknown) => void) => {
      current.current?.abort();
      const attempt = new AbortController();
      current.current = attempt;
      setState({ busy: true, slow: false });
      const timer = setTimeout(() => {
        if (current.current === attempt) setState({ busy: true, slow: true });
      }, SLOW_ANSWER_MS);
      try {
        await send(attempt.signal);
      } catch (error) {
        if (!attempt.signal.aborted) onError(error);
      } finally {
        clearTimeout(timer);
        if (current.current === attempt) {
          current.current = null;
          setState({ busy: false, slow: false });
        }
      }
    },
    [],
  );

  return { ...state, run };
}
