import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { copy } from '../copy/en';
import { LanguageProvider } from '../copy/language';

/** For tests: the query client and the texts, in English, so a test can find the product's texts. */
export function TestProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider value={{ language: 'en', copy, setLanguage: () => undefined }}>
        {children}
      </LanguageProvider>
    </QueryClientProvider>
  );
}
