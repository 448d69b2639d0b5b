import { PageMeta } from '../../components/ui/page-meta';
import { copy } from '../../copy';
import { ServicesList } from '../../features/services/components/services-list';

export function Component() {
  return (
    <>
      <PageMeta title={copy.services.title} description={copy.services.metaDescription} />
      <ServicesList headingLevel="h1" />
    </>
  );
}
