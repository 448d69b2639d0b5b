import { PageMeta } from '../../../components/ui/page-meta';
import { useCopy } from '../../../copy/language';
import { CatalogueEditor } from '../../../features/pharmacy/components/catalogue-editor';
import { ImportCatalogueForm } from '../../../features/pharmacy/components/import-catalogue-form';

/**
 * /dashboard/catalogue (pharmacists and admins, guarded in the router; services.md §5
 * 'Catalogue'): import a CSV catalogue, or find a medicine to edit its price and stock.
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
      {/* The import card above the search: the results grow below it, moving nothing already drawn. */}
      <ImportCatalogueForm />
      <CatalogueEditor />
    </div>
  );
}
