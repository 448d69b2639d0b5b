import type { ErrorResponse } from '@sustho/contracts';
import { vi } from 'vitest';
import type { ApiAnswers, ApiRoute } from './api-routes';

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** An answer with a status or headers of its own; a plain fixture answers 200. */
export class ApiReply<T> {
  constructor(
    readonly status: number,
    readonly body: T | ErrorResponse,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** A 200 answer that also carries headers (X-Total-Count). */
export const withHeaders = <T>(body: T, headers: Record<string, string>) =>
  new ApiReply<T>(200, body, headers);

/** An error answer shaped like the server's: `{statusCode, error, message}`. */
export const failure = (status: number, message: string) =>
  new ApiReply<never>(status, {
    statusCode: status,
    error: STATUS_NAMES[status] ?? 'Error',
    message,
  });

/** One call the app made, as the stub saw it. */
export interface ApiCall {
  /** Method and path, e.g. 'DELETE /api/booking/b-1'. */
  request: string;
  /** The query string, '' or starting with '?'. */
  search: string;
  /** The route's `:name` segments, decoded. */
  params: Record<string, string>;
  /** The parsed JSON body, the FormData of an upload, or undefined. */
  body: unknown;
}

/** What a route answers: a body (200), or a reply with a status and headers. */
export type ApiAnswer<T> = T | ApiReply<T>;
type Handler<T> = (call: ApiCall) => ApiAnswer<T> | Promise<ApiAnswer<T>>;

/** A fixture for each route the test needs: a body, a reply, or a function of the call. */
export type ApiRoutes = { [R in ApiRoute]?: ApiAnswer<ApiAnswers[R]> | Handler<ApiAnswers[R]> };

function match(route: string, method: string, path: string): Record<string, string> | null {
  const [routeMethod, routePath] = route.split(' ') as [string, string];
  if (routeMethod !== method) return null;
  const expected = routePath.split('/');
  const actual = path.split('/');
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of expected.entries()) {
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(actual[index]!);
    else if (segment !== actual[index]) return null;
  }
  return params;
}

const toResponse = (reply: ApiReply<unknown>) =>
  new Response(JSON.stringify(reply.body), {
    status: reply.status,
    headers: { 'content-type': 'application/json', ...reply.headers },
  });

const readBody = (body: RequestInit['body']) =>
  typeof body === 'string' ? (JSON.parse(body) as unknown) : (body ?? undefined);

/**
 * A fetch that answers the API's routes from `routes` and any other call with a JSON 404, and
 * records every call it was sent.
 */
export function apiStub(routes: ApiRoutes) {
  const calls: ApiCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const call: ApiCall = {
      request: `${method} ${url.pathname}`,
      search: url.search,
      params: {},
      body: readBody(init?.body),
    };
    calls.push(call);
    for (const [route, fixture] of Object.entries(routes)) {
      const params = match(route, method, url.pathname);
      if (!params) continue;
      call.params = params;
      const answer: unknown =
        typeof fixture === 'function' ? await (fixture as Handler<unknown>)(call) : fixture;
      return toResponse(answer instanceof ApiReply ? answer : new ApiReply(200, answer));
    }
    return toResponse(failure(404, `No stub for ${call.request}`));
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

/** Replaces the global fetch with an apiStub for this test; returns the calls it records. */
export function stubApi(routes: ApiRoutes): ApiCall[] {
  const stub = apiStub(routes);
  vi.stubGlobal('fetch', stub.fetch);
  return stub.calls;
}
