import { afterEach, describe, expect, it } from 'vitest';
import { connectionIsSlow, isSlowConnection, SLOW_DOWNLINK_MBPS } from './connection-speed';

describe('isSlowConnection', () => {
  it('calls 2G and slower, Data Saver, and a thin downlink slow', () => {
    expect(isSlowConnection({ effectiveType: 'slow-2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: '2g', downlink: 0.25 })).toBe(true);
    expect(isSlowConnection({ effectiveType: '4g', saveData: true })).toBe(true);
    expect(isSlowConnection({ effectiveType: '3g', downlink: SLOW_DOWNLINK_MBPS - 0.1 })).toBe(
      true,
    );
  });

  it('leaves 3G and faster with enough downlink, and a browser that says nothing, on video', () => {
    expect(isSlowConnection({ effectiveType: '3g', downlink: 1.5 })).toBe(false);
    expect(isSlowConnection({ effectiveType: '4g', downlink: 10, saveData: false })).toBe(false);
    expect(isSlowConnection({ downlink: SLOW_DOWNLINK_MBPS })).toBe(false);
    // Chromium reports 0 when it has no estimate yet.
    expect(isSlowConnection({ downlink: 0 })).toBe(false);
    expect(isSlowConnection(undefined)).toBe(false);
    expect(isSlowConnection({})).toBe(false);
  });
});

describe('connectionIsSlow', () => {
  afterEach(() => Reflect.deleteProperty(navigator, 'connection'));

  it("reads the browser's navigator.connection", () => {
    expect(connectionIsSlow()).toBe(false);
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: { effectiveType: '2g', downlink: 0.2, saveData: false },
    });
    expect(connectionIsSlow()).toBe(true);
  });
});
