import type { QueryClient } from '@tanstack/react-query';
import { PageMeta } from '../../../components/ui/page-meta';
import { useCopy } from '../../../copy/language';
import { PlanCheckout } from '../../../features/plans/components/plan-checkout';
import { myPlanQuery } from '../../../lib/my-plan';
import { plansQuery } from '../../../lib/plans';
import { signedInPageLoader } from '../../../lib/route-loaders';

export const loader = (queryClient: QueryClient) =>
  signedInPageLoader(queryClient, () => ({ queries: [plansQuery(), myPlanQuery()] }));

/** /dashboard/plan/checkout?plan=&period=: a plan's price, benefits and effect, then taken or paid. */
export function Component() {
  const copy = useCopy();
  return (
    <>
      <PageMeta
        title={copy.plans.checkout.title}
        description={copy.plans.checkout.metaDescription}
      />
      <PlanCheckout />
    </>
  );
}
