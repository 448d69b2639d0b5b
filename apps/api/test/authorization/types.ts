import type { InjectOptions } from 'fastify';
import type { App } from '../../src/app.js';
import type { createUser } from '../factories.js';
import type { SslcommerzStub } from '../sslcommerz-stub.js';

export const ACTORS = [
  'anonymous',
  'patientA',
  'patientB',
  'doctor',
  'pharmacist',
  'lab',
  'admin',
] as const;
export type Actor = (typeof ACTORS)[number];

export type SignedInUser = Awaited<ReturnType<typeof createUser>>;

export interface MatrixContext {
  app: App;
  /**
   * patientA owns the data under test; patientB is another patient touching it; doctor is a
   * doctor's account (with its doctor profile), who is not patientA's doctor; pharmacist and lab
   * are the other staff accounts (decision 047), who see no patient's data and act as no patient.
   */
  users: {
    patientA: SignedInUser;
    patientB: SignedInUser;
    doctor: SignedInUser;
    pharmacist: SignedInUser;
    lab: SignedInUser;
    admin: SignedInUser;
  };
  /** The local SSLCommerz sandbox the matrix's app takes payments through, beside the sandbox. */
  gateway: SslcommerzStub;
}

/**
 * One route in the authorization matrix: its pattern as registered (e.g. 'GET /api/bookings/{id}'),
 * how to build a request for each actor (called once per actor, so a deleting route can make a fresh
 * target each time), and the status each actor must get.
 */
export interface RouteCase {
  route: string;
  request: (actor: Actor) => Promise<MatrixRequest> | MatrixRequest;
  expect: Record<Actor, number>;
}

export interface MatrixRequest {
  url: string;
  payload?: InjectOptions['payload'];
  /** Sent form-encoded instead of as JSON, as payment gateways post. */
  form?: Record<string, string>;
  /** Replaces the actor's own headers, for a route that would otherwise destroy the shared actor. */
  headers?: Record<string, string>;
  /** Sent from this address, for a route whose per-address rate limit the actors would otherwise share. */
  remoteAddress?: string;
}

/** The same status for every caller. */
export const everyone = (status: number) =>
  Object.fromEntries(ACTORS.map((actor) => [actor, status])) as Record<Actor, number>;

export type MatrixArea = (context: MatrixContext) => Promise<RouteCase[]> | RouteCase[];
