import { describe, expect, it } from 'vitest';
import { subscriptionBannerDetails } from './subscription-banner';

const base = { subs: [], transactions: [], current: null, now: new Date('2026-11-24T12:00:00Z') };

describe('github-scholar banner facts (issue 17)', () => {
  it('is current while the verification holds and churned after', () => {
    expect(subscriptionBannerDetails({ ...base, githubScholar: { active: true } }, undefined)).toMatchObject({
      customer_type: 'github-scholar',
      variant: 'current',
    });
    expect(subscriptionBannerDetails({ ...base, githubScholar: { active: false } }, undefined)).toMatchObject(
      {
        customer_type: 'github-scholar',
        variant: 'churned',
      },
    );
    expect(subscriptionBannerDetails({ ...base, githubScholar: null }, { dismissed: true })).toEqual({
      dismissed: true,
      customer_type: 'default',
      variant: 'non-paying',
    });
  });
});
