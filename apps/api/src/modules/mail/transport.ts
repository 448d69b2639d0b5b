import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailMessage } from './outbox.js';

/** A queued message as it leaves the outbox: its text, and the HTML made from it when queued. */
export type OutgoingMail = Omit<MailMessage, 'language'> & { id: string; html?: string };

/** Delivers one message, or throws. */
export interface MailTransport {
  readonly kind: 'smtp' | 'folder';
  send(message: OutgoingMail & { createdAt: Date }): Promise<void>;
}

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transporter.sendMail({
        from,
        // The same on every retry of one message, so a copy sent twice after a crash can be told apart.
        messageId: `<${message.id}@sustho>`,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
        attachments: message.attachments?.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: file.content,
        })),
      });
    },
  };
}

/**
 * The stand-in for SMTP: each message becomes a JSON file in the mail folder, where a developer
 * opens its verification or reset link. The log names the file only: links carry tokens, and
 * whoever reads the log must not be able to take over an account.
 */
export function folderTransport(folder: string, log: (line: string) => void): MailTransport {
  return {
    kind: 'folder',
    async send(message) {
      await mkdir(folder, { recursive: true });
      // Named by the message's queueing time and id, so a retry after a crash rewrites the same
      // file instead of adding a second copy, and names sort oldest first.
      const file = path.join(folder, `${message.createdAt.getTime()}-${message.id}.json`);
      // Written under a dot name, then renamed, so a reader never sees half a message.
      const partial = path.join(folder, `.${message.id}.partial`);
      await writeFile(partial, JSON.stringify(message, null, 2));
      await rename(partial, file);
      log(`Mail "${message.subject}" saved to ${file}`);
    },
  };
}
