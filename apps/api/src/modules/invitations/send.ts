import { pages, type InvitedRole, type Language } from '@sustho/contracts';
import { createHash, randomBytes } from 'node:crypto';
import type { Executor } from '../../db/client.js';
import { clock } from '../../lib/clock.js';
import { enqueueMail } from '../mail/index.js';
import { INVITATION_DAYS, invitationEmail } from './invitation-email.js';

/** Only the SHA-256 of an invitation token is stored: a leaked table opens no account. */
export const hashInvitationToken = (token: string) =>
  createHash('sha256').update(token).digest('hex');

export interface Invitee {
  name: string;
  email: string;
  role: InvitedRole;
}

/**
 * A new invitation link: `store` keeps its token's hash and expiry where the invitation's kind
 * keeps them (a doctor's listing, the staff invitations), and the e-mail goes out in the same
 * transaction, in the inviting admin's language. Answers what `store` answered.
 */
export async function sendInvitation<Stored>(
  tx: Executor,
  invitee: Invitee,
  clinic: { publicUrl: string; language: Language },
  store: (tokenHash: string, expiresAt: Date) => Promise<Stored>,
): Promise<Stored> {
  const token = randomBytes(32).toString('base64url');
  const stored = await store(
    hashInvitationToken(token),
    new Date(clock.now().getTime() + INVITATION_DAYS * 86_400_000),
  );
  const url = `${clinic.publicUrl}${pages.invitation.path(token)}`;
  await enqueueMail(
    tx,
    invitationEmail(invitee.email, invitee.name, invitee.role, url, clinic.language),
  );
  return stored;
}
