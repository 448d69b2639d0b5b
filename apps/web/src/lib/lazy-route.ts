import { CHUNK_LOAD_TIMEOUT_MS } from '../config/env';

/** Thrown when a page's code cannot be loaded (after a deploy, or offline). */
export class ChunkLoadError extends Error {
  constructor(chunk: string) {
    super(`Loading chunk ${chunk} failed`);
    this.name = 'ChunkLoadError';
  }
}

/**
 * Wraps a dynamic import for a lazy route: a failure or a load slower than 120 s becomes a
 * ChunkLoadError, which the error page shows with a Reload button.
 */
export function lazyRoute<T>(chunk: string, load: () => Promise<T>): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadError(chunk)), CHUNK_LOAD_TIMEOUT_MS);
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        () => {
          clearTimeout(timer);
          reject(new ChunkLoadError(chunk));
        },
      );
    });
}
