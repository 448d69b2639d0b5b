import { PageMeta } from '../../../components/ui/page-meta';
import { useCopy } from '../../../copy/language';
import { CatalogueEditor } from '../../../features/pharmacy/components/catalogue-editor';
import { ImportCatalogueForm } from '../../../features/pharmacy/components/import-catalogue-form';

/**
 * /dashboard/catalogue (pharmacists and admins, guarded in the router; services.md §5
 * 'Catalogue'): find a medicine to edit its price and stock, or import a CSV catalogue.
 */
export function Component() {
  const copy = useCopy();
  const text = copy.catalogue;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8">
      <PageMeta title={text.title} description={text.metaDescription} />
      <div>
        <h1 className="text-2xl font-bold">{text.heading}</h1>
        <p>{text.intro}</p>
      </div>
      <CatalogueEditor />
      <ImportCatalogueForm />
    </div>
  );
}
