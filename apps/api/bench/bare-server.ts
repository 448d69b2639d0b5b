import { randomUUID } from 'node:crypto';
import { slotLabel } from '@sustho/contracts';
import Fastify from 'fastify';
import { seedOptions } from '../src/db/seed-data.js';

/**
 * The benchmark's baseline: a bare Fastify route that answers a constant array shaped and sized
 * like the demo day's appointment options, with no database, validation or security headers.
 */
const body = seedOptions.map((option) => ({
  _id: randomUUID(),
  name: option.name,
  category: option.service,
  price: option.price,
  doctorsImg: '/images/doctor-default.svg',
  slots: option.slots.map(slotLabel),
}));

const app = Fastify({ logger: false });
app.get('/bare', async () => body);
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
