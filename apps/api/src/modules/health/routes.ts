import { health } from '@sustho/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { tags: ['health'], response: { 200: health } } }, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: 'ok' as const };
  });
};
