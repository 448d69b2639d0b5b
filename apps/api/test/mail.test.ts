import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { folderTransport, smtpTransport } from '../src/modules/mail/transport.js';

describe('mail transports', () => {
  it('writes messages to the mail folder and logs where, never their links', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'sustho-mail-'));
    const lines: string[] = [];
    await folderTransport(folder, (line) => lines.push(line)).send({
      id: 'm1',
      to: 'b@example.com',
      subject: 'Verify',
      text: 'Open http://localhost:3000/verify?token=abc now',
      createdAt: new Date(),
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
        createdAt: new Date(),
      });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('Subject: Your booking');
    expect(received[0]).toContain('booking.ics');
  });
});
