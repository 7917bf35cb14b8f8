import { describe, expect, it } from 'vitest';
import { getOrganizationRole, hasOrganizationSubscription, ORG_ROLES } from './org-role';

const org = (fields: object) => ({ organization_id: 1, ...fields });

describe('organization role (spec section 6)', () => {
  it('has the four roles', () => {
    expect(ORG_ROLES).toEqual(['Admin', 'Manager', 'Member', 'Non-Paid Member']);
  });

  it.each([
    ['admin wins over all', { is_admin: true, is_manager: true, subscription_id: 5 }, 'Admin'],
    ['manager', { is_manager: true, subscription_id: 5 }, 'Manager'],
    ['member by subscription id', { subscription_id: 5 }, 'Member'],
    ['member by subscriptions list', { subscriptions: [{}] }, 'Member'],
    ['non-paid: empty id and list', { subscription_id: '', subscriptions: [] }, 'Non-Paid Member'],
    ['non-paid: nothing', {}, 'Non-Paid Member'],
  ])('%s', (_name, fields, role) => {
    expect(getOrganizationRole(org(fields))).toBe(role);
  });

  it('subscription id 0 still counts as a subscription', () => {
    expect(hasOrganizationSubscription(org({ subscription_id: 0 }))).toBe(true);
  });
});
