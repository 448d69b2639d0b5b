import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';

/**
 * The benchmark's baseline: bare Fastify routes that answer constants, `/bare/{name}` sending the
 * JSON text in BARE_BODY_DIR/{name}.json (the API's own answers, so each route is compared with
 * the same bytes), already serialised, with no database, validation or security headers.
 */
const folder = process.env.BARE_BODY_DIR!;
const app = Fastify({ logger: false });
for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
  const body = readFileSync(path.join(folder, file), 'utf8');
  app.get(`/bare/${path.basename(file, '.json')}`, (_, reply) =>
    reply.type('application/json; charset=utf-8').send(body),
  );
}
app.get('/ready', async () => ({ ready: true }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
