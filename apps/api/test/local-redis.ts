import { Socket } from 'node:net';

/** The Redis server the shared-limit tests use: the machine's own unless TEST_REDIS_URL names another. */
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Whether the shared-limit tests run: wherever a Redis server answers. When TEST_REDIS_URL names
 * one on purpose (CI does), a silent Redis fails the test file instead of skipping its tests.
 */
export async function redisForTests(): Promise<boolean> {
  const answers = await redisAnswers(REDIS_URL);
  if (!answers && process.env.TEST_REDIS_URL) {
    throw new Error(`TEST_REDIS_URL is set but no Redis answers at ${REDIS_URL}`);
  }
  return answers;
}

function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    const answer = (reachable: boolean) => {
      socket.destroy();
      resolve(reachable);
    };
    socket.setTimeout(500);
    socket
      .once('connect', () => answer(true))
      .once('error', () => answer(false))
      .once('timeout', () => answer(false));
    socket.connect(Number(port || 6379), hostname);
  });
}
