import { ADMIN_PAGE_SIZE, type AuditEntry } from '@sustho/contracts';
import type { Database } from '../../db/client.js';
import { auditRepository } from './repository.js';

export function auditService(db: Database) {
  const repository = auditRepository(db);
  return {
    /** One page of the trail, newest first. */
    async list(page: number): Promise<{ entries: AuditEntry[]; total: number }> {
      const [rows, total] = await Promise.all([
        repository.listPage(page, ADMIN_PAGE_SIZE),
        repository.count(),
      ]);
      const entries = rows.map((row) => ({
        _id: row.id,
        actorId: row.actorId,
        actorEmail: row.actorEmail,
        action: row.action,
        targetType: row.targetType,
        targetId: row.targetId,
        details: row.details,
        createdAt: row.createdAt.toISOString(),
      }));
      return { entries, total };
    },
  };
}

export type AuditService = ReturnType<typeof auditService>;
