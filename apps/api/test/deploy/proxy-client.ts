import { randomInt } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { request } from 'node:https';
import WebSocket from 'ws';
import type { ServerSignal } from '@sustho/contracts';
import type { LocalProxy } from './local-proxy.js';

/**
 * A client of the local proxy that connects from an address of its choosing in 127.0.0.0/8, as
 * different clients on the internet would, and trusts the proxy's certificate.
 */
export function randomClientAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** The API instance that answered (`127.0.0.1:PORT`), from the proxy's X-Upstream header. */
  upstream: string | null;
  json<T = Record<string, unknown>>(): T;
}

/** The instance that finally answered: after a retry, nginx lists every one it tried. */
function upstreamOf(headers: IncomingHttpHeaders): string | null {
  const value = headers['x-upstream'];
  return typeof value === 'string' ? value.split(',').at(-1)!.trim() : null;
}

export interface CallOptions {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** The client's address; a fresh one by default. */
  from?: string;
}

/** One request through the proxy on a connection of its own. */
export function call(proxy: LocalProxy, path: string, options: CallOptions = {}): Promise<Answer> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${proxy.url}${path}`,
      {
        method: options.method ?? 'GET',
        ca: proxy.ca,
        agent: false,
        localAddress: options.from ?? randomClientAddress(),
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: text,
            upstream: upstreamOf(response.headers),
            json: <T>() => JSON.parse(text) as T,
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** The session cookies a sign-in answer sets, as the browser sends them back. */
export function cookiesOf(answer: Answer): string {
  return (answer.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]).join('; ');
}

/** A consultation's signalling WebSocket through the proxy, recording what the server sends. */
export function openSignalSocket(
  proxy: LocalProxy,
  bookingId: string,
  headers: Record<string, string>,
) {
  const socket = new WebSocket(
    `${proxy.url.replace('https', 'wss')}/api/consultations/${bookingId}/signal`,
    { headers, ca: proxy.ca, localAddress: randomClientAddress() },
  );
  const received: ServerSignal[] = [];
  socket.on('message', (data) => received.push(JSON.parse(String(data)) as ServerSignal));
  /** The instance that took the socket, once the handshake succeeded. */
  const opened = new Promise<string | null>((resolve, reject) => {
    socket.once('upgrade', (response) => resolve(upstreamOf(response.headers)));
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`The handshake was refused with ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
  return {
    socket,
    opened,
    /** Waits until a message matching `match` has arrived, and answers it. */
    async next(match: (message: ServerSignal) => boolean, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`No such message; got ${JSON.stringify(received)}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    send: (message: unknown) => socket.send(JSON.stringify(message)),
    close() {
      const closed = new Promise((resolve) => socket.once('close', resolve));
      socket.close();
      return closed;
    },
  };
}
