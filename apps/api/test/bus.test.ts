import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseBus, MessageTooLargeError, redisBus, type Bus } from '../src/lib/bus.js';
import { createTestDatabase, testDatabaseKind } from './helper.js';
import { REDIS_URL, redisForTests } from './local-redis.js';

/** Resolves with the first message on the channel, or rejects after a while. */
function nextMessage(bus: Bus, channel: string) {
  let unsubscribe: () => Promise<void> = async () => {};
  const message = new Promise<unknown>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('No message arrived')), 5000);
    void bus
      .subscribe(channel, (received) => {
        clearTimeout(timer);
        resolve(received);
      })
      .then((stop) => (unsubscribe = stop));
  });
  return { message, stop: () => unsubscribe() };
}

const channel = () => `bus_test_${randomBytes(6).toString('hex')}`;
// A session description's size: well over NOTIFY's 8000 bytes once escaped as JSON.
const sdp = Array.from({ length: 300 }, (_, i) => `a=rtpmap:${i} VP8/90000\r\n`).join('');

/** Two processes' buses on one transport: what one publishes, the other's subscribers get. */
function busContract(name: string, makeBuses: () => Promise<[Bus, Bus]>) {
  describe(name, () => {
    it('carries a message from one bus to the subscribers of another, large ones too', async () => {
      const [one, two] = await makeBuses();
      const room = channel();
      const small = nextMessage(two, room);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await one.publish(room, { kind: 'hello', n: 1 });
      expect(await small.message).toEqual({ kind: 'hello', n: 1 });
      await small.stop();

      const large = nextMessage(two, room);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await one.publish(room, { kind: 'signal', sdp });
      expect(await large.message).toEqual({ kind: 'signal', sdp });
      await large.stop();
    });

    it('refuses a message too large to carry, even deflated', async () => {
      const [one] = await makeBuses();
      const noise = randomBytes(12_000).toString('base64');
      await expect(one.publish(channel(), { noise })).rejects.toBeInstanceOf(MessageTooLargeError);
    });
  });
}

const database = await createTestDatabase();
// On PGlite both live in one process, as they do in embedded mode; on PostgreSQL notifications
// travel through the server, as they do between two processes.
busContract(`database LISTEN/NOTIFY (${testDatabaseKind})`, async () => [
  databaseBus(database.notifications),
  databaseBus(database.notifications),
]);

const redis = await redisForTests();
const redisBuses: [Bus, Bus] | null = redis ? [redisBus(REDIS_URL), redisBus(REDIS_URL)] : null;
afterAll(() => Promise.all((redisBuses ?? []).map((bus) => bus.close())));
describe.skipIf(!redis)('with Redis', () => {
  busContract(`Redis pub/sub (${REDIS_URL})`, async () => redisBuses!);
});
