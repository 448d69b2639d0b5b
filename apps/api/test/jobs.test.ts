import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { bookings, doctors, jobs, outbox, smsOutbox, users } from '../src/db/schema.js';
import { clock } from '../src/lib/clock.js';
import { jobHandlers, reminderSettings } from '../src/compose.js';
import { jobsRepository } from '../src/modules/jobs/repository.js';
import { runDueJobs } from '../src/modules/jobs/worker.js';
import { enqueueMail } from '../src/modules/mail/outbox.js';
import type { MailTransport } from '../src/modules/mail/transport.js';
import { planReminders } from '../src/modules/reminders/reminders.js';
import { enqueueSms } from '../src/modules/sms/outbox.js';
import { folderSmsTransport, type SmsTransport } from '../src/modules/sms/transport.js';
import { createOption, createPatients, createUser } from './factories.js';
import { startServerProcess, type ServerProcess } from './api-process.js';
import { buildTestApp, createTestDatabase, TEST_SECRET, testEnv } from './helper.js';

const { app } = await buildTestApp();
const db = app.db;
const log = app.log;
const settings = reminderSettings(app.env);

afterEach(() => clock.reset());

/** Transports that keep what they were given, by message id. */
function recorders() {
  const mail: string[] = [];
  const sms: string[] = [];
  const transports: { mail: MailTransport; sms: SmsTransport } = {
    mail: { kind: 'folder', send: async (message) => void mail.push(message.id) },
    sms: { kind: 'folder', send: async (message) => void sms.push(message.id) },
  };
  return { mail, sms, handlers: jobHandlers(app.env, transports, app) };
}

/**
 * `count` active bookings on Dec 10, 2026 at 09:00 Dhaka time (03:00Z), each with its own doctor,
 * each with its reminders planned as booking does, for one patient account.
 */
let batches = 0;

async function bookMany(database: Database, count: number, userId: string) {
  batches += 1;
  const option = await createOption(database, { slotStarts: [] });
  const stamp = Date.now().toString(36) + Math.random().toString(36).slice(2, 6);
  const doctorRows = await database
    .insert(doctors)
    .values(
      Array.from({ length: count }, (_, index) => ({
        name: `Dr. Reminder ${stamp} ${index}`,
        email: `reminder-${stamp}-${index}@example.com`,
        image: '/images/doctor-default.svg',
        treatmentId: option.id,
      })),
    )
    .returning({ id: doctors.id });
  const others = await createPatients(database, count - 1);
  const rows = doctorRows.map((doctor, index) => ({
    treatmentId: option.id,
    doctorId: doctor.id,
    patientId: index === 0 ? userId : others[index - 1]!,
    appointmentDate: '2026-12-10',
    slotStart: '09:00',
    slotEnd: '09:30',
    // The account is the first booking's only: one patient cannot hold two appointments at once.
    userId: index === 0 ? userId : null,
    patientName: 'Rahima Khatun',
    // One row per patient, treatment and day: distinct addresses keep bookings_one_per_patient_option_day.
    email: `patient-${stamp}-${index}@example.com`,
    // Numbers of their own per call, so the daily SMS cap of one test is not another's.
    phone: `+88017${batches}${String(10_000_000 + index).slice(-7)}`,
    priceCents: 0,
    currency: 'USD' as const,
  }));
  const inserted = await database.insert(bookings).values(rows).returning();
  for (const row of inserted)
    await planReminders(
      database,
      { id: row.id, day: row.appointmentDate!, slotStart: row.slotStart! },
      settings,
    );
  return inserted;
}

/** Between the 24 h and the 1 h reminders of Dec 10's 09:00 (03:00Z), then between the 1 h and the start. */
const AFTER_24H = '2026-12-09T04:00:00Z';
const AFTER_1H = '2026-12-10T02:30:00Z';

const reminderMails = (database: Database) =>
  database
    .select({ id: outbox.id, to: outbox.to, text: outbox.text })
    .from(outbox)
    .where(like(outbox.subject, 'Reminder:%'));

describe('durable jobs', () => {
  it('retries a failed delivery after its backoff, on the API clock, and delivers it once', async () => {
    clock.set('2026-11-01T00:00:00Z');
    await enqueueMail(db, {
      to: 'retry@example.com',
      language: 'en',
      subject: 'Hello',
      text: 'Body',
    });
    let failNext = true;
    const sent: string[] = [];
    const flaky: MailTransport = {
      kind: 'folder',
      async send(message) {
        if (message.to !== 'retry@example.com') return;
        if (failNext) {
          failNext = false;
          throw new Error('SMTP is down');
        }
        sent.push(message.id);
      },
    };
    const handlers = jobHandlers(
      app.env,
      {
        mail: flaky,
        sms: { kind: 'folder', send: async () => {} },
      },
      app,
    );
    await runDueJobs(db, { mail: handlers.mail! }, log);
    const [failed] = await db.select().from(outbox).where(eq(outbox.to, 'retry@example.com'));
    expect(failed).toMatchObject({ attempts: 1, lastError: 'SMTP is down', sentAt: null });

    // 29 s later it is not due; 31 s later it goes, once.
    clock.set('2026-11-01T00:00:29Z');
    await runDueJobs(db, { mail: handlers.mail! }, log);
    expect(sent).toEqual([]);
    clock.set('2026-11-01T00:00:31Z');
    await runDueJobs(db, { mail: handlers.mail! }, log);
    await runDueJobs(db, { mail: handlers.mail! }, log);
    expect(sent).toEqual([failed!.id]);
  });

  it('sends a reminder once when its runner died between picking it and finishing it', async () => {
    const patient = await createUser(app);
    const [booking] = await bookMany(db, 1, patient.user.id);
    // 25 h before the appointment: the 24 h reminder is due in an hour.
    clock.set(AFTER_24H);
    // A runner claims the due jobs and dies (SIGKILL) before finishing any of them.
    const claimed = await jobsRepository(db).claimDue(clock.now(), 100);
    expect(claimed.some((job) => job.key?.startsWith(`reminder:${booking!.id}:1440:`))).toBe(true);
    const { mail, sms, handlers } = recorders();
    await runDueJobs(db, handlers, log);
    expect(await reminderMailsFor(booking!.email!)).toHaveLength(0);

    // Once its lease has run out, another runner takes it: one e-mail and one SMS.
    clock.set('2026-12-09T04:01:00Z');
    await Promise.all([runDueJobs(db, handlers, log), runDueJobs(db, handlers, log)]);
    expect(await reminderMailsFor(booking!.email!)).toHaveLength(1);
    expect(mail).toHaveLength(1);
    expect(sms).toHaveLength(1);

    // A delivery that died after the SMS went to the folder and before being marked done rewrites
    // the same file: the folder holds one message per job.
    const folder = mkdtempSync(path.join(tmpdir(), 'sustho-sms-'));
    const transport = folderSmsTransport(folder, () => {});
    await transport.send({ id: 'job-1', to: '+8801712345678', text: 'once' });
    await transport.send({ id: 'job-1', to: '+8801712345678', text: 'once' });
    expect(readdirSync(folder)).toEqual(['job-1.json']);
  });

  it('sends only the nearest passed reminder late, and no more once the appointment started', async () => {
    const patient = await createUser(app);
    const [late] = await bookMany(db, 1, patient.user.id);
    // Down from before the 24 h reminder until 30 min before the appointment (03:00Z): only the
    // 1 h reminder goes.
    clock.set(AFTER_1H);
    const { handlers } = recorders();
    await runDueJobs(db, handlers, log);
    const mails = await reminderMailsFor(late!.email!);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`http://localhost:3000/consultation/${late!.id}`);
    const [job24] = await db
      .select({ doneAt: jobs.doneAt })
      .from(jobs)
      .where(like(jobs.key, `reminder:${late!.id}:1440:%`));
    expect(job24!.doneAt).not.toBeNull();
    clock.set('2026-12-10T03:05:00Z');
    await runDueJobs(db, handlers, log);
    expect(await reminderMailsFor(late!.email!)).toHaveLength(1);
  });

  it('sends no SMS to a patient who turned them off, and none past the daily cap', async () => {
    const patient = await createUser(app);
    await db.update(users).set({ smsReminders: false }).where(eq(users.id, patient.user.id));
    const [booking] = await bookMany(db, 1, patient.user.id);
    clock.set(AFTER_24H);
    await runDueJobs(db, recorders().handlers, log);
    expect(await reminderMailsFor(booking!.email!)).toHaveLength(1);
    expect(await db.select().from(smsOutbox).where(eq(smsOutbox.to, booking!.phone!))).toEqual([]);

    const limits = { timeZone: 'Asia/Dhaka', dailyCapPerNumber: 3, dailyCapPerAccount: 20 };
    const message = { to: '+8801999999999', text: 'Hello', userId: null };
    const queued = await Promise.all(
      Array.from({ length: 6 }, () => enqueueSms(db, limits, message)),
    );
    expect(queued.filter(Boolean)).toHaveLength(3);
    // The next clinic day the number may be texted again.
    clock.set('2026-12-09T19:00:00Z');
    expect(await enqueueSms(db, limits, message)).toBe(true);
  });
});

async function reminderMailsFor(email: string) {
  return (await reminderMails(db)).filter((mail) => mail.to === email);
}

/** 1,000 bookings (and 10 cancelled), two offsets: exactly 2,000 reminders by e-mail and by SMS. */
async function thousandBookings(
  database: Database,
  inProcessApp: App,
  run: (at: string) => Promise<void>,
) {
  const patient = await createUser(inProcessApp);
  const booked = await bookMany(database, 1010, patient.user.id);
  const cancelled = booked.slice(0, 10).map((row) => row.id);
  await database
    .update(bookings)
    .set({ state: 'cancelled', cancelledAt: new Date() })
    .where(inArray(bookings.id, cancelled));
  await run(AFTER_24H);
  await run(AFTER_1H);
  const ours = new Set(booked.map((row) => row.id));
  const sent = async (kind: string) =>
    (
      await database
        .select({ key: jobs.key, doneAt: jobs.doneAt })
        .from(jobs)
        .where(and(eq(jobs.kind, kind), like(jobs.key, 'reminder:%')))
    ).filter((row) => ours.has(row.key!.split(':')[1]!));
  const mails = await sent('mail');
  const sms = await sent('sms');
  expect(mails).toHaveLength(2000);
  expect(sms).toHaveLength(2000);
  expect(mails.every((row) => row.doneAt) && sms.every((row) => row.doneAt)).toBe(true);
  expect(mails.some((row) => cancelled.some((id) => row.key!.includes(id)))).toBe(false);
}

describe('reminders for 1,000 bookings', () => {
  it('two workers in one process send exactly 2,000', { timeout: 300_000 }, async () => {
    const { handlers } = recorders();
    await thousandBookings(db, app, async (at) => {
      clock.set(at);
      await Promise.all([runDueJobs(db, handlers, log), runDueJobs(db, handlers, log)]);
    });
  });
});

const sharedDatabase = process.env.TEST_DATABASE_URL ? await createTestDatabase() : null;

describe.skipIf(!sharedDatabase)(
  'reminders for 1,000 bookings through two API processes on one PostgreSQL (needs TEST_DATABASE_URL)',
  () => {
    it('sends exactly 2,000, each process on the moved clock', { timeout: 600_000 }, async () => {
      const inProcess = await buildApp({
        env: testEnv(),
        database: sharedDatabase!,
        secret: TEST_SECRET,
        logger: false,
      });
      const dataDir = mkdtempSync(path.join(tmpdir(), 'sustho-jobs-'));
      try {
        await thousandBookings(sharedDatabase!.db, inProcess, async (at) => {
          const env = {
            NODE_ENV: 'test',
            LOG_LEVEL: 'warn',
            PUBLIC_URL: 'http://127.0.0.1',
            DATABASE_URL: sharedDatabase!.url!,
            AUTH_SECRET: TEST_SECRET,
            PAYMENTS_SANDBOX: 'true',
            MAIL_OUTBOX_ONLY: 'true',
            DATA_DIR: dataDir,
            TEST_CLOCK_AT: at,
          };
          const servers: ServerProcess[] = await Promise.all([
            startServerProcess('test/clocked-server.ts', env, '/api/health'),
            startServerProcess('test/clocked-server.ts', env, '/api/health'),
          ]);
          try {
            // Both workers run every second; wait until nothing due at `at` is left.
            await expect
              .poll(
                async () => {
                  const [row] = await sharedDatabase!.db
                    .select({ count: sql<number>`count(*)::int` })
                    .from(jobs)
                    .where(sql`${jobs.doneAt} is null and ${jobs.runAt} <= ${at}::timestamptz`);
                  return row!.count;
                },
                { timeout: 240_000, interval: 500 },
              )
              .toBe(0);
          } finally {
            await Promise.all(servers.map((server) => server.stop()));
          }
        });
        // The folders hold one file per message, whichever process sent it.
        const reminderFiles = readdirSync(path.join(dataDir, 'sms')).length;
        expect(reminderFiles).toBe(2000);
      } finally {
        await inProcess.close();
      }
    });
  },
);
