/**
 * Chromium launched with a fake camera and microphone that are granted without asking, for the
 * specs that reach a consultation room's call (playwright.config.ts has the other arguments).
 */
export const FAKE_MEDIA_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
  ],
};
