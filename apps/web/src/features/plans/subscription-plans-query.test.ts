import { describe, expect, it } from 'vitest';
import { fetchSubscriptionPlans } from './subscription-plans-query';

const reply = (status: number, body: unknown) =>
  ({ ok: status === 200, status, json: async () => body }) as unknown as Response;

describe('subscription plans load (spec section 7 and 8)', () => {
  it('retries 3 times with the spec messages', async () => {
    const logs: string[] = [];
    let calls = 0;
    const fetchImpl = (async () => {
      calls += 1;
      return reply(500, { errorText: 'boom' });
    }) as typeof fetch;
    await expect(fetchSubscriptionPlans({ fetchImpl, delayMs: 0, log: (m) => logs.push(m) })).rejects.toThrow(
      'Failed to fetch subscription plans after 3 attempts: boom',
    );
    expect(calls).toBe(3);
    expect(logs).toEqual(Array(3).fill('Failed to load subscription plans: boom'));
  });

  it('returns the reply once a try succeeds', async () => {
    let calls = 0;
    const fetchImpl = (async () => {
      calls += 1;
      return calls < 2 ? reply(503, {}) : reply(200, { plans: [] });
    }) as typeof fetch;
    expect(await fetchSubscriptionPlans({ fetchImpl, delayMs: 0, log: () => {} })).toEqual({ plans: [] });
  });
});
