import { describe, expect, it } from 'vitest';
import { getOrganizationRole } from './org-role';
import {
  invitationState,
  isLastAdmin,
  seatLimitMessage,
  seatsLeft,
  withActiveSubscriptionsOnly,
} from './team-seats';

describe('team seats', () => {
  it('seats left never go below zero', () => {
    expect(seatsLeft({ seats: 5, used: 2, pending: 1 })).toBe(2);
    expect(seatsLeft({ seats: 2, used: 2, pending: 1 })).toBe(0);
  });

  it('says how many seats are left and how many people were asked for', () => {
    expect(seatLimitMessage(0, 2)).toMatch(
      /^No seats are left on this plan, and you are inviting 2 people\./,
    );
    expect(seatLimitMessage(1, 3)).toMatch(/^Only 1 seat is left/);
  });

  it('an invitation is pending until accepted, cancelled or expired', () => {
    const now = new Date('2026-01-10T00:00:00Z');
    const base = { acceptedAt: null, cancelledAt: null, expiresAt: new Date('2026-01-11T00:00:00Z') };
    expect(invitationState(base, now)).toBe('pending');
    expect(invitationState({ ...base, expiresAt: now }, now)).toBe('expired');
    expect(invitationState({ ...base, acceptedAt: now, expiresAt: now }, now)).toBe('accepted');
    expect(invitationState({ ...base, cancelledAt: now }, now)).toBe('cancelled');
  });

  it('the last admin is the only admin left', () => {
    expect(isLastAdmin({ userId: 'a', isAdmin: true }, ['a'])).toBe(true);
    expect(isLastAdmin({ userId: 'a', isAdmin: true }, ['a', 'b'])).toBe(false);
    expect(isLastAdmin({ userId: 'm', isAdmin: false }, ['a'])).toBe(false);
  });

  it('an organization whose subscription is inactive makes its members Non-Paid Members', () => {
    const org = {
      organization_id: 'o',
      subscription_id: 's',
      subscriptions: [{ subscription_id: 's', status: 9002 }],
    };
    expect(getOrganizationRole(withActiveSubscriptionsOnly(org))).toBe('Non-Paid Member');
    const active = { ...org, subscriptions: [{ subscription_id: 's', status: 9001 }] };
    expect(getOrganizationRole(withActiveSubscriptionsOnly(active))).toBe('Member');
  });
});
