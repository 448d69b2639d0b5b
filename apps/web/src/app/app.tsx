import type { Language } from '@sustho/contracts/language';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, type DataRouter } from 'react-router';
import type { Copy } from '../copy/en';
import { AppProvider } from './provider';
import { useLanguageChoice } from './use-language-choice';

export function App({
  queryClient,
  router,
  language,
}: {
  queryClient: QueryClient;
  router: DataRouter;
  language: { language: Language; copy: Copy };
}) {
  const languageState = useLanguageChoice(language, queryClient);
  return (
    <AppProvider queryClient={queryClient} language={languageState}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
