import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { retryDelay, shouldRetry } from './query-client';

describe('query retry policy', () => {
  it('retries server and network failures up to 3 times', () => {
    const failure = new ApiError(503, 'down');
    expect([0, 1, 2].map((count) => shouldRetry(count, failure))).toEqual([true, true, true]);
    expect(shouldRetry(3, failure)).toBe(false);
    expect(shouldRetry(0, new ApiError(0, 'offline'))).toBe(true);
  });

  it('never retries a 4xx', () => {
    expect(shouldRetry(0, new ApiError(404, 'gone'))).toBe(false);
    expect(shouldRetry(0, new ApiError(400, 'bad'))).toBe(false);
  });

  it('waits 1 s doubling, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});
