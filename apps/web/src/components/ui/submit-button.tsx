import { useEffect, useRef, type ReactNode } from 'react';
import { useCopy } from '../../copy/language';

/**
 * Told to public/keep-early-press.js once the app runs the button's form: a press that script
 * kept while the page was still the server's HTML is then carried out, once (decision 013).
 */
const FORM_READY_EVENT = 'sustho:form-ready';

/**
 * A form's submit button. It can be pressed from the first paint: a press before the app runs
 * the form is kept and carried out once it does (public/keep-early-press.js, which reads the
 * texts to show from this button). It shows a spinner and cannot be pressed again while its form
 * is busy; when the answer is slow (`slow`, from useSubmission) it says so and offers to try
 * again. A native submission, should one ever happen, is a POST, so the form's fields, a
 * password among them, never go into the URL.
 */
export function SubmitButton({
  busy,
  slow = false,
  children,
  className,
}: {
  busy: boolean;
  slow?: boolean;
  children: ReactNode;
  className?: string;
}) {
  const copy = useCopy();
  const text = copy.forms;
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    button.current?.form?.dispatchEvent(new Event(FORM_READY_EVENT));
  }, []);
  return (
    <>
      <button
        ref={button}
        type="submit"
        formMethod="post"
        className={`group btn btn-primary ${className ?? ''}`}
        disabled={busy}
        aria-busy={busy}
        data-kept-text={text.kept}
        data-kept-slow-text={text.keptSlow}
        // The early-press script marks the server's button busy before the app hydrates it.
        suppressHydrationWarning
      >
        {/* Shown whenever the button is busy, also while the early-press script keeps a press. */}
        <span
          className="loading loading-spinner loading-sm hidden group-aria-busy:inline-block"
          aria-hidden="true"
        />
        {children}
      </button>
      {slow && (
        <div role="alert" className="alert alert-warning">
          <span>{text.slowAnswer}</span>
          <button type="submit" formMethod="post" className="btn btn-sm">
            {text.tryAgain}
          </button>
        </div>
      )}
    </>
  );
}
