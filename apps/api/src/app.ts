import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './config/env.js';
import type { Database, DatabaseHandle } from './db/client.js';
import { catalogRepository } from './modules/catalog/repository.js';
import { catalogRoutes } from './modules/catalog/routes.js';
import { catalogService, type CatalogService } from './modules/catalog/service.js';
import { healthRoutes } from './modules/health/routes.js';
import { apiDocs } from './plugins/api-docs.js';
import { errorHandler } from './plugins/error-handler.js';
import { securityHeaders } from './plugins/security-headers.js';
import { webApp } from './plugins/web-app.js';

export interface Services {
  catalog: CatalogService;
}

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    db: Database;
    services: Services;
  }
}

export interface BuildAppOptions {
  env: Env;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
}

/** Largest JSON body the API reads; bigger ones answer 413 before any handler runs. */
const BODY_LIMIT_BYTES = 256 * 1024;

/**
 * Builds the whole API and web server around an open database. Plugins go in a fixed order:
 * external (errors, headers, docs), then the services, then the routes, then the web app.
 */
export async function buildApp({ env, database, logger }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: env.LOG_LEVEL },
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.decorate('env', env);
  app.decorate('db', database.db);
  app.decorate('services', {
    catalog: catalogService(catalogRepository(database.db), {
      timeZone: env.CLINIC_TIME_ZONE,
      horizonDays: env.BOOKING_HORIZON_DAYS,
    }),
  });

  await app.register(errorHandler);
  await app.register(securityHeaders, { production: env.NODE_ENV === 'production' });
  await app.register(apiDocs);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(catalogRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(webApp, { distDir: env.WEB_DIST_DIR });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
