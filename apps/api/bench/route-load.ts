import autocannon from 'autocannon';
import type { BookingTarget, Patient } from './bench-data.js';

export const CONNECTIONS = 10;
export const WARM_UP_SECONDS = 1;
export const RUN_SECONDS = 4;

type Options = Parameters<typeof autocannon>[0];

export interface Load {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

/**
 * Runs the same load against each API process at once, the connections shared out between them,
 * after a warm-up. Throughputs add up; the latencies are the worst process's.
 */
async function load(
  urls: string[],
  options: (url: string) => Omit<Options, 'url' | 'connections' | 'duration'>,
): Promise<Load> {
  const connections = Math.max(1, Math.round(CONNECTIONS / urls.length));
  const runAll = (duration: number) =>
    Promise.all(urls.map((url) => autocannon({ url, connections, duration, ...options(url) })));
  await runAll(WARM_UP_SECONDS);
  const results = await runAll(RUN_SECONDS);
  return {
    requestsPerSecond: results.reduce((sum, result) => sum + result.requests.average, 0),
    p50: Math.max(...results.map((result) => result.latency.p50)),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    failures: results.reduce(
      (sum, result) => sum + result.errors + result.timeouts + result.non2xx,
      0,
    ),
  };
}

/** GET `path` on each server, with `headers` (a bearer token) when given. */
export const loadGet = (servers: string[], path: string, headers: Record<string, string> = {}) =>
  load(
    servers.map((server) => `${server}${path}`),
    () => ({ headers }),
  );

/**
 * POST /api/booking with a new target each time (and the patients in turn), so every request asks
 * for a free slot. Keeps the ids of the bookings acknowledged, to look for them in the database afterwards.
 */
export function bookingLoad(patients: Patient[], nextTarget: () => BookingTarget) {
  let next = 0;
  const acknowledged: string[] = [];
  const request = () => {
    const patient = patients[next++ % patients.length]!;
    return {
      headers: { authorization: patient.authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ ...nextTarget(), patientName: 'Bench Patient', phone: '01712345678' }),
    };
  };
  return {
    run: (servers: string[]) =>
      load(servers, (server) => ({
        url: server,
        requests: [
          {
            method: 'POST',
            path: '/api/booking',
            setupRequest: (base) => ({ ...base, ...request() }),
            onResponse: (status, body) => {
              const answer = status === 200 ? (JSON.parse(body) as { insertedId?: string }) : {};
              if (answer.insertedId) acknowledged.push(answer.insertedId);
            },
          },
        ],
      })),
    /** The ids of the bookings acknowledged so far. */
    acknowledged: () => acknowledged,
  };
}

/** Hands out `targets` one at a time, and says so plainly when they run out. */
export function targetPool(targets: BookingTarget[]) {
  let next = 0;
  return () => {
    const target = targets[next++];
    if (!target)
      throw new Error(
        `All ${targets.length} booking targets are used: add doctors or days to the benchmark data`,
      );
    return target;
  };
}
