import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useCopy } from '../../copy/language';
import { ErrorMessage } from './error-message';
import { Spinner } from './spinner';

/** Shows a spinner while a query loads, its error with a retry button, or the children. */
export function QueryState({
  query,
  children,
}: {
  query: UseQueryResult<unknown>;
  children: ReactNode;
}) {
  const copy = useCopy();
  if (query.isPending) return <Spinner />;
  if (query.isError) {
    const message = query.error instanceof Error ? query.error.message : copy.errors.generic;
    return <ErrorMessage message={message} onRetry={() => void query.refetch()} />;
  }
  return <>{children}</>;
}
