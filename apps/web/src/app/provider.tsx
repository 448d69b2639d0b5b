import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppStatus } from '../components/layouts/app-status';
import { LanguageProvider, type LanguageState } from '../copy/language';
import { currentAccessToken } from '../lib/access-token-refresh';
import { setAccessTokenProvider } from '../lib/api-client';

// Every API call carries the access token, refreshed when it is close to expiry.
setAccessTokenProvider(currentAccessToken);

export function AppProvider({
  queryClient,
  language,
  children,
}: {
  queryClient: QueryClient;
  language: LanguageState;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider value={language}>
        {children}
        <AppStatus />
      </LanguageProvider>
    </QueryClientProvider>
  );
}
