import { API_BASE_URL, REQUEST_TIMEOUT_MS } from '../config/env';
import { copy } from '../copy';

/** A failed API call: the HTTP status (0 when the network failed) and a sentence to show. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Calls the API and returns its JSON. Every failure becomes an ApiError with a plain message:
 * the server's own message for 4xx/5xx, or a sentence for time-outs, network and non-JSON answers.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}${path}`, {
      method: options.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if (timeout.aborted) throw new ApiError(0, copy.errors.timeout);
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, copy.errors.network);
  }
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    throw new ApiError(response.status, copy.errors.notJson);
  }
  if (!response.ok) {
    const message =
      typeof payload === 'object' && payload !== null && 'message' in payload
        ? String((payload as { message: unknown }).message)
        : copy.errors.generic;
    throw new ApiError(response.status, message);
  }
  return payload as T;
}

export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}
