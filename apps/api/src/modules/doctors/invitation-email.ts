import type { MailMessage } from '../mail/outbox.js';

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;

/** The invitation to join as a doctor; the subject stays free of names the admin typed. */
export function invitationEmail(to: string, name: string, url: string): MailMessage {
  return {
    to,
    subject: 'You are invited to join Sustho as a doctor',
    text: `Hello ${name},\n\nThe Sustho clinic has added you as a doctor. To set up your account, open this link within ${INVITATION_DAYS} days:\n${url}\n\nIf you already have a Sustho account with this e-mail, sign in and accept the invitation with it.\n\nSustho`,
  };
}
