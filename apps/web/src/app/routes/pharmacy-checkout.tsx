import type { QueryClient } from '@tanstack/react-query';
import { useLoaderData, type LoaderFunction } from 'react-router';
import { PageMeta } from '../../components/ui/page-meta';
import { useCopy } from '../../copy/language';
import { RequireAuth } from '../../features/auth/components/require-auth';
import { cartLinesInCookie } from '../../features/pharmacy/cart';
import { Checkout } from '../../features/pharmacy/components/checkout';
import { signedInPageLoader } from '../../lib/route-loaders';

/**
 * The reader's session, and how many lines their cart holds by its cookie: the server renders the
 * page as it will look (the browser alone reads the cart itself).
 */
export const loader = (queryClient: QueryClient): LoaderFunction => {
  const signedIn = signedInPageLoader(queryClient);
  return async (args) => {
    await signedIn(args);
    return { linesInCart: cartLinesInCookie(args.request.headers.get('cookie')) };
  };
};

/** /pharmacy/checkout: the signed-in patient orders what the cart holds; a visitor signs in first. */
export function Component() {
  const text = useCopy().orders.checkout;
  const { linesInCart } = useLoaderData<{ linesInCart: number }>();
  return (
    <div className="mx-auto min-h-screen max-w-6xl px-4 py-8">
      <PageMeta title={text.title} description={text.metaDescription} />
      <RequireAuth>
        <Checkout linesOnServer={linesInCart} />
      </RequireAuth>
    </div>
  );
}
