import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/**
 * The benchmark's baseline: a bare Fastify route that answers a constant, the JSON text in
 * BARE_BODY_FILE (the API's own answer for the day the benchmark reads, so both send the same
 * bytes), already serialised, with no database, validation or security headers.
 */
const body = readFileSync(process.env.BARE_BODY_FILE!, 'utf8');

const app = Fastify({ logger: false });
app.get('/bare', (_, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
