import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { accessTokenSigner } from '../src/modules/auth/access-token.js';
import { matrixCases } from './authorization/areas.js';
import type { Actor, MatrixRequest } from './authorization/types.js';
import { createAdmin, createDoctorUser, createUser, sessionCookie } from './factories.js';
import { buildTestApp } from './helper.js';
import {
  applyBodyMutation,
  bodyMutation,
  BYTES_GO_HERE,
  contentType,
  INVALID_UTF8,
  KNOWN_BAD_BODIES,
  KNOWN_BAD_TEXT,
  LONE_SURROGATES,
  pathSegment,
  percentBytes,
  percentEncode,
  queryString,
  stringPaths,
  type BodyMutation,
} from './hostile/arbitraries.js';
import { authEndpoints } from './hostile/auth-endpoints.js';
import { startSslcommerzStub } from './sslcommerz-stub.js';

/**
 * Hostile input, property-based: every route of the OpenAPI document and better-auth's own
 * endpoints get malformed, wrongly typed, oversized and unexpected-field bodies, garbage path
 * segments and query strings, from anonymous, forged-token, patient, doctor and admin callers. Whatever
 * comes in, the answer is never a 5xx and never late, and every refusal is JSON with a message.
 * The seed is fixed, so a failure reproduces; fast-check prints the smallest request that fails.
 * Rare values that random runs could miss (NUL, deep nesting, ...) are also tried one field at a
 * time, and every body over the size limit must answer 413. Every text a body holds, at any depth,
 * is also given lone UTF-16 surrogates (refused with a 400) and bytes that are not UTF-8, and so
 * is every path parameter and query value.
 */
const SEED = 8;
const RUNS_PER_ROUTE = 20;
const ANSWER_WITHIN_MS = 5_000;
const PASSWORD = 'correct-horse-battery';

// Raised so the limits do not hide the code behind them; rate-limits.test.ts checks the limits.
// SSLCommerz is on, so its form-encoded routes get hostile forms too.
const gateway = await startSslcommerzStub();
afterAll(() => gateway.close());
const { app } = await buildTestApp({
  AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
  SSLCOMMERZ_STORE_ID: gateway.storeId,
  SSLCOMMERZ_STORE_PASSWORD: gateway.storePassword,
  SSLCOMMERZ_API_URL: gateway.url,
});
const origin = app.env.PUBLIC_URL!;
const users = {
  patientA: await createUser(app, { name: 'Patient A', password: PASSWORD }),
  patientB: await createUser(app, { name: 'Patient B', password: PASSWORD }),
  doctor: await createDoctorUser(app, { name: 'Doctor', password: PASSWORD }),
  pharmacist: await createUser(app, { name: 'Pharmacist', role: 'pharmacist' }),
  lab: await createUser(app, { name: 'Lab Technician', role: 'lab' }),
  admin: await createAdmin(app, { name: 'Admin' }),
};

const forgedToken = await accessTokenSigner('an-attacker-guess-at-the-secret-32-chars').sign(
  users.patientA.user,
  users.patientA.user.sessionId,
);

const CALLERS = ['anonymous', 'forged token', 'patient', 'doctor', 'admin'] as const;
type Caller = (typeof CALLERS)[number];
// better-auth's endpoints read the session cookie (and check the origin); the API's guards read the bearer token.
const callerHeaders: Record<Caller, Record<string, string>> = {
  anonymous: {},
  'forged token': { authorization: `Bearer ${forgedToken}` },
  patient: {
    ...users.patientA.headers,
    cookie: await sessionCookie(app, users.patientA.user.email, PASSWORD),
    origin,
  },
  doctor: {
    ...users.doctor.headers,
    cookie: await sessionCookie(app, users.doctor.user.email, PASSWORD),
    origin,
  },
  admin: {
    ...users.admin.headers,
    cookie: await sessionCookie(app, users.admin.user.email, PASSWORD),
    origin,
  },
};
/** Whose valid request each caller starts from, in the authorization matrix's terms. */
const matrixActor: Record<Caller, Actor> = {
  anonymous: 'anonymous',
  'forged token': 'anonymous',
  patient: 'patientA',
  doctor: 'doctor',
  admin: 'admin',
};

interface HostileRoute {
  route: string;
  request: (caller: Caller) => Promise<MatrixRequest> | MatrixRequest;
  /** A caller the route lets through, so spoiled input reaches its handler and not only the guard. */
  entitled: Caller;
}

const matrix = new Map((await matrixCases({ app, users, gateway })).map((row) => [row.route, row]));
const document = app.swagger() as { paths: Record<string, Record<string, unknown>> };
const routes: HostileRoute[] = [
  ...Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => {
      const route = `${method.toUpperCase()} ${path}`;
      const row = matrix.get(route);
      if (!row)
        throw new Error(`${route} has no sample request: add its row to the authorization matrix`);
      const entitled: Caller =
        row.expect.patientA < 400 ? 'patient' : row.expect.doctor < 400 ? 'doctor' : 'admin';
      return { route, entitled, request: (caller: Caller) => row.request(matrixActor[caller]) };
    }),
  ),
  ...authEndpoints({ app, users, gateway }).map((endpoint) => ({
    ...endpoint,
    entitled: 'patient' as const,
  })),
];

/** One hostile request: parts left undefined come from the route's valid sample request. */
interface Spoiled {
  caller: Caller;
  path?: string[];
  query?: string;
  body?: BodyMutation;
  contentType?: string;
  ip?: string;
}

const FORM = 'application/x-www-form-urlencoded';

/** A mutation applied to a form, as a gateway's post would carry it; values that are not text are written as JSON. */
function applyFormMutation(form: Record<string, string>, mutation: BodyMutation): string {
  if (mutation.kind === 'raw') return mutation.text;
  if (mutation.kind === 'text') {
    // A form carries bytes percent-encoded; a lone surrogate, which has no bytes, as U+FFFD.
    const { path, value } = mutation;
    const text = typeof value === 'string' ? value : BYTES_GO_HERE;
    const encoded = new URLSearchParams({ ...form, [String(path[0])]: text }).toString();
    return typeof value === 'string'
      ? encoded
      : encoded.replace(BYTES_GO_HERE, percentBytes(value));
  }
  const fields: Record<string, unknown> = { ...form };
  if (mutation.kind === 'replace') fields[mutation.field] = mutation.value;
  if (mutation.kind === 'drop') delete fields[mutation.field];
  if (mutation.kind === 'extra') Object.assign(fields, mutation.fields);
  return new URLSearchParams(
    Object.entries(fields).map(([name, value]): [string, string] => [
      name,
      typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
    ]),
  ).toString();
}

const fieldsOf = (payload: unknown) =>
  typeof payload === 'object' && payload !== null && !Array.isArray(payload)
    ? Object.keys(payload)
    : [];

function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${ANSWER_WITHIN_MS} ms`)),
      ANSWER_WITHIN_MS,
    );
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** No 5xx; a refusal is JSON with a message (ours are {statusCode, error, message}, better-auth's {code, message}). */
function expectCleanAnswer(what: string, response: LightMyRequestResponse) {
  const described = `${what} answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
  expect(response.statusCode, described).toBeLessThan(500);
  if (response.statusCode < 400) return;
  expect(response.headers['content-type'], described).toMatch(/^application\/json/);
  expect(response.json(), described).toMatchObject({ message: expect.stringMatching(/\S/) });
}

/** Sends `spoiled` on top of `sample` (a valid request for the route), checks the answer and returns it. */
async function sendSpoiled(route: HostileRoute, sample: MatrixRequest, spoiled: Spoiled) {
  const [method, pattern] = route.route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
  const [samplePath, sampleQuery] = sample.url.split('?') as [string, string | undefined];
  const segments = [...(spoiled.path ?? [])];
  const path = spoiled.path ? pattern.replace(/\{\w+\}/g, () => segments.shift()!) : samplePath;
  const query = spoiled.query ?? sampleQuery;
  const url = query === undefined ? path : `${path}?${query}`;
  const headers = { ...(sample.headers ?? callerHeaders[spoiled.caller]) };
  let payload: string | Buffer | undefined;
  if (method !== 'GET' && sample.form) {
    // A form route: JSON (the generator's usual type) is sent as the form it expects instead.
    payload = applyFormMutation(sample.form, spoiled.body ?? { kind: 'sample' });
    const type = spoiled.contentType ?? FORM;
    headers['content-type'] = type === 'application/json' ? FORM : type;
  } else if (method !== 'GET') {
    payload = applyBodyMutation(sample.payload, spoiled.body ?? { kind: 'sample' });
    headers['content-type'] = spoiled.contentType ?? 'application/json';
  }
  const what = `${method} ${url.slice(0, 200)} (${spoiled.caller})`;
  const response = await within(
    app.inject({ method, url, headers, payload, remoteAddress: spoiled.ip ?? nextIp() }),
    what,
  );
  expectCleanAnswer(what, response);
  return response;
}

let requestCount = 0;
/** A new client address per request, so the per-IP rate limits (tested in rate-limits.test.ts) stay out of the way. */
const nextIp = () => {
  requestCount += 1;
  return `10.${(requestCount >> 16) & 255}.${(requestCount >> 8) & 255}.${requestCount & 255}`;
};

const paramsOf = (route: HostileRoute) => route.route.split(' ')[1]!.match(/\{\w+\}/g) ?? [];

describe('hostile input, generated', () => {
  for (const route of routes) {
    const params = paramsOf(route);
    it(
      route.route,
      async () => {
        const template = await route.request('patient');
        const spoiled: fc.Arbitrary<Spoiled> = fc.record({
          caller: fc.constantFrom(...CALLERS),
          path: params.length
            ? fc.option(
                fc.array(pathSegment, { minLength: params.length, maxLength: params.length }),
                { nil: undefined },
              )
            : fc.constant(undefined),
          query: fc.option(queryString, { nil: undefined }),
          body: bodyMutation(fieldsOf(template.form ?? template.payload)),
          contentType,
          ip: fc.ipV4(),
        });
        await fc.assert(
          fc.asyncProperty(spoiled, async (request) => {
            // A fresh valid request only when its path is used: some make users, which costs a password hash.
            await sendSpoiled(
              route,
              request.path ? template : await route.request(request.caller),
              request,
            );
          }),
          { seed: SEED, numRuns: RUNS_PER_ROUTE },
        );
        // Each answer has ANSWER_WITHIN_MS; the route's runs together may take as long as that allows.
      },
      RUNS_PER_ROUTE * ANSWER_WITHIN_MS,
    );
  }
});

describe('hostile input, every known bad value in every field, parameter and query value', () => {
  for (const route of routes) {
    const params = paramsOf(route);
    it(route.route, async () => {
      const caller = route.entitled;
      const sample = await route.request(caller);
      const queryKeys = [...new URLSearchParams(sample.url.split('?')[1] ?? '').keys()];
      const cases: Spoiled[] = [
        ...fieldsOf(sample.form ?? sample.payload).flatMap((field) =>
          KNOWN_BAD_TEXT.map((value): Spoiled => ({
            caller,
            body: { kind: 'replace', field, value },
          })),
        ),
        ...(route.route.startsWith('GET ')
          ? []
          : KNOWN_BAD_BODIES.map((text): Spoiled => ({ caller, body: { kind: 'raw', text } }))),
        ...(params.length
          ? KNOWN_BAD_TEXT.map((value): Spoiled => ({
              caller,
              path: params.map(() => percentEncode(value)),
            }))
          : []),
        ...queryKeys.flatMap((key) =>
          KNOWN_BAD_TEXT.map((value): Spoiled => ({
            caller,
            query: `${key}=${percentEncode(value)}`,
          })),
        ),
      ];
      for (const spoiled of cases) await sendSpoiled(route, sample, spoiled);
    });
  }
});

/** Stripe signs the bytes it sends, so its webhook reads them unparsed and checks them before parsing. */
const READS_RAW_BODY = new Set(['POST /api/payments/webhook']);

describe('hostile input, lone surrogates and invalid UTF-8 in every text of every body, parameter and query value', () => {
  for (const route of routes) {
    const params = paramsOf(route);
    it(route.route, async () => {
      const caller = route.entitled;
      const sample = await route.request(caller);
      const body = sample.form ?? sample.payload;
      const texts = typeof body === 'object' ? stringPaths(body) : [];
      const queryKeys = [...new URLSearchParams(sample.url.split('?')[1] ?? '').keys()];
      const takesJson =
        !route.route.startsWith('GET ') && !sample.form && !READS_RAW_BODY.has(route.route);

      const surrogateKey: Spoiled = {
        caller,
        body: { kind: 'extra', fields: { '\udc00': 'a field named by half a pair' } },
      };
      const surrogates: Spoiled[] = [
        ...texts.flatMap((path) =>
          LONE_SURROGATES.map((value): Spoiled => ({
            caller,
            body: { kind: 'text', path, value },
          })),
        ),
        ...(takesJson ? [surrogateKey] : []),
      ];
      for (const spoiled of surrogates) {
        const response = await sendSpoiled(route, sample, spoiled);
        if (!takesJson) continue;
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toMatchObject({
          message: expect.stringMatching(/lone UTF-16 surrogate/),
        });
      }

      const notUtf8 = INVALID_UTF8.map(percentBytes);
      const invalid: Spoiled[] = [
        ...texts.flatMap((path) =>
          INVALID_UTF8.map((value): Spoiled => ({ caller, body: { kind: 'text', path, value } })),
        ),
        ...(params.length
          ? notUtf8.map((value): Spoiled => ({ caller, path: params.map(() => value) }))
          : []),
        ...queryKeys.flatMap((key) =>
          notUtf8.map((value): Spoiled => ({ caller, query: `${key}=${value}` })),
        ),
        ...notUtf8.map((value): Spoiled => ({ caller, query: `${value}=1` })),
      ];
      for (const spoiled of invalid) await sendSpoiled(route, sample, spoiled);
    });
  }
});

describe('bodies over the size limit', () => {
  const limit = app.initialConfig.bodyLimit!;
  for (const route of routes.filter((candidate) => !candidate.route.startsWith('GET '))) {
    const [method] = route.route.split(' ') as ['POST' | 'PUT' | 'DELETE'];

    it(`${route.route} answers 413`, async () => {
      const sample = await route.request('patient');
      const payload = sample.form
        ? new URLSearchParams({ ...sample.form, padding: 'x'.repeat(limit) }).toString()
        : JSON.stringify({
            ...(typeof sample.payload === 'object' ? sample.payload : {}),
            padding: 'x'.repeat(limit),
          });
      const response = await app.inject({
        method,
        url: sample.url,
        headers: {
          ...(sample.headers ?? callerHeaders.patient),
          'content-type': sample.form ? FORM : 'application/json',
        },
        payload,
        remoteAddress: nextIp(),
      });
      expect(response.statusCode).toBe(413);
      expectCleanAnswer(`${method} ${sample.url}`, response);
    });
  }
});
