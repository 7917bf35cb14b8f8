import type { SubscriptionPlansReply } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { extractErrorText } from '@learnbox/domain';
import { apiPath } from '../api-client/api-path';
import { replyOf } from '../api-client/api-result';

const route = apiRefs.billing.subscriptionPlans;

export const SUBSCRIPTION_PLANS_ATTEMPTS = 3;
export const SUBSCRIPTION_PLANS_RETRY_MS = 1000;

/**
 * GET /api/user/info/subscriptions, retried 3 times at 1 second (spec section 7) with the spec's
 * messages: 'Failed to load subscription plans: ...' per failure and 'Failed to fetch subscription
 * plans after 3 attempts: ...' when all fail.
 */
export async function fetchSubscriptionPlans(
  options: { fetchImpl?: typeof fetch; delayMs?: number; log?: (message: string) => void } = {},
): Promise<SubscriptionPlansReply> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const log = options.log ?? ((message: string) => console.warn(message));
  let lastError = '';
  for (let attempt = 1; attempt <= SUBSCRIPTION_PLANS_ATTEMPTS; attempt += 1) {
    try {
      const response = await fetchImpl(apiPath(route, { query: { return_complete_response: 'true' } }), {
        credentials: 'include',
        headers: { accept: 'application/json' },
      });
      const body: unknown = await response.json().catch(() => null);
      if (response.ok) return replyOf(route, body);
      lastError = extractErrorText(body) ?? `status ${response.status}`;
    } catch (error) {
      lastError = (error as Error).message;
    }
    log(`Failed to load subscription plans: ${lastError}`);
    if (attempt < SUBSCRIPTION_PLANS_ATTEMPTS)
      await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? SUBSCRIPTION_PLANS_RETRY_MS));
  }
  throw new Error(
    `Failed to fetch subscription plans after ${SUBSCRIPTION_PLANS_ATTEMPTS} attempts: ${lastError}`,
  );
}
