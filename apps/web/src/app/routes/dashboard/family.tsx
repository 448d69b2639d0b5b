import type { QueryClient } from '@tanstack/react-query';
import { PageMeta } from '../../../components/ui/page-meta';
import { useCopy } from '../../../copy/language';
import { MyFamily } from '../../../features/family/components/my-family';
import { familyQuery } from '../../../lib/family';
import { signedInPageLoader } from '../../../lib/route-loaders';

export const loader = (queryClient: QueryClient) =>
  signedInPageLoader(queryClient, () => ({ queries: [familyQuery()] }));

/** /dashboard/family: My Family, the patients the signed-in account books and keeps records for. */
export function Component() {
  const copy = useCopy();
  return (
    <>
      <PageMeta title={copy.family.title} description={copy.family.metaDescription} />
      <MyFamily />
    </>
  );
}
