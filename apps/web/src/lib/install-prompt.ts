import { sharedValue } from './shared-value';

/** Chromium's event, which lets a page offer its own 'Install app' button. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

/** The browser's kept offer to install the app, while it has one to give. */
const offer = sharedValue<BeforeInstallPromptEvent | null>(null);

/**
 * Keeps the browser's offer to install, which it makes once, early: called when the app starts,
 * before the footer that shows the button is on the page.
 */
export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer.set(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => offer.set(null));
}

/**
 * Opens the browser's install dialog, where the browser allows it; null elsewhere (Safari,
 * Firefox, an app already installed), where the reader adds it to the home screen themselves.
 */
export function useInstallApp(): (() => Promise<void>) | null {
  const event = offer.use();
  if (!event) return null;
  return async () => {
    // An offer can be used once; the browser makes a new one if the reader says no.
    offer.set(null);
    await event.prompt();
  };
}
