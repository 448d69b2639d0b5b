// Keeps a press made on a form before the app runs it (decision 013). A page the server rendered
// can be filled in and its button pressed while the app's code is still on its way to a slow
// phone; the press is kept, not lost: the native submission is stopped (the API takes JSON, not a
// form post), the button shows that it is busy, a status line says so, and the app carries the
// press out once, as soon as it runs the form: its submit button (components/ui/submit-button.tsx)
// then sends the form-ready event below. A press on a plain button (type="button": 'Join
// consultation', 'Delete', 'Reschedule') is kept the same way and pressed again once the app has
// taken the whole page over (the app-ready event, lib/app-ready.ts). What was typed into a field
// before then is put back once the app runs it, over the starting values the app writes into
// its forms (a signed-in page's form starts from the reader's data). A classic script
// in <head>, so it listens before the first form is painted; a file, because the
// Content-Security-Policy forbids inline scripts.
{
  const FORM_READY_EVENT = 'sustho:form-ready';
  const APP_READY_EVENT = 'sustho:app-ready';
  const SLOW_AFTER_MS = 10000;
  /** Forms the app runs: their presses are its own. */
  const running = new WeakSet();
  /** Kept presses: form → its button and the timer of the slow-load notice. */
  const kept = new Map();

  const say = (text) => {
    const status = document.getElementById('early-press-status');
    if (status) status.textContent = text;
  };

  /** What was typed into fields before the app ran them: field → its value, or its checked state. */
  const typed = new Map();

  /** The next task: the app has then taken in the last change (its state updates run first). */
  const nextTask = () => new Promise((resolve) => setTimeout(resolve));

  /**
   * Puts back what was typed into the fields within `scope` (the whole page without one): taking a
   * form over, the app writes its own starting values into the fields. Each field then tells the
   * app as typing would, one field a task.
   */
  const restoreEach = async (scope) => {
    for (const [field, entry] of [...typed]) {
      if (scope && !scope.contains(field)) continue;
      typed.delete(field);
      if (!field.isConnected) continue;
      if ('checked' in entry) {
        if (field.checked !== entry.checked) field.click();
      } else {
        // React notices a change against the value it last saw set, which may already be the typed
        // one (a field it took over as it stood): set another through React's own setter first.
        field.value = entry.value === '' ? ' ' : '';
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set.call(
          field,
          entry.value,
        );
        const kind = field.tagName === 'SELECT' ? 'change' : 'input';
        field.dispatchEvent(new document.defaultView.Event(kind, { bubbles: true }));
      }
      await nextTask();
    }
  };

  let restoring = Promise.resolve();
  /** A form taken over and the whole page may ask at once: one restoring runs after the other. */
  const restoreTyped = (scope) => (restoring = restoring.then(() => restoreEach(scope)));

  const release = (form) => {
    const press = kept.get(form);
    kept.delete(form);
    clearTimeout(press.timer);
    press.button.setAttribute('aria-busy', 'false');
    if (kept.size === 0) say('');
  };

  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      // Only forms with the app's submit button, which names the texts to show, are kept.
      const button = form.querySelector('button[data-kept-text]');
      if (running.has(form) || !button) return;
      event.preventDefault();
      // The app is not running this form yet; React must not see the press before it does.
      event.stopImmediatePropagation();
      // A second press while one is kept is the same request: it is sent once.
      if (kept.has(form)) return;
      button.setAttribute('aria-busy', 'true');
      say(button.dataset.keptText);
      const timer = setTimeout(() => say(button.dataset.keptSlowText), SLOW_AFTER_MS);
      kept.set(form, { button, timer });
    },
    true,
  );

  document.addEventListener(
    FORM_READY_EVENT,
    (event) => {
      const form = event.target;
      running.add(form);
      // A kept form the app replaced instead of taking over (it rendered the page afresh) is gone.
      for (const keptForm of [...kept.keys()]) if (!keptForm.isConnected) release(keptForm);
      const restored = restoreTyped(form);
      if (!kept.has(form)) return;
      release(form);
      void restored.then(nextTask).then(() => form.requestSubmit());
    },
    true,
  );

  let appReady = false;
  /** The plain button pressed before the app ran; the latest press is the one carried out. */
  let keptButton = null;

  const remember = (event) => {
    const field = event.target;
    if (appReady || !field.matches?.('input, select, textarea') || running.has(field.form)) return;
    const checkable = field.type === 'checkbox' || field.type === 'radio';
    typed.set(field, checkable ? { checked: field.checked } : { value: field.value });
  };
  document.addEventListener('input', remember, true);
  document.addEventListener('change', remember, true);

  document.addEventListener(
    'click',
    (event) => {
      if (appReady) return;
      // The target is an element, or the document itself (which has no closest()).
      const button = event.target.closest?.('button[type="button"]');
      // The page's own root names the text to show, in the page's language.
      const texts = button?.closest('[data-kept-press-text]');
      if (!button || !texts) return;
      event.preventDefault();
      // The app is not running this button yet; React must not see the press before it does.
      event.stopImmediatePropagation();
      keptButton?.setAttribute('aria-busy', 'false');
      keptButton = button;
      button.setAttribute('aria-busy', 'true');
      say(texts.dataset.keptPressText);
    },
    true,
  );

  document.addEventListener(APP_READY_EVENT, () => {
    appReady = true;
    const restored = restoreTyped(null);
    const button = keptButton;
    keptButton = null;
    if (!button) return;
    button.setAttribute('aria-busy', 'false');
    if (kept.size === 0) say('');
    void restored.then(nextTask).then(() => {
      if (button.isConnected) button.click();
    });
  });
}
