import { describe, expect, it } from 'vitest';
import { copy } from '../copy/en';
import { ApiError } from './api-client';
import { authErrorMessage, isEmailInUse } from './auth-errors';

describe('authErrorMessage', () => {
  it('maps the identity service codes and statuses to plain sentences', () => {
    expect(
      authErrorMessage(
        new ApiError(401, 'Invalid email or password', 'INVALID_EMAIL_OR_PASSWORD'),
        copy.auth.errors,
      ),
    ).toBe(copy.auth.errors.INVALID_EMAIL_OR_PASSWORD);
    expect(authErrorMessage(new ApiError(429, 'Too many'), copy.auth.errors)).toBe(
      copy.auth.errors.tooManyRequests,
    );
    expect(authErrorMessage(new ApiError(0, 'offline'), copy.auth.errors)).toBe(
      copy.auth.errors.network,
    );
    expect(isEmailInUse(new ApiError(422, 'exists', 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL'))).toBe(
      true,
    );
  });

  it("falls back to the server's own message, then to a generic sentence", () => {
    expect(authErrorMessage(new ApiError(400, 'Name is too long'), copy.auth.errors)).toBe(
      'Name is too long',
    );
    expect(authErrorMessage(new Error('boom'), copy.auth.errors)).toBe(copy.auth.errors.generic);
  });
});
