import { apiRefs } from '@learnbox/contracts/route-refs';
import type { Metadata } from 'next';
import { serverApi } from '../../features/api-client/server-api';
import { PlansScreen } from '../../features/plans/plans-screen';

export const metadata: Metadata = { title: 'Plans and pricing' };

export default async function UnlimitedPage() {
  // Rendered here so the HTML holds the plans; on failure the browser tries itself (spec retries).
  const plans = await serverApi.call(apiRefs.billing.subscriptionPlans, {
    query: { return_complete_response: 'true' },
  });
  return <PlansScreen initialPlans={plans.ok ? plans.data : undefined} />;
}
