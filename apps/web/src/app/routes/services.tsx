import { PageMeta } from '../../components/ui/page-meta';
import { useCopy } from '../../copy/language';
import { ServicesList } from '../../features/services/components/services-list';

export function Component() {
  const copy = useCopy();
  return (
    // At least a screen high, so the footer does not jump down when the list arrives (layout shift).
    <div className="min-h-screen">
      <PageMeta title={copy.services.title} description={copy.services.metaDescription} />
      <ServicesList headingLevel="h1" />
    </div>
  );
}
