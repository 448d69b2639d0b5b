import type { InvitedRole } from '@sustho/contracts';
import type { Executor } from '../../db/client.js';

/** An invitation as the `/invite/{token}` flow reads it, whichever kind it is. */
export interface FoundInvitation {
  id: string;
  name: string;
  email: string;
  role: InvitedRole;
  expiresAt: Date;
  /** Accepted already, or (a doctor's) its listing has an account. */
  used: boolean;
  /** What the audit trail names: `{type}.invitation-accept` on the target's id. */
  target: { type: string; id: string };
}

/**
 * One kind of invitation the link serves: a doctor's (kept with their listing) or a staff
 * member's. The kind finds its invitations by token hash and records their acceptance; the rule
 * of who may accept, and how, is the flow's alone (service.ts).
 */
export interface InvitationKind {
  find(
    executor: Executor,
    tokenHash: string,
    options: { lock: boolean },
  ): Promise<FoundInvitation | null>;
  /** Marks the invitation used and ties the account to what it was invited for. */
  accepted(tx: Executor, invitation: FoundInvitation, accountId: string): Promise<void>;
}
