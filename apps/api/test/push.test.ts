import webpush from 'web-push';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { jobHandlers, reminderSettings } from '../src/compose.js';
import { jobs, pushSubscriptions, users } from '../src/db/schema.js';
import { clock } from '../src/lib/clock.js';
import { runDueJobs } from '../src/modules/jobs/worker.js';
import { webPushTransport } from '../src/modules/push/index.js';
import { planReminders } from '../src/modules/reminders/reminders.js';
import { createBooking, createOption, createUser } from './factories.js';
import { buildTestApp } from './helper.js';
import { startLocalPushService } from './local-push-service.js';
import {
  createOnDemandDoctor,
  createOnDemandTreatment,
  queuedRequest,
  setOnline,
  waitForState,
} from './on-demand-fixtures.js';

const pushService = await startLocalPushService();
afterAll(() => pushService.close());

const vapid = webpush.generateVAPIDKeys();
const { app } = await buildTestApp({
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  PUSH_SERVICE_HOSTS: 'fcm.googleapis.com,*.notify.windows.com,127.0.0.1',
  BOOKING_RATE_LIMIT_PER_HOUR: '1000',
});
const db = app.db;
const quiet = { kind: 'folder' as const, send: async () => {} };
const handlers = jobHandlers(
  app.env,
  { mail: quiet, sms: quiet, push: webPushTransport(app.env, pushService.agent) },
  app,
);
const runJobs = () => runDueJobs(db, handlers, app.log);

afterEach(() => clock.reset());

type SignedIn = Awaited<ReturnType<typeof createUser>>;

const subscribe = (who: SignedIn, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/push-subscriptions',
    headers: who.headers,
    payload: payload as object,
  });

/** A new fake browser subscribed for `who`. */
async function subscribedBrowser(who: SignedIn) {
  const browser = pushService.subscription();
  const response = await subscribe(who, { endpoint: browser.endpoint, keys: browser.keys });
  expect(response.statusCode, response.body).toBe(204);
  return browser;
}

const receivedBy = (browserId: string) =>
  pushService.received.filter((push) => push.browser === browserId);

const subscriptionRow = async (endpoint: string) =>
  (await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)))[0];

describe('Push: subscriptions (POST and DELETE /api/push-subscriptions)', () => {
  it('gives the web app the VAPID public key', async () => {
    const response = await app.inject({ url: '/api/client-config' });
    expect(response.json().push).toEqual({ publicKey: vapid.publicKey });
  });

  it('refuses endpoints that are not https on a push service, and keys that are not keys', async () => {
    const patient = await createUser(app);
    const keys = pushService.subscription().keys;
    const refusal = async (payload: unknown) => {
      const response = await subscribe(patient, payload);
      expect(response.statusCode, response.body).toBe(400);
      return response.json<{ message: string }>().message;
    };
    const notAService = /push service is not one this site sends notifications through/;
    expect(await refusal({ endpoint: 'http://127.0.0.1/push/1', keys })).toMatch(notAService);
    expect(await refusal({ endpoint: 'https://evil.example.com/push/1', keys })).toMatch(
      notAService,
    );
    // A '*.' entry matches subdomains only, and a look-alike host is not one.
    expect(await refusal({ endpoint: 'https://notify.windows.com/x', keys })).toMatch(notAService);
    expect(await refusal({ endpoint: 'https://fcm.googleapis.com.evil.com/x', keys })).toMatch(
      notAService,
    );
    expect(await refusal({ endpoint: 'https://user:pw@fcm.googleapis.com/x', keys })).toMatch(
      notAService,
    );
    expect(
      await refusal({ endpoint: `https://fcm.googleapis.com/${'a'.repeat(10_240)}`, keys }),
    ).toMatch(/at most 1000 characters/);
    expect(await refusal({ endpoint: 'not a url', keys })).toMatch(/URL of a push service/);
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc';
    expect(await refusal({ endpoint, keys: { ...keys, p256dh: 'not*base64' } })).toMatch(
      /P-256 public key/,
    );
    expect(await refusal({ endpoint, keys: { ...keys, p256dh: keys.auth } })).toMatch(
      /P-256 public key/,
    );
    expect(await refusal({ endpoint, keys: { ...keys, auth: 'AAAA' } })).toMatch(/16-byte secret/);
    expect(await refusal({ endpoint })).toMatch(/keys/);
    expect(await subscriptionRow(endpoint)).toBeUndefined();
  });

  it('accepts a push service on any port and a subdomain of a *. entry', async () => {
    const patient = await createUser(app);
    const keys = pushService.subscription().keys;
    for (const endpoint of [
      'https://fcm.googleapis.com:8443/fcm/send/port',
      'https://db5p.notify.windows.com/w/?token=abc',
    ]) {
      const response = await subscribe(patient, { endpoint, keys });
      expect(response.statusCode, response.body).toBe(204);
      expect((await subscriptionRow(endpoint))?.userId).toBe(patient.user.id);
    }
  });

  it("moves a browser subscribed again to the new caller; DELETE drops only the caller's own", async () => {
    const [first, second] = [await createUser(app), await createUser(app)];
    const browser = await subscribedBrowser(first);
    const again = await subscribe(second, { endpoint: browser.endpoint, keys: browser.keys });
    expect(again.statusCode).toBe(204);
    expect((await subscriptionRow(browser.endpoint))?.userId).toBe(second.user.id);

    const drop = (who: SignedIn) =>
      app.inject({
        method: 'DELETE',
        url: '/api/push-subscriptions',
        headers: who.headers,
        payload: { endpoint: browser.endpoint },
      });
    expect((await drop(first)).statusCode).toBe(204);
    expect(await subscriptionRow(browser.endpoint)).toBeDefined();
    expect((await drop(second)).statusCode).toBe(204);
    expect(await subscriptionRow(browser.endpoint)).toBeUndefined();
  });

  it("forgets a deleted account's devices and its queued pushes", async () => {
    const patient = await createUser(app);
    const browser = await subscribedBrowser(patient);
    await app.inject({
      method: 'POST',
      url: '/api/push-subscriptions/test',
      headers: patient.headers,
    });
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/profile',
      headers: patient.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await subscriptionRow(browser.endpoint)).toBeUndefined();
    const queued = await db.select().from(jobs).where(eq(jobs.kind, 'push'));
    expect(queued.some((job) => job.payload.userId === patient.user.id)).toBe(false);
  });

  it('needs a signed-in caller', async () => {
    const browser = pushService.subscription();
    const response = await app.inject({
      method: 'POST',
      url: '/api/push-subscriptions',
      payload: { endpoint: browser.endpoint, keys: browser.keys },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('Push: sending through the local push service', () => {
  it('sends a test notification to every device of the caller, encrypted, in their language', async () => {
    const patient = await createUser(app);
    await db.update(users).set({ language: 'bn' }).where(eq(users.id, patient.user.id));
    const [phone, laptop] = [await subscribedBrowser(patient), await subscribedBrowser(patient)];
    const response = await app.inject({
      method: 'POST',
      url: '/api/push-subscriptions/test',
      headers: patient.headers,
    });
    expect(response.json()).toEqual({ devices: 2 });
    await runJobs();
    for (const browser of [phone, laptop]) {
      const [push] = receivedBy(browser.id);
      expect(push?.message).toEqual({
        title: 'সুস্থ',
        body: 'এই ডিভাইসে নোটিফিকেশন চালু আছে।',
        url: '/dashboard/profile',
      });
      expect(push?.vapidKey).toBe(vapid.publicKey);
      expect((await subscriptionRow(browser.endpoint))?.lastUsedAt).not.toBeNull();
    }
  });

  it('queues nothing for an account without devices', async () => {
    const patient = await createUser(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/push-subscriptions/test',
      headers: patient.headers,
    });
    expect(response.json()).toEqual({ devices: 0 });
    const queued = await db.select().from(jobs).where(eq(jobs.kind, 'push'));
    expect(queued.every((job) => job.payload.userId !== patient.user.id)).toBe(true);
  });

  it("sends an appointment's reminder as a push that opens its room", async () => {
    const patient = await createUser(app);
    const browser = await subscribedBrowser(patient);
    const option = await createOption(db);
    const booking = await createBooking(db, {
      treatmentId: option.id,
      appointmentDate: '2026-12-10',
      slotStart: '09:00',
      userId: patient.user.id,
    });
    await planReminders(
      db,
      { id: booking.id, day: '2026-12-10', slotStart: '09:00' },
      reminderSettings(app.env),
    );
    // Between the 24 h and the 1 h reminders of Dec 10's 09:00 in Dhaka (03:00Z).
    clock.set('2026-12-09T04:00:00Z');
    await runJobs();
    const pushes = receivedBy(browser.id);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.message.title).toBe('Appointment reminder');
    expect(pushes[0]!.message.body).toMatch(/^Your .+ appointment with .+ is on .+\.$/);
    expect(pushes[0]!.message.url).toBe(`/consultation/${booking.id}`);
  });

  it("tells an offered doctor 'New patient waiting' and the patient 'Your doctor is ready' on accept", async () => {
    const treatment = await createOnDemandTreatment(app);
    const doctor = await createOnDemandDoctor(app, treatment.id);
    const patient = await createUser(app);
    const [doctorsPhone, patientsPhone] = [
      await subscribedBrowser(doctor),
      await subscribedBrowser(patient),
    ];
    await setOnline(app, doctor);
    const id = await queuedRequest(app, patient, treatment.name);
    await waitForState(app, patient, id, 'offered');
    await runJobs();
    const [offer] = receivedBy(doctorsPhone.id);
    expect(offer?.message).toEqual({
      title: 'New patient waiting',
      body: 'A Consult now patient is offered to you. Accept in time.',
      url: '/dashboard/on-demand',
    });
    // No longer than the offer (ON_DEMAND_OFFER_SECONDS, 45 by default) lives.
    expect(offer?.ttl).toBe('45');

    const accepted = await app.inject({
      method: 'POST',
      url: `/api/on-demand/${id}/accept`,
      headers: doctor.headers,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await runJobs();
    expect(receivedBy(patientsPhone.id).map((push) => push.message)).toEqual([
      {
        title: 'Your doctor is ready — join now',
        body: 'Your Consult now consultation is starting.',
        url: `/consultation/${id}`,
      },
    ]);
  });

  it.each([410, 404])('drops a subscription the push service answers %i for', async (status) => {
    const patient = await createUser(app);
    const [gone, kept] = [await subscribedBrowser(patient), await subscribedBrowser(patient)];
    pushService.answer(gone.id, status);
    await app.inject({
      method: 'POST',
      url: '/api/push-subscriptions/test',
      headers: patient.headers,
    });
    await runJobs();
    expect(await subscriptionRow(gone.endpoint)).toBeUndefined();
    expect(await subscriptionRow(kept.endpoint)).toBeDefined();
    expect(receivedBy(kept.id)).toHaveLength(1);
  });

  it('retries when the push service fails otherwise, keeping the subscription', async () => {
    const patient = await createUser(app);
    const browser = await subscribedBrowser(patient);
    pushService.answer(browser.id, 500);
    await app.inject({
      method: 'POST',
      url: '/api/push-subscriptions/test',
      headers: patient.headers,
    });
    await runJobs();
    const [job] = (await db.select().from(jobs).where(eq(jobs.kind, 'push'))).filter(
      (row) => row.payload.userId === patient.user.id,
    );
    expect(job?.doneAt).toBeNull();
    expect(job?.lastError).toMatch(/answered 500/);
    expect(await subscriptionRow(browser.endpoint)).toBeDefined();

    pushService.answer(browser.id, 201);
    clock.set(new Date(Date.now() + 60 * 60_000));
    await runJobs();
    expect(receivedBy(browser.id)).toHaveLength(1);
  });
});
