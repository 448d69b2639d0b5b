import { Socket } from 'node:net';

/** The Redis server the shared-limit tests use: the machine's own unless TEST_REDIS_URL names another. */
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether a Redis server answers, so the shared-limit tests run wherever one is available. */
export function redisAnswers(url: string): Promise<boolean> {
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
