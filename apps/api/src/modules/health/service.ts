import type { Database } from '../../db/client.js';
import { healthRepository } from './repository.js';

/** Whether the API can serve: it answers only once the database has answered. */
export function healthService(db: Database) {
  const repository = healthRepository(db);
  return {
    async check() {
      await repository.ping();
      return { status: 'ok' as const, database: 'ok' as const };
    },
  };
}

export type HealthService = ReturnType<typeof healthService>;
