import { bigint, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/** Who did what, when: admin actions, payments and refunds, written in the same transaction. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    /** Numbers entries as they are written: entries made in the same instant still have an order. */
    sequence: bigint('sequence', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (table) => [
    index('audit_log_in_order').on(table.sequence),
    // 'Who viewed my record' reads a patient's entries (docs/product/clinical-record.md §7).
    index('audit_log_by_target').on(table.targetType, table.targetId, table.action),
  ],
);
