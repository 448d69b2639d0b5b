import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Toaster } from 'react-hot-toast';
import { useCopy } from '../../copy/language';
import { Footer } from '../../components/layouts/footer';
import { AccessTokenSync } from '../../features/auth/components/access-token-sync';
import { TwoFactorGate } from '../../features/auth/components/two-factor-gate';
import { useAnnounceAppReady } from '../../lib/app-ready';
import { Navbar } from './navbar';

/** Navigation bar, content and footer around every page, plus the app-wide toasts at top-center. */
export function RootLayout() {
  const copy = useCopy();
  const navigation = useNavigation();
  useAnnounceAppReady();
  return (
    // The early-press script reads the text it shows for a kept press from here.
    <div className="flex min-h-screen flex-col" data-kept-press-text={copy.forms.keptPress}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:btn"
      >
        {copy.layout.skipToContent}
      </a>
      <AccessTokenSync />
      <TwoFactorGate />
      <Navbar />
      {navigation.state === 'loading' && (
        <progress
          className="progress progress-primary fixed top-0 z-50 h-1 w-full"
          aria-label={copy.layout.loading}
        />
      )}
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <Toaster position="top-center" toastOptions={{ duration: 5000 }} />
      <ScrollRestoration />
    </div>
  );
}
