import { PageMeta } from '../../components/ui/page-meta';
import { useCopy } from '../../copy/language';
import { RequireAuth } from '../../features/auth/components/require-auth';
import { Checkout } from '../../features/pharmacy/components/checkout';

/** /pharmacy/checkout: the signed-in patient orders what the cart holds; a visitor signs in first. */
export function Component() {
  const text = useCopy().orders.checkout;
  return (
    <div className="mx-auto min-h-screen max-w-6xl px-4 py-8">
      <PageMeta title={text.title} description={text.metaDescription} />
      <RequireAuth>
        <Checkout />
      </RequireAuth>
    </div>
  );
}
