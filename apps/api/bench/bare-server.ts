import { randomUUID } from 'node:crypto';
import { slotLabel } from '@sustho/contracts';
import Fastify from 'fastify';
import { seedDoctors, seedOptions } from '../src/db/seed-data.js';

/** Half-hour slot labels of a doctor's working day. */
function halfHourLabels(hours: { start: string; end: string }[]): string[] {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const clock = (total: number) =>
    `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  return hours.flatMap(({ start, end }) =>
    Array.from({ length: (minutes(end) - minutes(start)) / 30 }, (_, index) =>
      slotLabel(clock(minutes(start) + index * 30)),
    ),
  );
}

/**
 * The benchmark's baseline: a bare Fastify route that answers a constant array shaped and sized
 * like a working day's appointment options, with no database, validation or security headers.
 */
const body = seedOptions.map((option) => {
  const doctors = seedDoctors
    .filter((doctor) => doctor.treatment === option.name)
    .map((doctor) => ({
      _id: randomUUID(),
      name: doctor.name,
      image: doctor.image,
      slots: halfHourLabels(doctor.hours),
    }));
  return {
    _id: randomUUID(),
    name: option.name,
    category: option.service,
    price: option.price.USD,
    currency: 'USD',
    doctorsImg: doctors[0]!.image,
    slots: [...new Set(doctors.flatMap((doctor) => doctor.slots))].sort(),
    doctors,
  };
});

const app = Fastify({ logger: false });
app.get('/bare', async () => body);
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
