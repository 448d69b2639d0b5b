import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  addDays,
  formatWireDate,
  type AppointmentOption,
  type ServerSignal,
} from '@sustho/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { bookings, holdsSlot } from '../../src/db/schema.js';
import { clinicNow } from '../../src/lib/clinic-time.js';
import { freePort, startApiProcess } from '../api-process.js';
import { doubleBookings } from '../booking-invariants.js';
import { createBooking, createDoctorUser, createOption, createUser } from '../factories.js';
import { createTestDatabase, TEST_SECRET, testEnv } from '../helper.js';
import { REDIS_URL, redisForTests } from '../local-redis.js';
import { startLocalProxy } from './local-proxy.js';
import {
  call,
  cookiesOf,
  openSignalSocket,
  randomClientAddress,
  type Answer,
  type CallOptions,
} from './proxy-client.js';

/**
 * The deployment of compose.yaml from local processes (decision 027): two API processes on one
 * fresh PostgreSQL database and the local Redis, behind Debian's nginx running deploy/nginx.conf
 * on loopback with TLS. Everything goes through the proxy, as it would from the internet.
 * `npm run test:deploy` runs it; it needs TEST_DATABASE_URL and a Redis server.
 */
if (!process.env.TEST_DATABASE_URL)
  throw new Error('The deployment test needs TEST_DATABASE_URL, a PostgreSQL server to work on');
if (!(await redisForTests()))
  throw new Error(`The deployment test needs Redis: none answers at ${REDIS_URL}`);

const PASSWORD = 'correct-horse-battery';
/** Sign-in attempts per minute per client address and per account, on both instances together. */
const SIGN_IN_LIMIT = 5;
const SLOT = '09:00 AM - 09:30 AM';

const database = await createTestDatabase();
const dataDir = mkdtempSync(path.join(tmpdir(), 'sustho-deploy-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const [port, redirectPort] = [await freePort(), await freePort()];
const publicUrl = `https://127.0.0.1:${port}`;
// The settings compose.yaml gives its instances, with a shared folder for files as its volume is.
const instances = await Promise.all(
  [1, 2].map(() =>
    startApiProcess({
      DATABASE_URL: database.url!,
      REDIS_URL,
      TRUST_PROXY: '1',
      PUBLIC_URL: publicUrl,
      AUTH_SECRET: TEST_SECRET,
      PAYMENTS_SANDBOX: 'true',
      MAIL_OUTBOX_ONLY: 'true',
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT_PER_MINUTE: String(SIGN_IN_LIMIT),
      // Rooms open two days early, so a booking tomorrow has its room open now on the real clock.
      CONSULTATION_EARLY_JOIN_MINUTES: String(2 * 24 * 60),
    }),
  ),
);
afterAll(() => Promise.all(instances.map((instance) => instance.stop())));
const addresses = instances.map((instance) => new URL(instance.url).host);

const proxy = await startLocalProxy({
  port,
  redirectPort,
  upstreams: addresses,
  revealUpstream: true,
});
afterAll(() => proxy.stop());

// Makes accounts and data directly in the database, signing tokens with the instances' secret.
const app = await buildApp({ env: testEnv(), database, secret: TEST_SECRET, logger: false });
afterAll(() => app.close());

const through = (route: string, options?: CallOptions) => call(proxy, route, options);
const tomorrow = () => addDays(clinicNow(new Date(), app.env.CLINIC_TIME_ZONE).today, 1);

/** Sends the same request until both instances have answered it (least-connections alternates). */
async function onBothInstances(send: () => Promise<Answer>): Promise<Answer[]> {
  const answers: Answer[] = [];
  while (answers.length < 6 && new Set(answers.map((answer) => answer.upstream)).size < 2)
    answers.push(await send());
  expect(new Set(answers.map((answer) => answer.upstream))).toEqual(new Set(addresses));
  return answers;
}

const statuses = (answers: Answer[]) => answers.map((answer) => answer.status);

describe('two API instances behind nginx (compose.yaml, from local processes)', () => {
  it('redirects plain HTTP to HTTPS', async () => {
    const response = await fetch(`http://127.0.0.1:${redirectPort}/login`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('https://127.0.0.1/login');
  });

  it('takes a sign-in on one instance and the session and its token on the other; a sign-out ends them on both', async () => {
    const patient = await createUser(app, { password: PASSWORD });
    const from = randomClientAddress();
    const signIn = await through('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: patient.user.email, password: PASSWORD },
      from,
    });
    expect(signIn.status).toBe(200);
    const cookie = cookiesOf(signIn);
    const ownBookings = `/api/bookings?email=${encodeURIComponent(patient.user.email)}`;

    const bySession = await onBothInstances(() =>
      through(ownBookings, { headers: { cookie }, from }),
    );
    expect(statuses(bySession)).toEqual(bySession.map(() => 200));

    const token = await through(`/api/jwt?email=${encodeURIComponent(patient.user.email)}`, {
      headers: { cookie },
      from,
    });
    expect(token.status).toBe(200);
    const bearer = { authorization: `Bearer ${token.json<{ accessToken: string }>().accessToken}` };
    const byToken = await onBothInstances(() => through(ownBookings, { headers: bearer, from }));
    expect(statuses(byToken)).toEqual(byToken.map(() => 200));

    const signOut = await through('/api/auth/sign-out', {
      method: 'POST',
      headers: { cookie, origin: publicUrl },
      json: {},
      from,
    });
    expect(signOut.status).toBe(200);
    for (const headers of [{ cookie }, bearer]) {
      const refused = await onBothInstances(() => through(ownBookings, { headers, from }));
      expect(statuses(refused)).toEqual(refused.map(() => 401));
    }
  });

  it('counts sign-in attempts on both instances against one limit, per real client address', async () => {
    const from = randomClientAddress();
    // Each attempt claims another address in X-Forwarded-For: the proxy replaces it with the real one.
    const attempt = (spoofed: number) =>
      through('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'x-forwarded-for': `10.0.0.${spoofed}` },
        json: { email: `nobody-${randomUUID()}@example.com`, password: 'a-wrong-guess' },
        from,
      });
    const allowed: Answer[] = [];
    for (let spoofed = 1; spoofed <= SIGN_IN_LIMIT; spoofed += 1)
      allowed.push(await attempt(spoofed));
    expect(statuses(allowed)).toEqual(allowed.map(() => 401));
    expect(new Set(allowed.map((answer) => answer.upstream))).toEqual(new Set(addresses));

    const refused = await onBothInstances(() => attempt(99));
    expect(statuses(refused)).toEqual(refused.map(() => 429));
    // Another client has a count of its own.
    expect(
      (
        await through('/api/auth/sign-in/email', {
          method: 'POST',
          json: { email: `nobody-${randomUUID()}@example.com`, password: 'a-wrong-guess' },
        })
      ).status,
    ).toBe(401);
  });

  it("gives one doctor's slot to exactly one of 50 patients racing through both instances", async () => {
    const option = await createOption(app.db, { slotStarts: ['09:00'] });
    const date = formatWireDate(tomorrow());
    const patients = await Promise.all(Array.from({ length: 50 }, () => createUser(app)));
    const answers = await Promise.all(
      patients.map((patient) =>
        through('/api/booking', {
          method: 'POST',
          headers: patient.headers,
          json: {
            appointmentDate: date,
            treatmentName: option.name,
            patientName: patient.user.name,
            slot: SLOT,
            phone: '01712345678',
          },
        }),
      ),
    );
    expect(statuses(answers)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((answer) => answer.upstream))).toEqual(new Set(addresses));
    const results = answers.map((answer) =>
      answer.json<{ acknowledged: boolean; reason?: string }>(),
    );
    expect(results.filter((result) => result.acknowledged)).toHaveLength(1);
    expect(results.filter((result) => result.reason === 'slot_taken')).toHaveLength(49);
    const held = await app.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.treatmentId, option.id), holdsSlot(bookings.state)));
    expect(held).toHaveLength(1);
  });

  it('relays a consultation between a patient and a doctor whose sockets landed on different instances', async () => {
    const patient = await createUser(app, { password: PASSWORD });
    const doctor = await createDoctorUser(app, { password: PASSWORD });
    const booking = await createBooking(app.db, {
      treatmentId: doctor.doctor.treatmentId,
      doctorId: doctor.doctor.id,
      userId: patient.user.id,
      email: patient.user.email,
      appointmentDate: tomorrow(),
      slotStart: '12:00',
      state: 'paid',
    });
    const cookieOf = async (email: string) => {
      const signIn = await through('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email, password: PASSWORD },
      });
      expect(signIn.status).toBe(200);
      return { cookie: cookiesOf(signIn), origin: publicUrl };
    };
    const patientSocket = openSignalSocket(proxy, booking.id, await cookieOf(patient.user.email));
    const patientInstance = await patientSocket.opened;
    // Least connections sends the doctor to the instance without a socket.
    const doctorSocket = openSignalSocket(proxy, booking.id, await cookieOf(doctor.user.email));
    const doctorInstance = await doctorSocket.opened;
    expect(new Set([patientInstance, doctorInstance])).toEqual(new Set(addresses));

    const present = (message: ServerSignal) => message.type === 'peer' && message.present;
    await patientSocket.next(present);
    await doctorSocket.next(present);
    const offer = { type: 'signal', payload: { description: { type: 'offer', sdp: 'v=0 test' } } };
    patientSocket.send(offer);
    expect(await doctorSocket.next((message) => message.type === 'signal')).toEqual(offer);
    const candidate = {
      type: 'signal',
      payload: {
        candidate: { candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host', sdpMid: '0' },
      },
    };
    doctorSocket.send(candidate);
    expect(await patientSocket.next((message) => message.type === 'signal')).toEqual(candidate);
    await Promise.all([patientSocket.close(), doctorSocket.close()]);
  });

  it('loses no acknowledged booking when an instance is killed under load, and moves the traffic to the other', async () => {
    const killed = instances[1]!;
    const survivor = addresses[0]!;
    const patients = await Promise.all(Array.from({ length: PATIENTS }, () => createUser(app)));
    const targets = await freeTargets();
    const outcomes: Outcome[] = [];
    let next = 0;
    let killedAt = Infinity;
    let stop = false;
    const worker = async () => {
      while (!stop) {
        const target = targets[next++];
        if (!target) throw new Error(`All ${targets.length} free slots were asked for`);
        const patient = patients[target.patient]!;
        const startedAt = Date.now();
        const outcome: Outcome = { startedAt, afterKill: startedAt > killedAt };
        try {
          const answer = await through('/api/booking', {
            method: 'POST',
            headers: patient.headers,
            json: { ...target.request, patientName: patient.user.name, phone: '01712345678' },
          });
          outcome.status = answer.status;
          outcome.upstream = answer.upstream;
          if (answer.status === 200)
            outcome.insertedId = answer.json<{ insertedId?: string }>().insertedId;
        } catch {
          outcome.status = 0; // The connection broke: nothing was acknowledged.
        }
        outcomes.push(outcome);
      }
    };
    const workers = Array.from({ length: CONCURRENT_REQUESTS }, worker);
    const acknowledged = () => outcomes.filter((outcome) => outcome.insertedId).length;
    await until(() => acknowledged() >= BEFORE_KILL);
    killedAt = Date.now();
    await killed.kill();
    await until(() => outcomes.filter((outcome) => outcome.afterKill).length >= AFTER_KILL);
    stop = true;
    await Promise.all(workers);

    // Only requests in flight at the kill may fail (one per connection); the proxy then sends
    // every request to the survivor.
    const failed = outcomes.filter((outcome) => outcome.status !== 200);
    expect(failed.length).toBeLessThanOrEqual(CONCURRENT_REQUESTS);
    const last = outcomes.slice(-AFTER_KILL / 2);
    expect(last.map((outcome) => [outcome.status, outcome.upstream])).toEqual(
      last.map(() => [200, survivor]),
    );
    expect(last.every((outcome) => outcome.insertedId)).toBe(true);
    const reads = await Promise.all([1, 2, 3, 4].map(() => through('/api/services')));
    expect(reads.map((read) => [read.status, read.upstream])).toEqual(
      reads.map(() => [200, survivor]),
    );

    const ids = outcomes.flatMap((outcome) => (outcome.insertedId ? [outcome.insertedId] : []));
    const stored = await app.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(inArray(bookings.id, ids), eq(bookings.state, 'booked')));
    expect(stored.map((row) => row.id).sort()).toEqual([...ids].sort());
    expect(await doubleBookings(app.db)).toEqual({
      doctorsHeldTwice: [],
      patientsHeldTwice: [],
      patientDaysHeldTwice: [],
    });
    console.log(
      `deploy: ${ids.length} bookings acknowledged through the proxy, ${outcomes.filter((o) => o.afterKill).length} asked after the kill, ${failed.length} failed in flight, all acknowledged kept`,
    );
  }, 120_000);
});

/** More than the free slots of one demo day, so each day's slots go to different patients. */
const PATIENTS = 100;
const CONCURRENT_REQUESTS = 8;
const BEFORE_KILL = 40;
const AFTER_KILL = 60;

interface Outcome {
  startedAt: number;
  afterKill: boolean;
  status?: number;
  upstream?: string | null;
  insertedId?: string;
}

/** Waits until `done` says so, checking every 20 ms; fails after a minute. */
async function until(done: () => boolean) {
  const deadline = Date.now() + 60_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for the load');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The seeded catalogue's free slots over the next three weeks, as the appointment page offers
 * them; each slot's patient is its place in its day, so no patient asks for two slots of one day.
 */
async function freeTargets() {
  const days = Array.from({ length: 21 }, (_, offset) =>
    formatWireDate(addDays(tomorrow(), offset + 1)),
  );
  const perDay = await Promise.all(
    days.map(async (date) => {
      const answer = await call(proxy, `/api/appointmentOptions?date=${encodeURIComponent(date)}`);
      return answer
        .json<AppointmentOption[]>()
        .flatMap((option) =>
          option.slots.map((slot) => ({ appointmentDate: date, treatmentName: option.name, slot })),
        )
        .map((request, patient) => ({ request, patient }));
    }),
  );
  return perDay.flat();
}
