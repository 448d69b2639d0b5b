import type { QueryClient } from '@tanstack/react-query';
import { PageMeta } from '../../../components/ui/page-meta';
import { useCopy } from '../../../copy/language';
import { MyPlan } from '../../../features/plans/components/my-plan';
import { myPlanQuery } from '../../../lib/my-plan';
import { signedInPageLoader } from '../../../lib/route-loaders';

export const loader = (queryClient: QueryClient) =>
  signedInPageLoader(queryClient, () => ({ queries: [myPlanQuery()] }));

/** /dashboard/plan: My Plan, the plan the account runs and what it covered (services.md §4). */
export function Component() {
  const copy = useCopy();
  return (
    <>
      <PageMeta title={copy.plans.myPlan.title} description={copy.plans.myPlan.metaDescription} />
      <MyPlan />
    </>
  );
}
