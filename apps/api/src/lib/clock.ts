/**
 * The one place the API reads the current time. Tests set it, so rules about 'today' and
 * 'slots that have started' give the same answer at any hour.
 */
let fixedNow: Date | null = null;

export const clock = {
  now(): Date {
    return fixedNow ? new Date(fixedNow) : new Date();
  },
  set(instant: Date | string): void {
    fixedNow = new Date(instant);
  },
  reset(): void {
    fixedNow = null;
  },
};
