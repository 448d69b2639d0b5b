import { API_BASE_URL, REQUEST_TIMEOUT_MS } from '../config/env';
import type { Copy } from '../copy/en';
import { noteAnswer } from './offline-copies';

/** A failed API call: the HTTP status (0 when the network failed) and a sentence to show. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The identity service's error code (e.g. INVALID_EMAIL_OR_PASSWORD), when it sent one. */
    readonly code?: string,
    /** The refusal's whole JSON body, for a route that answers more than a message (a report). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON to send, or FormData for an upload. */
  body?: unknown;
  signal?: AbortSignal;
  /** Send no bearer token (the token call itself, which rides on the session cookie). */
  withoutToken?: boolean;
}

type FailureTexts = Pick<Copy['errors'], 'timeout' | 'network' | 'notJson' | 'generic'>;

/**
 * The sentences for failures the browser detects itself (no answer, an unreadable one), in the
 * visitor's language; the language layer sets them whenever the language changes (copy/language.tsx).
 */
let failureTexts: FailureTexts = {
  timeout: 'timeout',
  network: 'network',
  notJson: 'notJson',
  generic: 'generic',
};

export function setFailureTexts(texts: FailureTexts): void {
  failureTexts = texts;
}

/** Supplies the bearer token for each call; set by the auth feature so this module stays below it. */
let accessTokenProvider: () => Promise<string | null> = async () => null;

export function setAccessTokenProvider(provider: () => Promise<string | null>): void {
  accessTokenProvider = provider;
}

/**
 * Sends each call; the browser's fetch unless replaced. The server replaces it when it renders a
 * public page, so the page's data comes from its own routes in process, not over the network.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);

export function setApiTransport(send: typeof fetch): void {
  transport = send;
}

/**
 * Calls the API and returns its JSON. Every failure becomes an ApiError with a plain message:
 * the server's own message for 4xx/5xx, or a sentence for time-outs, network and non-JSON answers.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiResponse<T>(path, options)).data;
}

/** apiRequest with the response headers too, for answers that carry data there (X-Total-Count). */
export async function apiResponse<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ data: T; headers: Headers }> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const isForm = options.body instanceof FormData;
  const token = options.withoutToken ? null : await accessTokenProvider();
  let response: Response;
  try {
    response = await transport(`${API_BASE_URL}${path}`, {
      method: options.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(options.body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if (timeout.aborted) throw new ApiError(0, failureTexts.timeout);
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, failureTexts.network);
  }
  noteAnswer(path, response.headers);
  const text = await response.text();
  let payload: unknown = null;
  if (text) {
    try {
      payload = JSON.parse(text);
    } catch {
      throw new ApiError(response.status, failureTexts.notJson);
    }
  }
  if (!response.ok) {
    const body = (typeof payload === 'object' && payload !== null ? payload : {}) as {
      message?: unknown;
      code?: unknown;
    };
    throw new ApiError(
      response.status,
      typeof body.message === 'string' && body.message ? body.message : failureTexts.generic,
      typeof body.code === 'string' ? body.code : undefined,
      payload,
    );
  }
  return { data: payload as T, headers: response.headers };
}

export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}
