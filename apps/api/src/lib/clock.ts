/**
 * The one place the API reads the current time. Tests set it, so rules about 'today' and
 * 'slots that have started' give the same answer at any hour.
 */
let fixedNow: Date | null = null;
/** How far `travel` moved the clock; time keeps running from there. */
let offsetMs = 0;

export const clock = {
  now(): Date {
    return fixedNow ? new Date(fixedNow) : new Date(Date.now() + offsetMs);
  },
  /** Stops the clock at `instant`. */
  set(instant: Date | string): void {
    fixedNow = new Date(instant);
  },
  /**
   * Moves the clock to `instant` and lets it run on: a test server whose browsers wait for
   * real seconds (a video call connecting) inside a consultation room's hour.
   */
  travel(instant: Date | string): void {
    fixedNow = null;
    offsetMs = new Date(instant).getTime() - Date.now();
  },
  reset(): void {
    fixedNow = null;
    offsetMs = 0;
  },
};
