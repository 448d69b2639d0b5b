export type { FoundInvitation, InvitationKind } from './kind.js';
export { hashInvitationToken, sendInvitation, type Invitee } from './send.js';
