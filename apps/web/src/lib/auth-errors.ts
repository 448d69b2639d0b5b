import type { Copy } from '../copy/en';
import { ApiError } from './api-client';

type AuthErrorTexts = Copy['auth']['errors'];
type KnownCode = keyof AuthErrorTexts;

const CODE_ALIASES: Record<string, KnownCode> = {
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'USER_ALREADY_EXISTS',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'INVALID_EMAIL_OR_PASSWORD',
  INVALID_EMAIL_OR_PASSWORD: 'INVALID_EMAIL_OR_PASSWORD',
};

const knownCode = (error: ApiError) =>
  error.code ? (CODE_ALIASES[error.code] ?? error.code) : undefined;

/**
 * Turns an identity-service failure into one plain sentence (wrong password, e-mail in use,
 * offline ...) in the visitor's language: `errors` is `useCopy().auth.errors`.
 */
export function authErrorMessage(error: unknown, errors: AuthErrorTexts): string {
  if (!(error instanceof ApiError)) return errors.generic;
  if (error.status === 0) return errors.network;
  if (error.status === 429) return errors.tooManyRequests;
  const code = knownCode(error);
  if (code && code in errors) return errors[code as KnownCode];
  return error.message || errors.generic;
}

export const isEmailInUse = (error: unknown) =>
  error instanceof ApiError && knownCode(error) === 'USER_ALREADY_EXISTS';
