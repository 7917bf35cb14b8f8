import { describe, expect, it } from 'vitest';
import { organizationMode } from './org-mode';

describe('organizationMode (spec section 4)', () => {
  it.each([
    ['a seat-holding member learns', { is_subscriber: true }, 'learn'],
    ['an admin upskills the team', { is_admin: true, is_subscriber: true }, 'upskill'],
    ['an admin without a seat upskills', { is_admin: true }, 'upskill'],
    ['a manager upskills', { is_manager: true, is_subscriber: true }, 'upskill'],
    ['a member without a seat is neither admin nor subscriber: upskill', { is_subscriber: false }, 'upskill'],
  ] as const)('%s', (_name, membership, mode) => {
    expect(organizationMode(membership)).toBe(mode);
  });

  it('has no mode without a current organization', () => {
    expect(organizationMode(null)).toBeNull();
    expect(organizationMode(undefined)).toBeNull();
  });
});
