import type { Executor } from '../../db/client.js';
import { auditRepository } from './repository.js';

export interface AuditEntry {
  actor: { id: string; email: string } | null;
  action: string;
  targetType: string;
  targetId: string;
  details?: Record<string, unknown>;
}

/** Writes who did what. Pass the transaction of the action itself, so the record and the change commit together. */
export async function recordAudit(executor: Executor, entry: AuditEntry): Promise<void> {
  await auditRepository(executor).insert({
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: entry.details ?? {},
  });
}
