import { copy } from '../copy';
import { ApiError } from './api-client';

type KnownCode = keyof typeof copy.auth.errors;

const CODE_ALIASES: Record<string, KnownCode> = {
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'USER_ALREADY_EXISTS',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'INVALID_EMAIL_OR_PASSWORD',
  INVALID_EMAIL_OR_PASSWORD: 'INVALID_EMAIL_OR_PASSWORD',
};

/** Turns an identity-service failure into one plain sentence (wrong password, e-mail in use, offline ...). */
export function authErrorMessage(error: unknown): string {
  const { errors } = copy.auth;
  if (!(error instanceof ApiError)) return errors.generic;
  if (error.status === 0) return errors.network;
  if (error.status === 429) return errors.tooManyRequests;
  const code = error.code ? (CODE_ALIASES[error.code] ?? error.code) : undefined;
  if (code && code in errors) return errors[code as KnownCode];
  return error.message || errors.generic;
}

export const isEmailInUse = (error: unknown) =>
  error instanceof ApiError && authErrorMessage(error) === copy.auth.errors.USER_ALREADY_EXISTS;
