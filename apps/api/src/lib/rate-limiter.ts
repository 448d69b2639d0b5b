import { Redis } from 'ioredis';
import { TooManyRequestsError } from './errors.js';

/** Counts hits per key in fixed windows. */
export interface RateLimiter {
  /** Records a hit; says whether it is within `limit` for the window and when the window ends. */
  hit(
    key: string,
    limit: number,
    windowMs: number,
  ): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  close(): Promise<void>;
}

/** Counts in this process's memory: right for one API process. */
export function memoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let hitsSinceSweep = 0;
  return {
    async hit(key, limit, windowMs) {
      const time = now();
      // Forget finished windows now and then, so the map does not grow without bound.
      if (++hitsSinceSweep >= 1000) {
        hitsSinceSweep = 0;
        for (const [storedKey, window] of windows)
          if (window.resetAt <= time) windows.delete(storedKey);
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return {
        allowed: window.count <= limit,
        retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - time) / 1000)),
      };
    },
    async close() {},
  };
}

/** Counts in Redis, so several API processes share one limit. */
export function redisRateLimiter(url: string): RateLimiter {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  return {
    async hit(key, limit, windowMs) {
      const redisKey = `sustho:rate:${key}`;
      const [[, count], [, ttl]] = (await redis.multi().incr(redisKey).pttl(redisKey).exec()) as [
        [null, number],
        [null, number],
      ];
      let remainingMs = ttl;
      if (ttl < 0) {
        await redis.pexpire(redisKey, windowMs);
        remainingMs = windowMs;
      }
      return {
        allowed: count <= limit,
        retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)),
      };
    },
    async close() {
      await redis.quit();
    },
  };
}

/** How many hits a key may make in one window. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/** A limit per minute, the unit of the AUTH_RATE_LIMIT_PER_MINUTE setting. */
export const perMinute = (max: number): RateLimit => ({ max, windowMs: 60_000 });

/** A limit per hour, the unit of the BOOKING_RATE_LIMIT_PER_HOUR setting. */
export const perHour = (max: number): RateLimit => ({ max, windowMs: 3_600_000 });

/**
 * Throws a 429 (with Retry-After) when any of the keys is over the limit for its window; its
 * message is `refusal`'s, given the seconds to wait, or the generic 'Too many attempts'.
 */
export async function enforceRateLimit(
  limiter: RateLimiter,
  keys: string[],
  limit: RateLimit,
  refusal?: (retryAfterSeconds: number) => string,
): Promise<void> {
  for (const key of keys) {
    const { allowed, retryAfterSeconds } = await limiter.hit(key, limit.max, limit.windowMs);
    if (!allowed) throw new TooManyRequestsError(retryAfterSeconds, refusal?.(retryAfterSeconds));
  }
}
