import { PageMeta } from '../../components/ui/page-meta';
import { useCopy } from '../../copy/language';
import { CartSummary } from '../../features/pharmacy/components/cart-summary';
import { MedicineSearch } from '../../features/pharmacy/components/medicine-search';

/** /pharmacy ('Medicine'): open to everyone; the cart lives in this browser. */
export function Component() {
  const text = useCopy().pharmacy;
  return (
    <div className="mx-auto min-h-screen max-w-6xl px-4 py-8">
      <PageMeta title={text.title} description={text.metaDescription} />
      <h1 className="text-3xl font-bold">{text.heading}</h1>
      <p className="mt-2 mb-6">{text.intro}</p>
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="lg:order-2">
          <div className="lg:sticky lg:top-4">
            <CartSummary />
          </div>
        </div>
        <div className="lg:order-1">
          <MedicineSearch />
        </div>
      </div>
    </div>
  );
}
