import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { outbox, users } from '../src/db/schema.js';
import { clock } from '../src/lib/clock.js';
import { jobHandlers } from '../src/compose.js';
import { runDueJobs } from '../src/modules/jobs/worker.js';
import { enqueueMail } from '../src/modules/mail/outbox.js';
import type { MailTransport } from '../src/modules/mail/transport.js';
import { enqueueSms } from '../src/modules/sms/outbox.js';
import { createAdmin, createOption, createUser } from './factories.js';
import { buildTestApp } from './helper.js';

/**
 * SMS and e-mail bombing (issue 26, finding 3): one account can make the service text or mail
 * anyone only so often, whatever path the message takes. Every cap here is at its default;
 * sign-in's per-minute limit is raised so that only the caps under test answer.
 */
const { app } = await buildTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
const db = app.db;

// 09:00 on Feb 1, 2026 in Dhaka; Feb 10 is bookable.
const NOW = '2026-02-01T03:00:00Z';
beforeEach(() => clock.set(NOW));

const mailsTo = (address: string) => db.select().from(outbox).where(eq(outbox.to, address));

describe('bookings and cancellations per account (BOOKING_RATE_LIMIT_PER_HOUR)', () => {
  it('answers 429 with a message after 20 in an hour, for that account only, and never for an admin', async () => {
    const option = await createOption(db, { priceCents: 0, slotStarts: ['09:00'] });
    const patient = await createUser(app);
    const request = (caller: typeof patient, method: 'POST' | 'DELETE', url: string) =>
      app.inject({
        method,
        url,
        headers: caller.headers,
        ...(method === 'POST'
          ? {
              payload: {
                appointmentDate: 'Feb 10, 2026',
                treatmentName: option.name,
                patientName: caller.user.name,
                slot: '09:00 AM - 09:30 AM',
                phone: '01712345678',
              },
            }
          : {}),
      });
    let last = '';
    for (let pair = 0; pair < 10; pair += 1) {
      const booked = await request(patient, 'POST', '/api/booking');
      expect(booked.json()).toMatchObject({ acknowledged: true });
      last = booked.json().insertedId;
      const cancelled = await request(patient, 'DELETE', `/api/booking/${last}`);
      expect(cancelled.json()).toEqual({ deletedCount: 1 });
    }
    const refused = await request(patient, 'POST', '/api/booking');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(
      /^You can book or cancel at most 20 times an hour\. Please try again in \d+ minutes\.$/,
    );
    expect((await request(patient, 'DELETE', `/api/booking/${last}`)).statusCode).toBe(429);
    const inBangla = await app.inject({
      method: 'DELETE',
      url: `/api/booking/${last}`,
      headers: { ...patient.headers, 'accept-language': 'bn' },
    });
    expect(inBangla.json().message).toMatch(/^ঘণ্টায় সর্বোচ্চ 20 বার বুক বা বাতিল করা যায়।/);

    const other = await createUser(app);
    expect((await request(other, 'POST', '/api/booking')).json()).toMatchObject({
      acknowledged: true,
    });
    const admin = await createAdmin(app);
    for (let attempt = 0; attempt < 21; attempt += 1)
      expect((await request(admin, 'DELETE', `/api/booking/${last}`)).statusCode).toBe(200);
  });
});

describe('SMS per account (SMS_DAILY_CAP_PER_ACCOUNT)', () => {
  it('queues 20 SMS a clinic day for one account across all its numbers', async () => {
    const patient = await createUser(app);
    const limits = { timeZone: 'Asia/Dhaka', dailyCapPerNumber: 10, dailyCapPerAccount: 20 };
    const queued = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        enqueueSms(db, limits, {
          to: `+8801711${String(100_000 + index).slice(-6)}`,
          text: 'Your appointment',
          userId: patient.user.id,
        }),
      ),
    );
    expect(queued.filter(Boolean)).toHaveLength(20);
    // Another account's SMS to the same numbers are its own.
    const other = await createUser(app);
    expect(
      await enqueueSms(db, limits, {
        to: '+8801711100000',
        text: 'Your appointment',
        userId: other.user.id,
      }),
    ).toBe(true);
  });
});

describe('reset and verification mails per address (RESET_MAILS_PER_HOUR, RESET_MAILS_PER_DAY)', () => {
  const resetFor = (email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email, redirectTo: 'http://localhost:3000/reset-password' },
    });

  it('sends 3 an hour and 10 a day to one address, answering every request alike', async () => {
    const email = 'often-forgets@example.com';
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Often Forgets', email, password: 'correct-horse-battery' },
    });
    expect(signUp.statusCode).toBe(200);
    // The sign-up's verification mail is the first of the hour's three.
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await resetFor(email)).statusCode).toBe(200);
    expect(await mailsTo(email)).toHaveLength(3);

    for (const hour of ['04', '05', '06']) {
      clock.set(`2026-02-01T${hour}:00:00Z`);
      for (let attempt = 0; attempt < 5; attempt += 1) await resetFor(email);
    }
    expect(await mailsTo(email)).toHaveLength(10);
    // The next clinic day (Dhaka is UTC+6) starts afresh.
    clock.set('2026-02-01T18:30:00Z');
    await resetFor(email);
    expect(await mailsTo(email)).toHaveLength(11);
  });
});

describe('mails to an unverified address (UNVERIFIED_MAILS_PER_DAY)', () => {
  it('delivers 10 a day to an address nobody verified, and every one to a verified one', async () => {
    const delivered: string[] = [];
    const transport: MailTransport = {
      kind: 'folder',
      send: async (message) => void delivered.push(message.to),
    };
    const quiet = { kind: 'folder' as const, send: async () => {} };
    const handlers = jobHandlers(app.env, { mail: transport, sms: quiet }, app);
    const unverified = 'stranger@example.com';
    const verified = await createUser(app);
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, verified.user.id));
    for (const to of [unverified, verified.user.email])
      for (let index = 0; index < 12; index += 1)
        await enqueueMail(db, { to, language: 'en', subject: `Note ${index}`, text: 'Hello' });
    await runDueJobs(db, handlers, app.log);

    expect(delivered.filter((to) => to === unverified)).toHaveLength(10);
    expect(delivered.filter((to) => to === verified.user.email)).toHaveLength(12);
    const kept = await mailsTo(unverified);
    expect(kept.filter((mail) => mail.sentAt !== null)).toHaveLength(10);
    expect(kept.filter((mail) => mail.sentAt === null)).toEqual([
      expect.objectContaining({ lastError: expect.stringMatching(/^Not sent: .*unverified/) }),
      expect.objectContaining({ lastError: expect.stringMatching(/^Not sent: .*unverified/) }),
    ]);
  });
});

describe('links in mails', () => {
  it('never links a URL typed into a name, and links the mail’s own', async () => {
    const option = await createOption(db, { priceCents: 2500, slotStarts: ['09:00'] });
    const patient = await createUser(app);
    const booked = await app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: patient.headers,
      payload: {
        appointmentDate: 'Feb 10, 2026',
        treatmentName: option.name,
        patientName: 'Win a prize at https://evil.example/claim now',
        slot: '09:00 AM - 09:30 AM',
        phone: '01712345678',
      },
    });
    expect(booked.json()).toMatchObject({ acknowledged: true });
    const [confirmation] = await mailsTo(patient.user.email);
    expect(confirmation!.text).toContain('https://evil.example/claim');
    expect(confirmation!.html).toContain('https://evil.example/claim');
    expect(confirmation!.html).not.toMatch(/<a [^>]*evil\.example/);
    expect(confirmation!.html).toContain(
      '<a href="http://localhost:3000/dashboard/myAppointment">',
    );
  });
});
