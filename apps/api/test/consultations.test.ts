import { createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CHAT_MESSAGES_PER_ROOM, CHAT_PAGE_SIZE, type ServerSignal } from '@sustho/contracts';
import { buildApp, type App } from '../src/app.js';
import { bookings, consultationMessages, consultationPresence } from '../src/db/schema.js';
import { roomChannel, type RoomEvent } from '../src/modules/consultations/room-events.js';
import { CHAT_MESSAGES_PER_MINUTE } from '../src/modules/consultations/routes.js';
import { SIGNALLING_LIMITS } from '../src/modules/consultations/signalling.js';
import { clock } from '../src/lib/clock.js';
import {
  createAdmin,
  createBooking,
  createDoctorUser,
  createUser,
  sessionCookie,
  type createUser as CreateUser,
} from './factories.js';
import { buildTestApp, TEST_SECRET, testDatabaseKind, testEnv } from './helper.js';
import { twoMedicines } from './records/fixtures.js';

const PASSWORD = 'correct-horse-battery';
type Caller = Awaited<ReturnType<typeof CreateUser>>;
const TURN_SECRET = 'a-turn-secret-for-the-tests';
// 09:00 in Dhaka on Feb 10, 2026: the 09:00–09:30 slot has just started.
const NOW = '2026-02-10T03:00:00Z';
const DAY = '2026-02-10';

const { app, database } = await buildTestApp({
  ICE_STUN_URLS: 'stun:stun.example.org:3478',
  ICE_TURN_URLS: 'turn:turn.example.org:3478?transport=udp,turns:turn.example.org:5349',
  ICE_TURN_SECRET: TURN_SECRET,
  // Sign-ins for the session cookies below all come from one address.
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
});
const other = await createUser(app, { name: 'Karim' });
const admin = await createAdmin(app);
// A fresh patient and doctor for each test, so its bookings clash with no other test's.
let patient: Caller;
let doctor: Awaited<ReturnType<typeof createDoctorUser>>;

/** A booking of `patient` with `doctor`, paid, 09:00–09:30 on DAY unless told. */
async function booking(values: Partial<typeof bookings.$inferInsert> = {}) {
  return createBooking(app.db, {
    treatmentId: doctor.doctor.treatmentId,
    doctorId: doctor.doctor.id,
    userId: patient.user.id,
    appointmentDate: DAY,
    slotStart: '09:00',
    state: 'paid',
    ...values,
  });
}

/**
 * Another patient of `patient`'s account, for a second booking of the same treatment that day:
 * one patient holds one such booking a day (services.md §2), an account may hold one per patient.
 */
async function familyMember(): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/family',
    headers: patient.headers,
    payload: { name: 'Rahim Junior', relation: 'child', dateOfBirth: '2015-06-01', sex: 'male' },
  });
  return response.json<{ _id: string }>()._id;
}

/** The parties counted as in a room, lapsed or not. */
const presentIn = async (bookingId: string) =>
  (
    await app.db
      .select()
      .from(consultationPresence)
      .where(eq(consultationPresence.bookingId, bookingId))
  ).length;

const get = (caller: Caller | null, url: string) =>
  app.inject({ method: 'GET', url, headers: caller?.headers ?? {} });
const post = (caller: Caller | null, url: string, text: string) =>
  app.inject({ method: 'POST', url, headers: caller?.headers ?? {}, payload: { text } });

beforeEach(async () => {
  // On the real clock, so their access tokens outlive the hours the tests move the clock through.
  patient = await createUser(app, { name: 'Rahim' });
  doctor = await createDoctorUser(app, { name: 'Dr. Nasreen' });
  clock.set(NOW);
});

describe('the room', () => {
  it("answers its patient and its doctor with the room's state and each one's role", async () => {
    const { id } = await booking();
    const asPatient = await get(patient, `/api/consultations/${id}`);
    expect(asPatient.statusCode).toBe(200);
    expect(asPatient.json()).toMatchObject({
      bookingId: id,
      role: 'patient',
      status: 'open',
      date: DAY,
      slot: '09:00 AM - 09:30 AM',
      startsAt: '2026-02-10T03:00:00.000Z',
      opensAt: '2026-02-10T02:50:00.000Z',
      closesAt: '2026-02-10T04:00:00.000Z',
      doctorName: 'Dr. Nasreen',
      paymentRequired: false,
    });
    expect((await get(doctor, `/api/consultations/${id}`)).json()).toMatchObject({
      role: 'doctor',
      status: 'open',
    });
  });

  it('opens CONSULTATION_EARLY_JOIN_MINUTES before the slot and closes CONSULTATION_LATE_MINUTES after it', async () => {
    const { id } = await booking();
    const status = async (instant: string) => {
      clock.set(instant);
      return (await get(patient, `/api/consultations/${id}`)).json<{ status: string }>().status;
    };
    expect(await status('2026-02-10T02:49:59Z')).toBe('upcoming');
    expect(await status('2026-02-10T02:50:00Z')).toBe('open');
    expect(await status('2026-02-10T03:59:59Z')).toBe('open');
    expect(await status('2026-02-10T04:00:00Z')).toBe('ended');
  });

  it('is closed once the consultation is completed with nobody in it, or the booking cancelled or missed', async () => {
    for (const state of ['completed', 'no_show', 'cancelled', 'refunded'] as const) {
      const { id } = await booking({ state, slotStart: '09:00' });
      const room = await get(patient, `/api/consultations/${id}`);
      expect({ state, status: room.json<{ status: string }>().status }).toEqual({
        state,
        status: 'ended',
      });
      expect((await get(patient, `/api/consultations/${id}/messages`)).statusCode).toBe(409);
    }
  });

  it('asks for payment for a priced booking that is not paid, and lets in an unpriced one', async () => {
    const unpaid = await booking({ state: 'booked', priceCents: 2500 });
    expect((await get(patient, `/api/consultations/${unpaid.id}`)).json()).toMatchObject({
      status: 'unpaid',
      paymentRequired: true,
    });
    const free = await booking({
      state: 'booked',
      priceCents: 0,
      slotStart: '09:30',
      patientId: await familyMember(),
    });
    clock.set('2026-02-10T03:30:00Z');
    expect((await get(patient, `/api/consultations/${free.id}`)).json()).toMatchObject({
      status: 'open',
    });
  });
});

describe('who is refused, on every consultation route', () => {
  const routes = ['', '/messages', '/ice-servers'];

  it('another patient, an admin and an unknown id get 404; a signed-out visitor 401', async () => {
    const { id } = await booking();
    for (const suffix of routes) {
      for (const [who, caller, url, status] of [
        ['other patient', other, `/api/consultations/${id}${suffix}`, 404],
        ['admin', admin, `/api/consultations/${id}${suffix}`, 404],
        ['signed out', null, `/api/consultations/${id}${suffix}`, 401],
        ['unknown id', patient, `/api/consultations/${crypto.randomUUID()}${suffix}`, 404],
        ['not an id', patient, `/api/consultations/nope${suffix}`, 400],
      ] as const) {
        const response = await get(caller, url);
        expect({ who, suffix, status: response.statusCode }).toEqual({ who, suffix, status });
      }
      for (const [who, caller, status] of [
        ['other patient', other, 404],
        ['admin', admin, 404],
        ['signed out', null, 401],
      ] as const) {
        const response = await post(caller, `/api/consultations/${id}/messages`, 'hi');
        expect({ who, status: response.statusCode }).toEqual({ who, status });
      }
    }
    expect(
      await app.db
        .select()
        .from(consultationMessages)
        .where(eq(consultationMessages.bookingId, id)),
    ).toEqual([]);
  });

  it('a closed window answers 409 and an unpaid booking 402, to the patient and the doctor alike; only the patient is asked to pay', async () => {
    const paid = await booking();
    const unpaid = await booking({
      state: 'booked',
      slotStart: '10:00',
      patientId: await familyMember(),
    });
    clock.set('2026-02-10T04:00:00Z'); // 10:00: the 09:00 room closed, the 10:00 one is open
    for (const caller of [patient, doctor]) {
      for (const suffix of ['/messages', '/ice-servers']) {
        const closed = await get(caller, `/api/consultations/${paid.id}${suffix}`);
        expect(closed.statusCode).toBe(409);
        expect(closed.json()).toMatchObject({ code: 'room_closed' });
        const owing = await get(caller, `/api/consultations/${unpaid.id}${suffix}`);
        expect(owing.statusCode).toBe(402);
        expect(owing.json()).toMatchObject({
          message:
            caller === patient
              ? 'Please pay for this appointment to join'
              : "Waiting for the patient's payment",
          code: 'payment_required',
        });
      }
      expect((await post(caller, `/api/consultations/${paid.id}/messages`, 'hi')).statusCode).toBe(
        409,
      );
      expect(
        (await post(caller, `/api/consultations/${unpaid.id}/messages`, 'hi')).statusCode,
      ).toBe(402);
    }
  });
});

describe('chat', () => {
  it('keeps messages in order, with who sent them, for both parties', async () => {
    const { id } = await booking();
    const url = `/api/consultations/${id}/messages`;
    expect((await post(patient, url, 'I have had a fever for 3 days')).statusCode).toBe(201);
    expect((await post(doctor, url, '<b>How high?</b>')).statusCode).toBe(201);
    for (const caller of [patient, doctor]) {
      const messages = (await get(caller, url)).json<{ from: string; text: string }[]>();
      expect(messages.map(({ from, text }) => ({ from, text }))).toEqual([
        { from: 'patient', text: 'I have had a fever for 3 days' },
        // Kept as the text it was: the page shows it as text, never as HTML.
        { from: 'doctor', text: '<b>How high?</b>' },
      ]);
    }
  });

  it('takes 1 to 2,000 characters', async () => {
    const { id } = await booking();
    const url = `/api/consultations/${id}/messages`;
    expect((await post(patient, url, 'x'.repeat(2000))).statusCode).toBe(201);
    for (const text of ['', '   ', 'x'.repeat(2001)]) {
      const response = await post(patient, url, text);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/text/);
    }
  });

  it('is refused by the database beyond 2,000 characters, whatever the API lets through', async () => {
    const { id } = await booking();
    await expect(
      app.db
        .insert(consultationMessages)
        .values({ bookingId: id, senderRole: 'patient', text: 'x'.repeat(2001) }),
    ).rejects.toThrow();
  });
});

describe('chat limits', () => {
  /** `count` messages written straight to the database, numbered from 1, oldest first. */
  async function fill(bookingId: string, count: number) {
    const values = Array.from({ length: count }, (_, index) => ({
      bookingId,
      senderRole: 'patient' as const,
      text: `message ${index + 1}`,
    }));
    await app.db.insert(consultationMessages).values(values);
  }
  const texts = (response: { json: <T>() => T }) =>
    response.json<{ text: string }[]>().map((message) => message.text);

  it(`takes ${CHAT_MESSAGES_PER_MINUTE} messages a minute from each sender, then answers 429`, async () => {
    const { id } = await booking();
    const url = `/api/consultations/${id}/messages`;
    for (let sent = 1; sent <= CHAT_MESSAGES_PER_MINUTE; sent += 1)
      expect((await post(patient, url, `message ${sent}`)).statusCode).toBe(201);
    const refused = await post(patient, url, 'one too many');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The limit is the sender's: the doctor still answers.
    expect((await post(doctor, url, 'Slow down, please')).statusCode).toBe(201);
    const stored = await app.db
      .select()
      .from(consultationMessages)
      .where(eq(consultationMessages.bookingId, id));
    expect(stored).toHaveLength(CHAT_MESSAGES_PER_MINUTE + 1);
  });

  it(`holds at most ${CHAT_MESSAGES_PER_ROOM} messages per room, when the last ones arrive together too (${testDatabaseKind})`, async () => {
    const { id } = await booking();
    await fill(id, CHAT_MESSAGES_PER_ROOM - 5);
    const url = `/api/consultations/${id}/messages`;
    // Ten at once, from both parties: exactly five fit.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        post(index % 2 === 0 ? patient : doctor, url, `last ${index}`),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 409, 409, 409, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({
      code: 'chat_full',
      message: `This chat is full: it holds at most ${CHAT_MESSAGES_PER_ROOM} messages`,
    });
    const stored = await app.db
      .select()
      .from(consultationMessages)
      .where(eq(consultationMessages.bookingId, id));
    expect(stored).toHaveLength(CHAT_MESSAGES_PER_ROOM);
    // The database holds the cap whatever writes to it, and other rooms are not affected.
    await expect(fill(id, 1)).rejects.toThrow();
    const { id: another } = await booking({ slotStart: '09:30', patientId: await familyMember() });
    await fill(another, 1);
  });

  it(`reads ${CHAT_PAGE_SIZE} messages at a time: the newest page, then earlier ones with ?before=`, async () => {
    const { id } = await booking();
    await fill(id, 250);
    const url = `/api/consultations/${id}/messages`;
    const page = (before?: string) => get(patient, before ? `${url}?before=${before}` : url);
    const numbered = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, index) => `message ${from + index}`);

    const newest = await page();
    expect(texts(newest)).toEqual(numbered(151, 250));
    const middle = await page(newest.json<{ id: string }[]>()[0]!.id);
    expect(texts(middle)).toEqual(numbered(51, 150));
    const first = await page(middle.json<{ id: string }[]>()[0]!.id);
    // A page shorter than a full one is the start of the chat.
    expect(texts(first)).toEqual(numbered(1, 50));

    // Another room's message, or none, gives nothing; what is not an id is refused.
    const { id: another } = await booking({ slotStart: '09:30', patientId: await familyMember() });
    await fill(another, 1);
    const [foreign] = await app.db
      .select()
      .from(consultationMessages)
      .where(eq(consultationMessages.bookingId, another));
    expect(texts(await page(foreign!.id))).toEqual([]);
    expect(texts(await page(randomUUID()))).toEqual([]);
    expect((await page('nope')).statusCode).toBe(400);
  });
});

describe('ICE servers', () => {
  it('answers the STUN servers and TURN servers with credentials derived from the secret', async () => {
    const { id } = await booking();
    const response = await get(patient, `/api/consultations/${id}/ice-servers`);
    expect(response.statusCode).toBe(200);
    const [stun, turn] = response.json<{
      iceServers: { urls: string[]; username?: string; credential?: string }[];
    }>().iceServers;
    expect(stun).toEqual({ urls: ['stun:stun.example.org:3478'] });
    expect(turn!.urls).toEqual([
      'turn:turn.example.org:3478?transport=udp',
      'turns:turn.example.org:5349',
    ]);
    // TURN REST: '{expiry}:{id}', expiring when the room closes; HMAC-SHA1 of it under the secret.
    const closesAt = Date.parse('2026-02-10T04:00:00Z') / 1000;
    expect(turn!.username).toBe(`${closesAt}:${patient.user.id}`);
    expect(turn!.credential).toBe(
      createHmac('sha1', TURN_SECRET).update(turn!.username!).digest('base64'),
    );
  });
});

/** A signalling socket that records what the server sends, or the handshake's refusal status. */
function openSocket(base: string, bookingId: string, headers: Record<string, string>) {
  const socket = new WebSocket(
    `${base.replace('http', 'ws')}/api/consultations/${bookingId}/signal`,
    { headers },
  );
  const received: ServerSignal[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    received.push(JSON.parse(String(data)) as ServerSignal);
    waiters.splice(0).forEach((wake) => wake());
  });
  const opened = new Promise<number>((resolve) => {
    socket.once('open', () => resolve(101));
    socket.once('unexpected-response', (_request, response) => resolve(response.statusCode!));
    socket.once('error', () => resolve(0));
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  return {
    socket,
    received,
    opened,
    closed,
    /** Waits until a message matching `match` has arrived, and answers it. */
    async next(match: (message: ServerSignal) => boolean, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`No such message; got ${JSON.stringify(received)}`);
        await new Promise<void>((wake) => {
          waiters.push(wake);
          setTimeout(wake, 50);
        });
      }
    },
    send: (message: unknown) => socket.send(JSON.stringify(message)),
  };
}

const offer = { type: 'signal', payload: { description: { type: 'offer', sdp: 'v=0 test' } } };

describe(`signalling over the WebSocket (${testDatabaseKind})`, () => {
  let base: string;
  /** A second app on the same database: a second API process, with its own connections. */
  let second: App;
  let secondBase: string;
  const cookies = new Map<string, Promise<string>>();
  const origin = { origin: 'http://localhost:3000' };

  beforeAll(async () => {
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    second = await buildApp({ env: testEnv(), database, secret: TEST_SECRET, logger: false });
    secondBase = await second.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => second.close());

  async function as(account: Caller) {
    if (!cookies.has(account.user.id))
      cookies.set(account.user.id, sessionCookie(app, account.user.email, PASSWORD));
    return { cookie: await cookies.get(account.user.id)!, ...origin };
  }

  it('relays offers between the patient on one process and the doctor on another, and says who is there', async () => {
    const { id } = await booking();
    const patientSocket = openSocket(base, id, await as(patient));
    expect(await patientSocket.opened).toBe(101);
    const doctorSocket = openSocket(secondBase, id, await as(doctor));
    expect(await doctorSocket.opened).toBe(101);
    await patientSocket.next((m) => m.type === 'peer' && m.present);
    await doctorSocket.next((m) => m.type === 'peer' && m.present);

    patientSocket.send(offer);
    expect(await doctorSocket.next((m) => m.type === 'signal')).toEqual({
      type: 'signal',
      payload: offer.payload,
    });
    const candidate = {
      type: 'signal',
      payload: {
        candidate: { candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host', sdpMid: '0' },
      },
    };
    doctorSocket.send(candidate);
    expect(await patientSocket.next((m) => m.type === 'signal')).toEqual(candidate);

    // A chat message sent over HTTP arrives live on both sockets.
    await post(patient, `/api/consultations/${id}/messages`, 'Can you hear me?');
    for (const socket of [patientSocket, doctorSocket])
      expect(await socket.next((m) => m.type === 'chat')).toMatchObject({
        message: { from: 'patient', text: 'Can you hear me?' },
      });

    doctorSocket.socket.close();
    await patientSocket.next((m) => m.type === 'peer' && !m.present);
    patientSocket.socket.close();
  });

  it('lets the doctor rejoin: the new socket replaces the old and the patient sees them again', async () => {
    const { id } = await booking();
    const patientSocket = openSocket(base, id, await as(patient));
    const firstDoctor = openSocket(secondBase, id, await as(doctor));
    await patientSocket.next((m) => m.type === 'peer' && m.present);
    const again = openSocket(base, id, await as(doctor));
    expect(await again.opened).toBe(101);
    expect(await firstDoctor.closed).toBe(4002);
    await again.next((m) => m.type === 'peer' && m.present);
    // The first socket's late goodbye does not hide the doctor who is there.
    patientSocket.send(offer);
    expect(await again.next((m) => m.type === 'signal')).toMatchObject({ type: 'signal' });
    expect(patientSocket.received.filter((m) => m.type === 'peer').at(-1)).toEqual({
      type: 'peer',
      present: true,
    });
    patientSocket.socket.close();
    again.socket.close();
  });

  it('does not bring back a socket that said goodbye when one of its signals arrives late', async () => {
    const { id } = await booking();
    const patientSocket = openSocket(base, id, await as(patient));
    expect(await patientSocket.opened).toBe(101);
    const gone = randomUUID();
    const payload = { description: { type: 'offer' as const, sdp: 'v=0 test' } };
    const late: RoomEvent = { kind: 'signal', from: 'doctor', connection: gone, payload };
    await app.bus.publish(roomChannel(id), { kind: 'bye', from: 'doctor', connection: gone });
    await app.bus.publish(roomChannel(id), late);
    // A signal from a socket still there is relayed, with its presence, after the late one.
    const live: RoomEvent = { kind: 'signal', from: 'doctor', connection: randomUUID(), payload };
    await app.bus.publish(roomChannel(id), live);
    await patientSocket.next((m) => m.type === 'signal');
    expect(patientSocket.received).toEqual([
      { type: 'peer', present: true },
      { type: 'signal', payload },
    ]);
    patientSocket.socket.close();
  });

  it('refuses the handshake of anyone else, a closed window, an unpaid booking and another site', async () => {
    const { id } = await booking();
    const unpaid = await booking({
      state: 'booked',
      slotStart: '09:30',
      patientId: await familyMember(),
    });
    const cases: [string, string, Record<string, string>, number][] = [
      ['signed out', id, origin, 401],
      ['other patient', id, await as(other), 404],
      ['admin', id, await as(admin), 404],
      ['unknown id', crypto.randomUUID(), await as(patient), 404],
      ['unpaid', unpaid.id, await as(patient), 402],
      ['another site', id, { ...(await as(patient)), origin: 'https://evil.example' }, 403],
    ];
    clock.set('2026-02-10T03:30:00Z'); // both rooms open
    for (const [who, bookingId, headers, status] of cases) {
      const socket = openSocket(base, bookingId, headers);
      expect({ who, status: await socket.opened }).toEqual({ who, status });
    }
    clock.set('2026-02-10T04:30:00Z'); // 10:30: the 09:00 room closed
    const late = openSocket(base, id, await as(doctor));
    expect(await late.opened).toBe(409);
  });

  it('closes a socket that sends what is not a signal, too much at once or too often', async () => {
    const { id } = await booking();
    const garbage = openSocket(base, id, await as(patient));
    await garbage.opened;
    garbage.socket.send('<script>alert(1)</script>');
    expect(await garbage.closed).toBe(1008);

    const wrongShape = openSocket(base, id, await as(patient));
    await wrongShape.opened;
    wrongShape.send({ type: 'signal', payload: { description: { type: 'hack', sdp: 1 } } });
    expect(await wrongShape.closed).toBe(1008);

    const tooBig = openSocket(base, id, await as(patient));
    await tooBig.opened;
    tooBig.socket.send('x'.repeat(17 * 1024));
    expect(await tooBig.closed).toBe(1009);

    const flood = openSocket(base, id, await as(patient));
    await flood.opened;
    for (let sent = 0; sent < 200 && flood.socket.readyState === WebSocket.OPEN; sent += 1)
      flood.send(offer);
    expect(await flood.closed).toBe(1008);
  });

  /** The room's status as `caller`'s page reads it. */
  const statusFor = async (caller: Caller, bookingId: string) =>
    (await get(caller, `/api/consultations/${bookingId}`)).json<{ status: string }>().status;

  /** Resolves when the room's bus carries a goodbye from `role`'s socket. */
  async function goodbyeOf(bookingId: string, role: 'patient' | 'doctor') {
    let heard!: () => void;
    const said = new Promise<void>((resolve) => (heard = resolve));
    const stop = await app.bus.subscribe(roomChannel(bookingId), (event) => {
      const { kind, from } = event as RoomEvent & { from?: string };
      if (kind === 'bye' && from === role) heard();
    });
    return { said: said.then(stop) };
  }

  it('keeps the call going when the doctor issues a prescription, tells the patient, and ends the room once both have left', async () => {
    const { id } = await booking();
    const patientSocket = openSocket(base, id, await as(patient));
    const doctorSocket = openSocket(secondBase, id, await as(doctor));
    await patientSocket.next((m) => m.type === 'peer' && m.present);
    await doctorSocket.next((m) => m.type === 'peer' && m.present);

    const issued = await app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/prescriptions`,
      headers: doctor.headers,
      payload: twoMedicines,
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const [completed] = await app.db
      .select({ state: bookings.state })
      .from(bookings)
      .where(eq(bookings.id, id));
    expect(completed!.state).toBe('completed');

    // The patient's page hears of it at once, and reads the room again: still open, and the
    // prescription is ready.
    expect(await patientSocket.next((m) => m.type === 'changed')).toEqual({ type: 'changed' });
    expect((await get(patient, `/api/consultations/${id}`)).json()).toMatchObject({
      status: 'open',
      prescriptionReady: true,
    });
    // The call goes on: signals are relayed, and the chat and the ICE servers still answer.
    patientSocket.send(offer);
    expect(await doctorSocket.next((m) => m.type === 'signal')).toMatchObject({ type: 'signal' });
    expect((await post(patient, `/api/consultations/${id}/messages`, 'Thank you')).statusCode).toBe(
      201,
    );
    expect((await get(doctor, `/api/consultations/${id}/ice-servers`)).statusCode).toBe(200);

    // The doctor leaves; the patient is still there, so the room stays open for both.
    doctorSocket.socket.close(1000);
    await patientSocket.next((m) => m.type === 'peer' && !m.present);
    expect(await statusFor(doctor, id)).toBe('open');
    // The patient leaves too: the room has ended, and nobody gets back in.
    const patientGone = await goodbyeOf(id, 'patient');
    patientSocket.socket.close(1000);
    await patientGone.said;
    expect(await statusFor(patient, id)).toBe('ended');
    expect(await statusFor(doctor, id)).toBe('ended');
    expect(await openSocket(base, id, await as(doctor)).opened).toBe(409);
  });

  it('lets a party whose connection dropped back into a completed consultation until its presence lapses', async () => {
    const { id } = await booking();
    const patientSocket = openSocket(base, id, await as(patient));
    const doctorSocket = openSocket(secondBase, id, await as(doctor));
    await patientSocket.next((m) => m.type === 'peer' && m.present);
    await doctorSocket.next((m) => m.type === 'peer' && m.present);
    await app.db.update(bookings).set({ state: 'completed' }).where(eq(bookings.id, id));
    doctorSocket.socket.close(1000);
    await patientSocket.next((m) => m.type === 'peer' && !m.present);

    // The patient's network drops (no closing handshake): they may come back, as after a reload.
    let gone = await goodbyeOf(id, 'patient');
    patientSocket.socket.terminate();
    await gone.said;
    expect(await statusFor(patient, id)).toBe('open');
    const back = openSocket(base, id, await as(patient));
    expect(await back.opened).toBe(101);
    // The new socket renews the party's presence rather than adding a second one.
    await expect.poll(() => presentIn(id)).toBe(1);
    gone = await goodbyeOf(id, 'patient');
    back.socket.terminate();
    await gone.said;
    // Nobody renews a presence any more: once the last one lapses, the room has ended.
    clock.set(new Date(Date.parse(NOW) + SIGNALLING_LIMITS.presentForMs - 1000));
    expect(await statusFor(patient, id)).toBe('open');
    clock.set(new Date(Date.parse(NOW) + SIGNALLING_LIMITS.presentForMs));
    expect(await statusFor(patient, id)).toBe('ended');
  });

  it('ends a completed consultation as soon as both have left, though one of them reloaded first', async () => {
    const { id } = await booking();
    const patientSocket = openSocket(base, id, await as(patient));
    const doctorSocket = openSocket(secondBase, id, await as(doctor));
    await patientSocket.next((m) => m.type === 'peer' && m.present);
    await doctorSocket.next((m) => m.type === 'peer' && m.present);
    await app.db.update(bookings).set({ state: 'completed' }).where(eq(bookings.id, id));

    // The doctor reloads: the old socket drops without a goodbye, and a new one joins.
    const dropped = await goodbyeOf(id, 'doctor');
    doctorSocket.socket.terminate();
    await dropped.said;
    const reloaded = openSocket(secondBase, id, await as(doctor));
    await reloaded.next((m) => m.type === 'peer' && m.present);

    const doctorGone = await goodbyeOf(id, 'doctor');
    reloaded.socket.close(1000);
    await doctorGone.said;
    const patientGone = await goodbyeOf(id, 'patient');
    patientSocket.socket.close(1000);
    await patientGone.said;
    expect(await statusFor(patient, id)).toBe('ended');
    expect(await presentIn(id)).toBe(0);
  });
});
