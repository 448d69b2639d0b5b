import { QueryClient } from '@tanstack/react-query';
import { isClientError } from './api-client';

export const MAX_RETRIES = 3;

/** 1 s, 2 s, 4 s ... capped at 30 s. */
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

/** Retries failures up to 3 times, but never a 4xx: asking again will not change the answer. */
export const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < MAX_RETRIES && !isClientError(error);

/**
 * 'offlineFirst': a query asks even when the browser says it is offline, because the service
 * worker may answer from its cache (decision 051); only its retries wait for the network.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        gcTime: 5 * 60_000,
        staleTime: 30_000,
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false },
    },
  });
}
