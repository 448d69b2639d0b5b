import { INVITED_STAFF_ROLES } from '@sustho/contracts';
import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, isOneOf } from './columns.js';

/**
 * An invitation to join as a pharmacist or lab technician (decision 047): the same kind of link as
 * a doctor's (only the token's SHA-256 is kept, valid for seven days, used once). An e-mail has at
 * most one open invitation: inviting it again replaces the open one.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    role: text('role', { enum: INVITED_STAFF_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check('staff_invitations_role_known', isOneOf(table.role, INVITED_STAFF_ROLES)),
    check('staff_invitations_email_lowercase', sql`${table.email} = lower(${table.email})`),
    uniqueIndex('staff_invitations_open_email')
      .on(table.email)
      .where(sql`${table.acceptedAt} is null`),
  ],
);
