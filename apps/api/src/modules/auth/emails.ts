import type { MailMessage } from '../mail/outbox.js';

/** The account e-mails: verification and password reset. */

export function verificationEmail(to: string, name: string, url: string): MailMessage {
  return {
    to,
    subject: 'Verify your e-mail for Sustho',
    text: `Hello ${name},\n\nPlease confirm that ${to} is your e-mail address by opening this link:\n${url}\n\nIf you did not create a Sustho account, you can ignore this message.\n\nSustho`,
  };
}

export function passwordResetEmail(to: string, name: string, url: string): MailMessage {
  return {
    to,
    subject: 'Reset your Sustho password',
    text: `Hello ${name},\n\nSomeone asked to reset the password of your Sustho account. To choose a new password, open this link within an hour:\n${url}\n\nIf it was not you, ignore this message: your password stays as it is.\n\nSustho`,
  };
}
