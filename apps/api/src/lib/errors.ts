/** Domain errors that services throw; the central error handler turns them into HTTP answers. */
export class AppError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 402 | 403 | 404 | 409 | 413 | 429 | 502,
    message: string,
    /** A stable name for a refusal the app reacts to by itself, beyond showing the message. */
    readonly code?: string,
  ) {
    super(message);
  }
}

/** A refused request that may be tried again after `retryAfterSeconds` (sent as Retry-After). */
export class TooManyRequestsError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message = `Too many attempts. Please wait ${retryAfterSeconds} seconds and try again.`,
  ) {
    super(429, message);
  }
}

export const notFound = (message: string) => new AppError(404, message);
export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = 'Sign in to continue') => new AppError(401, message);
export const forbidden = (message = 'You are not allowed to do this') => new AppError(403, message);
/** A staff member must turn on two-factor sign-in first (STAFF_TWO_FACTOR=required, decision 017). */
export const twoFactorSetupRequired = () =>
  new AppError(403, 'Set up two-factor sign-in to continue', 'two_factor_setup_required');
/** A staff session that has not passed its account's second factor (decision 030). */
export const secondFactorRequired = () =>
  new AppError(
    403,
    'Sign in again with your authenticator code to continue',
    'second_factor_required',
  );
export const conflict = (message: string) => new AppError(409, message);
/** A card the payment provider refused, with the provider's own words ('Your card was declined.'). */
export const cardError = (message: string) => new AppError(402, message);

/** The payment provider failed or refused a call; the cause is logged, the client gets `message`. */
export class ProviderError extends AppError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(502, message);
    this.cause = options?.cause;
  }
}

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** The JSON body of every error answer: {statusCode, error, message}, with a `code` when the app acts on it. */
export function errorBody(statusCode: number, message: string, code?: string) {
  return { statusCode, error: STATUS_NAMES[statusCode] ?? 'Error', message, ...(code && { code }) };
}
