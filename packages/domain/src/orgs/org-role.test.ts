import { describe, expect, it } from 'vitest';
import {
  describeOrganizationRole,
  getMode,
  getOrganizationRole,
  hasOrganizationSubscription,
  ORG_ROLES,
} from './org-role';

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

  it.each([
    [
      { is_admin: true, admin_level: 2, is_mentor: true },
      { role: 'Admin', isMentor: true, adminLevel: 2 },
    ],
    [{ is_admin: true }, { role: 'Admin', isMentor: false, adminLevel: null }],
    [
      { is_manager: true, admin_level: 2 },
      { role: 'Manager', isMentor: false, adminLevel: null },
    ],
    [{ is_mentor: true }, { role: 'Non-Paid Member', isMentor: true, adminLevel: null }],
  ])('describes %j', (fields, expected) => {
    expect(describeOrganizationRole(org(fields))).toEqual(expected);
  });
});

describe('mode (spec section 4 "Mode")', () => {
  it.each([
    ['subscriber only', { is_subscriber: true }, 'learn'],
    ['subscriber and admin', { is_subscriber: true, is_admin: true }, 'upskill'],
    ['subscriber and manager', { is_subscriber: true, is_manager: true }, 'upskill'],
    ['admin only', { is_admin: true }, 'upskill'],
    ['plain member', {}, 'upskill'],
  ])('%s -> %s', (_name, fields, mode) => {
    expect(getMode(org(fields))).toBe(mode);
  });

  it('no organization is upskill', () => {
    expect(getMode(null)).toBe('upskill');
  });
});
