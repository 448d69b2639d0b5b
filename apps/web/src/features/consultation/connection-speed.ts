/**
 * What the browser's Network Information API says of the connection (Chromium-based browsers,
 * Android's among them; Firefox and Safari have none). Every field may be missing.
 */
export interface ConnectionHints {
  effectiveType?: string;
  saveData?: boolean;
  /** Estimated downlink in Mbit/s. */
  downlink?: number;
}

/**
 * Below this estimated downlink a video call stutters and starves the voice: two-way video at the
 * lowest useful quality takes about half a megabit each way.
 */
export const SLOW_DOWNLINK_MBPS = 0.5;

const SLOW_TYPES = new Set(['slow-2g', '2g']);

/**
 * Whether the consultation room should start in 'Audio only' (services.md §7, low bandwidth): the
 * connection is 2G or slower, the reader asked the browser to save data, or the downlink estimate
 * is below SLOW_DOWNLINK_MBPS. A browser that says nothing is taken as fast enough.
 */
export function isSlowConnection(hints: ConnectionHints | undefined): boolean {
  if (!hints) return false;
  if (hints.saveData) return true;
  if (hints.effectiveType && SLOW_TYPES.has(hints.effectiveType)) return true;
  return (
    typeof hints.downlink === 'number' && hints.downlink > 0 && hints.downlink < SLOW_DOWNLINK_MBPS
  );
}

/** This browser's connection, as isSlowConnection reads it. */
export const connectionIsSlow = () =>
  isSlowConnection((navigator as Navigator & { connection?: ConnectionHints }).connection);
