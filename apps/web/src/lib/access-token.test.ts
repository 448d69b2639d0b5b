import { describe, expect, it } from 'vitest';
import { tokenState } from './access-token';

const tokenExpiringAt = (seconds: number) =>
  `x.${btoa(JSON.stringify({ email: 'a@example.com', exp: seconds })).replace(/=+$/, '')}.sig`;

describe('tokenState', () => {
  const now = 1_000_000_000_000;
  it('uses a fresh token without refreshing it', () => {
    expect(tokenState(tokenExpiringAt(now / 1000 + 3600), now)).toEqual({
      usable: true,
      needsRefresh: false,
      email: 'a@example.com',
    });
  });

  it('refreshes a token with less than 5 minutes left, and stops using it 30 s before expiry', () => {
    expect(tokenState(tokenExpiringAt(now / 1000 + 240), now)).toMatchObject({
      usable: true,
      needsRefresh: true,
    });
    expect(tokenState(tokenExpiringAt(now / 1000 + 20), now)).toMatchObject({
      usable: false,
      needsRefresh: true,
    });
  });

  it('treats a missing or malformed token as unusable', () => {
    expect(tokenState(null, now).usable).toBe(false);
    expect(tokenState('garbage', now).usable).toBe(false);
  });
});
