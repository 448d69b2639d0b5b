import type { QueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageMeta } from '../../components/ui/page-meta';
import { useCopy } from '../../copy/language';
import { verificationQuery } from '../../features/verification/api/verify-prescription';
import { PrescriptionCheck } from '../../features/verification/components/prescription-check';
import { pageLoader } from '../../lib/route-loaders';

/** The answer is in the server's HTML; an unknown code's refusal stays in the cache for the page to say so. */
export const loader = (queryClient: QueryClient) =>
  pageLoader(queryClient, ({ params }) => ({ queries: [verificationQuery(params.code ?? '')] }));

/** /verify/:code: the public check a QR code on a prescription opens (server-rendered). */
export function Component() {
  const copy = useCopy();
  const text = copy.clinicalRecord.verify;
  const { code = '' } = useParams();
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-12">
      <PageMeta title={text.title} description={text.metaDescription} />
      <h1 className="text-3xl font-bold">{text.heading}</h1>
      <PrescriptionCheck code={code} />
    </div>
  );
}
