import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema.js';
import { enqueueMail } from '../src/modules/mail/outbox.js';
import {
  folderTransport,
  smtpTransport,
  type MailTransport,
} from '../src/modules/mail/transport.js';
import { deliverDueMail } from '../src/modules/mail/worker.js';
import { buildTestApp } from './helper.js';

const { app } = await buildTestApp();
const quietLog = app.log;

describe('the outbox worker', () => {
  it('sends due mail once and retries a failure later', async () => {
    await enqueueMail(app.db, {
      to: 'a@example.com',
      language: 'en',
      subject: 'Hello',
      text: 'Body',
    });
    const sent: string[] = [];
    let failNext = true;
    const flaky: MailTransport = {
      kind: 'folder',
      async send(message) {
        if (failNext) {
          failNext = false;
          throw new Error('SMTP is down');
        }
        sent.push(message.to);
      },
    };
    expect(await deliverDueMail(app.db, flaky, quietLog)).toBe(0);
    const [failed] = await app.db.select().from(outbox).where(eq(outbox.to, 'a@example.com'));
    expect(failed).toMatchObject({ attempts: 1, lastError: 'SMTP is down', sentAt: null });
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // Not due yet: nothing is sent; once due, it goes out exactly once.
    expect(await deliverDueMail(app.db, flaky, quietLog)).toBe(0);
    await app.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(outbox.id, failed!.id));
    expect(await deliverDueMail(app.db, flaky, quietLog)).toBe(1);
    expect(await deliverDueMail(app.db, flaky, quietLog)).toBe(0);
    expect(sent).toEqual(['a@example.com']);
  });
});

describe('mail transports', () => {
  it('writes messages to the mail folder and logs where, never their links', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'sustho-mail-'));
    const lines: string[] = [];
    await folderTransport(folder, (line) => lines.push(line)).send({
      id: 'm1',
      to: 'b@example.com',
      subject: 'Verify',
      text: 'Open http://localhost:3000/verify?token=abc now',
    });
    const [file] = readdirSync(folder);
    expect(JSON.parse(readFileSync(path.join(folder, file!), 'utf8'))).toMatchObject({
      to: 'b@example.com',
      subject: 'Verify',
    });
    expect(lines[0]).toContain(file!);
    expect(lines[0]).not.toContain('token=abc');
  });

  it('delivers through SMTP with attachments', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as { port: number };
    try {
      await smtpTransport(`smtp://127.0.0.1:${port}`, 'Sustho <no-reply@sustho.test>').send({
        id: 'm2',
        to: 'c@example.com',
        subject: 'Your booking',
        text: 'See you soon',
        attachments: [
          { filename: 'booking.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' },
        ],
      });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('Subject: Your booking');
    expect(received[0]).toContain('booking.ics');
  });
});
